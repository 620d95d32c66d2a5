/**
 * The progress bar of a solution (spec: States and transitions). Accenture solutions use Accenture's stage
 * names; every other organisation the provider's.
 */
import type { Organization } from '../auth/roles.ts';
import type { SolutionRoleEntry } from '../contracts/solutions.ts';

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
  /** The highest step reached (state.step and state.steps). */
  highest: number;
  /** The current step (state.step). */
  current: number;
  /** Whether a solution architect is assigned (see hasSolutionArchitect). */
  hasArchitect: boolean;
  /** The approvals recorded (fields.approvals) or their count. */
  approvals: number | readonly unknown[] | undefined;
  /** The solution has been exported to Deliver (fields.isExportedToDeliver). */
  exported?: boolean | undefined;
}

/**
 * The highlighted stage, 1-based: highest step 3 or less gives 1, or 2 when the current step is 3. Above 3:
 * 3 without an assigned solution architect, 4 with one; when the highest step is above 5 (whoever is
 * assigned): 5, or 6 when at least one approval exists. Past the spec: the Deliver step reached gives the final
 * stage; once exported to Deliver, every stage is done (one past the last).
 */
export function displayedProgressStep(
  input: ProgressInput,
  stageCount: number = PROVIDER_STAGES.length,
): number {
  const { highest, current, hasArchitect } = input;
  const approvals = typeof input.approvals === 'number' ? input.approvals : (input.approvals?.length ?? 0);
  // After delivery (the spec stops at Close; issue 18): the Deliver step reached makes the final stage current,
  // the export to Deliver completes it (every stage done).
  if (input.exported) return stageCount + 1;
  if (highest >= 8) return stageCount;
  if (highest <= 3) return current === 3 ? 2 : 1;
  if (highest > 5) return approvals > 0 ? 6 : 5;
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
    approvals?: readonly unknown[] | undefined;
    isExportedToDeliver?: boolean | undefined;
  };
  state: { step: number; steps?: readonly number[] | undefined };
}

/** The progress bar's input from a solution's fields and state (the bar and the list read the same). */
export function progressInputOf(solution: SolutionStageSource): ProgressInput & { organization: string } {
  return {
    highest: highestStep(solution.state),
    current: solution.state.step,
    hasArchitect: hasSolutionArchitect(solution.fields.roles),
    approvals: solution.fields.approvals,
    exported: solution.fields.isExportedToDeliver === true,
    organization: solution.fields.organization,
  };
}

/**
 * A solution's stage as people read it, the one name shown for it everywhere (the solutions list, the builder's
 * progress bar and summary; issue 18): the progress bar's current stage, or its final stage once every stage
 * is done.
 */
export function solutionStage(solution: SolutionStageSource): string {
  const bar = progressBar(progressInputOf(solution));
  const current = bar.find((s) => s.status === 'current') ?? bar[bar.length - 1];
  return current?.label ?? '';
}

/** The highest step reached from the saved state. */
export function highestStep(state: { step: number; steps?: readonly number[] | undefined }): number {
  let max = state.step;
  for (const s of state.steps ?? []) if (s > max) max = s;
  return max;
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
