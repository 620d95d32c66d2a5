/**
 * Which step the builder shows for a stored step. Step 0 (a new solution) shows step 1. Full users have no
 * 2.5, 3 or 4 screens: such a step shows the tab it belongs to (Scope). Submit-only users never go past their
 * Submit step in the builder (a submitted solution is shown read-only).
 */
import { SUBMIT_STEP, stepTabs, tabForStep, type UserKind } from '@portal/domain';

export function viewStep(kind: UserKind, step: number): number {
  const s = step <= 0 ? 1 : step;
  if (kind === 'submit') return Math.min(s, SUBMIT_STEP);
  if (kind === 'full' && !stepTabs(kind).some((t) => t.step === s)) return tabForStep(kind, s) ?? 1;
  return s;
}
