/**
 * Effort of actions, capabilities and the whole solution (spec: Business constants and limits).
 * Action effort = own effort + sum of (metric effort x metric value); divided by the parallel count when above
 * 0; multiplied by tranches when parallel is below 2 and tranches above 0. Weeks of effort = total effort / 40.
 * An action or capability counts only when it is selected (in scope).
 */
import type { Action, Capability, Metric } from '../contracts/catalogue.ts';

export const HOURS_PER_WEEK = 40;

/** What an action's own effort and each metric's hours are multiplied by: 1/parallel, then × tranches. */
export function effortFactor(action: Pick<Action, 'parallel' | 'tranches'>): number {
  const parallel = action.parallel ?? 0;
  const tranches = action.tranches ?? 0;
  return (parallel > 0 ? 1 / parallel : 1) * (parallel < 2 && tranches > 0 ? tranches : 1);
}

/** The effort of one action on its own, without its sub-actions and whether or not it is in scope. */
export function actionOwnEffort(action: Action): number {
  let hours = action.effort || 0;
  const metrics = action.metrics;
  if (metrics !== undefined) {
    for (let i = 0; i < metrics.length; i += 1) {
      const m = metrics[i] as Metric;
      hours += (m.effort || 0) * (m.value || 0);
    }
  }
  const parallel = action.parallel ?? 0;
  const tranches = action.tranches ?? 0;
  if (parallel > 0) hours /= parallel;
  if (parallel < 2 && tranches > 0) hours *= tranches;
  return hours;
}

// The walks below use indexed loops and module-level functions: they run on every edit of large trees, and
// indexed loops are several times cheaper than for-of before the engine optimises the code.

/** The totals of the in-scope actions of a list. */
function actionsTotal(actions: readonly Action[] | undefined): number {
  let hours = 0;
  if (actions !== undefined) {
    for (let i = 0; i < actions.length; i += 1) {
      const a = actions[i] as Action;
      if (a.selected) hours += actionTotal(a);
    }
  }
  return hours;
}

/** Own effort when the action is in scope, plus the totals of its in-scope sub-actions. */
export function actionTotal(action: Action): number {
  return (action.selected ? actionOwnEffort(action) : 0) + actionsTotal(action.actions);
}

function childrenTotal(cap: Capability, byCapability: Record<string, number> | undefined): number {
  let hours = 0;
  const children = cap.items;
  if (children !== undefined) {
    for (let i = 0; i < children.length; i += 1) hours += visit(children[i] as Capability, byCapability);
  }
  return hours;
}

/** A capability's total (0 when unselected); records every selected capability of the subtree when asked. */
function visit(cap: Capability, byCapability: Record<string, number> | undefined): number {
  // Children are visited even under an unselected capability so that byCapability lists every selected one.
  const children = byCapability !== undefined || cap.selected ? childrenTotal(cap, byCapability) : 0;
  if (!cap.selected) return 0;
  const hours = actionsTotal(cap.actions) + children;
  if (byCapability !== undefined) byCapability[cap.id] = hours;
  return hours;
}

/** The totals of a selected capability's in-scope actions and of its selected child capabilities; 0 when unselected. */
export function capabilityTotal(cap: Capability): number {
  return visit(cap, undefined);
}

export interface SolutionTotals {
  hours: number;
  weeks: number;
  /**
   * capabilityTotal of every selected capability at any depth, keyed by id. A selected capability under an
   * unselected parent is listed here but does not add to the solution's hours (its parent counts 0).
   */
  byCapability: Record<string, number>;
}

/**
 * The solution's hours alone: solutionTotals(items).hours, summed in the same order, without the record of every
 * capability's total (2,000 keys on a large tree) for readers that need only the hours (the estimate).
 */
export function solutionHours(items: readonly Capability[]): number {
  let hours = 0;
  for (let i = 0; i < items.length; i += 1) hours += visit(items[i] as Capability, undefined);
  return hours;
}

/** Hours and weeks of the whole solution, in one pass over the tree. */
export function solutionTotals(items: readonly Capability[]): SolutionTotals {
  const byCapability: Record<string, number> = {};
  let hours = 0;
  for (let i = 0; i < items.length; i += 1) hours += visit(items[i] as Capability, byCapability);
  return { hours, weeks: hours / HOURS_PER_WEEK, byCapability };
}
