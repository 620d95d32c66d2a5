/**
 * The diff of two states of a solution (issue 22), in plain words grouped by area: what the history tab, the
 * compare view, the "changed since approval" banner and the audit trail of each save show. The rules of each
 * area and the redaction are in docs/history.md, "What a diff shows".
 *
 * The same function serves every reader; `fullAccess` false leaves out what partners and clients never see
 * (hours, cost, price, margin, rates, the estimate, the schedule's dates), so a diff never leaks what the
 * solution itself would not show. The sides are expected as the reader receives the solution (solutionFor:
 * capabilities they may not see already gone); the diff never needs more than that.
 */
import { HISTORY_AREAS, MAX_HISTORY_CHANGES, type HistoryChange } from '../contracts/history.ts';
import type { Solution } from '../contracts/solutions.ts';
import type { SolutionEstimateView } from '../contracts/estimate-view.ts';
import type { Schedule } from '../schedule/schedule.ts';
import type { RoleId } from '../auth/roles.ts';
import type { SizeLabelContext } from '../builder/sizes.ts';
import { userKind } from '../builder/steps.ts';
import { diffApprovals, diffContent, diffDetails, diffDocuments } from './diff-details.ts';
import { diffEstimate, diffRisk, diffSchedule, diffStaffing } from './diff-figures.ts';
import { diffScope } from './diff-scope.ts';
import { ChangeList } from './diff-values.ts';

export { MAX_CHANGE_VALUE } from './diff-values.ts';
export * from './change-words.ts';
export * from './rate-card-changes.ts';
export { MAX_WORD_EDITS, plainText, WORD_DIFF_TIMEOUT_MS, wordDiff } from './word-diff.ts';

/** One side of a comparison: the solution (with its documents) and, for full users, its estimate. */
export interface DiffSide {
  solution: Omit<Solution, 'etag'> & { etag?: string };
  estimate?: SolutionEstimateView;
  /**
   * The side's schedule (computeSchedule), when the caller has it: adds each capability's dates. Without it the
   * delivery dates come from the estimate's duration.
   */
  schedule?: Schedule;
}

export interface DiffOptions {
  /** The reader may see hours, cost and price (hasFullSolutionAccess of their role). */
  fullAccess: boolean;
  /** Compare the content texts word by word (default true; the audit trail of a save leaves it out). */
  words?: boolean;
  /**
   * The size labels of the screen where the change was made (sizeLabelsFor the person who saved, or who reads a
   * comparison): 'rom' (S, M, C, VC, the Scope step; the default) or 'wizard' (S, M, L, XL, the partner's Submit).
   */
  sizes?: SizeLabelContext;
}

/** The size labels a person of this role sizes with: the partner's Submit step says L, XL; the Scope step C, VC. */
export function sizeLabelsFor(role: RoleId | string | undefined): SizeLabelContext {
  return userKind(role) === 'submit' ? 'wizard' : 'rom';
}

const AREA_ORDER = new Map(HISTORY_AREAS.map((area, i) => [area, i]));

export function diffSolutions(from: DiffSide, to: DiffSide, options: DiffOptions): HistoryChange[] {
  const a = from.solution;
  const b = to.solution;
  const out = new ChangeList();
  diffDetails(a, b, out);
  diffScope(a.state.items, b.state.items, out, {
    fullAccess: options.fullAccess,
    words: { sizes: options.sizes ?? 'rom' },
  });
  if (options.fullAccess) {
    out.restricted = true;
    diffEstimate(from.estimate, to.estimate, out);
    diffStaffing(from.estimate, to.estimate, out);
    diffSchedule(from, to, out);
    out.restricted = false;
  }
  diffRisk(a, b, out);
  diffContent(a, b, out, options.words ?? true);
  diffDocuments(a, b, out, options.fullAccess);
  diffApprovals(a, b, out);
  // Grouped by area in HISTORY_AREAS order; Array.prototype.sort is stable, so each area keeps its order.
  return out.items.sort((x, y) => (AREA_ORDER.get(x.area) ?? 0) - (AREA_ORDER.get(y.area) ?? 0));
}

/**
 * The changes one accepted save records in the audit trail: the diff for a full reader without the word-by-word
 * comparison (before and after are kept, shortened), at most MAX_HISTORY_CHANGES. The history API redacts an
 * entry for readers without full access with redactHistoryChanges.
 */
export function diffForHistory(
  before: DiffSide,
  after: DiffSide,
  sizes: SizeLabelContext = 'rom',
): { changes: HistoryChange[]; truncated: boolean } {
  const changes = diffSolutions(before, after, { fullAccess: true, words: false, sizes });
  const truncated = changes.length > MAX_HISTORY_CHANGES;
  return { changes: truncated ? changes.slice(0, MAX_HISTORY_CHANGES) : changes, truncated };
}

/**
 * A recorded change list as a reader without full access may see it: without the changes marked fullAccessOnly
 * (estimate, schedule, efforts, hours by level, internal documents). The audit trail stores the full list once
 * and redacts it on reading.
 */
export function redactHistoryChanges(changes: readonly HistoryChange[]): HistoryChange[] {
  return changes.filter((c) => !c.fullAccessOnly);
}
