/**
 * The Claiming Partner of Record (CPoR) wizard (spec: States and transitions; issue 7): 5 internal steps
 * shown as 4 tabs. Step 1 eligibility (four TRUE/FALSE questions: eligible only when all four are TRUE), then
 * two sequential approvals (regional alliance lead, then compliance team), each requested from a chosen user,
 * answered APPROVE (1) or REFUSE (0) by that user and submitted; step 2 the disclosure notification (must be
 * answered; TRUE skips step 3), step 3 the disclosure text, step 4 client acceptance (must be TRUE), step 5
 * the proof of execution. Back from 4 returns to 2. Decisions where the spec is silent: docs/cpor.md.
 */
import type { CporApproval, CporState } from '../contracts/solutions.ts';
import type { PersonRef } from '../contracts/common.ts';
import { answerRiskQuestion, type RiskQuestion } from '../risk/questions.ts';

export type CporStep = 1 | 2 | 3 | 4 | 5;

export const CPOR_TABS = [
  { name: 'Eligibility', steps: [1] },
  { name: 'Disclosure', steps: [2, 3] },
  { name: 'Acceptance', steps: [4] },
  { name: 'Proof', steps: [5] },
] as const satisfies readonly { name: string; steps: readonly CporStep[] }[];

export const CPOR_APPROVALS = [
  { id: 'alliance', name: 'Regional alliance lead' },
  { id: 'compliance', name: 'Compliance team' },
] as const;

export const CPOR_ANSWERS = [
  { id: 1, label: 'TRUE' },
  { id: 0, label: 'FALSE' },
] as const;

export const APPROVE = 1;
export const REFUSE = 0;

/** Block of the questions: 1 eligibility, 2 disclosure notification, 4 client acceptance. */
const QUESTIONS: readonly (readonly [block: 1 | 2 | 4, text: string])[] = [
  [1, 'The partner identified or developed this opportunity before the provider was engaged.'],
  [1, 'The partner’s contribution (introductions, workshops, solution input) is recorded in the CRM.'],
  [1, 'No other partner has registered a claim on this opportunity.'],
  [1, 'The client’s procurement rules allow a partner of record on this contract.'],
  [2, 'The client has been notified in writing that the partner will be the partner of record.'],
  [4, 'The client has accepted the partner as partner of record (written acceptance on file).'],
];

/** The standard disclosure text (step 3) sent to a client who has not yet been notified. SAMPLE DATA. */
export const CPOR_DISCLOSURE_TEXT =
  'We would like to let you know that our alliance partner has worked with us on this opportunity and will ' +
  'be registered as the Claiming Partner of Record for the resulting contract. This does not change the ' +
  'scope, price or terms of our proposal, and you remain free to raise any concern with your account team. ' +
  'Please confirm that you accept this arrangement by replying to this message.';

/** The proof-of-execution template offered for download in step 5 (web/public/templates). */
export const CPOR_PROOF_TEMPLATE = 'cpor-proof-of-execution.docx';

/** A fresh CPoR: step 1, the first approval active, every question unanswered (SAMPLE questions). */
export function initialCpor(): CporState {
  const counts = new Map<number, number>();
  const questions: RiskQuestion[] = QUESTIONS.map(([block, text]) => {
    const n = (counts.get(block) ?? 0) + 1;
    counts.set(block, n);
    return {
      id: `cpor-q-${block}-${n}`,
      block: { id: block },
      text,
      notes: '',
      answers: CPOR_ANSWERS.map((a) => ({ id: a.id, selected: false, description: a.label })),
    };
  });
  return {
    step: 1,
    approvals: CPOR_APPROVALS.map((a, i) => ({ id: a.id, active: i === 0, requested: false, answers: [] })),
    questions,
  };
}

const selectedOf = (q: RiskQuestion) => q.answers.find((a) => a.selected)?.id;
const blockOf = (state: CporState, block: number) => state.questions.filter((q) => q.block.id === block);
const allTrue = (questions: readonly RiskQuestion[]) =>
  questions.length > 0 && questions.every((q) => selectedOf(q) === 1);

export type Eligibility = 'eligible' | 'ineligible' | 'unanswered';

/**
 * Unanswered until all four block-1 questions are answered (one state at a time: the prompt, then the verdict);
 * then eligible only when all four are TRUE, otherwise ineligible.
 */
