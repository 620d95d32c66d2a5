import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import { maxEditableStep } from '../auth/permissions.ts';
import { canReadSolution, solutionViewsFor, visibilityRestriction } from './access.ts';
import { opportunityLabel, stepLabel } from './stages.ts';

const provider = { userId: 'u-owner', organization: 'PROVIDER' as const, assigneeIds: ['u-architect'] };
const hp = { userId: 'u-hp', organization: 'HP' as const, assigneeIds: [] };

describe('solution access', () => {
  it.each([
    ['SALES_PERSON', 'u-x', provider, true],
    ['SOLUTION_REVIEWER', 'u-x', hp, true],
    ['HP_SALES_PERSON', 'u-hp', hp, true],
    ['HP_SALES_PERSON', 'u-x', hp, false],
    ['HP_SALES_PERSON', 'u-x', provider, false],
    ['HP_SOLUTION_ARCHITECT', 'u-architect', provider, true],
    ['ACCENTURE_SALES_PERSON', 'u-x', hp, false],
    ['CLIENT', 'u-owner', provider, true],
    ['CLIENT', 'u-architect', provider, true],
    ['CLIENT', 'u-x', provider, false],
  ] as [RoleId, string, typeof provider, boolean][])(
    '%s (%s) reading a solution: %s',
    (role, id, solution, expected) => {
      expect(canReadSolution({ id, role }, solution)).toBe(expected);
    },
  );

  it.each([
    ['ADMIN', ['created', 'assigned', 'region', 'all', 'approvals'], 8],
    ['SALES_PERSON', ['created', 'assigned', 'region', 'all', 'approvals', 'assigned-open'], 8],
    ['SOLUTION_REVIEWER', ['created', 'assigned', 'region', 'all', 'approvals', 'in-review'], undefined],
    ['HP_SALES_PERSON', ['created', 'assigned', 'assigned-open'], 5],
    ['ACCENTURE_SOLUTION_ARCHITECT', ['created', 'assigned', 'assigned-open'], 5],
    ['CLIENT', ['created', 'assigned'], 5],
  ] as [RoleId, string[], number | undefined][])('%s: views %j, saves up to step %s', (role, views, step) => {
    expect(solutionViewsFor(role)).toEqual(views);
    expect(maxEditableStep(role)).toBe(step);
  });

  it('restricts list queries to own work (created or assigned) for partners and clients', () => {
    expect(visibilityRestriction({ id: 'a', role: 'SALES_PERSON' })).toEqual({ kind: 'none' });
    expect(visibilityRestriction({ id: 'a', role: 'ACCENTURE_SALES_PERSON' })).toEqual({
      kind: 'own',
      userId: 'a',
    });
    expect(visibilityRestriction({ id: 'a', role: 'HP_SOLUTION_ARCHITECT' })).toEqual({
      kind: 'own',
      userId: 'a',
    });
    expect(visibilityRestriction({ id: 'a', role: 'CLIENT' })).toEqual({ kind: 'own', userId: 'a' });
  });
});

describe('step labels and opportunity labels', () => {
  it.each([
    [1, 'Info'],
    [2, 'Scope'],
    [2.5, 'Metrics'],
    [3, 'Size'],
    [4, 'ROM'],
    [5, 'Detail'],
    [6, 'Review'],
    [7, 'Close'],
    [8, 'Deliver'],
  ])('step %s is %s', (step, label) => {
    expect(stepLabel(step)).toBe(label);
  });
  it.each([
    ['', 'PROVIDER', 'Draft'],
    ['  ', 'HP', 'Draft (HP)'],
    ['Windows 11 rollout', 'ACCENTURE', 'Windows 11 rollout (Accenture)'],
    ['Intune', 'CLIENT', 'Intune'],
  ])('opportunity %j of %s shows %j', (name, org, expected) => {
    expect(opportunityLabel(name, org)).toBe(expected);
  });
});
