/**
 * What changed on a capability or an action in scope on both sides of a diff (diff-scope.ts walks the trees and
 * calls these): every field a person edits (the size, team and quantities of a capability; an action's effort, Work
 * in Parallel, Work in Tranches, AEP phase, quantities, roles, child items and dependency actions), one line each,
 * named as the screen names the field (change-words.ts), with its own values; hours (effort, effort per unit) only
 * for readers with full access. These run for every capability and action in scope on both sides (10,000 actions in
 * the bench): indexed loops, nothing built unless something changed.
 */
import type { Action, ActionRole, Capability, Metric } from '../contracts/catalogue.ts';
import type { HistoryArea } from '../contracts/history.ts';
import { CHILD_ITEM_KINDS } from '../builder/approvals.ts';
import {
  ACTION_FIELDS,
  actionWords,
  CAPABILITY_FIELDS,
  CHILD_ITEM_WORDS,
  DEFAULT_WORDS,
  DEPENDENCY_ACTION_LABEL,
  fieldOf,
  type FieldWords,
  LINKED_CAPABILITY_LABEL,
  METRIC_FIELDS,
  ROLE_SHARE_LABEL,
  roleShare,
  type WordsContext,
} from './change-words.ts';
import type { ChangeList } from './diff-values.ts';

export interface ScopeDiffOptions {
  fullAccess: boolean;
  /** The words of the screen where the change was made (the size labels); the Scope step's by default. */
  words?: WordsContext;
}

/**
 * A capability in scope on both sides: the fields of its row (size, team), its quantities and its linked
 * capabilities. `capabilityName` names a linked capability by id (looked up only when the links changed).
 */
export function diffCapability(
  was: Capability,
  now: Capability,
  out: ChangeList,
  options: ScopeDiffOptions,
  capabilityName: (id: string) => string,
) {
  const path = () => `state.items[${now.id}]`;
  fieldChanges(CAPABILITY_FIELDS, was, now, path, (c) => c.name, 'scope', out, options);
  if (!sameMetrics(was.metrics, now.metrics))
    diffMetrics(was.metrics, now.metrics, path(), now.name, out, options, false);
  if (!sameIds(was.linkIds, now.linkIds))
    diffLinks(
      was.linkIds,
      now.linkIds,
      'scope',
      `${path()}.linkIds`,
      fieldOf(LINKED_CAPABILITY_LABEL, now.name),
      capabilityName,
      out,
    );
}

/**
 * An in-scope action on both sides: its settings (effort for full readers, Work in Parallel, Work in Tranches, AEP
 * phase, Sequential), its quantities and effort per unit, its roles, dependency actions and child items. `capName`
 * is its capability's, for 'Discovery (Modern Workplace)'.
 */
export function diffAction(
  before: Action,
  action: Action,
  capName: string,
  out: ChangeList,
  options: ScopeDiffOptions,
  actionNameById: (id: string) => string,
) {
  // Paths and names are built only for a change (this runs for each of 10,000 actions in the bench).
  const path = () => `actions[${action.id}]`;
  const owner = (a: Action) => actionWords(a.name, capName);
  fieldChanges(ACTION_FIELDS, before, action, path, owner, 'sizes', out, options);
  if (!sameMetrics(before.metrics, action.metrics))
    // Quantities linked to a capability metric follow it (reported once, on the capability).
    diffMetrics(before.metrics, action.metrics, path(), owner(action), out, options, true);
  if (!sameRoles(before.roles, action.roles)) diffRoles(before, action, path(), owner(action), out);
  if (!sameIds(before.dependencyIds, action.dependencyIds))
    diffLinks(
      before.dependencyIds,
      action.dependencyIds,
      'schedule',
      `${path()}.dependencyIds`,
      fieldOf(DEPENDENCY_ACTION_LABEL, owner(action)),
      actionNameById,
      out,
    );
  if (!sameChildLists(before, action)) diffChildItems(before, action, path, owner(action), out);
}

/**
 * One line per field of the table that reads differently: '<field> of <thing>', under the row's area (or `area`).
 * The thing is named as it was before for a change of its name, as it is now otherwise. Fields of hours are left
 * out for readers without full access. Nothing is built for a field that did not change.
 */
