/**
 * The diff's scope, sizes and staffing-on-actions parts (docs/history.md, "What a diff shows"), read from the
 * solution's capability tree (state.items). Capabilities and actions are matched by id at any depth, so a
 * catalogue update that moves one is not a change of scope.
 *
 * - A capability is in scope when it is selected (its tick in the tree); one absent from a side is out of scope.
 * - An action is in scope when it is selected; its changes are reported only under a capability in scope on
 *   both sides (a capability added or removed carries its actions with it: one line, not hundreds).
 * - Sizes (S, M, L, XL), quantities and roles are compared on what is in scope on both sides; the hours of an
 *   action's effort only for readers with full access.
 *
 * One pass over each tree into flat arrays and maps: about 2 ms for 2,000 capabilities and 10,000 actions.
 */
import type { Action, ActionRole, Capability, Metric } from '../contracts/catalogue.ts';
import { actionOwnEffort } from '../builder/effort.ts';
import { sizeLabel } from '../builder/sizes.ts';
import { type ChangeList, formatCount, hoursValue } from './diff-values.ts';

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
const sizeText = (cap: Capability) => sizeLabel(cap.size, 'wizard') || 'No size';
/** 'Deploy pilot (Windows 11)': an action named with its capability. */
const actionName = (action: Action, cap: CapEntry) => `${action.name} (${cap.cap.name})`;
/** Hours as the estimate shows them, so a difference in the 2nd decimal is no change. */
const tenth = (h: number) => Math.round(h * 10) / 10;

export interface ScopeDiffOptions {
  fullAccess: boolean;
}

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
    if ((was.cap.size ?? '') !== (now.cap.size ?? ''))
      out.value(
        'sizes',
        `state.items[${id}].size`,
        `Size of ${now.cap.name}`,
        sizeText(was.cap),
        sizeText(now.cap),
      );
    if (!sameMetrics(was.cap.metrics, now.cap.metrics))
      diffMetrics(was.cap.metrics, now.cap.metrics, `state.items[${id}]`, now.cap.name, out);
  };

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
    if (inBefore && was !== undefined && action !== undefined) diffAction(was, action, cap, out, options);
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

// The two checks below run for every action in scope on both sides (10,000 in the bench): plain loops, no
// callbacks, and no maps unless something changed.

/** Quantities that read the same, in the same order (the usual case). */
function sameMetrics(x: readonly Metric[] | undefined, y: readonly Metric[] | undefined): boolean {
  if (x === y) return true;
  const n = x === undefined ? 0 : x.length;
  if (n !== (y === undefined ? 0 : y.length)) return false;
  for (let i = 0; i < n; i += 1) {
    const p = (x as readonly Metric[])[i] as Metric;
    const q = (y as readonly Metric[])[i] as Metric;
    if (p.id !== q.id || p.value !== q.value) return false;
  }
  return true;
}

/** Roles that read the same, in the same order (the usual case). */
function sameRoles(x: readonly ActionRole[] | undefined, y: readonly ActionRole[] | undefined): boolean {
  if (x === y) return true;
  const n = x === undefined ? 0 : x.length;
  if (n !== (y === undefined ? 0 : y.length)) return false;
  for (let i = 0; i < n; i += 1) {
    const p = (x as readonly ActionRole[])[i] as ActionRole;
    const q = (y as readonly ActionRole[])[i] as ActionRole;
    if (p.staticId !== q.staticId || p.value !== q.value) return false;
  }
  return true;
}

/** An in-scope action on both sides: its own quantities, its effort (full access) and its roles. */
function diffAction(
  was: ActionEntry,
  action: Action,
  cap: CapEntry,
  out: ChangeList,
  options: ScopeDiffOptions,
) {
  const id = action.id;
  if (!sameMetrics(was.action.metrics, action.metrics)) {
    // Quantities linked to a capability metric follow it (reported once, on the capability).
    const own = (ms: readonly Metric[] | undefined) => ms?.filter((m) => !m.metricId);
    diffMetrics(own(was.action.metrics), own(action.metrics), `actions[${id}]`, actionName(action, cap), out);
  }
  if (options.fullAccess) {
    const before = tenth(actionOwnEffort(was.action));
    const after = tenth(actionOwnEffort(action));
    if (before !== after)
      out.push({
        area: 'sizes',
        path: `actions[${id}].effort`,
        label: `Effort of ${actionName(action, cap)}`,
        before: hoursValue(before),
        after: hoursValue(after),
        fullAccessOnly: true,
      });
  }
  if (sameRoles(was.action.roles, action.roles)) return;
  const roles = (action: Action) => new Map((action.roles ?? []).map((r) => [r.staticId, r]));
  const rb = roles(was.action);
  const ra = roles(action);
  const share = (v: number | undefined) => (v === undefined ? undefined : `${v}%`);
  for (const [staticId, r] of ra)
    out.value(
      'staffing',
      `actions[${id}].roles[${staticId}]`,
      `${r.name} on ${actionName(action, cap)}`,
      share(rb.get(staticId)?.value),
      share(r.value),
    );
  for (const [staticId, r] of rb)
    if (!ra.has(staticId))
      out.value(
        'staffing',
        `actions[${id}].roles[${staticId}]`,
        `${r.name} on ${actionName(action, cap)}`,
        share(r.value),
        undefined,
      );
}

/** Quantities (metric values) by metric id: 'Quantity of Users (Windows 11)'. */
function diffMetrics(
  before: readonly Metric[] | undefined,
  after: readonly Metric[] | undefined,
  path: string,
  owner: string,
  out: ChangeList,
) {
  if ((before === undefined || before.length === 0) && (after === undefined || after.length === 0)) return;
  const was = new Map((before ?? []).map((m) => [m.id, m]));
  for (const m of after ?? []) {
    const old = was.get(m.id);
    if (old?.value === m.value) continue;
    out.value(
      'sizes',
      `${path}.metrics[${m.id}]`,
      `Quantity of ${m.name} (${owner})`,
      formatCount(old?.value),
      formatCount(m.value),
    );
  }
  const now = new Set((after ?? []).map((m) => m.id));
  for (const m of before ?? [])
    if (!now.has(m.id))
      out.value(
        'sizes',
        `${path}.metrics[${m.id}]`,
        `Quantity of ${m.name} (${owner})`,
        formatCount(m.value),
        undefined,
      );
}
