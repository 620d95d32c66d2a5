/**
 * Wizard steps, tabs, navigation and guidance (spec: Screens, Solution page and Step content; States and
 * transitions). Full users go 1, 2, 5, 6, 7, 8; submit-only (partner) users 1, 2, 2.5, 3 and then submit (a
 * save at step 5); read users do not navigate. Step 4 exists only as the label of the Solution Plan document.
 */
import { permissionLevel } from '../auth/permissions.ts';
import type { RoleId } from '../auth/roles.ts';
import { andList } from '../format/lists.ts';

export type UserKind = 'full' | 'submit' | 'read';

/** From the 'sales/solution' permission level: FULL, PARTNER_SUBMIT, everything else reads. */
export function userKind(role: RoleId | string | undefined): UserKind {
  const level = permissionLevel('sales/solution', role);
  if (level === 'FULL') return 'full';
  if (level === 'PARTNER_SUBMIT') return 'submit';
  return 'read';
}

type StepMap = ReadonlyMap<number, number>;

const FULL_NEXT: StepMap = new Map([
  [1, 2],
  [2, 5],
  [5, 6],
  [6, 7],
  [7, 8],
]);
const FULL_BACK: StepMap = new Map([
  [2, 1],
  [5, 2],
  [6, 5],
  [7, 6],
  [8, 7],
]);
/** Submit-only users: Next only before step 4; from step 3 it submits, which saves at step 5. */
const SUBMIT_NEXT: StepMap = new Map([
  [1, 2],
  [2, 2.5],
  [2.5, 3],
  [3, 5],
]);
const SUBMIT_BACK: StepMap = new Map([
  [2, 1],
  [2.5, 2],
  [3, 2.5],
]);

/** The step Next (or Submit) leads to; undefined when there is no Next button. */
export function nextStep(kind: UserKind, step: number): number | undefined {
  if (kind === 'full') return FULL_NEXT.get(step);
  if (kind === 'submit') return SUBMIT_NEXT.get(step);
  return undefined;
}

/** The step Back leads to; undefined when there is no Back button. */
export function previousStep(kind: UserKind, step: number): number | undefined {
  if (kind === 'full') return FULL_BACK.get(step);
  if (kind === 'submit') return SUBMIT_BACK.get(step);
  return undefined;
}

/** The Deliver step, the last of the full users' builder. */
export const DELIVER_STEP = 8;

// Detail, Review and Close: the steps the screen rules below name.
const DETAIL = 5;
const REVIEW = 6;
const CLOSE = 7;

/**
 * Spec (Step content): "The Documents button shows only for a full user with a solution id when the step is below
 * 7". `step` is the step on screen (ADR 0051).
 */
export const showsDocumentsButton = (kind: UserKind, saved: boolean, step: number): boolean =>
  kind === 'full' && saved && step < CLOSE;

/** Spec (Step content): the Resources menu offers Generate Solution Plan (SP051) at step 6 (Review) only. */
export const offersSolutionPlan = (step: number): boolean => step === REVIEW;

/** Spec (Clamps): "Scope metric value editable only in step 5"; Review (6) shows the same views read-only. */
export const detailEditable = (step: number): boolean => step === DETAIL;

/** The step whose Next button submits a partner solution. */
export const SUBMIT_STEP = 3;

/**
 * 'Submit' on the submit-only user's third tab, 'Next' everywhere else. The spec says "labelled Submit at
 * step 2"; the submit-only tabs are Information, Scope, Submit, and we read "step 2" as the 0-based index of
 * the third tab (Submit, state.step 3), the only place from which the next move is the submission.
 */
export function nextLabel(kind: UserKind, step: number): 'Next' | 'Submit' | typeof SUBMIT_FOR_APPROVAL {
  if (kind === 'submit' && step === SUBMIT_STEP) return 'Submit';
  if (handsToApprovers(kind, step)) return SUBMIT_FOR_APPROVAL;
  return 'Next';
}

