/** The choices of the 'Select item' dialogs: actions of the solution, capabilities of the tree. */
import { flattenActions, isHidden, type Capability } from '@portal/domain';

export interface PickOption {
  id: string;
  name: string;
  /** Where the item sits: capability names joined by '/'. */
  path: string;
}

/** Every action of the selected, visible capabilities (sub-actions included) except the excluded ids. */
export function actionOptions(tree: readonly Capability[], exclude: ReadonlySet<string>): PickOption[] {
  const out: PickOption[] = [];
  const walk = (caps: readonly Capability[], prefix: string) => {
    for (const cap of caps) {
      if (isHidden(cap)) continue;
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      if (cap.selected) {
        for (const a of flattenActions(cap.actions))
          if (!exclude.has(a.id)) out.push({ id: a.id, name: a.name, path });
      }
      walk(cap.items ?? [], path);
    }
  };
  walk(tree, '');
  return out;
}

/** Every visible capability except the excluded ids. */
export function capabilityOptions(tree: readonly Capability[], exclude: ReadonlySet<string>): PickOption[] {
  const out: PickOption[] = [];
  const walk = (caps: readonly Capability[], prefix: string) => {
    for (const cap of caps) {
      if (isHidden(cap)) continue;
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      if (!exclude.has(cap.id)) out.push({ id: cap.id, name: cap.name, path });
      walk(cap.items ?? [], path);
    }
  };
  walk(tree, '');
  return out;
}

/** Case-insensitive substring match on the name or the path. */
export function filterOptions(options: readonly PickOption[], query: string): PickOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter(
    (o) => o.name.toLowerCase().includes(needle) || o.path.toLowerCase().includes(needle),
  );
}
