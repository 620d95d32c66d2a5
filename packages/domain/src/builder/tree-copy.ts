/**
 * Duplicate a capability or an action (spec: Capability tree views, admin mode; Validation rules: duplicate
 * appends ' (COPY)'). The copy is placed right after the original and every id inside it is new: capabilities,
 * actions, metrics and the action's own child items (deliverables, work products, tools, risks, dependencies,
 * assumptions). References that point inside the copied subtree (linkIds, incomingIds, dependencyIds, a metric's
 * metricId) follow to the new ids; references to anything outside stay as they were.
 */
import type { Action, Capability, Metric } from '../contracts/catalogue.ts';
import { findAction, findCapability, mapAction, mapCapability } from './tree.ts';

export const COPY_SUFFIX = ' (COPY)';
export const DUPLICATE_FAILED_MESSAGE = 'Something went wrong - could not duplicate selected capability!';

export type DuplicateResult =
  { ok: true; items: Capability[]; copyId: string } | { ok: false; message: string };

type IdMap = Map<string, string>;

function renewIds<T extends { id: string }>(
  list: readonly T[] | undefined,
  newId: () => string,
): T[] | undefined {
  return list?.map((x) => ({ ...x, id: newId() }));
}

function copyMetrics(metrics: readonly Metric[] | undefined, newId: () => string, map: IdMap) {
  return metrics?.map((m) => {
    const id = newId();
    map.set(m.id, id);
    return { ...m, id };
  });
}

function copyAction(action: Action, newId: () => string, map: IdMap): Action {
  const id = newId();
  map.set(action.id, id);
  const copy: Action = { ...action, id };
  if (action.metrics) copy.metrics = copyMetrics(action.metrics, newId, map);
  if (action.deliverables) copy.deliverables = renewIds(action.deliverables, newId);
  if (action.workProducts) copy.workProducts = renewIds(action.workProducts, newId);
  if (action.tools) copy.tools = renewIds(action.tools, newId);
  if (action.risks) copy.risks = renewIds(action.risks, newId);
  if (action.dependencies) copy.dependencies = renewIds(action.dependencies, newId);
  if (action.assumptions) copy.assumptions = renewIds(action.assumptions, newId);
  if (action.actions) copy.actions = action.actions.map((a) => copyAction(a, newId, map));
  return copy;
}

function copyCapability(cap: Capability, newId: () => string, map: IdMap): Capability {
  const id = newId();
  map.set(cap.id, id);
  const copy: Capability = { ...cap, id };
  if (cap.metrics) copy.metrics = copyMetrics(cap.metrics, newId, map);
  if (cap.actions) copy.actions = cap.actions.map((a) => copyAction(a, newId, map));
  if (cap.items) copy.items = cap.items.map((c) => copyCapability(c, newId, map));
  return copy;
}

const remap = (ids: readonly string[] | undefined, map: IdMap) => ids?.map((x) => map.get(x) ?? x);

function remapMetrics(metrics: readonly Metric[] | undefined, map: IdMap) {
  return metrics?.map((m) =>
    m.metricId && map.has(m.metricId) ? { ...m, metricId: map.get(m.metricId) } : m,
  );
}

function remapAction(a: Action, map: IdMap): Action {
  const out: Action = { ...a };
  if (a.dependencyIds) out.dependencyIds = remap(a.dependencyIds, map);
  if (a.metrics) out.metrics = remapMetrics(a.metrics, map);
  if (a.actions) out.actions = a.actions.map((x) => remapAction(x, map));
  return out;
}

function remapCapability(c: Capability, map: IdMap): Capability {
  const out: Capability = { ...c };
  if (c.linkIds) out.linkIds = remap(c.linkIds, map);
  if (c.incomingIds) out.incomingIds = remap(c.incomingIds, map);
  if (c.metrics) out.metrics = remapMetrics(c.metrics, map);
  if (c.actions) out.actions = c.actions.map((a) => remapAction(a, map));
  if (c.items) out.items = c.items.map((x) => remapCapability(x, map));
  return out;
}

function insertAfter<T extends { id: string }>(
  list: readonly T[] | undefined,
  afterId: string,
  item: T,
): T[] {
  const source = list ?? [];
  const index = source.findIndex((x) => x.id === afterId);
  return index < 0 ? [...source, item] : [...source.slice(0, index + 1), item, ...source.slice(index + 1)];
}

/** A copy of the capability and its whole subtree, named '{name} (COPY)', right after the original. */
export function duplicateCapability(
  items: readonly Capability[],
  id: string,
  newId: () => string,
): DuplicateResult {
  const found = findCapability(items, id);
  if (!found) return { ok: false, message: DUPLICATE_FAILED_MESSAGE };
  const map: IdMap = new Map();
  const raw = copyCapability(found.node, newId, map);
  const copy = remapCapability({ ...raw, name: `${found.node.name}${COPY_SUFFIX}` }, map);
  const parent = found.ancestors.at(-1);
  const next = parent
    ? mapCapability(items, parent.id, (p) => ({ ...p, items: insertAfter(p.items, id, copy) }))
    : insertAfter(items, id, copy);
  return { ok: true, items: next, copyId: copy.id };
}

/** A copy of the action and its sub-actions, named '{name} (COPY)', right after the original. */
export function duplicateAction(
  items: readonly Capability[],
  actionId: string,
  newId: () => string,
): DuplicateResult {
  const found = findAction(items, actionId);
  if (!found) return { ok: false, message: DUPLICATE_FAILED_MESSAGE };
  const map: IdMap = new Map();
  const raw = copyAction(found.action, newId, map);
  const copy = remapAction({ ...raw, name: `${found.action.name}${COPY_SUFFIX}` }, map);
  const parent = found.ancestors.at(-1);
  const next = parent
    ? mapAction(items, parent.id, (p) => ({ ...p, actions: insertAfter(p.actions, actionId, copy) }))
    : mapCapability(items, found.capability.id, (c) => ({
        ...c,
        actions: insertAfter(c.actions, actionId, copy),
      }));
  return { ok: true, items: next, copyId: copy.id };
}
