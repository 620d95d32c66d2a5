/**
 * Solution history (issue 22) against the real stack: named versions (create, list, read as it was, redacted per
 * role), the diff of a version and now or of two versions, the paged audit trail of accepted saves, the versions
 * the portal takes by itself (partner submit, approval, Close, Deliver), the approval's version (never taken as
 * sent), every role's access and hostile input. The "clear approvals on change" setting: history-approvals.test.ts.
 */
import {
  answerCporQuestion,
  diffResponseSchema,
  initialCpor,
  requestApproval,
  historyPageSchema,
  versionDetailSchema,
  versionSummarySchema,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, baseUrl, expectErrorShape, tokenFor, USERS } from './support/client.ts';
import { actionsOf } from './support/capabilities.ts';
import { at, create, named, save, versionsOf, withScope, type Saved } from './support/history.ts';
import { newSolutionBody } from './support/payloads.ts';
import { openStackStore } from './support/store.ts';

describe('versions', () => {
  it('takes a named version, lists it, reads the solution as it was and diffs it with now and another', async () => {
    const user = USERS.SALES_PERSON;
    const first = named(newSolutionBody(), 'History: as sent');
    let s = await create(user, first);
    const made = await as(user).post(`sales/solutions/${s.id}/versions`, { name: '  Sent to the client  ' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const v1 = versionSummarySchema.parse(made.body);
    expect(v1).toMatchObject({ version: 1, name: 'Sent to the client', kind: 'manual' });
    expect(v1.createdBy.id).toBe(userIdForEmail(user));
    // Taking a version does not move the solution's ETag: the builder's next save is not a conflict.
    s = await save(user, s, named(first, 'History: as now'));

    const list = await versionsOf(user, s.id);
    expect(list.map((v) => v.version)).toEqual([1]);
    const read = await as(user).get(`sales/solutions/${s.id}/versions/1`);
    expect(read.status).toBe(200);
    const detail = versionDetailSchema.parse(read.body);
    expect(detail.solution.fields.name).toBe('History: as sent');
    expect(detail.solution.id).toBe(s.id);
    expect(detail.estimate?.price.currency).toBe('GBP');

    const diff = await as(user).get(`sales/solutions/${s.id}/diff?from=1`);
    expect(diff.status).toBe(200);
    const parsed = diffResponseSchema.parse(diff.body);
    expect(parsed.from.version).toBe(1);
    expect(parsed.to).toBeUndefined();
    expect(parsed.changes).toContainEqual(
      expect.objectContaining({ path: 'fields.name', before: 'History: as sent', after: 'History: as now' }),
    );

    const second = await as(user).post(`sales/solutions/${s.id}/versions`, { name: 'Renamed' });
    expect(second.body.version).toBe(2);
    expect((await versionsOf(user, s.id)).map((v) => v.version)).toEqual([2, 1]);
    const between = diffResponseSchema.parse(
      (await as(user).get(`sales/solutions/${s.id}/diff?from=1&to=2`)).body,
    );
    expect(between.to?.version).toBe(2);
    expect(between.changes.find((c) => c.path === 'fields.name')?.after).toBe('History: as now');
    const same = await as(user).get(`sales/solutions/${s.id}/diff?from=2&to=current`);
    expect(same.body.changes).toEqual([]);
  });

  it('gives a partner the version of their solution without an hour of effort, and the provider with them', async () => {
    const hp = USERS.HP_SALES_PERSON;
    const { body } = await withScope(hp);
    let s = await create(hp, body);
    const made = await as(hp).post(`sales/solutions/${s.id}/versions`, { name: 'Before the rename' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    s = await save(hp, s, named(body, 'Partner draft renamed'));

    const theirs = await as(hp).get(`sales/solutions/${s.id}/versions/1`);
    expect(theirs.status).toBe(200);
    versionDetailSchema.parse(theirs.body);
    expect(theirs.body.estimate).toBeUndefined();
    expect(actionsOf(theirs.body.solution.state.items).every((a) => a.effort === 0)).toBe(true);
    expect(JSON.stringify(theirs.body)).not.toMatch(/"effort":[1-9]|"hours"|"price"|"cost"/);

    const provider = await as(USERS.SALES_PERSON).get(`sales/solutions/${s.id}/versions/1`);
    expect(actionsOf(provider.body.solution.state.items).some((a) => a.effort > 0)).toBe(true);
    expect(provider.body.estimate.totalHours).toBeGreaterThan(0);

    // The version's schedule as it was (a partner's Timeline and People of a version), without the hours.
    s = await save(hp, s, { ...named(body, 'Partner draft renamed'), expectedStart: '2031-05' });
    const schedule = async (email: string, path = `sales/solutions/${s.id}/versions/1/schedule`) => {
      const res = await as(email).get(path);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        contractStart: string;
        hours: number;
        capabilities: { actions: { effort: number }[] }[];
      };
    };
    const partnerSchedule = await schedule(hp);
    expect(partnerSchedule.contractStart).toBe(`${body.expectedStart}-01`);
    expect(partnerSchedule.hours).toBe(0);
    expect(partnerSchedule.capabilities.flatMap((c) => c.actions).every((a) => a.effort === 0)).toBe(true);
    expect((await schedule(hp, `sales/solutions/${s.id}/schedule`)).contractStart).toBe('2031-05-01');
    expect((await schedule(USERS.SALES_PERSON)).hours).toBeGreaterThan(0);
    expect((await as(hp).get(`sales/solutions/${s.id}/versions/9/schedule`)).status).toBe(404);
    expect((await as(hp).get('sales/solutions/1002/versions/1/schedule')).status).toBe(403);
    expect((await as(hp).get(`sales/solutions/${s.id}/versions/x/schedule`)).status).toBe(400);

    for (const path of [`diff?from=1`, 'history']) {
      const res = await as(hp).get(`sales/solutions/${s.id}/${path}`);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toMatch(/"area":"estimate"|"effort":[1-9]/);
      expect(JSON.stringify(res.body), path).toContain('Partner draft renamed');
    }
  });
});

describe('the audit trail', () => {
  it('records every accepted save that changed something, newest first, 25 to a page', async () => {
    const user = USERS.SOLUTION_ARCHITECT;
    let s = await create(user, named(newSolutionBody(), 'Trail 0'));
    for (let i = 1; i <= 30; i++) s = await save(user, s, named(newSolutionBody(), `Trail ${i}`));
    // A save that changes nothing records nothing.
    s = await save(user, s, named(newSolutionBody(), 'Trail 30'));

    const first = await as(user).get(`sales/solutions/${s.id}/history`);
    expect(first.status).toBe(200);
    const page = historyPageSchema.parse(first.body);
    expect(page.items).toHaveLength(25);
    expect(page.continuationToken).toBeTruthy();
    expect(page.items[0]!.by.id).toBe(userIdForEmail(user));
    expect(page.items[0]!.changes).toContainEqual(
      expect.objectContaining({ path: 'fields.name', before: 'Trail 29', after: 'Trail 30' }),
    );
    const times = page.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const token = encodeURIComponent(page.continuationToken!);
    const next = historyPageSchema.parse(
      (await as(user).get(`sales/solutions/${s.id}/history?continuationToken=${token}`)).body,
    );
    // 30 renames and the creation.
    expect(next.items).toHaveLength(6);
    expect(next.continuationToken).toBeUndefined();
    expect(next.items.at(-1)!.changes[0]).toMatchObject({ label: 'Solution created', after: 'Trail 0' });

    const small = await as(user).get(`sales/solutions/${s.id}/history?pageSize=100`);
    expect(small.body.items).toHaveLength(31);
    for (const bad of ['pageSize=0', 'pageSize=101', 'pageSize=abc', 'continuationToken=forged']) {
      const res = await as(user).get(`sales/solutions/${s.id}/history?${bad}`);
      expect(res.status, bad).toBe(400);
      expectErrorShape(res.body);
    }
  });
});

describe('versions the portal takes by itself', () => {
  it('at a partner submission', async () => {
    const hp = USERS.HP_SALES_PERSON;
    let s = await create(hp);
    for (const step of [2, 2.5, 3, 5]) s = await save(hp, s, at(newSolutionBody(), step));
    const list = await versionsOf(hp, s.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ version: 1, kind: 'partner-submit', name: 'Submitted by partner' });
    // Submitted: the partner may no longer take versions either.
    expect((await as(hp).post(`sales/solutions/${s.id}/versions`, { name: 'Mine' })).status).toBe(403);
  });

  it('at each approval (recording the version, never the one sent), at Close and at Deliver', async () => {
    const owner = USERS.SALES_PERSON;
    let s = await create(owner);
    for (const step of [2, 5, 6]) s = await save(owner, s, at(newSolutionBody(), step));
    s = await save(USERS.SOLUTION_ARCHITECT, s, {
      ...at(newSolutionBody(), 6),
      fields: { ...newSolutionBody().fields, approvals: [{ id: 'solution', name: 'Anyone', version: 999 }] },
    });
    const approval = s.fields.approvals![0];
    expect(approval.version).toBe(1);
    let list = await versionsOf(owner, s.id);
    expect(list[0]).toMatchObject({ version: 1, kind: 'approval', name: `Approved by ${approval.name}` });

    // A version sent on an approval already given is kept as stored.
    const approvals = [{ ...approval, version: 999 }];
    s = await save(owner, s, {
      ...at(newSolutionBody(), 7),
      fields: { ...newSolutionBody().fields, approvals },
    });
    expect(s.fields.approvals![0].version).toBe(1);
    s = await save(owner, s, {
      ...at(newSolutionBody(), 8),
      fields: { ...newSolutionBody().fields, approvals: s.fields.approvals, isExportedToDeliver: true },
    });
    list = await versionsOf(owner, s.id);
    expect(list.map((v) => [v.version, v.kind, v.name])).toEqual([
      [3, 'deliver', 'Handed to delivery'],
      [2, 'close', 'Closed'],
      [1, 'approval', `Approved by ${approval.name}`],
    ]);
    // The version of the approval is the solution as approved (step 6).
    const approved = await as(owner).get(`sales/solutions/${s.id}/versions/1`);
    expect(approved.body.solution.state.step).toBe(6);
  });
});

describe('a CPoR approval', () => {
  it('takes a version when the chosen approver approves', async () => {
    const owner = USERS.SALES_PERSON;
    let s = await create(owner);
    for (const step of [2, 5]) s = await save(owner, s, at(newSolutionBody(), step));
    const eligible = initialCpor()
      .questions.filter((q) => q.block.id === 1)
      .reduce((state, q) => answerCporQuestion(state, q.id, 1), initialCpor());
    const reviewer = {
      id: userIdForEmail(USERS.SOLUTION_REVIEWER),
      name: 'x',
      email: USERS.SOLUTION_REVIEWER,
    };
    s = await save(
      owner,
      s,
      at(newSolutionBody(), 5, { cpor: requestApproval(eligible, 'alliance', reviewer) }),
    );
    const answered = await as(USERS.SOLUTION_REVIEWER).post(
      `sales/solutions/${s.id}/cpor/approvals/alliance`,
      { answer: 1 },
      { headers: { 'If-Match': s.etag } },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const list = await versionsOf(owner, s.id);
    expect(list[0]).toMatchObject({ kind: 'approval', createdBy: { id: reviewer.id } });
    expect(list[0]!.name).toMatch(/^CPoR approved by /);
    // The version is the solution as approved.
    const approved = await as(owner).get(`sales/solutions/${s.id}/versions/${list[0]!.version}`);
    expect(approved.body.solution.state.cpor.approvals[0].answers).toEqual([1]);
  });
});

describe('who may', () => {
  let providerSolution: Saved;
  beforeAll(async () => {
    providerSolution = await create(USERS.SALES_PERSON, named(newSolutionBody(), 'Roles check'));
    await as(USERS.SALES_PERSON).post(`sales/solutions/${providerSolution.id}/versions`, { name: 'One' });
  });

  const ROLES = Object.keys(USERS) as (keyof typeof USERS)[];
  const provider = (role: string) => !/^(HP|ACCENTURE)_|^CLIENT$/.test(role);
  const writer = (role: string) =>
    ['ADMIN', 'SALES_PERSON', 'SOLUTION_ARCHITECT', 'DEAL_TEAM'].includes(role);

  it.each(ROLES)(
    '%s reads and takes versions of a provider solution only as its role allows',
    async (role) => {
      const id = providerSolution.id;
      const reads = [`versions`, `versions/1`, `diff?from=1`, `history`];
      for (const path of reads) {
        const res = await as(USERS[role]).get(`sales/solutions/${id}/${path}`);
        expect(res.status, `${role} ${path}`).toBe(provider(role) ? 200 : 403);
      }
      const made = await as(USERS[role]).post(`sales/solutions/${id}/versions`, { name: `By ${role}` });
      expect(made.status, `${role}: ${JSON.stringify(made.body)}`).toBe(writer(role) ? 201 : 403);
      expect((await as(USERS[role]).get('sales/solutions/99999999/versions')).status).toBe(404);
    },
  );

  it('refuses signed-out callers', async () => {
    const res = await fetch(`${baseUrl()}/api/sales/solutions/${providerSolution.id}/versions`);
    expect(res.status).toBe(401);
  });
});

describe('hostile input', () => {
  let s: Saved;
  beforeAll(async () => {
    s = await create(USERS.SALES_PERSON, named(newSolutionBody(), 'Hostile'));
    await as(USERS.SALES_PERSON).post(`sales/solutions/${s.id}/versions`, { name: 'Base' });
  });

  it.each([
    ['a control character', { name: 'Bad\u0007name' }],
    ['a line break', { name: 'Two\nlines' }],
    ['an over-long name', { name: 'x'.repeat(101) }],
    ['an empty name', { name: '   ' }],
    ['no name', {}],
    ['a name of the wrong type', { name: 42 }],
  ])('refuses a version name with %s (400)', async (_what, body) => {
    const res = await as(USERS.SALES_PERSON).post(`sales/solutions/${s.id}/versions`, body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('refuses bodies that are not JSON or too large', async () => {
    const token = await tokenFor(USERS.SALES_PERSON);
    const post = (body: string, type: string) =>
      fetch(`${baseUrl()}/api/sales/solutions/${s.id}/versions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
        body,
      });
    expect((await post('name=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('{"name":', 'application/json')).status).toBe(400);
    expect(
      (await post(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }), 'application/json')).status,
    ).toBe(413);
  });

  it.each([
    ['versions/abc', 400],
    ['versions/0', 400],
    ['versions/1.5', 400],
    ['versions/99', 404],
    ['diff', 400],
    ['diff?from=abc', 400],
    ['diff?from=99', 404],
    ['diff?from=1&to=99', 404],
    ['diff?from=1&to=later', 400],
    ['diff?from=-1', 400],
  ])('answers GET %s with %i', async (path, status) => {
    const res = await as(USERS.SALES_PERSON).get(`sales/solutions/${s.id}/${path}`);
    expect(res.status).toBe(status);
    expectErrorShape(res.body);
  });

  it('answers a non-numeric solution id with 400', async () => {
    for (const path of ['versions', 'history', 'diff?from=1'])
      expect((await as(USERS.SALES_PERSON).get(`sales/solutions/abc/${path}`)).status).toBe(400);
  });

  it('refuses a version beyond the most a solution keeps (409) and leaves the list readable', async () => {
    const store = openStackStore();
    try {
      const versions = store.container<{ id: string }>('solution-versions');
      const base = (await versions.read(`${s.id}-v1`))!.item as Record<string, unknown>;
      await versions.create({ ...base, id: `${s.id}-v200`, version: 200, name: 'The 200th' } as {
        id: string;
      });
    } finally {
      await store.close();
    }
    const res = await as(USERS.SALES_PERSON).post(`sales/solutions/${s.id}/versions`, { name: 'One more' });
    expect(res.status).toBe(409);
    expect(expectErrorShape(res.body).message).toMatch(/200 versions/);
    expect((await versionsOf(USERS.SALES_PERSON, s.id)).map((v) => v.version)).toEqual([200, 1]);
  });
});
