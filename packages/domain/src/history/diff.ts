/**
 * The diff of two states of a solution (issue 22), in plain words grouped by area: what the history tab, the
 * compare view, the "changed since approval" banner and the audit trail of each save show.
 *
 * The same function serves every reader; `fullAccess` false leaves out what partners and clients never see
 * (hours, cost, price, margin, the estimate), so a diff never leaks what the solution itself would not show.
 */
import type { HistoryChange } from '../contracts/history.ts';
import type { Solution } from '../contracts/solutions.ts';
import type { SolutionEstimateView } from '../estimate/estimate-view.ts';

/** One side of a comparison: the solution (with its documents) and, for full users, its estimate. */
export interface DiffSide {
  solution: Omit<Solution, 'etag'> & { etag?: string };
  estimate?: SolutionEstimateView;
}

export interface DiffOptions {
  /** The reader may see hours, cost and price (hasFullSolutionAccess of their role). */
  fullAccess: boolean;
}

export function diffSolutions(from: DiffSide, to: DiffSide, _options: DiffOptions): HistoryChange[] {
  const changes: HistoryChange[] = [];
  if (from.solution.fields.name !== to.solution.fields.name) {
    changes.push({
      area: 'details',
      path: 'fields.name',
      label: 'Solution name',
      before: from.solution.fields.name,
      after: to.solution.fields.name,
    });
  }
  return changes;
}
