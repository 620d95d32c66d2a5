/**
 * The solution's copy of the catalogue: the working tree the builder edits, what a save stores, and the
 * selected capability items (spec: Entities, Selected capability item and Scope item).
 */
import type { Action, Capability } from '../contracts/catalogue.ts';
import type { ScopeItem } from '../contracts/solutions.ts';
import { actionTotal } from './effort.ts';
import type { Volumes } from '../contracts/places.ts';
import { isHidden, visibleCapabilities } from './tree.ts';
import { applyVolumes } from './volumes.ts';

/** An action as a new solution first gets it: in scope as defaultSelected says (default true). */
export function freshAction(action: Action): Action {
  const out: Action = { ...action, selected: action.defaultSelected ?? true };
  if (action.actions) out.actions = action.actions.map(freshAction);
  return out;
}

/** A capability as a new solution first gets it: unselected, its actions fresh. */
export function freshCapability(cap: Capability): Capability {
  const out: Capability = { ...cap, selected: false };
  if (cap.actions) out.actions = cap.actions.map(freshAction);
  if (cap.items) out.items = cap.items.map(freshCapability);
  return out;
}

/**
 * The tree the builder shows: every visible top-level catalogue capability, replaced by the solution's copy
 * with the same id when there is one; new catalogue capabilities come unselected (hidden children dropped)
 * with their actions in scope as defaultSelected says (default true). Solution copies whose capability is
 * no longer (visible) in the catalogue are kept at the end, in their stored order. A new catalogue capability's
 * metrics read the solution's volumes (issue 32), so a capability chosen in a later visit is sized on them too.
 */
export function workingTree(
  catalogue: readonly Capability[],
  items: readonly Capability[],
  volumes?: Volumes,
): Capability[] {
  const mine = new Map<string, Capability>();
  for (const cap of items) if (!mine.has(cap.id)) mine.set(cap.id, cap);
  const used = new Set<string>();
  const out: Capability[] = [];
  for (const cap of catalogue) {
    if (isHidden(cap)) continue;
    const copy = mine.get(cap.id);
    if (copy) {
      used.add(cap.id);
      out.push(copy);
    } else {
      const fresh = freshCapability(visibleCapabilities([cap])[0] ?? cap);
      out.push(volumes ? (applyVolumes([fresh], volumes)[0] ?? fresh) : fresh);
    }
  }
  for (const cap of items) {
    if (!used.has(cap.id)) {
      used.add(cap.id);
      out.push(cap);
    }
  }
  return out;
}

function anySelected(cap: Capability): boolean {
  if (cap.selected) return true;
  return cap.items?.some(anySelected) ?? false;
}

/** The top-level capabilities a save stores: those with a selected capability in their subtree, and those stored before. */
export function persistedItems(tree: readonly Capability[], previous: readonly Capability[]): Capability[] {
  const before = new Set(previous.map((c) => c.id));
  return tree.filter((cap) => before.has(cap.id) || anySelected(cap));
}

export interface SelectedCapabilityItem {
  /** Names from the top level down, joined by '/'. */
  path: string;
  isSelected: boolean;
  size: 'S' | 'M' | 'L' | 'XL' | '';
  teamId?: string;
  locationId?: string;
  scope: ScopeItem[];
}

function scopeOf(actions: readonly Action[] | undefined): ScopeItem[] {
  const out: ScopeItem[] = [];
  if (!actions) return out;
  for (const a of actions) {
    if (!a.selected) continue;
    const item: ScopeItem = {
      id: a.id,
      name: a.name,
      effort: actionTotal(a),
      metrics: (a.metrics ?? []).map((m) => ({ name: m.name, value: m.value })),
      items: scopeOf(a.actions),
    };
    out.push(item);
  }
  return out;
}

/** One item per selected capability at any depth, in tree order, with the in-scope action tree as its scope. */
export function selectedCapabilityItems(items: readonly Capability[]): SelectedCapabilityItem[] {
  const out: SelectedCapabilityItem[] = [];
  const walk = (caps: readonly Capability[], prefix: string) => {
    for (const cap of caps) {
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      if (cap.selected) {
        const row: SelectedCapabilityItem = {
          path,
          isSelected: true,
          size: cap.size ?? '',
          scope: scopeOf(cap.actions),
        };
        if (cap.teamId !== undefined) row.teamId = cap.teamId;
        if (cap.locationId !== undefined) row.locationId = cap.locationId;
        out.push(row);
      }
      if (cap.items) walk(cap.items, path);
    }
  };
  walk(items, '');
  return out;
}
