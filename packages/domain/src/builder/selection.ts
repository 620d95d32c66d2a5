/**
 * Selecting capabilities, scoping actions, sizes and teams (spec: States and transitions, Capability selection;
 * Error catalogue: deselecting a linked capability). Metric quantities are in metric-quantities.ts. `A.linkIds` containing B means A
 * needs B: selecting A selects B, and B cannot be deselected while A is selected.
 */
import type { Action, Capability, SizeCode } from '../contracts/catalogue.ts';
import { mapAction, mapCapability } from './tree.ts';

export const LINKED_SELECTED_MESSAGE = 'You selected capabilities that are linked to other capabilities';
export const LINKED_UNSELECT_MESSAGE =
  'This capability cannot be unselected because it is linked to following capabilities:';

export type SelectionResult =
  | { ok: true; items: Capability[]; linkedSelected: string[] }
  | { ok: false; reason: 'linked'; linkedBy: string[] };

export interface SelectOptions {
  /** The search dialog's ALL option: when given, children are selected exactly when it is true. */
  selectChildren?: boolean;
}

interface Indexed {
  cap: Capability;
  parentId: string | undefined;
}

function indexTree(items: readonly Capability[]): Map<string, Indexed> {
  const index = new Map<string, Indexed>();
  const walk = (caps: readonly Capability[], parentId: string | undefined) => {
    for (const cap of caps) {
      if (!index.has(cap.id)) index.set(cap.id, { cap, parentId });
      if (cap.items) walk(cap.items, cap.id);
    }
  };
  walk(items, undefined);
  return index;
}

/** The names from the top down to the capability, joined by '/' (built only when an alert needs it). */
function pathOf(index: ReadonlyMap<string, Indexed>, id: string): string {
  const names: string[] = [];
  for (let entry = index.get(id); entry; entry = entry.parentId ? index.get(entry.parentId) : undefined) {
    names.push(entry.cap.name);
  }
  return names.reverse().join('/');
}

interface Change {
  selected?: boolean;
  clearSize?: boolean;
  /** Set every action of the capability (sub-actions included) to this scope. */
  scope?: boolean;
}

/** Every action in the list and below set to `inScope`; unchanged actions are shared. */
function scopeActions(actions: readonly Action[] | undefined, inScope: boolean): Action[] | undefined {
  if (!actions) return actions;
  let changed = false;
  const out = actions.map((a) => {
    const next = setScopeDeep(a, inScope);
    if (next !== a) changed = true;
    return next;
  });
  return changed ? out : (actions as Action[]);
}

function setScopeDeep(action: Action, inScope: boolean): Action {
  const subs = scopeActions(action.actions, inScope);
  if (action.selected === inScope && subs === action.actions) return action;
  const out: Action = { ...action, selected: inScope };
  if (subs) out.actions = subs;
  return out;
}

function applyChanges(items: readonly Capability[], changes: ReadonlyMap<string, Change>): Capability[] {
  let changed = false;
  const out = items.map((cap) => {
    let next = cap;
    const children = cap.items ? applyChanges(cap.items, changes) : undefined;
    if (children !== cap.items) next = { ...next, items: children };
    const change = changes.get(cap.id);
    if (change) {
      if (change.selected !== undefined && Boolean(next.selected) !== change.selected) {
        next = { ...next, selected: change.selected };
      }
      if (change.clearSize && next.size) next = { ...next, size: '' };
      if (change.scope !== undefined) {
        const actions = scopeActions(next.actions, change.scope);
        if (actions !== next.actions) next = { ...next, actions };
      }
    }
    if (next !== cap) changed = true;
    return next;
  });
  return changed ? out : (items as Capability[]);
}