export function eligibility(state: CporState): Eligibility {
  const block = blockOf(state, 1);
  if (block.length === 0 || block.some((q) => selectedOf(q) === undefined)) return 'unanswered';
  return allTrue(block) ? 'eligible' : 'ineligible';
}

/** What step 1 says of the eligibility: the prompt until all four are answered, then the verdict. */
export const CPOR_ELIGIBILITY_TEXTS: Readonly<Record<Eligibility, string>> = {
  eligible: 'Eligible: all four answers are TRUE.',
  ineligible: 'Ineligible: a CPoR needs all four answers TRUE.',
  unanswered: 'Answer all four questions to see whether the solution is eligible.',
};

export type ApprovalStatus = 'waiting' | 'not-requested' | 'requested' | 'approved' | 'refused';

/**
 * An approval's status: approved once its last answer is APPROVE; otherwise, while inactive, waiting for the
 * one before it; active: requested (the approver's turn), refused (the last answer, until requested again),
 * or not yet requested.
 */
export function approvalStatus(approval: CporApproval): ApprovalStatus {
  const last = approval.answers.at(-1);
  if (last === APPROVE) return 'approved';
  if (!approval.active) return 'waiting';
  if (approval.requested) return 'requested';
  return last === REFUSE ? 'refused' : 'not-requested';
}

export const allApproved = (state: CporState) =>
  CPOR_APPROVALS.every((kind) => {
    const a = state.approvals.find((x) => x.id === kind.id);
    return !!a && approvalStatus(a) === 'approved';
  });

export class CporRuleError extends Error {}

const withApproval = (state: CporState, id: string, change: (a: CporApproval) => CporApproval) => ({
  ...state,
  approvals: state.approvals.map((a) => (a.id === id ? change(a) : a)),
});

/** Asks `approver` to answer an approval: the solution must be eligible and the approval active, not asked. */
export function requestApproval(state: CporState, approvalId: string, approver: PersonRef): CporState {
  const approval = state.approvals.find((a) => a.id === approvalId);
  if (!approval) throw new CporRuleError('There is no such approval.');
  if (eligibility(state) !== 'eligible')
    throw new CporRuleError('Approvals can be requested once all four eligibility answers are TRUE.');
  const status = approvalStatus(approval);
  if (status !== 'not-requested' && status !== 'refused')
    throw new CporRuleError('This approval cannot be requested now.');
  return withApproval(state, approvalId, (a) => ({ ...a, requested: true, approver }));
}

/**
 * The approver's answer, submitted: APPROVE closes the approval and makes the next one active and unrequested;
 * REFUSE leaves it active and unrequested (it may be requested again, from the same or another person).
 */
export function answerApproval(state: CporState, approvalId: string, answer: 0 | 1, text = ''): CporState {
  const index = state.approvals.findIndex((a) => a.id === approvalId);
  const approval = state.approvals[index];
  if (!approval || approvalStatus(approval) !== 'requested')
    throw new CporRuleError('This approval is not waiting for an answer.');
  if (approval.answers.length >= 10)
    throw new CporRuleError('This approval has been answered too many times; start a new CPoR.');
  return {
    ...state,
    approvals: state.approvals.map((a, i) => {
      if (i === index)
        return {
          ...a,
          active: answer !== APPROVE,
          requested: false,
          answers: [...a.answers, answer],
          text,
        };
      if (i === index + 1 && answer === APPROVE) return { ...a, active: true, requested: false };
      return a;
    }),
  };
}

/** Why the wizard cannot move on from `step` (undefined: it can). */
export function blockedReason(state: CporState, step: CporStep): string | undefined {
  switch (step) {
    case 1: {
      // The same words as the eligibility message: never 'not eligible' beside the prompt to answer.
      const status = eligibility(state);
      if (status !== 'eligible') return CPOR_ELIGIBILITY_TEXTS[status];
      return allApproved(state) ? undefined : 'Both approvals must be given before moving on.';
    }
    case 2:
      return blockOf(state, 2).every((q) => selectedOf(q) !== undefined)
        ? undefined
        : 'Answer whether the client has been notified.';
    case 4:
      return allTrue(blockOf(state, 4)) ? undefined : 'The client must have accepted (TRUE) to move on.';
    default:
      return undefined;
  }
}

