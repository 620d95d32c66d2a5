import { describe, expect, it } from 'vitest';
import type { CporState } from '../contracts/solutions.ts';
import {
  answerApproval,
  answerCporQuestion,
  approvalStatus,
  blockedReason,
  CPOR_ELIGIBILITY_TEXTS,
  canStandAt,
  CporRuleError,
  cporTabOf,
  eligibility,
  eligibilityLocked,
  initialCpor,
  mergeCporSave,
  nextCporStep,
  previousCporStep,
  requestApproval,
  type CporStep,
} from './wizard.ts';

const ALICE = { id: 'u-alice', name: 'Alice Lead', email: 'alice@example.com' };
const CARL = { id: 'u-carl', name: 'Carl Compliance', email: 'carl@example.com' };
const ids = (state: CporState, block: number) =>
  state.questions.filter((q) => q.block.id === block).map((q) => q.id);

/** Answers every question of a block with `answer`. */
function answerBlock(state: CporState, block: number, answer: 0 | 1): CporState {
  return ids(state, block).reduce((s, id) => answerCporQuestion(s, id, answer), state);
}

const eligible = () => answerBlock(initialCpor(), 1, 1);
function approved(): CporState {
  let s = requestApproval(eligible(), 'alliance', ALICE);
  s = answerApproval(s, 'alliance', 1, 'Fine by me');
  s = requestApproval(s, 'compliance', CARL);
  return answerApproval(s, 'compliance', 1);
}

describe('CPoR: a fresh wizard', () => {
  it('starts at step 1 with 4 eligibility questions, one disclosure and one acceptance question', () => {
    const s = initialCpor();
    expect(s.step).toBe(1);
    expect(ids(s, 1)).toHaveLength(4);
    expect(ids(s, 2)).toHaveLength(1);
    expect(ids(s, 4)).toHaveLength(1);
    expect(s.approvals.map((a) => [a.id, a.active, a.requested])).toEqual([
      ['alliance', true, false],
      ['compliance', false, false],
    ]);
    expect(s.approvals.map(approvalStatus)).toEqual(['not-requested', 'waiting']);
  });
});

describe('CPoR: eligibility (all four block-1 answers TRUE)', () => {
  it.each([
    [[1, 1, 1, 1], 'eligible'],
    [[1, 1, 1, 0], 'ineligible'],
    [[0, undefined, undefined, undefined], 'unanswered'],
    [[0, 0, 0, 0], 'ineligible'],
    [[1, 1, 1, undefined], 'unanswered'],
    [[undefined, undefined, undefined, undefined], 'unanswered'],
  ] as const)('answers %j: %s', (answers, expected) => {
    let s = initialCpor();
    ids(s, 1).forEach((id, i) => {
      const a = answers[i];
      if (a !== undefined) s = answerCporQuestion(s, id, a);
    });
    expect(eligibility(s)).toBe(expected);
  });
});

describe('CPoR: the two sequential approvals', () => {
  it('cannot be requested before the solution is eligible', () => {
    expect(() => requestApproval(initialCpor(), 'alliance', ALICE)).toThrow(CporRuleError);
  });

  it('the second cannot be requested while the first is not approved', () => {
    expect(() => requestApproval(eligible(), 'compliance', CARL)).toThrow(CporRuleError);
  });

  it.each([
    ['request the first', (s: CporState) => requestApproval(s, 'alliance', ALICE), ['requested', 'waiting']],
    [
      'first approved: the second becomes active and unrequested',
      (s: CporState) => answerApproval(requestApproval(s, 'alliance', ALICE), 'alliance', 1),
      ['approved', 'not-requested'],
    ],
    [
      'first refused: it stays active and can be requested again',
      (s: CporState) => answerApproval(requestApproval(s, 'alliance', ALICE), 'alliance', 0),
      ['refused', 'waiting'],
    ],
    [
      'refused, requested again and approved',
      (s: CporState) => {
        let t = answerApproval(requestApproval(s, 'alliance', ALICE), 'alliance', 0, 'Need the CRM record');
        t = requestApproval(t, 'alliance', ALICE);
        return answerApproval(t, 'alliance', 1);
      },
      ['approved', 'not-requested'],
    ],
    ['both approved', () => approved(), ['approved', 'approved']],
  ] as const)('%s', (_name, run, statuses) => {
    expect(run(eligible()).approvals.map(approvalStatus)).toEqual(statuses);
  });

  it('keeps every answer and the latest comment', () => {
    let s = answerApproval(requestApproval(eligible(), 'alliance', ALICE), 'alliance', 0, 'No');
    s = answerApproval(requestApproval(s, 'alliance', ALICE), 'alliance', 1, 'Yes');
    expect(s.approvals[0]).toMatchObject({ answers: [0, 1], text: 'Yes', approver: ALICE, active: false });
  });

  it('cannot answer an approval nobody asked for', () => {
    expect(() => answerApproval(eligible(), 'alliance', 1)).toThrow(CporRuleError);
    expect(() => answerApproval(approved(), 'compliance', 0)).toThrow(CporRuleError);
  });

  it('locks the eligibility answers while an approval is asked for or given', () => {
    expect(eligibilityLocked(eligible())).toBe(false);
    expect(eligibilityLocked(requestApproval(eligible(), 'alliance', ALICE))).toBe(true);
    expect(eligibilityLocked(approved())).toBe(true);
  });
});

