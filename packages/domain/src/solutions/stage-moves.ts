/**
 * The stage and the view (ADR 0051). A solution's stage is how far the work has gone: state.step as stored. The
 * step a person is looking at (the builder tab on screen) is their own view: it lives in the browser and is never
 * saved. These rules say which move between steps saves the stage and which only changes the view, and which stage
 * moves the API refuses.
 */
import { CLOSE_STEP } from './version-milestones.ts';
import { stepLabel } from './stages.ts';
import {
  furthestStep,
  nextStep,
  previousStep,
  stepTabs,
  SUBMIT_STEP,
  tabForStep,
  type UserKind,
} from '../builder/steps.ts';

/**
 * The step the builder shows for a step (the stored stage when a solution opens, or the step a person moved to).
 * Step 0 (a new solution) shows step 1. Full users have no 2.5, 3 or 4 screens: such a step shows the tab it
 * belongs to (Scope). Submit-only users never go past their Submit step in the builder (a submitted solution is
 * shown read-only).
 */
export function viewStep(kind: UserKind, step: number): number {
  const s = step <= 0 ? 1 : step;
  if (kind === 'submit') return Math.min(s, SUBMIT_STEP);
  if (kind === 'full' && !stepTabs(kind).some((t) => t.step === s)) return tabForStep(kind, s) ?? 1;
  return s;
}

/** A solution at Close (7) or Deliver (8): its stage never goes back. */
export function isClosedStage(step: number): boolean {
  return step >= CLOSE_STEP;
}

/** How a person moves: a step tab, or the Back and Next (or Submit) buttons. */
export type StepMoveKind = 'tab' | 'next' | 'back';

/**
 * What a move does: 'save' moves the stage there (recorded as visited) and saves at once; 'view' shows that step
 * and saves nothing; 'none' is not offered (the button is not shown, the tab is disabled).
 */
export type StepMoveOutcome = 'save' | 'view' | 'none';

export interface StepMove {
  kind: UserKind;
  /** The solution's stage: state.step as stored (0 for a new solution). */
  stage: number;
  /** The steps visited (state.steps). */
  visited: readonly number[];
  /** The step on screen (viewStep). */
  view: number;
  how: StepMoveKind;
  /** Where the move leads: the tab chosen, or the Next / Back step from the view. */
  target: number;
  /** The person may save this solution (maySaveSolutionAt; false for a version opened read-only). */
  mayEdit: boolean;
}

/**
 * Which move saves the stage (ADR 0051):
 * - a step tab only changes the view (to any step up to the furthest visited);
 * - Next and Back move the stage when pressed on the stage's own step by someone who may edit the solution, except
 *   back from Close or Deliver (a closed or delivered solution never goes back; Next from Close to Deliver is the
 *   delivery itself);
 * - elsewhere (a step other than the stage's, a closed solution's Back, a person who may not edit) Next and Back
 *   page through the steps the tabs open, and are not offered past the furthest visited step.
 */
export function stepMoveOutcome(move: StepMove): StepMoveOutcome {
  const { kind, stage, visited, view, how, target, mayEdit } = move;
  const reachable = target <= furthestStep(visited);
  if (how === 'tab') return reachable ? 'view' : 'none';
  const onStage = view === viewStep(kind, stage);
  const backFromClosed = isClosedStage(stage) && target < stage;
  if (onStage && mayEdit && !backFromClosed) return 'save';
  return reachable ? 'view' : 'none';
}

/** Next (or Submit) and Back from the step on screen: where each leads and what it does (undefined: not shown). */
export function stepButtons(
  move: Omit<StepMove, 'how' | 'target'>,
): Record<'next' | 'back', { target: number; outcome: Exclude<StepMoveOutcome, 'none'> } | undefined> {
  const button = (how: 'next' | 'back') => {
    const target = how === 'next' ? nextStep(move.kind, move.view) : previousStep(move.kind, move.view);
    if (target === undefined) return undefined;
    const outcome = stepMoveOutcome({ ...move, how, target });
    return outcome === 'none' ? undefined : { target, outcome };
  };
  return { next: button('next'), back: button('back') };
}

/** Next's tooltip when it only shows another step: 'Go to Detail' (a move that saves says 'Save and go to …'). */
export function viewMoveDescription(kind: UserKind, target: number): string {
  const tab = stepTabs(kind).find((t) => t.step === tabForStep(kind, target));
  return `Go to ${tab?.label ?? stepLabel(target)}`;
}

/**
 * Why an ordinary save may not move a solution from its stored stage to `target` (undefined when it may): a
 * closed (7) or delivered (8) solution's stage never goes back (ADR 0051). The step rules of ADR 0008 (no skipped
 * steps) are checked beside it.
 */
export function stageMoveRefusal(stored: number, target: number): string | undefined {
  if (!isClosedStage(stored) || target >= stored) return undefined;
  const label = (step: number) => stepTabs('full').find((t) => t.step === step)?.label ?? stepLabel(step);
  const state = stored >= 8 ? 'delivered' : 'closed';
  return `This solution is ${state} (${label(stored)}): a save cannot move it back to ${label(target)}.`;
}
