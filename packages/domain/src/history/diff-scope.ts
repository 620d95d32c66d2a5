/**
 * The diff's scope, sizes and staffing-on-actions parts (docs/history.md, "What a diff shows"), read from the
 * solution's capability tree (state.items). Capabilities and actions are matched by id at any depth, so a
 * catalogue update that moves one is not a change of scope. This module walks the two trees and says what came into
 * scope or left it; what changed on one capability or action in scope on both sides is diff-scope-fields.ts.
 *
 * - A capability is in scope when it is selected (its tick in the tree); one absent from a side is out of scope.
 * - An action is in scope when it is selected; its changes are reported only under a capability in scope on
 *   both sides (a capability added or removed carries its actions with it: one line, not hundreds).
 * - Every field a person edits on what is in scope on both sides is one line (diff-scope-fields.ts).
 *
 * One pass over each tree into flat arrays and maps: about 2 ms for 2,000 capabilities and 10,000 actions.
 */
import type { Action, Capability } from '../contracts/catalogue.ts';
import { actionWords } from './change-words.ts';
import { diffAction, diffCapability, type ScopeDiffOptions } from './diff-scope-fields.ts';
import type { ChangeList } from './diff-values.ts';

interface CapEntry {
  cap: Capability;
  /** The capability above it (its path is built only when a change needs it). */
  parent: CapEntry | undefined;
}

interface ActionEntry {
  action: Action;
  cap: CapEntry;
  /** Found again in the newer tree (set while comparing). */
  matched?: boolean;
}

interface CapIndexEntry extends CapEntry {
  matched?: boolean;
}

/** The older tree by id (the first of a repeated id counts, as everywhere in the builder). */
interface TreeIndex {
  caps: Map<string, CapIndexEntry>;
  actions: Map<string, ActionEntry>;
}

function indexTree(items: readonly Capability[]): TreeIndex {
  const index: TreeIndex = { caps: new Map(), actions: new Map() };
  const walkActions = (actions: readonly Action[] | undefined, cap: CapEntry) => {
    if (actions === undefined) return;
    for (let i = 0; i < actions.length; i += 1) {
      const action = actions[i] as Action;
      if (!index.actions.has(action.id)) index.actions.set(action.id, { action, cap });
      if (action.actions !== undefined) walkActions(action.actions, cap);
    }
  };
  const walk = (caps: readonly Capability[] | undefined, parent: CapEntry | undefined) => {
    if (caps === undefined) return;
    for (let i = 0; i < caps.length; i += 1) {
      const cap = caps[i] as Capability;
      if (index.caps.has(cap.id)) continue;
      const entry: CapEntry = { cap, parent };
      index.caps.set(cap.id, entry);
      walkActions(cap.actions, entry);
      walk(cap.items, entry);
    }
  };
  walk(items, undefined);
  return index;
}

/** 'Modern Workplace / Windows 11': the capability with the capabilities above it. */
function pathOf(entry: CapEntry): string {
  const names: string[] = [];
  for (let e: CapEntry | undefined = entry; e; e = e.parent) names.push(e.cap.name);
  return names.reverse().join(' / ');
}

const selected = (entry: { cap: Capability } | undefined) => entry?.cap.selected === true;
/** 'Deploy pilot (Windows 11)': an action named with its capability. */
const actionName = (action: Action, cap: CapEntry) => actionWords(action.name, cap.cap.name);

/**
 * Scope, sizes, quantities, efforts and the roles on actions between two capability trees: the older tree is
 * indexed by id, the newer one walked in tree order (each capability, then its actions, then its children), then
 * what the older tree had and the newer one lacks.
 */
