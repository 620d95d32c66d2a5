import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import type { SolutionState } from '../contracts/solutions.ts';
import {
  detailEditable,
  offersSolutionPlan,
  showsDocumentsButton,
  confirmBeforeNext,
  furthestStep,
  GUIDANCE,
  guidanceFor,
  isTabEnabled,
  nextLabel,
  nextDescription,
  handsToApprovers,
  nextStep,
  PARTNER_SUBMIT_CONFIRM,
  previousStep,
  READ_ONLY_TABS,
  recordStep,
  showsReadOnlyView,
  stepTabs,
  SUB_TABS,
  submitForApprovalConfirm,
  tabForStep,
  THANK_YOU,
  userKind,
  type UserKind,
} from './steps.ts';

describe('kind of user', () => {
  it.each([
    ['ADMIN', 'full'],
    ['SALES_PERSON', 'full'],
    ['SOLUTION_ARCHITECT', 'full'],
    ['HP_SALES_PERSON', 'submit'],
    ['ACCENTURE_SOLUTION_ARCHITECT', 'submit'],
    ['CLIENT', 'submit'],
    ['SOLUTION_REVIEWER', 'read'],
    ['NOT_A_ROLE', 'read'],
  ] as [RoleId, UserKind][])('%s is %s', (role, kind) => {
    expect(userKind(role)).toBe(kind);
  });
});

describe('navigation', () => {
  it.each([
    ['full', 1, 2, undefined, 'Next'],
    ['full', 2, 5, 1, 'Next'],
    ['full', 5, 6, 2, 'Next: submit for approval'],
    ['full', 6, 7, 5, 'Next'],
    ['full', 7, 8, 6, 'Next'],
    ['full', 8, undefined, 7, 'Next'],
    ['submit', 1, 2, undefined, 'Next'],
    ['submit', 2, 2.5, 1, 'Next'],
    ['submit', 2.5, 3, 2, 'Next'],
    ['submit', 3, 5, 2.5, 'Submit'],
    ['submit', 5, undefined, undefined, 'Next'],
    ['read', 1, undefined, undefined, 'Next'],
    ['read', 5, undefined, undefined, 'Next'],
  ] as [UserKind, number, number | undefined, number | undefined, string][])(
    '%s at step %s: Next to %s, Back to %s, button %s',
    (kind, step, next, back, label) => {
      expect(nextStep(kind, step)).toBe(next);
      expect(previousStep(kind, step)).toBe(back);
      expect(nextLabel(kind, step)).toBe(label);
    },
  );
});

describe('tabs', () => {
  it.each([
    [
      'full',
      [
        [1, 'Information'],
        [2, 'Scope'],
        [5, 'Detail'],
        [6, 'Review'],
        [7, 'Close'],
        [8, 'Deliver'],
      ],
    ],
    [
      'submit',
      [
        [1, 'Information'],
        [2, 'Scope'],
        [3, 'Submit'],
      ],
    ],
    ['read', []],
  ] as [UserKind, [number, string][]][])('%s users: %j', (kind, tabs) => {
    expect(stepTabs(kind).map((t) => [t.step, t.label])).toEqual(tabs);
  });

  it.each([
    ['submit', 2.5, 2],
    ['submit', 3, 3],
    ['submit', 1, 1],
    ['full', 6, 6],
    ['full', 0, undefined],
    ['read', 2, undefined],
  ] as [UserKind, number, number | undefined][])('%s: step %s is on tab %s', (kind, step, tab) => {
    expect(tabForStep(kind, step)).toBe(tab);
  });

  it.each([
    [2, [1, 2], 'full', true],
    [5, [1, 2], 'full', false],
    [5, [1, 2, 5, 6], 'full', true],
    [3, [1, 2, 2.5], 'submit', false],
    [2, [1, 2, 2.5], 'submit', true],
    [3, [1, 2, 2.5, 3], 'submit', true],
    [5, [1, 2, 5], 'submit', false],
    [1, [1, 2], 'read', false],
  ] as [number, number[], UserKind, boolean][])(
    'tab %s with visited %j for %s: %s',
    (tab, steps, kind, enabled) => {
      expect(isTabEnabled(tab, steps, kind)).toBe(enabled);
    },
  );

  it('knows the furthest step', () => {
    expect(furthestStep([])).toBe(0);
    expect(furthestStep([1, 2, 2.5])).toBe(2.5);
  });

  it('records each visited step once, sorted, without changing the input', () => {
    const state: SolutionState = { step: 2, steps: [1, 2], items: [] };
    const next = recordStep(recordStep(state, 5), 2);
    expect(next).toEqual({ step: 2, steps: [1, 2, 5], items: [] });
    expect(state.steps).toEqual([1, 2]);
    expect(recordStep({ step: 0, steps: [] }, 2.5)).toEqual({ step: 2.5, steps: [2.5] });
  });
});

describe('guidance', () => {
  it('has the spec texts', () => {
    expect(GUIDANCE).toEqual({
      1: 'Choose a client, specify expected start date and provide opportunity name and description of requirements.',
      2: 'Define scope for solution.',
      2.5: 'Provide metrics for solution.',
      3: 'Specify complexity of each capability in solution.',
      5: 'Make adjustments to the solution. Create AEP record.',
      6: 'Review the solution. Generate SP051.',
      7: 'Close the solution.',
      8: 'Deliver the solution.',
    });
  });

  it.each([
    ['submit', [1, 2, 2.5, 3]],
    ['full', [1, 2, 5, 6, 7, 8]],
    ['read', [1, 2, 5, 6, 7, 8]],
  ] as [UserKind, number[]][])('%s users see guidance at steps %j', (kind, steps) => {
    const shown = [1, 2, 2.5, 3, 4, 5, 6, 7, 8].filter((s) => guidanceFor(kind, s) !== undefined);
    expect(shown).toEqual(steps);
    for (const s of steps) expect(guidanceFor(kind, s)).toBe(GUIDANCE[s]);
  });
});

