/** Who may approve a solution (issue 30, ADR 0054): every role, named or not, at every stage. */
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '../auth/roles.ts';
import { DEAL_TEAM_APPROVAL_ROW } from '../estimate/deal-team.ts';
import { diffSolutions } from '../history/diff.ts';
import { testSolution } from '../history/test-solution.ts';
import {
  APPROVALS_NOT_OPEN,
  approvalRefusal,
  DEAL_TEAM_ONLY,
  isNamedApprover,
  mayApproveSolution,
  NOT_A_NAMED_APPROVER,
  showsApprovalsTo,
  withApprover,
  withoutApprover,
} from './approvers.ts';

const ME = { id: 'u-me', name: 'George Whitaker', email: 'george@provider.example' };
const OTHER = { id: 'u-other', name: 'Olivia Hart', email: 'olivia@provider.example' };
const STEPS = [1, 2, 2.5, 3, 5, 6, 7, 8] as const;
const FULL: readonly RoleId[] = ['ADMIN', 'SALES_PERSON', 'SOLUTION_ARCHITECT', 'DEAL_TEAM'];

const solution = (named: boolean, step: number) => ({
  fields: { approvers: named ? [OTHER, ME] : [OTHER] },
  state: { step },
});

/** The expected answer: full users always (as before), anyone else only when named and at Review. */
const expected = (role: RoleId, named: boolean, step: number) => FULL.includes(role) || (named && step === 6);

const table = ROLE_IDS.flatMap((role) =>
  [true, false].flatMap((named) =>
    STEPS.map((step) => ({ role, named, step, may: expected(role, named, step) })),
  ),
);

describe('mayApproveSolution: role x named or not x stage', () => {
  it.each(table)('$role, named $named, step $step: $may', ({ role, named, step, may }) => {
    expect(mayApproveSolution({ id: ME.id, role }, solution(named, step))).toBe(may);
  });

  it('covers a reviewer, a read role, a partner and a client named at Review', () => {
    for (const role of ['SOLUTION_REVIEWER', 'SOLUTION_AREA_OWNER', 'HP_SALES_PERSON', 'CLIENT'] as const) {
      expect(mayApproveSolution({ id: ME.id, role }, solution(true, 6))).toBe(true);
      expect(mayApproveSolution({ id: ME.id, role }, solution(false, 6))).toBe(false);
    }
  });
});

describe('approvalRefusal: why not, as the API answers', () => {
  it.each([
    ['a reviewer not named', 'SOLUTION_REVIEWER', false, 6, 'solution', 'forbidden', NOT_A_NAMED_APPROVER],
    [
      'a named reviewer before Review',
      'SOLUTION_REVIEWER',
      true,
      5,
      'solution',
      'closed',
      APPROVALS_NOT_OPEN,
    ],
    ['a named reviewer after Close', 'SOLUTION_REVIEWER', true, 7, 'solution', 'closed', APPROVALS_NOT_OPEN],
    [
      'a named reviewer on the Deal Team row',
      'SOLUTION_REVIEWER',
      true,
      6,
      DEAL_TEAM_APPROVAL_ROW,
      'forbidden',
      DEAL_TEAM_ONLY,
    ],
    [
      'a sales person on the Deal Team row',
      'SALES_PERSON',
      false,
      6,
      DEAL_TEAM_APPROVAL_ROW,
      'forbidden',
      DEAL_TEAM_ONLY,
    ],
  ] as const)('%s', (_name, role, named, step, row, kind, message) => {
    expect(approvalRefusal({ id: ME.id, role }, solution(named, step), row)).toEqual({ kind, message });
  });

  it('lets a named reviewer approve a document row, and the Deal Team its row', () => {
    expect(approvalRefusal({ id: ME.id, role: 'SOLUTION_REVIEWER' }, solution(true, 6), 'doc-1')).toBe(
      undefined,
    );
    expect(
      approvalRefusal({ id: ME.id, role: 'DEAL_TEAM' }, solution(false, 6), DEAL_TEAM_APPROVAL_ROW),
    ).toBe(undefined);
  });
});

describe('the Approvals tab and naming', () => {
  it.each([
    [true, 5, false],
    [true, 6, true],
    [true, 7, true],
    [true, 8, true],
    [false, 6, false],
  ])('named %s at step %s: tab %s', (named, step, shown) => {
    expect(showsApprovalsTo(ME.id, solution(named, step))).toBe(shown);
  });

  it('names an approver once and removes them', () => {
    const fields = { name: 'Kestrel' } as { name: string; approvers?: (typeof ME)[] };
    const named = withApprover(withApprover(fields, ME), ME);
    expect(named.approvers).toEqual([ME]);
    expect(isNamedApprover({ fields: named }, ME.id)).toBe(true);
    expect(withoutApprover(named, ME.id).approvers).toEqual([]);
    expect(withoutApprover(fields, ME.id)).toBe(fields);
    expect(fields.approvers).toBeUndefined();
  });
});

describe('the history of naming', () => {
  it('records who is named to approve, under Approvals', () => {
    const before = testSolution();
    const after = testSolution({ fields: withApprover(withApprover(before.fields, OTHER), ME) });
    const changes = diffSolutions({ solution: before }, { solution: after }, { fullAccess: false });
    expect(changes.filter((c) => c.path === 'fields.approvers')).toEqual([
      {
        area: 'approvals',
        path: 'fields.approvers',
        label: 'Named approvers',
        after: 'Olivia Hart, George Whitaker',
      },
    ]);
  });
});