function descendants(cap: Capability): Capability[] {
  const out: Capability[] = [];
  const walk = (c: Capability) => {
    for (const child of c.items ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(cap);
  return out;
}

function merge(changes: Map<string, Change>, id: string, change: Change) {
  changes.set(id, { ...changes.get(id), ...change });
}

/**
 * Select or deselect a capability.
 * Selecting: a top-level node selects all descendants, clears their size and puts every action of the subtree
 * in scope. Another node selects its children unless it is collapsed (or, when opts.selectChildren is given,
 * exactly when it is true), each selected child applying the same rule; its ancestors are selected too so that
 * its effort counts. Capabilities named in the linkIds of anything newly selected are selected as well
 * (transitively); the paths of those not selected before come back in linkedSelected.
 * Deselecting: refused with the paths of the selected capabilities outside the subtree whose linkIds name the
 * capability or one of its descendants; otherwise the node and its descendants are deselected and lose their
 * size, and for a top-level node every action of the subtree goes out of scope.
 */
export function setCapabilitySelected(
  items: readonly Capability[],
  id: string,
  selected: boolean,
  opts?: SelectOptions,
): SelectionResult {
  const index = indexTree(items);
  const root = index.get(id);
  if (!root) return { ok: true, items: items as Capability[], linkedSelected: [] };
  const isTop = root.parentId === undefined;
  const changes = new Map<string, Change>();

  if (!selected) {
    const subtree = new Set([id, ...descendants(root.cap).map((c) => c.id)]);
    const linkedBy: string[] = [];
    for (const [otherId, entry] of index) {
      if (subtree.has(otherId) || !entry.cap.selected) continue;
      if (entry.cap.linkIds?.some((l) => subtree.has(l))) linkedBy.push(pathOf(index, otherId));
    }
    if (linkedBy.length > 0) return { ok: false, reason: 'linked', linkedBy };
    // A top-level node takes the whole scope of its subtree out; a nested one leaves the actions as they are.
    const cleared: Change = isTop
      ? { selected: false, clearSize: true, scope: false }
      : { selected: false, clearSize: true };
    for (const capId of subtree) merge(changes, capId, cleared);
    return { ok: true, items: applyChanges(items, changes), linkedSelected: [] };
  }

  const willSelect = new Set<string>();
  const isSelectedNow = (capId: string) => willSelect.has(capId) || Boolean(index.get(capId)?.cap.selected);
  const select = (capId: string) => {
    willSelect.add(capId);
    merge(changes, capId, { selected: true });
  };
  const selectWithAncestors = (capId: string) => {
    let cursor: string | undefined = capId;
    while (cursor !== undefined && !willSelect.has(cursor)) {
      select(cursor);
      cursor = index.get(cursor)?.parentId;
    }
  };

  if (isTop) {
    select(id);
    merge(changes, id, { scope: true });
    for (const d of descendants(root.cap)) {
      willSelect.add(d.id);
      merge(changes, d.id, { selected: true, clearSize: true, scope: true });
    }
  } else {
    selectWithAncestors(id);
    const down = (cap: Capability, all: boolean | undefined) => {
      const takeChildren = all ?? cap.expanded !== false;
      if (!takeChildren) return;
      for (const child of cap.items ?? []) {
        select(child.id);
        down(child, all);
      }
    };
    down(root.cap, opts?.selectChildren === undefined ? undefined : opts.selectChildren);
  }

  const linkedSelected: string[] = [];
  const queue = [...willSelect];
  for (let i = 0; i < queue.length; i += 1) {
    const entry = index.get(queue[i] as string);
    for (const target of entry?.cap.linkIds ?? []) {
      if (!index.has(target) || isSelectedNow(target)) continue;
      const before = new Set(willSelect);
      selectWithAncestors(target);
      linkedSelected.push(index.has(target) ? pathOf(index, target) : target);
      for (const added of willSelect) if (!before.has(added)) queue.push(added);
    }
  }
  return { ok: true, items: applyChanges(items, changes), linkedSelected };
}

/** An action and all its sub-actions in or out of scope. */
export function setActionScope(
  items: readonly Capability[],
  actionId: string,
  inScope: boolean,
): Capability[] {
  return mapAction(items, actionId, (a) => setScopeDeep(a, inScope));
}

/** Size of a selected capability; unselected capabilities get no size. */
export function setCapabilitySize(
  items: readonly Capability[],
  id: string,
  size: SizeCode | '',
): Capability[] {
  return mapCapability(items, id, (c) => (c.selected && c.size !== size ? { ...c, size } : c));
}

/** The header control: one size for every selected capability at any depth. */
export function setAllSizes(items: readonly Capability[], size: SizeCode | ''): Capability[] {
  let changed = false;
  const out = items.map((cap) => {
    let next = cap;
    if (cap.items) {
      const children = setAllSizes(cap.items, size);
      if (children !== cap.items) next = { ...next, items: children };
    }
    if (cap.selected && cap.size !== size) next = { ...next, size };
    if (next !== cap) changed = true;
    return next;
  });
  return changed ? out : (items as Capability[]);
}

/** The size of each selected capability by id (unsized: undefined), taken before a bulk change to undo it. */
export type SizeSnapshot = ReadonlyMap<string, SizeCode | '' | undefined>;

export function sizesOfSelected(items: readonly Capability[]): SizeSnapshot {
  const sizes = new Map<string, SizeCode | '' | undefined>();
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      if (cap.selected) sizes.set(cap.id, cap.size);
      if (cap.items) walk(cap.items);
    }
  };
  walk(items);
  return sizes;
}

/**
 * Puts back the sizes of a snapshot exactly (an unsized capability loses its size again); capabilities not in
 * the snapshot and everything but the size are left as they are now. The undo of setAllSizes (issue 18).
 */
export function restoreSizes(items: readonly Capability[], sizes: SizeSnapshot): Capability[] {
  let changed = false;
  const out = items.map((cap) => {
    let next = cap;
    if (cap.items) {
      const children = restoreSizes(cap.items, sizes);
      if (children !== cap.items) next = { ...next, items: children };
    }
    if (sizes.has(cap.id) && cap.size !== sizes.get(cap.id)) {
      const size = sizes.get(cap.id);
      if (size === undefined) {
        const { size: _dropped, ...rest } = next;
        next = rest;
      } else next = { ...next, size };
    }
    if (next !== cap) changed = true;
    return next;
  });
  return changed ? out : (items as Capability[]);
}

/** The ROM team of a capability; '' or undefined removes it. */
export function setCapabilityTeam(
  items: readonly Capability[],
  id: string,
  teamId: string | undefined,
): Capability[] {
  return mapCapability(items, id, (c) => {
    if ((c.teamId ?? '') === (teamId ?? '')) return c;
    if (!teamId) {
      const { teamId: _removed, ...rest } = c;
      return rest;
    }
    return { ...c, teamId };
  });
}

export type TriState = 'checked' | 'unchecked' | 'mixed';

/**
 * The top-level checkbox: unchecked when no capability of the subtree is selected; checked when every
 * capability of the subtree is selected and every action of the subtree is in scope; mixed otherwise.
 */
export function topNodeState(cap: Capability): TriState {
  let anyCap = false;
  let allCaps = true;
  let allActions = true;
  const walkActions = (actions: readonly Action[] | undefined) => {
    for (const a of actions ?? []) {
      if (!a.selected) allActions = false;
      walkActions(a.actions);
    }
  };
  const walk = (c: Capability) => {
    if (c.selected) anyCap = true;
    else allCaps = false;
    walkActions(c.actions);
    for (const child of c.items ?? []) walk(child);
  };
  walk(cap);
  if (!anyCap) return 'unchecked';
  return allCaps && allActions ? 'checked' : 'mixed';
}
