/**
 * What changed between two catalogue versions (ADR 0020): capabilities and actions matched by id, each added,
 * removed or changed with the names of the changed fields ('moved' when its parent changed, 'items order' or
 * 'actions order' when its children were reordered). The save check of a non-admin, the audit summary and the
 * builder's "catalogue changed since" read it.
 */
import type { Action, Capability } from '../contracts/catalogue.ts';
import { editableIds, isCatalogueAdmin, type CatalogueEditor } from './ownership.ts';
import { stableJson } from '../format/stable-json.ts';

export type CatalogueItemKind = 'capability' | 'action';

export interface CatalogueChange {
  kind: CatalogueItemKind;
  change: 'added' | 'removed' | 'changed';
  id: string;
  name: string;
  /** Changed fields (changed only), sorted; 'moved', 'items order', 'actions order' are structural. */
  fields?: string[];
}

interface Entry {
  kind: CatalogueItemKind;
  node: Capability | Action;
  /** 'cap:{id}', 'act:{id}' or '' (top level). */
  parent: string;
  /** The capability holding it (for an action), or itself (for a capability). */
  capabilityId: string;
  /** Ids of the enclosing items, outermost first (capabilities then actions). */
  ancestors: string[];
}

function index(items: readonly Capability[]): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const walkActions = (
    actions: readonly Action[] | undefined,
    parent: string,
    capId: string,
    up: string[],
  ) => {
    for (const a of actions ?? []) {
      out.set(`action:${a.id}`, { kind: 'action', node: a, parent, capabilityId: capId, ancestors: up });
      walkActions(a.actions, `act:${a.id}`, capId, [...up, a.id]);
    }
  };
  const walk = (caps: readonly Capability[] | undefined, parent: string, up: string[]) => {
    for (const c of caps ?? []) {
      out.set(`capability:${c.id}`, {
        kind: 'capability',
        node: c,
        parent,
        capabilityId: c.id,
        ancestors: up,
      });
      walkActions(c.actions, `cap:${c.id}`, c.id, [...up, c.id]);
      walk(c.items, `cap:${c.id}`, [...up, c.id]);
    }
  };
  walk(items, '', []);
  return out;
}

const ids = (list: readonly { id: string }[] | undefined) => (list ?? []).map((x) => x.id);

/** Fields of the item itself (children compared as their own entries, their order as '... order'). */
function changedFields(kind: CatalogueItemKind, a: Capability | Action, b: Capability | Action): string[] {
  const skip = kind === 'capability' ? new Set(['items', 'actions']) : new Set(['actions']);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const out: string[] = [];
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const k of keys) {
    if (skip.has(k)) continue;
    if (stableJson(ra[k]) !== stableJson(rb[k])) out.push(k);
  }
  const sameOrder = (x: string[], y: string[]) => {
    const common = new Set(x.filter((v) => y.includes(v)));
    const fx = x.filter((v) => common.has(v));
    const fy = y.filter((v) => common.has(v));
    return fx.every((v, i) => v === fy[i]);
  };
  if (!sameOrder(ids(a.actions), ids(b.actions))) out.push('actions order');
  if (kind === 'capability' && !sameOrder(ids((a as Capability).items), ids((b as Capability).items)))
    out.push('items order');
  return out.sort();
}

/** Every added, removed and changed capability and action between `before` and `after`, in the order of the trees. */
export function catalogueDiff(
  before: readonly Capability[],
  after: readonly Capability[],
): CatalogueChange[] {
  const a = index(before);
  const b = index(after);
  const out: CatalogueChange[] = [];
  for (const [key, old] of a) {
    const now = b.get(key);
    if (!now) {
      out.push({ kind: old.kind, change: 'removed', id: old.node.id, name: old.node.name });
      continue;
    }
    const fields = changedFields(old.kind, old.node, now.node);
    if (old.parent !== now.parent) fields.push('moved');
    if (fields.length)
      out.push({
        kind: old.kind,
        change: 'changed',
        id: old.node.id,
        name: now.node.name,
        fields: fields.sort(),
      });
  }
  for (const [key, now] of b)
    if (!a.has(key)) out.push({ kind: now.kind, change: 'added', id: now.node.id, name: now.node.name });
  return out;
}

/** 'Added 2, removed 1, changed 3: Intune (name), ...' for the audit trail and the save confirmation. */
export function summariseCatalogueDiff(changes: readonly CatalogueChange[], max = 10): string {
  if (!changes.length) return 'No changes';
  const count = (c: CatalogueChange['change']) => changes.filter((x) => x.change === c).length;
  const head = `Added ${count('added')}, removed ${count('removed')}, changed ${count('changed')}`;
  const parts = changes
    .slice(0, max)
    .map((c) => `${c.change} ${c.kind} '${c.name}'${c.fields ? ` (${c.fields.join(', ')})` : ''}`);
  return `${head}: ${parts.join('; ')}${changes.length > max ? `; and ${changes.length - max} more` : ''}`;
}