export function diffScope(
  before: readonly Capability[],
  after: readonly Capability[],
  out: ChangeList,
  options: ScopeDiffOptions,
): void {
  const a = indexTree(before);
  let capsMatched = 0;
  let actionsMatched = 0;

  const capChange = (was: CapEntry | undefined, now: CapEntry | undefined) => {
    const inBefore = selected(was);
    const inAfter = selected(now);
    const id = ((now ?? was) as CapEntry).cap.id;
    if (inBefore !== inAfter) {
      out.push({
        area: 'scope',
        path: `state.items[${id}].selected`,
        label: `Scope: ${((now ?? was) as CapEntry).cap.name} ${inAfter ? 'added' : 'removed'}`,
        before: inBefore ? `In scope (${pathOf(was as CapEntry)})` : 'Not in scope',
        after: inAfter ? `In scope (${pathOf(now as CapEntry)})` : 'Not in scope',
      });
      return;
    }
    if (!inBefore || !was || !now) return;
    diffCapability(was.cap, now.cap, out, options, capabilityName);
  };

  /** The name of a capability or an action by id, for the lines of links (looked up only when one changed). */
  let newer: TreeIndex | undefined;
  const find = (id: string, kind: 'caps' | 'actions') => {
    newer ??= indexTree(after);
    return kind === 'caps'
      ? (newer.caps.get(id)?.cap.name ?? a.caps.get(id)?.cap.name ?? id)
      : (newer.actions.get(id)?.action.name ?? a.actions.get(id)?.action.name ?? id);
  };
  const capabilityName = (id: string) => find(id, 'caps');
  const actionNameById = (id: string) => find(id, 'actions');

  /** An action's scope under a capability in scope on both sides (one added or removed says it all). */
  const actionChange = (was: ActionEntry | undefined, action: Action | undefined, cap: CapEntry) => {
    const inBefore = was !== undefined && was.action.selected === true;
    const inAfter = action !== undefined && action.selected === true;
    if (inBefore !== inAfter) {
      const shown = (action ?? was?.action) as Action;
      out.push({
        area: 'scope',
        path: `actions[${shown.id}].selected`,
        label: `Scope: ${actionName(shown, cap)} ${inAfter ? 'added to scope' : 'left out'}`,
        before: inBefore ? 'In scope' : 'Left out',
        after: inAfter ? 'In scope' : 'Left out',
      });
      return;
    }
    if (inBefore && was !== undefined && action !== undefined)
      diffAction(was.action, action, cap.cap.name, out, options, actionNameById);
  };

  const seenCaps = new Set<string>();
  const walkActions = (actions: readonly Action[] | undefined, cap: CapEntry, bothIn: boolean) => {
    if (actions === undefined) return;
    for (let i = 0; i < actions.length; i += 1) {
      const action = actions[i] as Action;
      const was = a.actions.get(action.id);
      if (was !== undefined && !was.matched) {
        was.matched = true;
        actionsMatched += 1;
      }
      if (bothIn) actionChange(was, action, cap);
      if (action.actions !== undefined) walkActions(action.actions, cap, bothIn);
    }
  };
  const walk = (caps: readonly Capability[] | undefined, parent: CapEntry | undefined) => {
    if (caps === undefined) return;
    for (let i = 0; i < caps.length; i += 1) {
      const cap = caps[i] as Capability;
      if (seenCaps.has(cap.id)) continue;
      seenCaps.add(cap.id);
      const now: CapEntry = { cap, parent };
      const was = a.caps.get(cap.id);
      if (was !== undefined) {
        was.matched = true;
        capsMatched += 1;
      }
      capChange(was, now);
      walkActions(cap.actions, now, cap.selected === true && was?.cap.selected === true);
      walk(cap.items, now);
    }
  };
  walk(after, undefined);

  // What only the older tree has: capabilities gone from the tree, and actions gone from a capability kept.
  if (capsMatched < a.caps.size)
    for (const was of a.caps.values()) if (!was.matched) capChange(was, undefined);
  if (actionsMatched < a.actions.size)
    for (const was of a.actions.values()) {
      if (was.matched) continue;
      const capId = was.cap.cap.id;
      const kept = a.caps.get(capId);
      if (was.cap.cap.selected && kept?.matched && stillSelected(after, capId))
        actionChange(was, undefined, was.cap);
    }
}

/** Whether the capability with this id is selected in the tree (only for the rare action that disappeared). */
function stillSelected(items: readonly Capability[], id: string): boolean {
  for (const cap of items) {
    if (cap.id === id) return cap.selected === true;
    if (cap.items && stillSelected(cap.items, id)) return true;
  }
  return false;
}