/** The step after `step` (step 2 skips step 3 when the client has been notified); undefined on the last. */
export function nextCporStep(state: CporState, step: CporStep): CporStep | undefined {
  if (step === 2) return allTrue(blockOf(state, 2)) ? 4 : 3;
  return step < 5 ? ((step + 1) as CporStep) : undefined;
}

/** The step before `step`: Back from 4 returns to 2. */
export function previousCporStep(step: CporStep): CporStep | undefined {
  if (step === 4) return 2;
  return step > 1 ? ((step - 1) as CporStep) : undefined;
}

/** Whether a CPoR may stand at `step`: every step before it can be left. */
export function canStandAt(state: CporState, step: CporStep): boolean {
  let at: CporStep | undefined = 1;
  while (at !== undefined && at < step) {
    if (blockedReason(state, at)) return false;
    at = nextCporStep(state, at);
  }
  // Step 3 is reached from 2 only when the client was not notified; standing there otherwise is still fine.
  return at === step || (step === 3 && !blockedReason(state, 1) && !blockedReason(state, 2));
}

export const cporTabOf = (step: CporStep) =>
  CPOR_TABS.findIndex((t) => (t.steps as readonly number[]).includes(step));

/** Answers one TRUE/FALSE question (1 TRUE, 0 FALSE). */
export function answerCporQuestion(state: CporState, questionId: string, answer: 0 | 1): CporState {
  return { ...state, questions: answerRiskQuestion(state.questions, questionId, answer) };
}

/** The eligibility answers are fixed while an approval is requested and once one is given. */
export const eligibilityLocked = (state: CporState) =>
  state.approvals.some((a) => {
    const status = approvalStatus(a);
    return status === 'requested' || status === 'approved';
  });

/**
 * What a solution save may change in the CPoR (the API applies it; the client is never trusted): questions
 * (not the eligibility answers while locked), the step (only one the answers allow), requesting an active
 * approval from an approver the server resolved from its users (`approvers`, by id), or withdrawing a request.
 * Answers, comments and which approval is active stay as stored: only the approver answers, through its own
 * call. Throws CporRuleError for a change the rules do not allow.
 */
export function mergeCporSave(
  stored: CporState | undefined,
  sent: CporState | undefined,
  approvers: ReadonlyMap<string, PersonRef>,
  actorId: string,
): CporState | undefined {
  if (!sent) return stored;
  const base = stored ?? initialCpor();
  const locked = eligibilityLocked(base);
  // The questions stay the stored ones (ids, blocks, texts): only their answers and notes come from the client.
  const questions = base.questions.map((q) => {
    const mine = sent.questions.find((x) => x.id === q.id);
    if (!mine || (locked && q.block.id === 1)) return q;
    const selected = mine.answers.find((a) => a.selected)?.id;
    return {
      ...q,
      notes: mine.notes ?? q.notes,
      answers: q.answers.map((a) => ({ ...a, selected: a.id === selected })),
    };
  });
  let merged: CporState = { ...base, questions };
  for (const approval of base.approvals) {
    const wanted = sent.approvals.find((a) => a.id === approval.id);
    const status = approvalStatus(approval);
    if (!wanted) continue;
    if ((status === 'not-requested' || status === 'refused') && wanted.requested) {
      const approver = wanted.approver && approvers.get(wanted.approver.id);
      if (!approver) throw new CporRuleError('Choose the approver from the list of users.');
      if (approver.id === actorId) throw new CporRuleError('Choose someone else to approve your request.');
      merged = requestApproval(merged, approval.id, approver);
    } else if (
      status === 'requested' &&
      !wanted.requested &&
      wanted.answers.length <= approval.answers.length
    ) {
      merged = withApproval(merged, approval.id, (a) => ({ ...a, requested: false }));
    }
  }
  const step = sent.step as CporStep;
  if (!canStandAt(merged, step)) throw new CporRuleError(`The CPoR cannot be at step ${step} yet.`);
  // The proof as sent (uploaded, replaced or removed); the API resolves it from the store.
  const { proof: _stored, ...rest } = merged;
  return { ...rest, step, ...(sent.proof ? { proof: sent.proof } : {}) };
}