describe('views', () => {
  it.each([
    ['read', 1, true],
    ['read', 6, true],
    ['submit', 3, false],
    ['submit', 5, true],
    ['full', 8, false],
  ] as [UserKind, number, boolean][])('%s at step %s: read-only view %s', (kind, step, readOnly) => {
    expect(showsReadOnlyView(kind, step)).toBe(readOnly);
  });

  it('has the sub-tabs of steps 5 and 6 and the read-only tabs', () => {
    const common = [
      'Scope',
      'Core Metrics',
      'Timeline',
      'People',
      'Risk Assessment',
      'Deliverables',
      'Work Products',
      'Security',
      'CPoR',
    ];
    expect(SUB_TABS[5]).toEqual([...common, 'Content']);
    expect(SUB_TABS[6]).toEqual([...common, 'Review', 'Approvals']);
    expect(READ_ONLY_TABS).toEqual([
      'Scope',
      'Metrics',
      'Timeline',
      'People',
      'Deliverables',
      'Work Products',
      'Solution',
      'Documents',
    ]);
  });

  it('thanks the partner', () => {
    expect(THANK_YOU).toEqual({
      title: 'Thank you for submitting the opportunity!',
      message: 'You will get informed about the progress on e-mail.',
    });
  });
});

describe('what Next will do (issue 18)', () => {
  it.each([
    ['full', 1, 'Save and go to Scope', false],
    ['full', 2, 'Save and go to Detail', false],
    ['full', 5, 'Save, go to Review and hand the solution to the approvers', true],
    ['full', 6, 'Save and go to Close', false],
    ['full', 7, 'Save and go to Deliver', false],
    ['full', 8, undefined, false],
    ['submit', 2, 'Save and go to Scope', false],
    ['submit', 2.5, 'Save and go to Submit', false],
    ['submit', 3, 'Submit the solution to the provider', false],
    ['read', 5, undefined, false],
  ] as [UserKind, number, string | undefined, boolean][])(
    '%s at step %s: %s (asks first: %s)',
    (kind, step, description, asks) => {
      expect(nextDescription(kind, step)).toBe(description);
      expect(handsToApprovers(kind, step)).toBe(asks);
    },
  );
});

describe('what Next asks first (issue 18; issue 30: the partner cannot edit after submitting)', () => {
  it.each([
    ['full', 1, undefined],
    ['full', 2, undefined],
    ['full', 5, submitForApprovalConfirm([])],
    ['full', 6, undefined],
    ['submit', 1, undefined],
    ['submit', 2, undefined],
    ['submit', 2.5, undefined],
    ['submit', 3, PARTNER_SUBMIT_CONFIRM],
    ['read', 3, undefined],
    ['read', 5, undefined],
  ] as [UserKind, number, unknown][])('%s at step %s', (kind, step, confirm) => {
    expect(confirmBeforeNext(kind, step)).toEqual(confirm);
  });

  it.each([
    [
      [],
      'Next moves the solution to Review. No approver is named yet, so only the bid team can approve it until you ' +
        'name one on the Approvals tab at Review. You can still come back to Detail and change it.',
    ],
    [
      [{ name: 'George Whitaker' }],
      'Next moves the solution to Review, where George Whitaker, its named approver, can approve it. You can still ' +
        'come back to Detail and change it.',
    ],
    [
      [{ name: 'George Whitaker' }, { name: 'Priya Raman' }, { name: 'Nadia Khan' }],
      'Next moves the solution to Review, where its named approvers, George Whitaker, Priya Raman and Nadia Khan, ' +
        'can approve it. You can still come back to Detail and change it.',
    ],
  ])('the hand-over to the approvers names who can approve at Review (ADR 0054): %j', (approvers, text) => {
    expect(confirmBeforeNext('full', 5, approvers)).toEqual({
      title: 'Submit for approval?',
      text,
      confirmLabel: 'Submit for approval',
    });
  });

  it("says the partner cannot edit after submitting, with the button's own label", () => {
    expect(PARTNER_SUBMIT_CONFIRM.title).toBe('Submit the opportunity?');
    expect(PARTNER_SUBMIT_CONFIRM.text).toMatch(/^You cannot edit the opportunity after submitting it/);
    expect(PARTNER_SUBMIT_CONFIRM.confirmLabel).toBe(nextLabel('submit', 3));
  });
});

describe('screen rules of the steps (spec: Step content, Clamps)', () => {
  it.each([
    // kind, saved, step on screen, Documents button, SP051 offered, Detail editable
    ['full', true, 1, true, false, false],
    ['full', true, 2, true, false, false],
    ['full', true, 5, true, false, true],
    ['full', true, 6, true, true, false],
    ['full', true, 7, false, false, false],
    ['full', true, 8, false, false, false],
    ['full', false, 1, false, false, false],
    ['submit', true, 2, false, false, false],
    ['read', true, 6, false, true, false],
  ] as const)(
    '%s user, saved %s, at step %i: Documents %s, SP051 %s, editable %s',
    (kind, saved, step, docs, sp051, edit) => {
      expect(showsDocumentsButton(kind, saved, step)).toBe(docs);
      expect(offersSolutionPlan(step)).toBe(sp051);
      expect(detailEditable(step)).toBe(edit);
    },
  );
});