export interface RefusedChange {
  change: CatalogueChange;
  message: string;
}

/**
 * The first change a non-admin may not make, or undefined when every change is inside items they own in the
 * stored version (`before`). Editing, deleting or moving an item needs the item; adding an item or moving one
 * somewhere needs the place it goes to (the nearest enclosing item that already existed). A new top-level
 * capability is for admins only. Ownership is read from the stored version, so nobody gains an item by adding
 * their own e-mail to it.
 */
export function refusedCatalogueChange(
  before: readonly Capability[],
  after: readonly Capability[],
  editor: CatalogueEditor,
  changes: readonly CatalogueChange[] = catalogueDiff(before, after),
): RefusedChange | undefined {
  if (isCatalogueAdmin(editor.role)) return undefined;
  const mine = editableIds(before, editor);
  const a = index(before);
  const b = index(after);
  const key = (c: CatalogueChange) => `${c.kind}:${c.id}`;
  /** The place an item sits in `after`: owned when its nearest enclosing item that existed before is owned. */
  const placeOwned = (entry: Entry): boolean => {
    for (const up of [...entry.ancestors].reverse()) {
      if (a.has(`capability:${up}`) || a.has(`action:${up}`)) return mine.has(up);
    }
    return false;
  };
  const refuse = (change: CatalogueChange): RefusedChange => ({
    change,
    message: `You may not change the ${change.kind} '${change.name}': you are not an owner of it or of a capability above it.`,
  });
  for (const change of changes) {
    const now = b.get(key(change));
    if (change.change === 'added') {
      if (!now || !placeOwned(now)) return refuse(change);
      continue;
    }
    if (!mine.has(change.id)) return refuse(change);
    if (change.fields?.includes('moved') && (!now || !placeOwned(now))) return refuse(change);
  }
  return undefined;
}

/** The first id used twice in the tree (capabilities and actions share one space of ids), or undefined. */
export function duplicateCatalogueId(items: readonly Capability[]): string | undefined {
  const seen = new Set<string>();
  let dup: string | undefined;
  const see = (id: string) => {
    if (seen.has(id)) dup ??= id;
    seen.add(id);
  };
  const walkActions = (actions: readonly Action[] | undefined) => {
    for (const x of actions ?? []) {
      see(x.id);
      walkActions(x.actions);
    }
  };
  const walk = (caps: readonly Capability[] | undefined) => {
    for (const c of caps ?? []) {
      see(c.id);
      walkActions(c.actions);
      walk(c.items);
    }
  };
  walk(items);
  return dup;
}

/**
 * The changes between two versions grouped by the capabilities they touch: for each capability id, the changes to
 * it and to items inside it in either version, in the diff's order. Built once per pair of versions, so asking for
 * any set of capabilities costs a lookup each (the builder asks again on every tick, issue 29's bench).
 */
export function catalogueChangesByCapability(
  before: readonly Capability[],
  after: readonly Capability[],
  changes: readonly CatalogueChange[] = catalogueDiff(before, after),
): (capabilityIds: readonly string[]) => CatalogueChange[] {
  const a = index(before);
  const b = index(after);
  const byId = new Map<string, CatalogueChange[]>();
  changes.forEach((c) => {
    const touched = new Set<string>();
    for (const entry of [a.get(`${c.kind}:${c.id}`), b.get(`${c.kind}:${c.id}`)]) {
      if (!entry) continue;
      if (entry.kind === 'capability') touched.add(entry.node.id);
      for (const id of entry.ancestors) touched.add(id);
    }
    for (const id of touched) {
      const list = byId.get(id);
      if (list) list.push(c);
      else byId.set(id, [c]);
    }
  });
  const order = new Map(changes.map((c, i) => [c, i]));
  return (capabilityIds) => {
    const found = new Set<CatalogueChange>();
    for (const id of new Set(capabilityIds)) for (const c of byId.get(id) ?? []) found.add(c);
    return [...found].sort((x, y) => order.get(x)! - order.get(y)!);
  };
}

/**
 * The changes between two versions that touch the given capabilities (a solution's copied top-level
 * capabilities): items inside them in either version, the capabilities themselves included. For the builder's
 * "catalogue changed since" (ADR 0020).
 */
export function catalogueChangesWithin(
  before: readonly Capability[],
  after: readonly Capability[],
  capabilityIds: readonly string[],
  changes: readonly CatalogueChange[] = catalogueDiff(before, after),
): CatalogueChange[] {
  return catalogueChangesByCapability(before, after, changes)(capabilityIds);
}
