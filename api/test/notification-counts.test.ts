/**
 * GET /api/notifications/counts against the real stack (ADR 0023): each count is the size of the solutions-list
 * view its link opens, for the caller only; a requested CPoR approval counts for its approver until answered.
 */
import {
  answerCporQuestion,
  initialCpor,
  requestApproval,
  ROLE_IDS,
  type CporState,
  type NotificationCount,
  type RoleId,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const countsOf = async (email: string) => {
  const res = await as(email).get<NotificationCount[]>('notifications/counts');
  expect(res.status).toBe(200);
  return res.body;
};
const countOf = async (email: string, key: string) =>
  (await countsOf(email)).find((c) => c.key === key)?.count;
const listIds = async (email: string, view: string) => {
  const res = await as(email).get<{ items: { id: string }[] }>(`sales/solutions?view=${view}&pageSize=200`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((i) => i.id);
};

describe('GET /api/notifications/counts', () => {
  it.each([
    ['ADMIN', ['approvals']],
    ['SALES_PERSON', ['approvals', 'assigned-open']],
    ['SOLUTION_REVIEWER', ['approvals', 'in-review']],
    ['HP_SALES_PERSON', ['assigned-open']],
    ['ACCENTURE_SOLUTION_ARCHITECT', ['assigned-open']],
    ['CLIENT', []],
  ] as [RoleId, string[]][])('gives %s the counts %j with labels and links', async (role, keys) => {
    const counts = await countsOf(USERS[role]);
    expect(counts.map((c) => c.key)).toEqual(keys);
    for (const c of counts) {
      expect(c.href).toBe(`/sales/solution?view=${c.key}`);
      expect(c.label).toMatch(/\w/);
      expect(Number.isInteger(c.count) && c.count >= 0).toBe(true);
    }
  });

  it.each(ROLE_IDS.map((r) => [r]))(
    '%s: every count equals the length of the list view it links to',
    async (role) => {
      for (const c of await countsOf(USERS[role])) {
        expect(await listIds(USERS[role], c.key), c.key).toHaveLength(c.count);
      }
    },
  );

  it('counts the seeded open assignments: provider sales person 1003 and 1008 (not 1001 at Deliver, 1007 at Close)', async () => {
    const ids = await listIds(USERS.SALES_PERSON, 'assigned-open');
    expect(ids).toEqual(expect.arrayContaining(['1003', '1008']));
    expect(ids).not.toContain('1001');
    expect(ids).not.toContain('1007');
  });

  it("gives a partner only their own: HP's open assignments are 1004 and 1009, never another organisation's", async () => {
    const ids = await listIds(USERS.HP_SALES_PERSON, 'assigned-open');
    // Other test files may give HP more of its own meanwhile; never another organisation's seeded ones.
    expect(ids).toEqual(expect.arrayContaining(['1004', '1009']));
    for (const other of ['1001', '1002', '1003', '1005', '1006', '1007', '1008'])
      expect(ids).not.toContain(other);
    expect(await countOf(USERS.HP_SALES_PERSON, 'assigned-open')).toBe(ids.length);
  });

  it('counts solutions at the Review step for reviewers', async () => {
    expect(await listIds(USERS.SOLUTION_REVIEWER, 'in-review')).toContain('1002');
  });

  it.each([
    ['HP_SALES_PERSON', 'approvals'],
    ['CLIENT', 'assigned-open'],
    ['SALES_PERSON', 'in-review'],
  ] as [RoleId, string][])('refuses %s the %s view it has no count for (403)', async (role, view) => {
    const res = await as(USERS[role]).get(`sales/solutions?view=${view}`);
    expect(res.status).toBe(403);
  });
});

describe('Approvals waiting for me', () => {
  const OWNER = USERS.SALES_PERSON;
  const APPROVER = USERS.DEAL_TEAM;
  let id: string;
  let etag: string;
  let body: ReturnType<typeof newSolutionBody>;

  const eligible = () =>
    initialCpor()
      .questions.filter((q) => q.block.id === 1)
      .reduce<CporState>((s, q) => answerCporQuestion(s, q.id, 1), initialCpor());

  beforeAll(async () => {
    body = newSolutionBody({ fields: { ...newSolutionBody().fields, name: 'Counts CPoR check' } });
    const created = await as(OWNER).post('sales/solutions', body);
    ({ id, etag } = created.body);
    for (const step of [2, 5] as const) {
      const res = await as(OWNER).post(
        'sales/solutions',
        { ...body, solutionId: id, state: { ...body.state, step } },
        { headers: { 'If-Match': etag } },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      etag = res.body.etag;
    }
  });

  it('counts a requested approval for its approver only, until they answer it', async () => {
    const before = (await countOf(APPROVER, 'approvals')) ?? 0;
    const ownerBefore = (await countOf(OWNER, 'approvals')) ?? 0;
    const approver = { id: userIdForEmail(APPROVER), name: 'Deal Team', email: APPROVER };
    const cpor = requestApproval(eligible(), 'alliance', approver);
    const saved = await as(OWNER).post(
      'sales/solutions',
      { ...body, solutionId: id, state: { ...body.state, step: 5, cpor } },
      { headers: { 'If-Match': etag } },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The derived field stays on the server.
    expect(saved.body).not.toHaveProperty('waitingApproverIds');

    expect(await countOf(APPROVER, 'approvals')).toBe(before + 1);
    expect(await listIds(APPROVER, 'approvals')).toContain(id);
    expect(await countOf(OWNER, 'approvals')).toBe(ownerBefore);
    expect(await listIds(OWNER, 'approvals')).not.toContain(id);

    const answered = await as(APPROVER).post(
      `sales/solutions/${id}/cpor/approvals/alliance`,
      { answer: 1, text: 'Fine by me' },
      { headers: { 'If-Match': saved.body.etag } },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(await countOf(APPROVER, 'approvals')).toBe(before);
    expect(await listIds(APPROVER, 'approvals')).not.toContain(id);
  });
});
