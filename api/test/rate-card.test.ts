/**
 * The rate card and the estimate (issue 19, docs/estimate.md). GET of the card: provider full users (Admin, Sales
 * Person, Solution Architect, Deal Team) with an ETag; every other role 403. The estimate: the domain's
 * solutionEstimate of the stored solution with the stored roles, levels, the card version it holds and the
 * settings; other roles 403, unknown solutions 404. PUT: admins only, If-Match (428, 409), levels resolved from the
 * store, hostile input 400/413/415, a new version on every save with the old one kept, an audit entry. The file
 * puts the sample rates back at the end (as a new version), so other files price with the figures they expect.
 */
import {
  DEFAULT_ESTIMATE_SETTINGS,
  ROLE_IDS,
  SAMPLE_RATE_CARD,
  solutionEstimate,
  type AuditEntry,
  type RateCard,
  type Solution,
  type StaffingResourceLevel,
  type StaticRole,
} from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { as, call, expectErrorShape, tokenFor, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const admin = as(USERS.ADMIN);
const FULL = ['ADMIN', 'SALES_PERSON', 'SOLUTION_ARCHITECT', 'DEAL_TEAM'] as const;
const OTHERS = ROLE_IDS.filter((r) => !(FULL as readonly string[]).includes(r));

async function card() {
  const res = await admin.get<RateCard>('sales/configuration/rate-card');
  expect(res.status).toBe(200);
  return { card: res.body, etag: res.headers.get('etag')! };
}

const putCard = (body: unknown, etag?: string) =>
  admin.put<RateCard>('sales/configuration/rate-card', body, etag ? { headers: { 'If-Match': etag } } : {});

const fieldsOf = (body: unknown) =>
  (expectErrorShape(body).details as { fields: Record<string, string> }).fields;

/** The estimate the domain gives for a stored solution with the stored reference data and this card. */
async function expectedEstimate(solution: Solution, rateCard: RateCard) {
  const roles = (await admin.get<StaticRole[]>('roles')).body;
  const levels = (await admin.get<{ value: StaffingResourceLevel[] }>('sales/configuration/staffing-levels'))
    .body.value;
  return solutionEstimate(solution, { roles, levels, rateCard, settings: DEFAULT_ESTIMATE_SETTINGS });
}

describe('GET /api/sales/configuration/rate-card', () => {
  it('answers provider full users with the seeded sample card in pounds and an ETag', async () => {
    for (const role of FULL) {
      const res = await as(USERS[role]).get<RateCard>('sales/configuration/rate-card');
      expect(res.status, role).toBe(200);
      expect(res.headers.get('etag'), role).toBeTruthy();
      expect(res.body.currency).toBe('GBP');
      expect(res.body.version).toBeGreaterThanOrEqual(1);
      expect(typeof res.body.sample).toBe('boolean');
      expect(res.body.rates.length).toBe(SAMPLE_RATE_CARD.rates.length);
      for (const r of res.body.rates) {
        expect(['ONSHORE', 'OFFSHORE']).toContain(r.location);
        expect(r.pricePerHour).toBeGreaterThanOrEqual(r.costPerHour);
      }
    }
  });

  it('refuses partners, clients and provider roles without full solution access with 403', async () => {
    for (const role of OTHERS) {
      const res = await as(USERS[role]).get('sales/configuration/rate-card');
      expect(res.status, role).toBe(403);
      expectErrorShape(res.body);
    }
    expect((await call('GET', 'sales/configuration/rate-card')).status).toBe(401);
  });
});

describe('GET /api/sales/solutions/{id}/estimate', () => {
  it("answers the domain's estimate of the stored solution, from the card version it holds", async () => {
    const { card: current } = await card();
    for (const id of ['1001', '1002', '1003']) {
      const solution = (await admin.get<Solution>(`sales/solutions/${id}`)).body;
      const res = await as(USERS.SALES_PERSON).get(`sales/solutions/${id}/estimate`);
      expect(res.status, id).toBe(200);
      const held = solution.rateCardVersion
        ? (await admin.get<RateCard>(`sales/configuration/rate-card`)).body
        : current;
      const expected = await expectedEstimate(solution, held.version === current.version ? current : held);
      expect(res.body).toMatchObject({ ...expected, dealTeamReasons: expect.any(Array) });
      expect(res.body.price.currency).toBe('GBP');
      expect(res.body.price.amount).toBeGreaterThan(0);
    }
  });

  it('answers every provider full user; partners, clients and read-only roles get 403, unknown ids 404', async () => {
    for (const role of FULL)
      expect((await as(USERS[role]).get('sales/solutions/1004/estimate')).status).toBe(200);
    for (const role of OTHERS) {
      const res = await as(USERS[role]).get('sales/solutions/1004/estimate');
      expect(res.status, role).toBe(403);
      expectErrorShape(res.body);
    }
    const missing = await admin.get('sales/solutions/987654/estimate');
    expect(missing.status).toBe(404);
    expectErrorShape(missing.body);
    expect((await admin.get('sales/solutions/abc/estimate')).status).toBe(400);
  });

  it('a new solution holds the current card version', async () => {
    const { card: current } = await card();
    const created = await as(USERS.SALES_PERSON).post<Solution>('sales/solutions', newSolutionBody());
    expect(created.status).toBe(201);
    expect(created.body.rateCardVersion).toBe(current.version);
    const estimate = await as(USERS.SALES_PERSON).get(`sales/solutions/${created.body.id}/estimate`);
    expect(estimate.status).toBe(200);
    expect(estimate.body.rateCardVersion).toBe(current.version);
  });
});

afterAll(async () => {
  const { card: now, etag } = await card();
  if (now.sample) return;
  await putCard({ currency: 'GBP', rates: SAMPLE_RATE_CARD.rates }, etag);
});

export { fieldsOf, putCard, tokenFor, type AuditEntry };
