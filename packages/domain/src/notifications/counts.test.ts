import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import type { CporState } from '../contracts/solutions.ts';
import { solutionViewsFor } from '../solutions/access.ts';
import { countHref, notificationCountsFor, waitingApproverIds } from './counts.ts';

describe('notification counts per role', () => {
  it.each([
    ['ADMIN', ['approvals']],
    ['SALES_PERSON', ['approvals', 'assigned-open']],
    ['SOLUTION_ARCHITECT', ['approvals', 'assigned-open']],
    ['SOLUTION_AREA_OWNER', ['approvals']],
    ['SOLUTION_CAPABILITY_OWNER', ['approvals']],
    ['SOLUTION_REVIEWER', ['approvals', 'in-review']],
    ['DEAL_TEAM', ['approvals']],
    ['HP_SALES_PERSON', ['assigned-open']],
    ['HP_SOLUTION_ARCHITECT', ['assigned-open']],
    ['ACCENTURE_SALES_PERSON', ['assigned-open']],
    ['ACCENTURE_SOLUTION_ARCHITECT', ['assigned-open']],
    ['CLIENT', []],
  ] as [RoleId, string[]][])('%s counts %j, each a list view of the role', (role, keys) => {
    const counts = notificationCountsFor(role);
    expect(counts.map((c) => c.key)).toEqual(keys);
    for (const c of counts) expect(solutionViewsFor(role)).toContain(c.key);
  });

  it('links each count to its view of the solutions list', () => {
    expect(countHref('approvals')).toBe('/sales/solution?view=approvals');
    expect(countHref('assigned-open')).toBe('/sales/solution?view=assigned-open');
  });
});

const approval = (over: Partial<CporState['approvals'][number]>): CporState['approvals'][number] => ({
  id: 'alliance',
  active: true,
  requested: false,
  answers: [],
  ...over,
});
const cpor = (approvals: CporState['approvals']): CporState => ({ step: 1, approvals, questions: [] });
const ann = { id: 'u-ann', name: 'Ann', email: 'ann@provider.example' };
const bob = { id: 'u-bob', name: 'Bob', email: 'bob@provider.example' };

describe('waitingApproverIds', () => {
  it.each([
    ['no CPoR', undefined, []],
    ['not requested', cpor([approval({ approver: ann })]), []],
    ['requested from Ann', cpor([approval({ requested: true, approver: ann })]), ['u-ann']],
    [
      'answered (approved) by Ann, the next not yet requested',
      cpor([
        approval({ answers: [1], approver: ann }),
        approval({ id: 'compliance', active: true, approver: bob }),
      ]),
      [],
    ],
    [
      'the second requested from Bob',
      cpor([
        approval({ answers: [1], approver: ann }),
        approval({ id: 'compliance', requested: true, approver: bob }),
      ]),
      ['u-bob'],
    ],
    [
      'inactive (waiting for the first)',
      cpor([approval({ active: false, requested: true, approver: bob })]),
      [],
    ],
    ['requested with no approver', cpor([approval({ requested: true })]), []],
  ] as [string, CporState | undefined, string[]][])('%s -> %j', (_name, state, expected) => {
    expect(waitingApproverIds(state)).toEqual(expected);
  });
});
