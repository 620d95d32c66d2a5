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
import type { Action, Capability, Metric } from '../contracts/catalogue.ts';
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
}

interface TreeIndex {
  caps: Map<string, CapEntry>;
  /** Capabilities in tree order (the order changes are listed in). */
  capOrder: CapEntry[];
  actions: Map<string, ActionEntry>;
  actionOrder: ActionEntry[];
}

function indexTree(items: readonly Capability[]): TreeIndex {
  const index: TreeIndex = { caps: new Map(), capOrder: [], actions: new Map(), actionOrder: [] };
  const walkActions = (actions: readonly Action[] | undefined, cap: CapEntry) => {
    if (actions === undefined) return;
    for (let i = 0; i < actions.length; i += 1) {
      const action = actions[i] as Action;
      if (!index.actions.has(action.id)) {
        const entry = { action, cap };
        index.actions.set(action.id, entry);
        index.actionOrder.push(entry);
      }
      walkActions(action.actions, cap);
    }
  };
  const walk = (caps: readonly Capability[] | undefined, parent: CapEntry | undefined) => {
    if (caps === undefined) return;
    for (let i = 0; i < caps.length; i += 1) {
      const cap = caps[i] as Capability;
      if (index.caps.has(cap.id)) continue;
      const entry: CapEntry = { cap, parent };
      index.caps.set(cap.id, entry);
      index.capOrder.push(entry);
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
const actionName = (entry: ActionEntry) => `${entry.action.name} (${entry.cap.cap.name})`;
/** Hours as the estimate shows them, so a difference in the 2nd decimal is no change. */
const tenth = (h: number) => Math.round(h * 10) / 10;

export interface ScopeDiffOptions {
  fullAccess: boolean;
}

/** Scope, sizes, quantities, efforts and the roles on actions between two capability trees. */
export function diffScope(
  before: readonly Capability[],
  after: readonly Capability[],
  out: ChangeList,
  options: ScopeDiffOptions,
): void {
  const a = indexTree(before);
  const b = indexTree(after);

  // Capabilities in and out, in the order of the newer tree, then those only in the older one.
  const capChange = (was: CapEntry | undefined, now: CapEntry | undefined) => {
    const entry = (now ?? was) as CapEntry;
    const inBefore = selected(was);
    const inAfter = selected(now);
    const id = entry.cap.id;
    if (inBefore !== inAfter) {
      out.push({
        area: 'scope',
        path: `state.items[${id}].selected`,
        label: `Scope: ${entry.cap.name} ${inAfter ? 'added' : 'removed'}`,
        before: inBefore ? `In scope (${pathOf(was as CapEntry)})` : 'Not in scope',
        after: inAfter ? `In scope (${pathOf(now as CapEntry)})` : 'Not in scope',
      });
      return;
    }
    if (!inBefore || !was || !now) return;
    out.value(
      'sizes',
      `state.items[${id}].size`,
      `Size of ${now.cap.name}`,
      sizeText(was.cap),
      sizeText(now.cap),
    );
    diffMetrics(was.cap.metrics, now.cap.metrics, `state.items[${id}]`, now.cap.name, out);
  };
  for (const now of b.capOrder) capChange(a.caps.get(now.cap.id), now);
  for (const was of a.capOrder) if (!b.caps.has(was.cap.id)) capChange(was, undefined);

  const actionChange = (was: ActionEntry | undefined, now: ActionEntry | undefined) => {
    const entry = (now ?? was) as ActionEntry;
    // Only under a capability in scope on both sides: one added or removed says it all.
    if (!selected(a.caps.get(entry.cap.cap.id)) || !selected(b.caps.get(entry.cap.cap.id))) return;
    const inBefore = was?.action.selected === true;
    const inAfter = now?.action.selected === true;
    const id = entry.action.id;
    if (inBefore !== inAfter) {
      out.push({
        area: 'scope',
        path: `actions[${id}].selected`,
        label: `Scope: ${actionName(entry)} ${inAfter ? 'added to scope' : 'left out'}`,
        before: inBefore ? 'In scope' : 'Left out',
        after: inAfter ? 'In scope' : 'Left out',
      });
      return;
    }
    if (!inBefore || !was || !now) return;
    diffAction(was, now, out, options);
  };
  for (const now of b.actionOrder) actionChange(a.actions.get(now.action.id), now);
  for (const was of a.actionOrder) if (!b.actions.has(was.action.id)) actionChange(was, undefined);
}

/** An in-scope action on both sides: its own quantities, its effort (full access) and its roles. */
function diffAction(was: ActionEntry, now: ActionEntry, out: ChangeList, options: ScopeDiffOptions) {
  const id = now.action.id;
  const name = actionName(now);
  // Quantities linked to a capability metric follow it (reported once, on the capability).
  const own = (ms: readonly Metric[] | undefined) => ms?.filter((m) => !m.metricId);
  diffMetrics(own(was.action.metrics), own(now.action.metrics), `actions[${id}]`, name, out);
  if (options.fullAccess) {
    const before = tenth(actionOwnEffort(was.action));
    const after = tenth(actionOwnEffort(now.action));
    if (before !== after)
      out.push({
        area: 'sizes',
        path: `actions[${id}].effort`,
        label: `Effort of ${name}`,
        before: hoursValue(before),
        after: hoursValue(after),
        fullAccessOnly: true,
      });
  }
  const roles = (action: Action) => new Map((action.roles ?? []).map((r) => [r.staticId, r]));
  const rb = roles(was.action);
  const ra = roles(now.action);
  if (rb.size === 0 && ra.size === 0) return;
  const share = (v: number | undefined) => (v === undefined ? undefined : `${v}%`);
  for (const [staticId, r] of ra)
    out.value(
      'staffing',
      `actions[${id}].roles[${staticId}]`,
      `${r.name} on ${name}`,
      share(rb.get(staticId)?.value),
      share(r.value),
    );
  for (const [staticId, r] of rb)
    if (!ra.has(staticId))
      out.value(
        'staffing',
        `actions[${id}].roles[${staticId}]`,
        `${r.name} on ${name}`,
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
