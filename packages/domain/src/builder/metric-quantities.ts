/**
 * Metric quantities (spec: Capability tree views, core metrics): a capability metric's quantity is copied to every
 * action metric linked to it in the capability's subtree; the core metrics of the selected capabilities.
 */
import type { Action, Capability, Metric } from '../contracts/catalogue.ts';
import { parseMetricQuantity } from './clamps.ts';
import { mapCapability } from './tree.ts';

function setMetricValues(
  metrics: readonly Metric[] | undefined,
  match: (m: Metric) => boolean,
  value: number,
) {
  if (!metrics) return metrics;
  let changed = false;
  const out = metrics.map((m) => {
    if (!match(m) || m.value === value) return m;
    changed = true;
    return { ...m, value };
  });
  return changed ? out : (metrics as Metric[]);
}

function linkActionMetrics(actions: readonly Action[] | undefined, metricId: string, value: number) {
  if (!actions) return actions;
  let changed = false;
  const out = actions.map((a) => {
    let next = a;
    const metrics = setMetricValues(a.metrics, (m) => m.metricId === metricId, value);
    if (metrics !== a.metrics) next = { ...next, metrics };
    const subs = linkActionMetrics(a.actions, metricId, value);
    if (subs !== a.actions) next = { ...next, actions: subs };
    if (next !== a) changed = true;
    return next;
  });
  return changed ? out : (actions as Action[]);
}

function linkSubtreeMetrics(cap: Capability, metricId: string, value: number): Capability {
  let next = cap;
  const actions = linkActionMetrics(cap.actions, metricId, value);
  if (actions !== cap.actions) next = { ...next, actions };
  if (cap.items) {
    let changed = false;
    const children = cap.items.map((c) => {
      const n = linkSubtreeMetrics(c, metricId, value);
      if (n !== c) changed = true;
      return n;
    });
    if (changed) next = { ...next, items: children };
  }
  return next;
}

/**
 * A capability metric's quantity (through parseMetricQuantity), copied to every action metric linked to it
 * (metricId) in the capability's subtree.
 */
export function setCapabilityMetricValue(
  items: readonly Capability[],
  capabilityId: string,
  metricId: string,
  value: string | number,
): Capability[] {
  const quantity = parseMetricQuantity(value);
  return mapCapability(items, capabilityId, (cap) => {
    let next = linkSubtreeMetrics(cap, metricId, quantity);
    const metrics = setMetricValues(next.metrics, (m) => m.id === metricId, quantity);
    if (metrics !== next.metrics) next = { ...next, metrics };
    return next;
  });
}

export interface CoreMetricRow {
  capabilityId: string;
  capabilityName: string;
  metric: Metric;
}

/** The core metrics of the selected capabilities at any depth, in tree order. */
export function coreMetrics(items: readonly Capability[]): CoreMetricRow[] {
  const out: CoreMetricRow[] = [];
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      if (cap.selected) {
        for (const metric of cap.metrics ?? []) {
          if (metric.core) out.push({ capabilityId: cap.id, capabilityName: cap.name, metric });
        }
      }
      if (cap.items) walk(cap.items);
    }
  };
  walk(items);
  return out;
}