describe('CPoR: moving through the steps', () => {
  const notified = (s: CporState, yes: 0 | 1) => answerBlock(s, 2, yes);
  it.each([
    ['step 1 fresh', initialCpor, 1, true],
    ['step 1 eligible, no approvals', eligible, 1, true],
    ['step 1 approved', approved, 1, false],
    ['step 2 unanswered', approved, 2, true],
    ['step 2 answered', () => notified(approved(), 1), 2, false],
    ['step 4 not accepted', () => answerBlock(notified(approved(), 1), 4, 0), 4, true],
    ['step 4 accepted', () => answerBlock(notified(approved(), 1), 4, 1), 4, false],
    ['step 3 (the text)', approved, 3, false],
    ['step 5', approved, 5, false],
  ] as const)('%s: blocked %s', (_name, make, step, blocked) => {
    expect(!!blockedReason(make(), step)).toBe(blocked);
  });

  it.each([
    ['nothing answered', [undefined, undefined, undefined, undefined], 'unanswered'],
    ['one FALSE, three open', [0, undefined, undefined, undefined], 'unanswered'],
    ['three TRUE, one FALSE', [1, 1, 1, 0], 'ineligible'],
  ] as const)('step 1 with %s says only one thing: %s', (_name, answers, status) => {
    let s = initialCpor();
    ids(s, 1).forEach((id, i) => {
      const a = answers[i];
      if (a !== undefined) s = answerCporQuestion(s, id, a);
    });
    expect(eligibility(s)).toBe(status);
    expect(blockedReason(s, 1)).toBe(CPOR_ELIGIBILITY_TEXTS[status]);
  });

  it.each([
    ['notified TRUE skips step 3', 1, 2, 4],
    ['notified FALSE shows step 3', 0, 2, 3],
    ['3 then 4', 0, 3, 4],
    ['4 then 5', 1, 4, 5],
    ['5 is the last', 1, 5, undefined],
  ] as const)('Next: %s', (_name, yes, from, to) => {
    expect(nextCporStep(notified(approved(), yes), from)).toBe(to);
  });

  it.each([
    [5, 4],
    [4, 2],
    [3, 2],
    [2, 1],
    [1, undefined],
  ] as const)('Back from %s goes to %s', (from, to) => {
    expect(previousCporStep(from)).toBe(to);
  });

  it.each([
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 3],
  ] as const)('step %s is shown on tab %s', (step, tab) => {
    expect(cporTabOf(step)).toBe(tab);
  });

  it.each([
    ['fresh at 1', initialCpor, 1, true],
    ['fresh at 2', initialCpor, 2, false],
    ['eligible at 2 without approvals', eligible, 2, false],
    ['approved at 2', approved, 2, true],
    ['approved, notification unanswered, at 3', approved, 3, false],
    ['not notified at 3', () => notified(approved(), 0), 3, true],
    ['approved, notification unanswered, at 4', approved, 4, false],
    ['notified at 4', () => notified(approved(), 1), 4, true],
    ['notified at 5 without acceptance', () => notified(approved(), 1), 5, false],
    ['accepted at 5', () => answerBlock(notified(approved(), 0), 4, 1), 5, true],
  ] as const)('%s: may stand there %s', (_name, make, step, ok) => {
    expect(canStandAt(make(), step as CporStep)).toBe(ok);
  });
});