/** The label of Next on Detail: the move hands the solution to the approvers (issue 18). */
export const SUBMIT_FOR_APPROVAL = 'Next: submit for approval';

/**
 * Next from Detail (5) to Review (6) hands the solution to the approvers: at Review the people named as its
 * approvers can approve it (ADR 0054). The builder says so on the button and asks first.
 */
export function handsToApprovers(kind: UserKind, step: number): boolean {
  return kind === 'full' && step === 5 && nextStep(kind, step) === 6;
}

/** What Next will do, for its tooltip: 'Save and go to Detail'; the partner's Submit sends the solution. */
export function nextDescription(kind: UserKind, step: number): string | undefined {
  const target = nextStep(kind, step);
  if (target === undefined) return undefined;
  if (kind === 'submit' && step === SUBMIT_STEP) return 'Submit the solution to the provider';
  if (handsToApprovers(kind, step)) return 'Save, go to Review and hand the solution to the approvers';
  const tab = stepTabs(kind).find((t) => t.step === tabForStep(kind, target));
  return `Save and go to ${tab?.label ?? 'the next step'}`;
}

/**
 * The confirmation before Next hands the solution to the approvers (issue 18), naming who can then approve it: the
 * people named as its approvers, whatever their role (ADR 0054). With nobody named, it says that only the bid team
 * (the full users, who approve from the builder) can approve until someone is named on Review's Approvals tab.
 */
export function submitForApprovalConfirm(
  approvers: readonly { name: string }[] | undefined,
): StepConfirmText {
  const names = (approvers ?? []).map((a) => a.name.trim()).filter(Boolean);
  const who =
    names.length === 0
      ? 'Next moves the solution to Review. No approver is named yet, so only the bid team can approve it until ' +
        'you name one on the Approvals tab at Review.'
      : names.length === 1
        ? `Next moves the solution to Review, where ${names[0]}, its named approver, can approve it.`
        : `Next moves the solution to Review, where its named approvers, ${andList(names)}, can approve it.`;
  return {
    title: 'Submit for approval?',
    text: `${who} You can still come back to Detail and change it.`,
    confirmLabel: 'Submit for approval',
  };
}

/**
 * The confirmation before a partner's Submit (issue 30): a submit-only user cannot edit the solution afterwards
 * (spec: they edit only steps below 4, then see the thank-you screen), so the builder asks first.
 */
export const PARTNER_SUBMIT_CONFIRM = {
  title: 'Submit the opportunity?',
  text:
    'You cannot edit the opportunity after submitting it: it goes to the provider, and you will get informed ' +
    'about the progress on e-mail.',
  confirmLabel: 'Submit',
} as const;

export interface StepConfirmText {
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
}

/**
 * What Next asks before it moves the stage from a step, if anything: the partner's Submit (no editing afterwards)
 * and the hand-over to the approvers (`approvers`: the solution's named approvers, `fields.approvers`).
 */
export function confirmBeforeNext(
  kind: UserKind,
  step: number,
  approvers?: readonly { name: string }[],
): StepConfirmText | undefined {
  if (kind === 'submit' && step === SUBMIT_STEP) return PARTNER_SUBMIT_CONFIRM;
  if (handsToApprovers(kind, step)) return submitForApprovalConfirm(approvers);
  return undefined;
}

export interface StepTab {
  step: number;
  label: string;
}

const FULL_TABS: readonly StepTab[] = [
  { step: 1, label: 'Information' },
  { step: 2, label: 'Scope' },
  { step: 5, label: 'Detail' },
  { step: 6, label: 'Review' },
  { step: 7, label: 'Close' },
  { step: 8, label: 'Deliver' },
];
const SUBMIT_TABS: readonly StepTab[] = [
  { step: 1, label: 'Information' },
  { step: 2, label: 'Scope' },
  { step: 3, label: 'Submit' },
];

