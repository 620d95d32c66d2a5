/** Helpers of the history API tests (history*.test.ts): solutions made and saved through the API as their users. */
import { versionListSchema, type Capability } from '@portal/domain';
import { expect } from 'vitest';
import { as, USERS } from './client.ts';
import { newSolutionBody } from './payloads.ts';

export type Body = ReturnType<typeof newSolutionBody>;
export type Saved = {
  id: string;
  etag: string;
  fields: Body['fields'] & { approvals?: any[] };
  state: Body['state'];
};

export const at = (body: Body, step: number, extra: Partial<Body['state']> = {}) =>
  ({ ...body, state: { ...body.state, step, ...extra } }) as Body;
export const named = (body: Body, name: string) => ({ ...body, fields: { ...body.fields, name } }) as Body;

export async function create(email: string, body = newSolutionBody()): Promise<Saved> {
  const res = await as(email).post('sales/solutions', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function save(email: string, s: Saved, body: Body, status = 200): Promise<Saved> {
  const res = await as(email).post(
    'sales/solutions',
    { ...body, solutionId: s.id },
    { headers: { 'If-Match': s.etag } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

export const versionsOf = async (email: string, id: string) => {
  const res = await as(email).get(`sales/solutions/${id}/versions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return versionListSchema.parse(res.body);
};

/** A solution of `email` with one capability of the catalogue they receive, in scope with its actions. */
export async function withScope(email: string): Promise<{ body: Body; chosen: Capability }> {
  const full = (await as(USERS.SALES_PERSON).get('sales/configuration')).body;
  const theirs = (await as(email).get('sales/configuration')).body;
  const chosen = (theirs.capabilities as Capability[]).find((c) => c.actions?.length)!;
  const item: Capability = {
    ...chosen,
    selected: true,
    size: 'M',
    actions: chosen.actions!.map((a) => ({ ...a, selected: true })),
  };
  const body = newSolutionBody({
    catalogueVersion: full.version,
    state: { step: 1, steps: [1], items: [item] },
  });
  return { body, chosen };
}