describe('CPoR: what a solution save may change (mergeCporSave)', () => {
  const users = new Map([
    [ALICE.id, ALICE],
    [CARL.id, CARL],
  ]);
  const forged = { id: 'u-alice', name: 'Someone Else', email: 'evil@example.com' };

  it('keeps the stored CPoR when the save has none', () => {
    expect(mergeCporSave(approved(), undefined, users, 'u-me')).toEqual(approved());
  });

  it.each([
    ['attached', undefined, { documentId: 'p-1' }, { documentId: 'p-1' }],
    ['replaced', { documentId: 'p-1' }, { documentId: 'p-2' }, { documentId: 'p-2' }],
    ['removed', { documentId: 'p-1' }, undefined, undefined],
    ['kept as sent', { documentId: 'p-1', fileName: 'a.pdf' }, { documentId: 'p-1' }, { documentId: 'p-1' }],
  ])('the proof of execution is %s as the save sends it', (_what, stored, sent, expected) => {
    const before = { ...initialCpor(), ...(stored ? { proof: stored } : {}) };
    const merged = mergeCporSave(
      before,
      { ...initialCpor(), ...(sent ? { proof: sent } : {}) },
      users,
      'u-me',
    );
    expect(merged?.proof).toEqual(expected);
  });

  it('takes answers and notes, never the questions’ texts', () => {
    const sent = answerBlock(initialCpor(), 1, 1);
    sent.questions[0] = { ...sent.questions[0]!, text: 'Changed', notes: 'Checked in CRM' };
    const merged = mergeCporSave(undefined, sent, users, 'u-me')!;
    expect(eligibility(merged)).toBe('eligible');
    expect(merged.questions[0]).toMatchObject({
      text: initialCpor().questions[0]!.text,
      notes: 'Checked in CRM',
    });
  });

  it('requests with the approver resolved from the store, not as sent', () => {
    const sent = requestApproval(eligible(), 'alliance', forged);
    const merged = mergeCporSave(eligible(), sent, users, 'u-me')!;
    expect(merged.approvals[0]).toMatchObject({ requested: true, approver: ALICE });
  });

  it.each([
    ['an unknown approver', { ...ALICE, id: 'u-nobody' }, 'u-me'],
    ['oneself', ALICE, 'u-alice'],
  ])('refuses %s', (_name, approver, actor) => {
    const sent = requestApproval(eligible(), 'alliance', approver);
    expect(() => mergeCporSave(eligible(), sent, users, actor)).toThrow(CporRuleError);
  });

  it('never takes answers, comments or the active flag from the client', () => {
    const stored = requestApproval(eligible(), 'alliance', ALICE);
    const sent = answerApproval(stored, 'alliance', 1, 'I approve myself');
    const merged = mergeCporSave(stored, { ...sent, step: 1 }, users, 'u-me')!;
    expect(merged.approvals.map(approvalStatus)).toEqual(['requested', 'waiting']);
    expect(merged.approvals[0]!.answers).toEqual([]);
  });

  it('lets the editor withdraw a request', () => {
    const stored = requestApproval(eligible(), 'alliance', ALICE);
    const sent = { ...stored, approvals: stored.approvals.map((a) => ({ ...a, requested: false })) };
    expect(mergeCporSave(stored, sent, users, 'u-me')!.approvals.map(approvalStatus)).toEqual([
      'not-requested',
      'waiting',
    ]);
  });

  it('keeps the eligibility answers once an approval is asked for', () => {
    const stored = requestApproval(eligible(), 'alliance', ALICE);
    const sent = answerBlock(stored, 1, 0);
    expect(eligibility(mergeCporSave(stored, sent, users, 'u-me')!)).toBe('eligible');
  });

  it('refuses a step the answers do not allow', () => {
    expect(() => mergeCporSave(undefined, { ...initialCpor(), step: 4 }, users, 'u-me')).toThrow(
      CporRuleError,
    );
    expect(mergeCporSave(approved(), { ...approved(), step: 2 }, users, 'u-me')!.step).toBe(2);
  });
});
