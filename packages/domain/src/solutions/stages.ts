import { solutionProgressBar, type SolutionStageSource } from './progress.ts';
import type { SolutionStep } from '../contracts/solutions.ts';

/**
 * A solution's stage as people read it, the one name shown for it everywhere: the solutions list (the API's
 * `stage`), the builder's progress bar and summary, Search, the internal documents, the e-mail summaries and the
 * history's changes (issue 18, ADR 0027; ADR 0051). It is the progress bar's current stage, or its final stage
 * once every stage is done, read from the stored step (state.step: how far the work has gone), never from the tab
 * a person is looking at. Every place that names a stage calls this function.
 */
export function solutionStage(solution: SolutionStageSource): string {
  const bar = solutionProgressBar(solution);
  const current = bar.find((s) => s.status === 'current') ?? bar[bar.length - 1];
  return current?.label ?? '';
}

/**
 * The spec's labels of the steps themselves (state.step: 1 Info, 2 Scope, 2.5 Metrics, … 8 Deliver). They name a
 * step, not the solution's stage: a stage is named by solutionStage (ADR 0051). Step 0 is the loading state of a
 * new solution.
 */
export const STEP_LABELS: Record<SolutionStep, string> = {
  0: 'New',
  1: 'Info',
  2: 'Scope',
  2.5: 'Metrics',
  3: 'Size',
  4: 'ROM',
  5: 'Detail',
  6: 'Review',
  7: 'Close',
  8: 'Deliver',
};

/** The label of a step (STEP_LABELS); not the solution's stage, which is solutionStage. */
export function stepLabel(step: number): string {
  return STEP_LABELS[step as SolutionStep] ?? String(step);
}

/** Opportunity column: 'Draft' when unnamed, partner organisation in brackets. */
export function opportunityLabel(name: string | undefined, organization: string): string {
  const base = name && name.trim() ? name.trim() : 'Draft';
  if (organization === 'HP') return `${base} (HP)`;
  if (organization === 'ACCENTURE') return `${base} (Accenture)`;
  return base;
}
