import { describe, expect, it } from 'vitest';
import { dealTeamCloseProblem, DEAL_TEAM_APPROVAL_ROW, mayGiveDealTeamApproval } from './deal-team.ts';

const REASON = 'Margin 20.0% is below the 25% floor';
const approved = [{ id: DEAL_TEAM_APPROVAL_ROW, name: 'Fiona Doyle', approverId: 'u-deal' }];

describe('the Deal Team approval before Close', () => {
  it.each([
    ['a reason, Review to Close, no approval: refused', [REASON], undefined, 6, 7, true],
    ['a reason, Review to Deliver-bound move past Close: refused', [REASON], [], 6, 8, true],
    ['approved by the Deal Team: allowed', [REASON], approved, 6, 7, false],
    ['no reason: allowed', [], undefined, 6, 7, false],
    ['a move before Close: allowed', [REASON], undefined, 5, 6, false],
    ['already at Close (a later save): allowed', [REASON], undefined, 7, 8, false],
    ['another row approved only: refused', [REASON], [{ id: 'solution', name: 'Sam' }], 6, 7, true],
  ] as const)('%s', (_what, reasons, approvals, from, to, refused) => {
    const problem = dealTeamCloseProblem(reasons, approvals, from, to);
    expect(problem !== undefined).toBe(refused);
    if (refused) expect(problem).toContain(REASON);
  });

  it('only the Deal Team role may give it', () => {
    expect(mayGiveDealTeamApproval('DEAL_TEAM')).toBe(true);
    expect(mayGiveDealTeamApproval('ADMIN')).toBe(false);
    expect(mayGiveDealTeamApproval('SALES_PERSON')).toBe(false);
  });
});
