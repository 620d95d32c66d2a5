import { describe, expect, it } from 'vitest';
import type { SolutionRoleEntry } from '../contracts/solutions.ts';
import {
  ACCENTURE_STAGES,
  displayedProgressStep,
  hasSolutionArchitect,
  highestStep,
  progressBar,
  progressStages,
  PROVIDER_STAGES,
  solutionStage,
} from './progress.ts';

describe('stages', () => {
  it.each([
    ['PROVIDER', ['Draft', 'Submit', 'Collaborate', 'Define', 'Approve', 'Close', 'Deliver']],
    ['HP', ['Draft', 'Submit', 'Collaborate', 'Define', 'Approve', 'Close', 'Deliver']],
    [
      'ACCENTURE',
      ['Pre-0', 'Stage 0', 'Stage 1', 'Stage 2 (2A)', 'Stage 2 (2B)', 'Stage 3 (3A)', '(3B)', '(3C)', 'Won'],
    ],
  ])('%s solutions: %j', (org, stages) => {
    expect(progressStages(org)).toEqual(stages);
  });
  it('exports both lists', () => {
    expect(PROVIDER_STAGES).toHaveLength(7);
    expect(ACCENTURE_STAGES).toHaveLength(9);
  });
});

describe('displayed progress step', () => {
  it.each([
    [1, 1, false, 0, 1],
    [2.5, 2, false, 0, 1],
    [3, 3, false, 0, 2],
    [3, 2, false, 0, 1],
    [4, 4, false, 0, 3],
    [5, 5, false, 0, 3],
    [5, 5, true, 0, 4],
    [5, 2, true, 0, 4],
    [6, 6, false, 0, 5],
    [6, 6, true, 0, 5],
    [7, 7, true, 1, 6],
    [8, 8, true, 1, 7], // the Deliver step reached: the final stage (it stayed on Close before issue 18)
    [7, 5, false, 2, 6],
  ])(
    'highest %s, current %s, architect %s, %s approvals: stage %s',
    (highest, current, hasArchitect, approvals, stage) => {
      expect(displayedProgressStep({ highest, current, hasArchitect, approvals })).toBe(stage);
    },
  );

  it('accepts the approvals list', () => {
    expect(
      displayedProgressStep({
        highest: 6,
        current: 6,
        hasArchitect: true,
        approvals: [{ id: 'u', name: 'U' }],
      }),
    ).toBe(6);
    expect(displayedProgressStep({ highest: 6, current: 6, hasArchitect: true, approvals: undefined })).toBe(
      5,
    );
  });

  it('marks earlier stages completed, the displayed one current, later ones pending', () => {
    expect(
      progressBar({ organization: 'PROVIDER', highest: 5, current: 5, hasArchitect: true, approvals: 0 }),
    ).toEqual([
      { label: 'Draft', status: 'completed' },
      { label: 'Submit', status: 'completed' },
      { label: 'Collaborate', status: 'completed' },
      { label: 'Define', status: 'current' },
      { label: 'Approve', status: 'pending' },
      { label: 'Close', status: 'pending' },
      { label: 'Deliver', status: 'pending' },
    ]);
    const accenture = progressBar({
      organization: 'ACCENTURE',
      highest: 1,
      current: 1,
      hasArchitect: false,
      approvals: 0,
    });
    expect(accenture.map((s) => s.status)).toEqual(['current', ...Array(8).fill('pending')]);
  });

  it('takes the highest of the current and visited steps', () => {
    expect(highestStep({ step: 2, steps: [1, 2, 5] })).toBe(5);
    expect(highestStep({ step: 3 })).toBe(3);
  });
});

describe('solution architect', () => {
  const user = { id: 'u1', name: 'Ann', email: 'ann@example.com' };
  it.each([
    [[], false],
    [[{ id: 'SALES_PERSON', name: 'Sales Person', user }], false],
    [[{ id: 'SOLUTION_ARCHITECT', name: 'Solution Architect', user: null }], false],
    [[{ id: 'SOLUTION_ARCHITECT', name: 'Solution Architect', user }], true],
    [[{ id: 'HP_SOLUTION_ARCHITECT', name: 'HP Solution Architect', user }], true],
    [[{ id: 'ACCENTURE_SOLUTION_ARCHITECT', name: 'Accenture Solution Architect', user }], true],
  ] as [SolutionRoleEntry[], boolean][])('%j: %s', (roles, expected) => {
    expect(hasSolutionArchitect(roles)).toBe(expected);
  });
});

describe('the stage of a solution (one name for the list, the progress bar and the summary; issue 18)', () => {
  const architect: SolutionRoleEntry[] = [
    { id: 'SOLUTION_ARCHITECT', name: 'Solution Architect', user: { id: 'u1', name: 'O', email: 'o@x' } },
  ];
  const approval = [{ id: 'u2', name: 'Approver' }];
  it.each([
    ['PROVIDER', 1, [1], [], [], false, 'Draft'],
    ['PROVIDER', 2, [1, 2], [], [], false, 'Draft'],
    ['PROVIDER', 3, [1, 2, 2.5, 3], [], [], false, 'Submit'],
    ['PROVIDER', 5, [1, 2, 5], [], [], false, 'Collaborate'],
    ['PROVIDER', 5, [1, 2, 5], architect, [], false, 'Define'],
    ['PROVIDER', 6, [1, 2, 5, 6], architect, [], false, 'Approve'],
    ['PROVIDER', 6, [1, 2, 5, 6], architect, approval, false, 'Close'],
    ['PROVIDER', 7, [1, 2, 5, 6, 7], architect, approval, false, 'Close'],
    ['PROVIDER', 8, [1, 2, 5, 6, 7, 8], architect, approval, false, 'Deliver'],
    ['PROVIDER', 8, [1, 2, 5, 6, 7, 8], architect, approval, true, 'Deliver'],
    ['ACCENTURE', 2, [1, 2], [], [], false, 'Pre-0'],
    ['ACCENTURE', 8, [1, 2, 5, 6, 7, 8], architect, approval, false, 'Won'],
  ] as const)(
    '%s at step %s (visited %j, %j roles, %j approvals, exported %s): %s',
    (organization, step, steps, roles, approvals, exported, stage) => {
      const solution = {
        fields: { organization, roles, approvals, isExportedToDeliver: exported },
        state: { step, steps },
      };
      expect(solutionStage(solution)).toBe(stage);
      // The progress bar highlights the same name (or, once exported, shows every stage done).
      const bar = progressBar({
        highest: highestStep(solution.state),
        current: step,
        hasArchitect: hasSolutionArchitect(roles),
        approvals,
        exported,
        organization,
      });
      if (exported) expect(bar.every((s) => s.status === 'completed')).toBe(true);
      else expect(bar.find((s) => s.status === 'current')?.label).toBe(stage);
    },
  );
});