function fieldChanges<T extends object>(
  rows: readonly FieldWords<T>[],
  was: T,
  now: T,
  path: () => string,
  thing: (side: T) => string,
  area: HistoryArea,
  out: ChangeList,
  options: ScopeDiffOptions,
) {
  // Runs for every capability and action in scope on both sides: an indexed loop, nothing built unless changed.
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as FieldWords<T>;
    if (row.same(was, now) || (row.fullAccessOnly && !options.fullAccess)) continue;
    const words = options.words ?? DEFAULT_WORDS;
    out.value(
      row.area ?? area,
      `${path()}.${row.key}`,
      fieldOf(row.label, thing(row.key === 'name' ? was : now)),
      row.read(was, words),
      row.read(now, words),
      row.fullAccessOnly,
    );
  }
}

// The two checks below run for every action in scope on both sides (10,000 in the bench): plain loops, no
// callbacks, and no maps unless something changed.

/** Metrics whose quantity and effort per unit read the same, in the same order (the usual case). */
function sameMetrics(x: readonly Metric[] | undefined, y: readonly Metric[] | undefined): boolean {
  if (x === y) return true;
  const n = x === undefined ? 0 : x.length;
  if (n !== (y === undefined ? 0 : y.length)) return false;
  for (let i = 0; i < n; i += 1) {
    const p = (x as readonly Metric[])[i] as Metric;
    const q = (y as readonly Metric[])[i] as Metric;
    if (p.id !== q.id || p.value !== q.value || p.effort !== q.effort) return false;
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

/** The same ids in the same order (the usual case). */
function sameIds(x: readonly string[] | undefined, y: readonly string[] | undefined): boolean {
  if (x === y) return true;
  const n = x === undefined ? 0 : x.length;
  if (n !== (y === undefined ? 0 : y.length)) return false;
  for (let i = 0; i < n; i += 1)
    if ((x as readonly string[])[i] !== (y as readonly string[])[i]) return false;
  return true;
}

/** Ids linked from a capability or an action, each added or removed: 'Dependency Action of Pilot (Windows 11)'. */
function diffLinks(
  before: readonly string[] | undefined,
  after: readonly string[] | undefined,
  area: HistoryArea,
  path: string,
  label: string,
  nameOf: (id: string) => string,
  out: ChangeList,
) {
  const was = new Set(before ?? []);
  const now = new Set(after ?? []);
  for (const id of now) if (!was.has(id)) out.value(area, `${path}[${id}]`, label, undefined, nameOf(id));
  for (const id of was) if (!now.has(id)) out.value(area, `${path}[${id}]`, label, nameOf(id), undefined);
}

type ChildValue = { id: string; name: string };

/** The child items of one kind that read the same, in the same order (the usual case). */
function sameChildren(
  x: readonly ChildValue[] | undefined,
  y: readonly ChildValue[] | undefined,
  rows: readonly FieldWords<ChildValue>[],
): boolean {
  if (x === y) return true;
  const n = x === undefined ? 0 : x.length;
  if (n !== (y === undefined ? 0 : y.length)) return false;
  for (let i = 0; i < n; i += 1) {
    const p = (x as readonly ChildValue[])[i] as ChildValue;
    const q = (y as readonly ChildValue[])[i] as ChildValue;
    if (p.id !== q.id) return false;
    for (let j = 0; j < rows.length; j += 1)
      if (!(rows[j] as FieldWords<ChildValue>).same(p, q)) return false;
  }
  return true;
}

/**
 * The child items of an action (deliverables, work products, tools, risks, assumptions, dependencies), by id: one
 * added or removed by its name ('Deliverable of Discovery (Modern Workplace)'), and each field of one kept as the
 * item's dialog names it ('Format of Deliverable Design document on Discovery (Modern Workplace)').
 */
function diffChildItems(was: Action, now: Action, actionPath: () => string, owner: string, out: ChangeList) {
  const path = actionPath();
  for (const kind of CHILD_ITEM_KINDS) {
    const words = CHILD_ITEM_WORDS[kind];
    const before = was[words.field] as readonly ChildValue[] | undefined;
    const after = now[words.field] as readonly ChildValue[] | undefined;
    if (sameChildren(before, after, words.fields)) continue;
    const label = fieldOf(words.label, owner);
    const old = new Map((before ?? []).map((x) => [x.id, x]));
    const kept = new Set<string>();
    for (const item of after ?? []) {
      const at = `${path}.${words.field}[${item.id}]`;
      const prior = old.get(item.id);
      if (!prior) {
        out.value('content', at, label, undefined, item.name);
        continue;
      }
      kept.add(item.id);
      fieldChanges(
        words.fields,
        prior,
        item,
        () => at,
        (x) => `${words.label} '${x.name}' on ${owner}`,
        'content',
        out,
        { fullAccess: true },
      );
    }
    for (const item of before ?? [])
      if (!kept.has(item.id))
        out.value('content', `${path}.${words.field}[${item.id}]`, label, item.name, undefined);
  }
}

/** No child item list on either side, or the same lists (the usual case), without a lookup per kind. */
function sameChildLists(x: Action, y: Action): boolean {
  return (
    x.deliverables === y.deliverables &&
    x.workProducts === y.workProducts &&
    x.tools === y.tools &&
    x.risks === y.risks &&
    x.assumptions === y.assumptions &&
    x.dependencies === y.dependencies
  );
}

/** Each role's share of the action: 'Percentage of Solution Architect on Discovery (Modern Workplace)'. */
function diffRoles(was: Action, now: Action, path: string, owner: string, out: ChangeList) {
  const roles = (action: Action) => new Map((action.roles ?? []).map((r) => [r.staticId, r]));
  const rb = roles(was);
  const ra = roles(now);
  const label = (r: ActionRole) => `${fieldOf(ROLE_SHARE_LABEL, r.name)} on ${owner}`;
  for (const [staticId, r] of ra)
    out.value(
      'staffing',
      `${path}.roles[${staticId}]`,
      label(r),
      roleShare(rb.get(staticId)?.value),
      roleShare(r.value),
    );
  for (const [staticId, r] of rb)
    if (!ra.has(staticId))
      out.value('staffing', `${path}.roles[${staticId}]`, label(r), roleShare(r.value), undefined);
}

/**
 * Metrics by id, each column of the metrics table that changed: 'Quantity of Users (Windows 11)', 'Effort per unit
 * of Devices (Rollout (Windows 11))' (full readers). On an action, the quantity of a metric linked to a capability
 * metric follows that metric and is not listed again.
 */
function diffMetrics(
  before: readonly Metric[] | undefined,
  after: readonly Metric[] | undefined,
  path: string,
  owner: string,
  out: ChangeList,
  options: ScopeDiffOptions,
  onAction: boolean,
) {
  if ((before === undefined || before.length === 0) && (after === undefined || after.length === 0)) return;
  const words = options.words ?? DEFAULT_WORDS;
  const rows = (m: Metric) =>
    METRIC_FIELDS.filter(
      (row) =>
        (options.fullAccess || !row.fullAccessOnly) && !(onAction && m.metricId && row.key === 'value'),
    );
  const label = (row: FieldWords<Metric>, m: Metric) => fieldOf(row.label, `${m.name} (${owner})`);
  const was = new Map((before ?? []).map((m) => [m.id, m]));
  for (const m of after ?? []) {
    const old = was.get(m.id);
    for (const row of rows(m)) {
      if (old && row.same(old, m)) continue;
      // A metric new to the side has no value before (its effort per unit is the catalogue's: not a change).
      if (!old && row.key !== 'value') continue;
      out.value(
        'sizes',
        `${path}.metrics[${m.id}].${row.key}`,
        label(row, m),
        old ? row.read(old, words) : undefined,
        row.read(m, words),
        row.fullAccessOnly,
      );
    }
  }
  const now = new Set((after ?? []).map((m) => m.id));
  for (const m of before ?? [])
    if (!now.has(m.id))
      for (const row of rows(m))
        if (row.key === 'value')
          out.value('sizes', `${path}.metrics[${m.id}].value`, label(row, m), row.read(m, words), undefined);
}
