/**
 * Named approvers (issue 30, ADR 0054) on the real stack: a full user names a Solution Reviewer as an approver; at
 * Review the reviewer records their own approval (and withdraws it) through POST .../approvals/{row}, which changes
 * nothing else; anyone not named gets 403 in the one error shape; the reviewer still cannot save the solution; seeded
 * 1007 names the reviewer who approved it, and its approvals are closed.
 */
import { APPROVALS_NOT_OPEN, DEAL_TEAM_ONLY, NOT_A_NAMED_APPROVER, type Solution } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

type Body = ReturnType<typeof newSolutionBody>;
const OWNER = USERS.SALES_PERSON;
const REVIEWER = USERS.SOLUTION_REVIEWER;
const reviewer = { id: userIdForEmail(REVIEWER), name: 'anything', email: 'sent@example.com' };

const body = (step: Body['state']['step'], fields: Partial<Body['fields']> = {}): Body => {
  const b = newSolutionBody();
  return {
    ...b,
    fields: { ...b.fields, name: 'Named approvers – Northbridge', approvers: [reviewer], ...fields },
    state: { ...b.state, step },
  };
};

async function save(email: string, s: Pick<Solution, 'id' | 'etag'>, request: Body) {
  return as(email).post<Solution>(
    'sales/solutions',
    { ...request, solutionId: s.id },
    { headers: { 'If-Match': s.etag } },
  );
}

const approval = (email: string, s: Pick<Solution, 'id' | 'etag'>, approved: boolean, row = 'solution') =>
  as(email).post<Solution>(
    `sales/solutions/${s.id}/approvals/${row}`,
    { approved },
    { headers: { 'If-Match': s.etag } },
  );

/** The owner's solution naming the reviewer, at Detail. */
async function atDetail(): Promise<Solution> {
  const created = await as(OWNER).post<Solution>('sales/solutions', body(1));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let s = created.body;
  for (const step of [2, 5] as const) {
    const res = await save(OWNER, s, body(step));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    s = res.body;
  }
  return s;
}

describe('a Solution Reviewer named as an approver', () => {
  it('is resolved from the users; a partner cannot be named', async () => {
    const s = await atDetail();
    expect(s.fields.approvers).toEqual([
      { id: reviewer.id, name: 'George Whitaker', email: 'solution.reviewer@provider.example' },
    ]);
    const partner = { id: userIdForEmail(USERS.HP_SALES_PERSON), name: 'x', email: 'x@hp.example' };
    const res = await save(OWNER, s, body(5, { approvers: [reviewer, partner] }));
    expect(res.status).toBe(400);
    expect((expectErrorShape(res.body).details as { fields: Record<string, string> }).fields).toHaveProperty(
      'fields.approvers',
    );
  });

  it('approves at Review, and nobody else named or not can; the rest stays read-only', async () => {
    let s = await atDetail();
    // Before Review the approvals are not open: 409, the stored stage refuses it.
    const early = await approval(REVIEWER, s, true);
    expect(early.status).toBe(409);
    expect(expectErrorShape(early.body).message).toBe(APPROVALS_NOT_OPEN);
    s = (await save(OWNER, s, body(6))).body;
    expect(s.state.step).toBe(6);

    // Anyone not named: 403 in the one error shape, and nothing changes.
    for (const email of [USERS.SOLUTION_AREA_OWNER, USERS.SOLUTION_CAPABILITY_OWNER]) {
      const refused = await approval(email, s, true);
      expect(refused.status, email).toBe(403);
      expect(expectErrorShape(refused.body)).toMatchObject({
        code: 'forbidden',
        message: NOT_A_NAMED_APPROVER,
      });
    }
    for (const email of [USERS.HP_SALES_PERSON, USERS.CLIENT]) {
      const refused = await approval(email, s, true);
      expect(refused.status, email).toBe(403);
      expect(expectErrorShape(refused.body).code).toBe('forbidden');
    }
    // Not the Deal Team row, which only the Deal Team gives.
    const dealTeam = await approval(REVIEWER, s, true, 'deal-team');
    expect(dealTeam.status).toBe(403);
    expect(expectErrorShape(dealTeam.body).message).toBe(DEAL_TEAM_ONLY);

    // The named reviewer approves: their own name, the time and the version it was given on.
    const given = await approval(REVIEWER, s, true);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.fields.approvals).toEqual([
      {
        id: 'solution',
        name: 'George Whitaker',
        approverId: reviewer.id,
        approvedAt: expect.any(String),
        version: expect.any(Number),
      },
    ]);
    expect(given.body.etag).not.toBe(s.etag);
    expect(given.headers.get('etag')).toBe(given.body.etag);
    // Nothing else changed.
    expect({ ...given.body, fields: { ...given.body.fields, approvals: [] } }).toMatchObject({
      fields: { ...s.fields, approvals: [] },
      state: s.state,
      salesClient: s.salesClient,
    });
    const afterApproval = given.body;

    // With a stale version: 409 with the current one.
    const stale = await approval(REVIEWER, s, false);
    expect(stale.status).toBe(409);

    // The reviewer cannot change anything else: the ordinary save is refused, whatever it carries.
    const renamed = await save(REVIEWER, afterApproval, {
      ...body(6, { name: 'Renamed by the reviewer', approvals: afterApproval.fields.approvals }),
    });
    expect(renamed.status).toBe(403);
    expectErrorShape(renamed.body);
    const stored = await as(OWNER).get<Solution>(`sales/solutions/${s.id}`);
    expect(stored.body.fields.name).toBe('Named approvers – Northbridge');
    expect(stored.body.etag).toBe(afterApproval.etag);

    // And withdraws their own approval.
    const withdrawn = await approval(REVIEWER, afterApproval, false);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.fields.approvals).toEqual([]);
  });

  it('once removed from the approvers, gets 403', async () => {
    let s = await atDetail();
    s = (await save(OWNER, s, body(6))).body;
    s = (await save(OWNER, s, body(6, { approvers: [] }))).body;
    expect(s.fields.approvers).toEqual([]);
    const refused = await approval(REVIEWER, s, true);
    expect(refused.status).toBe(403);
    expect(expectErrorShape(refused.body).message).toBe(NOT_A_NAMED_APPROVER);
  });

  it('is named on seeded 1007, which they approved; a closed solution takes no more approvals', async () => {
    const res = await as(REVIEWER).get<Solution>('sales/solutions/1007');
    expect(res.body.fields.approvers?.map((a) => a.id)).toEqual([reviewer.id]);
    expect(res.body.fields.approvals?.map((a) => a.approverId)).toEqual([reviewer.id]);
    // The approval names the version it approved (issue 29), which the history keeps.
    expect(res.body.fields.approvals?.map((a) => a.version)).toEqual([1]);
    const version = await as(REVIEWER).get<{ solution: Solution; kind: string; name: string }>(
      'sales/solutions/1007/versions/1',
    );
    expect(version.status).toBe(200);
    expect(version.body).toMatchObject({ kind: 'approval', name: 'Approved by George Whitaker' });
    expect(version.body.solution.id).toBe('1007');
    const closed = await approval(REVIEWER, res.body, false);
    expect(closed.status).toBe(409);
    expect(expectErrorShape(closed.body).message).toBe(APPROVALS_NOT_OPEN);
  });
});