/** The builder tabs of a kind of user; read users get the read-only view instead. */
export function stepTabs(kind: UserKind): readonly StepTab[] {
  if (kind === 'full') return FULL_TABS;
  if (kind === 'submit') return SUBMIT_TABS;
  return [];
}

/** The tab a step belongs to: the last tab at or before it (2.5, the metrics sub-step, is in Scope). */
export function tabForStep(kind: UserKind, step: number): number | undefined {
  let found: number | undefined;
  for (const tab of stepTabs(kind)) if (tab.step <= step) found = tab.step;
  return found;
}

/** The furthest step reached; 0 when none is recorded. */
export function furthestStep(steps: readonly number[] | undefined): number {
  let max = 0;
  for (const s of steps ?? []) if (s > max) max = s;
  return max;
}

/** A tab is clickable only up to the furthest step reached. */
export function isTabEnabled(tabStep: number, steps: readonly number[] | undefined, kind: UserKind): boolean {
  return stepTabs(kind).some((t) => t.step === tabStep) && tabStep <= furthestStep(steps);
}

/** Move to a step: the step is current and kept once in the (sorted) visited list. */
export function recordStep<S extends { step: number; steps: readonly number[] }>(
  state: S,
  step: S['step'],
): S {
  const steps = [...new Set([...state.steps, step])].sort((a, b) => a - b);
  return { ...state, step, steps };
}

/** Guidance banners by step (spec: Solution page). */
export const GUIDANCE: Readonly<Record<number, string>> = {
  1: 'Choose a client, specify expected start date and provide opportunity name and description of requirements.',
  2: 'Define scope for solution.',
  2.5: 'Provide metrics for solution.',
  3: 'Specify complexity of each capability in solution.',
  5: 'Make adjustments to the solution. Create AEP record.',
  6: 'Review the solution. Generate SP051.',
  7: 'Close the solution.',
  8: 'Deliver the solution.',
};

const SUBMIT_GUIDANCE_STEPS: readonly number[] = [1, 2, 2.5, 3];
const OTHER_GUIDANCE_STEPS: readonly number[] = [1, 2, 5, 6, 7, 8];

/** The guidance banner for a step: steps 1, 2, 2.5, 3 for submit-only users; 1, 2, 5, 6, 7, 8 for others. */
export function guidanceFor(kind: UserKind, step: number): string | undefined {
  const steps = kind === 'submit' ? SUBMIT_GUIDANCE_STEPS : OTHER_GUIDANCE_STEPS;
  return steps.includes(step) ? GUIDANCE[step] : undefined;
}

/** Read users always see the read-only tabbed view (they cannot save); submit-only users past step 3. */
export function showsReadOnlyView(kind: UserKind, step: number): boolean {
  if (kind === 'read') return true;
  if (kind === 'submit') return step > SUBMIT_STEP;
  return false;
}

const COMMON_SUB_TABS = [
  'Scope',
  'Core Metrics',
  'Timeline',
  'People',
  'Risk Assessment',
  'Deliverables',
  'Work Products',
  'Security',
  'CPoR',
] as const;

/** Sub-tabs of steps 5 (Detail, with Content) and 6 (Review, with Review and Approvals). */
export const SUB_TABS: Readonly<Record<5 | 6, readonly string[]>> = {
  5: [...COMMON_SUB_TABS, 'Content'],
  6: [...COMMON_SUB_TABS, 'Review', 'Approvals'],
};

/** Tabs of the read-only view. */
export const READ_ONLY_TABS: readonly string[] = [
  'Scope',
  'Metrics',
  'Timeline',
  'People',
  'Deliverables',
  'Work Products',
  'Solution',
  'Documents',
];

/** The partner thank-you screen. */
export const THANK_YOU = {
  title: 'Thank you for submitting the opportunity!',
  message: 'You will get informed about the progress on e-mail.',
} as const;
