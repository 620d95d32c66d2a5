/**
 * The rows the admin tree shows: only expanded branches are walked, so hundreds of capabilities stay cheap. A
 * search (case-insensitive substring of the name, capabilities and actions) shows the matches with the path to
 * them opened. Hidden capabilities (and what is inside) are left out unless 'Show Hidden' is on.
 */
import { isHidden, type Action, type Capability } from '@portal/domain';

export interface CapabilityRow {
  kind: 'capability';
  key: string;
  node: Capability;
  level: number;
  expandable: boolean;
  expanded: boolean;
  hidden: boolean;
  /** Ids of the capabilities above, outermost first. */
  path: string[];
  /** The capability it sits in; null at the top level. */
  parentId: string | null;
}

export interface ActionRow {
  kind: 'action';
  key: string;
  node: Action;
  level: number;
  expandable: boolean;
  expanded: boolean;
  capabilityId: string;
  /** The capability or action it sits in. */
  parentId: string;
  index: number;
  siblings: number;
}

export type AdminRow = CapabilityRow | ActionRow;

export interface RowOptions {
  expanded: ReadonlySet<string>;
  showHidden: boolean;
  search: string;
}

/** Ids to open so every match of the search is in view; undefined when nothing is searched. */
function searchOpen(items: readonly Capability[], needle: string, showHidden: boolean) {
  const open = new Set<string>();
  const matched = new Set<string>();
  const hit = (name: string) => name.toLowerCase().includes(needle);
  const walkActions = (actions: readonly Action[] | undefined, up: string[]): boolean => {
    let any = false;
    for (const a of actions ?? []) {
      const below = walkActions(a.actions, [...up, a.id]);
      if (hit(a.name)) matched.add(a.id);
      if (below) open.add(a.id);
      if (below || hit(a.name)) any = true;
    }
    return any;
  };
  const walk = (caps: readonly Capability[] | undefined): boolean => {
    let any = false;
    for (const c of caps ?? []) {
      if (!showHidden && isHidden(c)) continue;
      const below = walkActions(c.actions, [c.id]) || walk(c.items);
      if (hit(c.name)) matched.add(c.id);
      if (below) open.add(c.id);
      if (below || hit(c.name)) any = true;
    }
    return any;
  };
  walk(items);
  return { open, matched };
}

export function adminRows(items: readonly Capability[], options: RowOptions): AdminRow[] {
  const needle = options.search.trim().toLowerCase();
  const found = needle ? searchOpen(items, needle, options.showHidden) : undefined;
  const isOpen = (id: string) => (found ? found.open.has(id) : options.expanded.has(id));
  const rows: AdminRow[] = [];
  const pushActions = (
    actions: readonly Action[] | undefined,
    level: number,
    capabilityId: string,
    parentId: string,
  ) => {
    const list = actions ?? [];
    list.forEach((a, index) => {
      if (found && !found.open.has(a.id) && !found.matched.has(a.id)) return;
      const expandable = (a.actions?.length ?? 0) > 0;
      const expanded = expandable && isOpen(a.id);
      rows.push({
        kind: 'action',
        key: `a:${a.id}`,
        node: a,
        level,
        expandable,
        expanded,
        capabilityId,
        parentId,
        index,
        siblings: list.length,
      });
      if (expanded) pushActions(a.actions, level + 1, capabilityId, a.id);
    });
  };
  const walk = (caps: readonly Capability[] | undefined, level: number, path: string[]) => {
    for (const c of caps ?? []) {
      const hidden = isHidden(c);
      if (hidden && !options.showHidden) continue;
      if (found && !found.open.has(c.id) && !found.matched.has(c.id)) continue;
      const expandable = (c.items?.length ?? 0) > 0 || (c.actions?.length ?? 0) > 0;
      const expanded = expandable && isOpen(c.id);
      rows.push({
        kind: 'capability',
        key: `c:${c.id}`,
        node: c,
        level,
        expandable,
        expanded,
        hidden,
        path,
        parentId: path.at(-1) ?? null,
      });
      if (expanded) {
        pushActions(c.actions, level + 1, c.id, c.id);
        walk(c.items, level + 1, [...path, c.id]);
      }
    }
  };
  walk(items, 0, []);
  return rows;
}
