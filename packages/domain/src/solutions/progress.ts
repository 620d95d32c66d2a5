/**
 * The progress bar of a solution (spec: States and transitions). Accenture solutions use Accenture's stage
 * names; every other organisation the provider's.
 */
import type { Organization } from '../auth/roles.ts';
import type { SolutionRoleEntry } from '../contracts/solutions.ts';
import { REVIEW_STEP } from '../notifications/counts.ts';
import { CLOSE_STEP } from './version-milestones.ts';
import { DELIVER_STEP } from '../builder/steps.ts';

export const PROVIDER_STAGES = [
  'Draft',
  'Submit',
  'Collaborate',
  'Define',
  'Approve',
  'Close',
  'Deliver',
] as const;
export const ACCENTURE_STAGES = [
  'Pre-0',
  'Stage 0',
  'Stage 1',
  'Stage 2 (2A)',
  'Stage 2 (2B)',
  'Stage 3 (3A)',
  '(3B)',
  '(3C)',
  'Won',
] as const;

export function progressStages(organization: Organization | string | undefined): readonly string[] {
  return organization === 'ACCENTURE' ? ACCENTURE_STAGES : PROVIDER_STAGES;
}

export interface ProgressInput {
  /** The solution's stage: state.step as stored (how far the work has gone; ADR 0051). */
  step: number;
  /** Whether a solution architect is assigned (see hasSolutionArchitect). */
  hasArchitect: boolean;
  /** The solution has been exported to Deliver (fields.isExportedToDeliver). */
  exported?: boolean | undefined;
}

/**
 * The highlighted stage, 1-based, read from the stored step (ADR 0051; the spec reads it from the highest step
 * visited and an approval, written for a portal where looking at a tab saved the step): up to step 3, the first
 * stage, or the second at step 3 (a partner's Submit); Scope to Detail, the third without an assigned solution
 * architect and the fourth with one; Review the fifth (Approve), Close the sixth, Deliver the last (issue 18);
 * once exported to Deliver every stage is done (one past the last). So the bar never names a stage the step tabs
 * have not reached: an approval at Review leaves it at Approve, Close follows the move to Close.
 */
export function displayedProgressStep(
  input: ProgressInput,
  stageCount: number = PROVIDER_STAGES.length,
): number {
  const { step, hasArchitect } = input;
  if (input.exported) return stageCount + 1;
  if (step >= DELIVER_STEP) return stageCount;
  if (step >= CLOSE_STEP) return 6;
  if (step >= REVIEW_STEP) return 5;
  if (step <= 3) return step === 3 ? 2 : 1;
  return hasArchitect ? 4 : 3;
}

export type StageStatus = 'completed' | 'current' | 'pending';

export interface ProgressStage {
  label: string;
  status: StageStatus;
}

/** Earlier stages completed, the displayed stage current, later ones pending. */
export function progressBar(
  input: ProgressInput & { organization: Organization | string | undefined },
): ProgressStage[] {
  const stages = progressStages(input.organization);
  const displayed = displayedProgressStep(input, stages.length);
  return stages.map((label, i) => ({
    label,
    status: i + 1 < displayed ? 'completed' : i + 1 === displayed ? 'current' : 'pending',
  }));
}

export interface SolutionStageSource {
  fields: {
    organization: Organization | string;
    roles?: readonly SolutionRoleEntry[] | undefined;
    isExportedToDeliver?: boolean | undefined;
  };
  state: { step: number };
}

/** The progress bar's input from a solution's fields and state (the bar and solutionStage read the same). */
export function progressInputOf(solution: SolutionStageSource): ProgressInput & { organization: string } {
  return {
    step: solution.state.step,
    hasArchitect: hasSolutionArchitect(solution.fields.roles),
    exported: solution.fields.isExportedToDeliver === true,
    organization: solution.fields.organization,
  };
}

/** The progress bar of a solution (its stages with their status). */
export function solutionProgressBar(solution: SolutionStageSource): ProgressStage[] {
  return progressBar(progressInputOf(solution));
}

const ARCHITECT_ROLE_IDS: readonly string[] = [
  'SOLUTION_ARCHITECT',
  'HP_SOLUTION_ARCHITECT',
  'ACCENTURE_SOLUTION_ARCHITECT',
];

/** A solution architect role entry (provider, HP or Accenture) with a user assigned. */
export function hasSolutionArchitect(roles: readonly SolutionRoleEntry[] | undefined): boolean {
  return (roles ?? []).some((r) => ARCHITECT_ROLE_IDS.includes(r.id) && Boolean(r.user?.id));
}
