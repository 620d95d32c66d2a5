import { describe, expect, it } from 'vitest';
import type { SolutionRoleEntry } from '../contracts/solutions.ts';
import { solutionStage } from './stages.ts';
import {
  ACCENTURE_STAGES,
  displayedProgressStep,
  hasSolutionArchitect,
  progressBar,
  progressStages,
  PROVIDER_STAGES,
  solutionProgressBar,
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

describe('displayed progress step (from the stored step, ADR 0051)', () => {
  it.each([
    [0, false, 1],
    [1, false, 1],
    [2, false, 1],
    [2.5, false, 1],
    [3, false, 2], // a partner's Submit
    [4, false, 3],
    [5, false, 3],
    [5, true, 4],
    [6, false, 5],
    [6, true, 5], // Review: Approve, whatever the approvals (the spec's approval clause: ADR 0051)
    [7, false, 6], // Close only once the solution is at Close
    [7, true, 6],
    [8, true, 7], // the Deliver step: the final stage (issue 18)
  ])('step %s, architect %s: stage %s', (step, hasArchitect, stage) => {
    expect(displayedProgressStep({ step, hasArchitect })).toBe(stage);
  });

  it('once exported to Deliver, every stage is done (one past the last)', () => {
    expect(displayedProgressStep({ step: 8, hasArchitect: true, exported: true })).toBe(8);
    expect(displayedProgressStep({ step: 8, hasArchitect: true, exported: true }, 9)).toBe(10);
  });

  it('marks earlier stages completed, the displayed one current, later ones pending', () => {
    expect(progressBar({ organization: 'PROVIDER', step: 5, hasArchitect: true })).toEqual([
      { label: 'Draft', status: 'completed' },
      { label: 'Submit', status: 'completed' },
      { label: 'Collaborate', status: 'completed' },
      { label: 'Define', status: 'current' },
      { label: 'Approve', status: 'pending' },
      { label: 'Close', status: 'pending' },
      { label: 'Deliver', status: 'pending' },
    ]);
    const accenture = progressBar({ organization: 'ACCENTURE', step: 1, hasArchitect: false });
    expect(accenture.map((s) => s.status)).toEqual(['current', ...Array(8).fill('pending')]);
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

describe('the stage of a solution (one name everywhere: issue 18, ADR 0051)', () => {
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
    // Moved back from Review on purpose: the stage is where the work is, not the furthest step visited.
    ['PROVIDER', 5, [1, 2, 5, 6], architect, approval, false, 'Define'],
    ['PROVIDER', 6, [1, 2, 5, 6], architect, [], false, 'Approve'],
    // An approval at Review does not name Close before the solution is there (the testers' finding, issue 30).
    ['PROVIDER', 6, [1, 2, 5, 6], architect, approval, false, 'Approve'],
    ['PROVIDER', 7, [1, 2, 5, 6, 7], architect, approval, false, 'Close'],
    ['PROVIDER', 7, [1, 2, 5, 6, 7], architect, [], false, 'Close'],
    ['PROVIDER', 8, [1, 2, 5, 6, 7, 8], architect, approval, false, 'Deliver'],
    ['PROVIDER', 8, [1, 2, 5, 6, 7, 8], architect, approval, true, 'Deliver'],
    ['ACCENTURE', 2, [1, 2], [], [], false, 'Pre-0'],
    ['ACCENTURE', 7, [1, 2, 5, 6, 7], architect, approval, false, 'Stage 3 (3A)'],
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
      const bar = solutionProgressBar(solution);
      if (exported) expect(bar.every((s) => s.status === 'completed')).toBe(true);
      else expect(bar.find((s) => s.status === 'current')?.label).toBe(stage);
    },
  );
});
