/**
 * A solution carried through its steps via the API: step rules (no skipping, step 1 fields required),
 * the server-kept visited list, approvals in one's own name, export to Deliver only at step 8, the partner
 * submission with its notification, and the architect-assigned notification — all against the real stack.
 */
import { describe, expect, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, expectErrorShape, USERS, waitFor } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

type Body = ReturnType<typeof newSolutionBody>;
const at = (body: Body, step: number, extra: Partial<Body['state']> = {}) =>
  ({ ...body, state: { ...body.state, step, ...extra } }) as Body;

async function create(email: string, body = newSolutionBody()) {
  const res = await as(email).post('sales/solutions', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as {
    id: string;
    etag: string;
    state: { step: number; steps: number[] };
    fields: Record<string, unknown>;
  };
}

async function save(email: string, id: string, etag: string, body: Body) {
  return as(email).post('sales/solutions', { ...body, solutionId: id }, { headers: { 'If-Match': etag } });
}

describe('steps', () => {
  it('moves a full user 1 → 2 → 5 → 6 → 7 → 8 and keeps the visited list on the server', async () => {
    const user = USERS.SALES_PERSON;
    let s = await create(user);
    expect(s.state).toMatchObject({ step: 1, steps: [1] });
    for (const step of [2, 5, 6, 2, 5, 6, 7, 8]) {
      const res = await save(user, s.id, s.etag, at(newSolutionBody(), step, { steps: [8] }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      s = res.body;
      // Going back to a visited step before Close is fine, and keeps the furthest step visited.
      if (s.state.step === 2 && s.state.steps.includes(6)) expect(s.state.steps).toEqual([1, 2, 5, 6]);
    }
    expect(s.state).toMatchObject({ step: 8, steps: [1, 2, 5, 6, 7, 8] });
    // Back from Deliver (or Close) is not (ADR 0051; stage-closed.test.ts).
    const back = await save(user, s.id, s.etag, at(newSolutionBody(), 5));
    expect(back.status).toBe(409);
  });

  it('records step 1 as visited when a new solution is first saved on leaving Information', async () => {
    const res = await as(USERS.SALES_PERSON).post('sales/solutions', at(newSolutionBody(), 2));
    expect(res.status).toBe(201);
    expect(res.body.state).toMatchObject({ step: 2, steps: [1, 2] });
  });

  it('refuses to skip ahead', async () => {
    const s = await create(USERS.SALES_PERSON);
    const res = await save(USERS.SALES_PERSON, s.id, s.etag, at(newSolutionBody(), 6));
    expect(res.status).toBe(400);
    expect(
      (expectErrorShape(res.body).details as { fields: Record<string, string> }).fields['state.step'],
    ).toBeTruthy();
  });

  it('needs a client, an expected start and a name before leaving step 1', async () => {
    const s = await create(USERS.SALES_PERSON, newSolutionBody({ salesClient: null }));
    const res = await save(USERS.SALES_PERSON, s.id, s.etag, at(newSolutionBody({ salesClient: null }), 2));
    expect(res.status).toBe(400);
    expect(
      (expectErrorShape(res.body).details as { fields: Record<string, string> }).fields.salesClient,
    ).toBe('*Please specify');
  });
});

describe('approvals and Deliver', () => {
  it('records an approval in the approver own name and lets only them (or an admin) cancel it', async () => {
    const owner = USERS.SALES_PERSON;
    let s = await create(owner);
    for (const step of [2, 5, 6]) s = (await save(owner, s.id, s.etag, at(newSolutionBody(), step))).body;
    const approved = await save(USERS.SOLUTION_ARCHITECT, s.id, s.etag, {
      ...at(newSolutionBody(), 6),
      fields: { ...newSolutionBody().fields, approvals: [{ id: 'solution', name: 'Anyone At All' }] },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.fields.approvals).toEqual([
      {
        id: 'solution',
        name: 'Olivia Hart',
        approverId: userIdForEmail(USERS.SOLUTION_ARCHITECT),
        approvedAt: expect.any(String),
        // The version the approval took (issue 22).
        version: expect.any(Number),
      },
    ]);
    // The owner cannot cancel the architect's approval...
    const cancel = await save(owner, s.id, approved.body.etag, at(newSolutionBody(), 6));
    expect(cancel.status).toBe(403);
    // ... nor approve in someone else's name.
    const forged = await save(owner, s.id, approved.body.etag, {
      ...at(newSolutionBody(), 6),
      fields: {
        ...newSolutionBody().fields,
        approvals: [
          ...approved.body.fields.approvals,
          { id: 'solution', name: 'X', approverId: userIdForEmail(USERS.ADMIN) },
        ],
      },
    });
    expect(forged.status).toBe(403);
    // The architect cancels their own.
    const own = await save(USERS.SOLUTION_ARCHITECT, s.id, approved.body.etag, at(newSolutionBody(), 6));
    expect(own.status).toBe(200);
    expect(own.body.fields.approvals).toEqual([]);
  });

  it('exports to Deliver only at step 8, stamping the time', async () => {
    const owner = USERS.SALES_PERSON;
    let s = await create(owner);
    for (const step of [2, 5, 6, 7]) s = (await save(owner, s.id, s.etag, at(newSolutionBody(), step))).body;
    const early = await save(owner, s.id, s.etag, {
      ...at(newSolutionBody(), 7),
      fields: { ...newSolutionBody().fields, isExportedToDeliver: true },
    });
    expect(early.status).toBe(400);
    s = (await save(owner, s.id, s.etag, at(newSolutionBody(), 8))).body;
    const exported = await save(owner, s.id, s.etag, {
      ...at(newSolutionBody(), 8),
      fields: {
        ...newSolutionBody().fields,
        isExportedToDeliver: true,
        exportedToDeliverAt: '1999-01-01T00:00:00Z',
      },
    });
    expect(exported.status).toBe(200);
    expect(exported.body.fields.isExportedToDeliver).toBe(true);
    expect(Date.parse(exported.body.fields.exportedToDeliverAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('partners', () => {
  it('submits (Information, Scope, metrics, Submit), is notified once, and cannot change it afterwards', async () => {
    const hp = USERS.HP_SALES_PERSON;
    let s = await create(hp);
    for (const step of [2, 2.5, 3]) {
      const res = await save(hp, s.id, s.etag, at(newSolutionBody(), step));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      s = res.body;
    }
    const submitted = await save(hp, s.id, s.etag, at(newSolutionBody(), 5));
    expect(submitted.status).toBe(200);
    expect(submitted.body.state.partnerSubmitted).toBe(true);
    // The notification reached the UK&I desk (a recipient with solutionSubmitted for EME-UKI).
    const mail = await waitFor(async () => {
      const list = (await as(USERS.ADMIN).get('local/mail')).body as { to: string; subject: string }[];
      return list.find((m) => m.subject.startsWith('Opportunity submitted:') && m.subject.includes('(HP)'));
    });
    expect(mail.to).toContain('@provider.example');
    // Asking again does not send it twice.
    const again = await as(hp).post(`sales/solutions/${s.id}/notification/partner-submitted`);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ queued: false });
    const locked = await save(hp, s.id, submitted.body.etag, at(newSolutionBody(), 5));
    expect(locked.status).toBe(403);
  });

  it('keeps partners away from approvals, links and role holders', async () => {
    const s = await create(USERS.ACCENTURE_SALES_PERSON);
    const res = await save(USERS.ACCENTURE_SALES_PERSON, s.id, s.etag, {
      ...newSolutionBody(),
      fields: { ...newSolutionBody().fields, aepUrl: 'https://aep.provider.example/x' },
    });
    expect(res.status).toBe(403);
    const early = await as(USERS.ACCENTURE_SALES_PERSON).post(
      `sales/solutions/${s.id}/notification/partner-submitted`,
    );
    expect(early.status).toBe(409);
  });
});

describe('architect assigned', () => {
  it('tells a newly assigned solution architect', async () => {
    const owner = USERS.DEAL_TEAM;
    const s = await create(owner);
    const architect = {
      id: userIdForEmail(USERS.SOLUTION_ARCHITECT),
      name: 'Olivia Hart',
      email: USERS.SOLUTION_ARCHITECT,
    };
    const res = await save(owner, s.id, s.etag, {
      ...newSolutionBody(),
      fields: {
        ...newSolutionBody().fields,
        name: 'Architect mail check',
        roles: [{ id: 'SOLUTION_ARCHITECT', name: 'Solution Architect', user: architect }],
      },
    });
    expect(res.status).toBe(200);
    const mail = await waitFor(async () => {
      const list = (await as(USERS.ADMIN).get('local/mail')).body as { to: string; subject: string }[];
      return list.find(
        (m) =>
          m.subject === 'Solution architect assigned: Architect mail check' &&
          m.to.includes(USERS.SOLUTION_ARCHITECT),
      );
    });
    expect(mail).toBeTruthy();
  });
});
