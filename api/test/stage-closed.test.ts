/**
 * A closed or delivered solution's stage never goes back by an ordinary save (ADR 0051), against the real stack: the
 * save is a 409 in the one error shape that says why, and the stored solution (ETag, step, visited steps,
 * modifiedAt) is untouched; edits at its own stage and the move on from Close to Deliver still save; before Close a
 * solution still goes back.
 */
import type { SaveSolutionRequest, Solution } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const at = (step: number, patch: Partial<SaveSolutionRequest> = {}) => {
  const body = newSolutionBody(patch);
  return { ...body, state: { ...body.state, step } } as SaveSolutionRequest;
};

async function save(email: string, id: string, etag: string, body: SaveSolutionRequest) {
  return as(email).post<Solution>(
    'sales/solutions',
    { ...body, solutionId: id },
    { headers: { 'If-Match': etag } },
  );
}

/** A new solution of the owner's moved on, one save per step, to `to`'s last step. */
async function solutionAt(owner: string, to: number[]): Promise<Solution> {
  const created = await as(owner).post<Solution>('sales/solutions', at(1));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let s = created.body;
  for (const step of to) {
    const res = await save(owner, s.id, s.etag!, at(step));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    s = res.body;
  }
  return s;
}

const stored = async (id: string) => (await as(USERS.ADMIN).get<Solution>(`sales/solutions/${id}`)).body;
const unchanged = (s: Solution) => ({
  etag: s.etag,
  step: s.state.step,
  steps: s.state.steps,
  modifiedAt: s.modifiedAt,
});

describe('a closed or delivered solution never goes back by an ordinary save', () => {
  it.each([
    ['closed', [2, 5, 6, 7], USERS.SALES_PERSON, 6],
    ['closed', [2, 5, 6, 7], USERS.ADMIN, 1],
    ['closed', [2, 5, 6, 7], USERS.DEAL_TEAM, 5],
    ['delivered', [2, 5, 6, 7, 8], USERS.SALES_PERSON, 7],
    ['delivered', [2, 5, 6, 7, 8], USERS.SOLUTION_ARCHITECT, 6],
    ['delivered', [2, 5, 6, 7, 8], USERS.ADMIN, 2.5],
  ] as const)('%s (%j), saved by %s at step %s: 409, nothing stored', async (state, path, who, step) => {
    const solution = await solutionAt(USERS.SALES_PERSON, [...path]);
    const before = unchanged(await stored(solution.id));
    const res = await save(who, solution.id, solution.etag!, at(step, { requirementDescription: 'Back?' }));
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const error = expectErrorShape(res.body);
    expect(error.code).toBe('conflict');
    const label = path.at(-1) === 8 ? 'delivered (Deliver)' : 'closed (Close)';
    expect(error.message).toMatch(new RegExp(`^This solution is ${label.replace(/[()]/g, '\\$&')}: `));
    expect(error.details).toMatchObject({ fields: { 'state.step': expect.any(String) }, stage: path.at(-1) });
    // Not an edit conflict: the builder must not offer a merge with "their" version.
    expect(error.details).not.toHaveProperty('current');
    const after = await stored(solution.id);
    expect(unchanged(after)).toEqual(before);
    expect(after.requirementDescription).not.toBe('Back?');
    expect(state).toBe(path.at(-1) === 8 ? 'delivered' : 'closed');
  });

  it('still saves edits at its own stage, and the move on from Close to Deliver', async () => {
    const closed = await solutionAt(USERS.SALES_PERSON, [2, 5, 6, 7]);
    const edited = await save(
      USERS.SALES_PERSON,
      closed.id,
      closed.etag!,
      at(7, { requirementDescription: 'Edit' }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.state.step).toBe(7);
    const delivered = await save(USERS.SALES_PERSON, closed.id, edited.body.etag!, at(8));
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.state).toMatchObject({ step: 8, steps: [1, 2, 5, 6, 7, 8] });
    const kept = await save(
      USERS.ADMIN,
      closed.id,
      delivered.body.etag!,
      at(8, { requirementDescription: 'Again' }),
    );
    expect(kept.status).toBe(200);
  });

  it('before Close, Back still moves the stage back (ADR 0008)', async () => {
    const review = await solutionAt(USERS.SALES_PERSON, [2, 5, 6]);
    const back = await save(USERS.SALES_PERSON, review.id, review.etag!, at(5));
    expect(back.status).toBe(200);
    expect(back.body.state).toMatchObject({ step: 5, steps: [1, 2, 5, 6] });
  });

  it.each([
    ['1007', 6],
    ['1001', 6],
    ['1001', 1],
  ])('seeded %s: a save at step %s with its stored body is refused and changes nothing', async (id, step) => {
    const before = await stored(id);
    const { id: _id, etag, ...rest } = before;
    const body = { ...(rest as unknown as SaveSolutionRequest), state: { ...before.state, step } };
    const res = await save(USERS.ADMIN, id, etag!, body as SaveSolutionRequest);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(unchanged(await stored(id))).toEqual(unchanged(before));
  });
});
