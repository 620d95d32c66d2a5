/**
 * The derived views' saves against the real stack: people settings and risk answers go through the solution
 * save (permissions, ETag, validation), and the CPoR adds its own rules: approvers resolved from the users,
 * answers only by the chosen approver through their own call, steps only where the answers allow.
 */
import {
  answerCporQuestion,
  initialCpor,
  initialRiskQuestions,
  answerRiskQuestion,
  requestApproval,
  answerApproval,
  type CporState,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

type Body = ReturnType<typeof newSolutionBody>;
interface Saved {
  id: string;
  etag: string;
  state: Body['state'];
}

const OWNER = USERS.SALES_PERSON;
const person = (email: string, name = email) => ({ id: userIdForEmail(email), name, email });

async function solutionAtStep5(): Promise<{ body: Body; saved: Saved }> {
  const body = newSolutionBody();
  let saved = (await as(OWNER).post('sales/solutions', body)).body as Saved;
  for (const step of [2, 5] as const) {
    const res = await save(OWNER, saved, { ...body, state: { ...body.state, step } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    saved = res.body;
  }
  return { body, saved };
}

function save(email: string, saved: Saved, body: Body, etag = saved.etag) {
  return as(email).post(
    'sales/solutions',
    { ...body, solutionId: saved.id },
    { headers: { 'If-Match': etag } },
  );
}

const withState = (body: Body, saved: Saved, state: Partial<Body['state']>): Body => ({
  ...body,
  state: { ...body.state, step: saved.state.step, ...state },
});

describe('people settings and risk answers (the solution save)', () => {
  let body: Body;
  let saved: Saved;
  beforeAll(async () => ({ body, saved } = await solutionAtStep5()));

  it('stores the people settings and the risk answers', async () => {
    const questions = answerRiskQuestion(initialRiskQuestions(), 'risk-q-1-1', 3);
    const res = await save(
      OWNER,
      saved,
      withState(body, saved, { peopleSettings: { gap: 21, mobilisation: 28 }, risk: { questions } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state.peopleSettings).toEqual({ gap: 21, mobilisation: 28 });
    expect(res.body.state.risk.questions[0].answers.find((a: { selected: boolean }) => a.selected).id).toBe(
      3,
    );
    saved = res.body;
  });

  it.each([
    ['a gap of 0 days', { peopleSettings: { gap: 0, mobilisation: 14 } }, 'state.peopleSettings.gap'],
    ['a gap of 61 days', { peopleSettings: { gap: 61, mobilisation: 14 } }, 'state.peopleSettings.gap'],
    [
      'a mobilisation that is not whole weeks',
      { peopleSettings: { gap: 14, mobilisation: 10 } },
      'state.peopleSettings.mobilisation',
    ],
    [
      'an answer that is not 0-3',
      {
        risk: {
          questions: [{ ...initialRiskQuestions()[0]!, answers: [{ id: 5, selected: true }] }],
        },
      },
      'state.risk.questions.0.answers.0.id',
    ],
    [
      'a control character in the notes',
      { risk: { questions: [{ ...initialRiskQuestions()[0]!, notes: 'bad\u0007bell' }] } },
      'state.risk.questions.0.notes',
    ],
  ] as const)('refuses %s with a 400 naming the field', async (_name, state, field) => {
    const res = await save(OWNER, saved, withState(body, saved, state as Partial<Body['state']>));
    expect(res.status).toBe(400);
    const details = expectErrorShape(res.body).details as { fields: Record<string, string> };
    expect(Object.keys(details.fields)).toContain(field);
  });

  it('refuses a stale save with a 409 and the current version', async () => {
    const res = await save(
      OWNER,
      saved,
      withState(body, saved, { peopleSettings: { gap: 30, mobilisation: 14 } }),
      '"stale"',
    );
    expect(res.status).toBe(409);
    expect((expectErrorShape(res.body).details as { current: Saved }).current.state.peopleSettings).toEqual({
      gap: 21,
      mobilisation: 28,
    });
  });

  it('refuses a reviewer (read-only) with a 403', async () => {
    const res = await save(
      USERS.SOLUTION_REVIEWER,
      saved,
      withState(body, saved, { peopleSettings: { gap: 30, mobilisation: 14 } }),
    );
    expect(res.status).toBe(403);
  });
});

describe('CPoR', () => {
  let body: Body;
  let saved: Saved;
  const reviewer = person(USERS.SOLUTION_REVIEWER);
  const architect = person(USERS.SOLUTION_ARCHITECT);

  const eligible = () =>
    initialCpor()
      .questions.filter((q) => q.block.id === 1)
      .reduce<CporState>((s, q) => answerCporQuestion(s, q.id, 1), initialCpor());

  async function saveCpor(cpor: CporState, email: string = OWNER) {
    return save(email, saved, withState(body, saved, { cpor }));
  }
  function answer(email: string, approvalId: string, payload: unknown, etag = saved.etag) {
    return as(email).post(`sales/solutions/${saved.id}/cpor/approvals/${approvalId}`, payload, {
      headers: { 'If-Match': etag },
    });
  }

  beforeAll(async () => ({ body, saved } = await solutionAtStep5()));

  it.each([
    ['an approver who is not a user', { ...reviewer, id: 'u-nobody' }],
    ['a partner as approver (cannot read provider solutions)', person(USERS.HP_SALES_PERSON)],
    ['oneself as approver', person(OWNER)],
  ])('refuses %s with a 400', async (_name, approver) => {
    const res = await saveCpor(requestApproval(eligible(), 'alliance', approver));
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body).message).toMatch(/^CPoR: /);
  });

  it('refuses a request before the four eligibility answers are TRUE', async () => {
    const sent = { ...initialCpor(), approvals: requestApproval(eligible(), 'alliance', reviewer).approvals };
    const res = await saveCpor(sent);
    expect(res.status).toBe(400);
  });

  it('refuses a step the answers do not allow', async () => {
    const res = await saveCpor({ ...eligible(), step: 2 });
    expect(res.status).toBe(400);
  });

  it('requests the first approval, with the approver as stored (not as sent)', async () => {
    const sent = requestApproval(eligible(), 'alliance', { ...reviewer, name: 'Forged Name' });
    const res = await saveCpor(sent);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state.cpor.approvals[0]).toMatchObject({
      requested: true,
      approver: { id: reviewer.id },
    });
    expect(res.body.state.cpor.approvals[0].approver.name).not.toBe('Forged Name');
    saved = res.body;
  });

  it('ignores an answer sent in a solution save', async () => {
    const forged = answerApproval(saved.state.cpor!, 'alliance', 1, 'approved by myself');
    const res = await saveCpor(forged);
    expect(res.status).toBe(200);
    expect(res.body.state.cpor.approvals[0]).toMatchObject({ requested: true, answers: [] });
    saved = res.body;
  });

  it.each([
    ['the owner', OWNER, 403],
    ['another provider user', USERS.SOLUTION_ARCHITECT, 403],
    ['a partner', USERS.HP_SALES_PERSON, 403],
  ])('refuses %s answering for the approver', async (_name, email, status) => {
    const res = await answer(email, 'alliance', { answer: 1 });
    expect(res.status).toBe(status);
    expectErrorShape(res.body);
  });

  it.each([
    ['an answer other than 0 or 1', { answer: 2 }, 400],
    ['a comment with a control character', { answer: 1, text: 'ok\u0000' }, 400],
    ['an unknown approval', { answer: 1 }, 404, 'nothing'],
  ])('refuses %s', async (_name, payload, status, approvalId = 'alliance') => {
    const res = await answer(USERS.SOLUTION_REVIEWER, approvalId, payload);
    expect(res.status).toBe(status);
  });

  it('needs the version answered (If-Match), and refuses a stale one', async () => {
    const none = await as(USERS.SOLUTION_REVIEWER).post(
      `sales/solutions/${saved.id}/cpor/approvals/alliance`,
      {
        answer: 1,
      },
    );
    expect(none.status).toBe(428);
    expect((await answer(USERS.SOLUTION_REVIEWER, 'alliance', { answer: 1 }, '"stale"')).status).toBe(409);
  });

  it('lets the chosen approver refuse, then approve after a new request; the second becomes active', async () => {
    const refused = await answer(USERS.SOLUTION_REVIEWER, 'alliance', {
      answer: 0,
      text: 'Need the CRM record',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.state.cpor.approvals[0]).toMatchObject({
      active: true,
      requested: false,
      answers: [0],
      text: 'Need the CRM record',
    });
    saved = refused.body;
    // The owner asks again (the same approver).
    saved = (await saveCpor(requestApproval(saved.state.cpor!, 'alliance', reviewer))).body;
    const approved = await answer(USERS.SOLUTION_REVIEWER, 'alliance', { answer: 1 });
    expect(approved.status).toBe(200);
    expect(approved.body.state.cpor.approvals.map((a: { active: boolean }) => a.active)).toEqual([
      false,
      true,
    ]);
    saved = approved.body;
    // Answering twice is refused: the approval is no longer waiting.
    expect((await answer(USERS.SOLUTION_REVIEWER, 'alliance', { answer: 1 })).status).toBe(409);
  });

  it('runs the compliance approval and lets the wizard move on to the disclosure', async () => {
    saved = (await saveCpor(requestApproval(saved.state.cpor!, 'compliance', architect))).body;
    const approved = await answer(USERS.SOLUTION_ARCHITECT, 'compliance', { answer: 1 });
    expect(approved.status).toBe(200);
    saved = approved.body;
    const moved = await saveCpor({ ...saved.state.cpor!, step: 2 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.state.cpor.step).toBe(2);
    saved = moved.body;
  });

  it('keeps the CPoR when a save sends none', async () => {
    const res = await save(OWNER, saved, withState(body, saved, {}));
    expect(res.body.state.cpor.step).toBe(2);
  });
});

describe('the schedule from the stored solution (GET /sales/solutions/{id}/schedule)', () => {
  interface ScheduleBody {
    hours: number;
    calendarDays: number;
    capabilities: { id: string; startDay: number; endDay: number; actions: { effort: number }[] }[];
  }

  it('gives a partner the dates and days of their solution without the effort hours', async () => {
    const partner = as(USERS.HP_SALES_PERSON);
    const catalogue = (await partner.get('sales/configuration')).body as {
      version: number;
      capabilities: { id: string; actions?: unknown[] }[];
    };
    const cap = catalogue.capabilities.find((c) => (c.actions ?? []).length > 0)!;
    const body = newSolutionBody({
      fields: { ...newSolutionBody().fields, organization: 'HP', regionId: undefined },
      catalogueVersion: catalogue.version,
      state: {
        step: 1,
        steps: [1],
        items: [
          {
            ...cap,
            selected: true,
            actions: (cap.actions ?? []).map((a) => ({ ...(a as object), selected: true })),
          } as never,
        ],
      },
    });
    const created = await partner.post('sales/solutions', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const mine = await partner.get<ScheduleBody>(`sales/solutions/${created.body.id}/schedule`);
    expect(mine.status).toBe(200);
    expect(mine.body.hours).toBe(0);
    expect(mine.body.capabilities.map((c) => c.id)).toEqual([cap.id]);
    expect(mine.body.capabilities[0]!.actions.every((a) => a.effort === 0)).toBe(true);
    expect(mine.body.capabilities[0]!.endDay).toBeGreaterThan(mine.body.capabilities[0]!.startDay);

    const full = await as(USERS.ADMIN).get<ScheduleBody>(`sales/solutions/${created.body.id}/schedule`);
    expect(full.body.hours).toBeGreaterThan(0);
    expect(full.body.calendarDays).toBe(mine.body.calendarDays);
  });

  it('is refused for a solution the user may not read, and 404 for none', async () => {
    expect((await as(USERS.HP_SALES_PERSON).get('sales/solutions/1002/schedule')).status).toBe(403);
    expect((await as(USERS.SALES_PERSON).get('sales/solutions/999999/schedule')).status).toBe(404);
  });

  it.each([
    ['GET', 'sales/solutions/abc/schedule'],
    ['POST', 'sales/solutions/abc/cpor/approvals/alliance'],
    ['POST', 'sales/solutions/1002/cpor/approvals/al%00liance'],
  ] as const)('refuses %s %s (an id that cannot name anything) with a 400', async (method, path) => {
    const client = as(USERS.SOLUTION_REVIEWER);
    const res =
      method === 'GET'
        ? await client.get(path)
        : await client.post(path, { answer: 1 }, { headers: { 'If-Match': '"x"' } });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });
});
