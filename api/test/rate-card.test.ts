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
  solutionEstimateViewSchema,
  type AuditEntry,
  type BankHolidaysView,
  type RateCard,
  type Settings,
  type Solution,
  type StaffingResourceLevel,
  type StaticRole,
} from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { as, call, expectErrorShape, USERS } from './support/client.ts';
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

/**
 * The estimate the domain gives for a stored solution with the stored reference data, this card and the bank
 * holidays the settings carry.
 */
async function expectedEstimate(solution: Solution, rateCard: RateCard) {
  const roles = (await admin.get<StaticRole[]>('roles')).body;
  const levels = (await admin.get<{ value: StaffingResourceLevel[] }>('sales/configuration/staffing-levels'))
    .body.value;
  const holidays = (await admin.get<{ bankHolidays: BankHolidaysView }>('sales/configuration/settings')).body
    .bankHolidays.dates;
  return solutionEstimate(solution, {
    roles,
    levels,
    rateCard,
    settings: DEFAULT_ESTIMATE_SETTINGS,
    holidays,
  });
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
  it("answers the domain's estimate of the stored solution, priced with the current card", async () => {
    const { card: current } = await card();
    for (const id of ['1001', '1002', '1003']) {
      const solution = (await admin.get<Solution>(`sales/solutions/${id}`)).body;
      const res = await as(USERS.SALES_PERSON).get(`sales/solutions/${id}/estimate`);
      expect(res.status, id).toBe(200);
      expect(res.body).toMatchObject({
        ...(await expectedEstimate(solution, current)),
        dealTeamReasons: expect.any(Array),
      });
      expect(solutionEstimateViewSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.price.amount).toBeGreaterThan(0);
    }
  });

  it('answers every provider full user; partners, clients and read-only roles get 403, unknown ids 404', async () => {
    for (const role of FULL)
      expect((await as(USERS[role]).get('sales/solutions/1004/estimate')).status, role).toBe(200);
    for (const role of OTHERS) {
      const res = await as(USERS[role]).get('sales/solutions/1004/estimate');
      expect(res.status, role).toBe(403);
      expectErrorShape(res.body);
    }
    const missing = await admin.get('sales/solutions/987654/estimate');
    expect(missing.status).toBe(404);
    expectErrorShape(missing.body);
    expect((await admin.get('sales/solutions/abc/estimate')).status).toBe(400);
    expect((await call('GET', 'sales/solutions/1001/estimate')).status).toBe(401);
  });
});

const ratesTimes = (rates: RateCard['rates'], factor: number) =>
  rates.map((r) => ({
    ...r,
    costPerHour: Math.round(r.costPerHour * factor * 100) / 100,
    pricePerHour: Math.round(r.pricePerHour * factor * 100) / 100,
  }));

describe('PUT /api/sales/configuration/rate-card', () => {
  it('refuses every role but ADMIN with 403 and changes nothing', async () => {
    const { card: before, etag } = await card();
    for (const role of ROLE_IDS.filter((r) => r !== 'ADMIN')) {
      const res = await as(USERS[role]).put(
        'sales/configuration/rate-card',
        { currency: 'GBP', rates: before.rates },
        { headers: { 'If-Match': etag } },
      );
      expect(res.status, role).toBe(403);
      expectErrorShape(res.body);
    }
    expect((await card()).card).toEqual(before);
  });

  it('needs If-Match (428) and refuses a stale one (409 with the current card)', async () => {
    const { card: before } = await card();
    const body = { currency: 'GBP', rates: before.rates };
    const missing = await putCard(body);
    expect(missing.status).toBe(428);
    expectErrorShape(missing.body);
    const stale = await putCard(body, '"stale"');
    expect(stale.status).toBe(409);
    expect((expectErrorShape(stale.body).details as { current: RateCard }).current.version).toBe(
      before.version,
    );
    expect((await card()).card).toEqual(before);
  });

  it('validates with field messages: unknown levels, duplicates, negative, too many pence, wrong currency', async () => {
    const { card: before, etag } = await card();
    const rate = before.rates[0]!;
    const cases: [unknown, string][] = [
      [{ currency: 'GBP', rates: [{ ...rate, levelId: 9998 }] }, 'rates.0.levelId'],
      [{ currency: 'GBP', rates: [rate, rate] }, 'rates.1'],
      [{ currency: 'GBP', rates: [{ ...rate, costPerHour: -1 }] }, 'rates.0.costPerHour'],
      [{ currency: 'GBP', rates: [{ ...rate, pricePerHour: 10.001 }] }, 'rates.0.pricePerHour'],
      [{ currency: 'GBP', rates: [{ ...rate, pricePerHour: 'ten' }] }, 'rates.0.pricePerHour'],
      [{ currency: 'GBP', rates: [{ ...rate, location: 'MOON' }] }, 'rates.0.location'],
      [{ currency: 'USD', rates: [rate] }, 'currency'],
      [{ currency: 'GB\u0000P', rates: [rate] }, 'currency'],
    ];
    for (const [body, field] of cases) {
      const res = await putCard(body, etag);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldsOf(res.body)), JSON.stringify(body)).toContain(field);
    }
    expect((await card()).card).toEqual(before);
  });

  it('answers hostile input with 400, 413 or 415, never 500', async () => {
    const { etag } = await card();
    const put = (opts: Parameters<typeof admin.put>[2]) =>
      admin.call('PUT', 'sales/configuration/rate-card', {
        ...opts,
        headers: { 'If-Match': etag, ...opts?.headers },
      });
    expect((await put({ rawBody: '{"currency":"GBP","rates":[' })).status).toBe(400);
    expect((await put({ rawBody: '' })).status).toBe(400);
    expect((await put({ rawBody: '[1,2]' })).status).toBe(400);
    expect(
      (await put({ rawBody: '{"currency":"GBP","rates":' + '['.repeat(100) + ']'.repeat(100) + '}' })).status,
    ).toBe(400);
    expect(
      (await put({ rawBody: '{"currency":"GBP","rates":[]}', headers: { 'Content-Type': 'text/plain' } }))
        .status,
    ).toBe(415);
    const huge = JSON.stringify({ currency: 'GBP', rates: [], pad: 'x'.repeat(3 * 1024 * 1024) });
    expect((await put({ rawBody: huge })).status).toBe(413);
    const many = {
      currency: 'GBP',
      rates: Array.from({ length: 501 }, (_, i) => ({
        levelId: 1,
        location: 'ONSHORE',
        costPerHour: i,
        pricePerHour: i,
      })),
    };
    expect((await putCard(many, etag)).status).toBe(400);
  });

  it('saves a new version (sample false), keeps the old one for the solutions that hold it, and audits', async () => {
    const { card: before, etag } = await card();
    const seeded = (await admin.get<Solution>('sales/solutions/1003')).body;
    const sales = as(USERS.SALES_PERSON);
    const created = await sales.post<Solution>(
      'sales/solutions',
      newSolutionBody({ state: { step: 1, steps: [1], items: seeded.state.items } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.rateCardVersion).toBe(before.version);
    const priced = (await sales.get(`sales/solutions/${created.body.id}/estimate`)).body;
    expect(priced.rateCardVersion).toBe(before.version);
    expect(priced.price.amount).toBeGreaterThan(0);

    const res = await putCard({ currency: 'GBP', rates: ratesTimes(before.rates, 2) }, etag);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('etag')).not.toBe(etag);
    expect(res.body).toMatchObject({ version: before.version + 1, sample: false, currency: 'GBP' });
    expect((await card()).card.rates).toEqual(ratesTimes(before.rates, 2));
    // The old etag is stale now.
    expect((await putCard({ currency: 'GBP', rates: before.rates }, etag)).status).toBe(409);

    // The solution keeps the version it was priced with...
    const kept = (await sales.get(`sales/solutions/${created.body.id}/estimate`)).body;
    expect(kept).toEqual(priced);
    // ...until its user takes the newer one through the normal save.
    const { etag: _e, documents: _d, id, ...rest } = created.body;
    const save = (rateCardVersion: number, ifMatch: string) =>
      sales.post<Solution>(
        'sales/solutions',
        {
          solutionId: id,
          salesClient: rest.salesClient,
          expectedStart: rest.expectedStart,
          salesCountry: rest.salesCountry,
          requirementDescription: rest.requirementDescription,
          catalogueVersion: rest.catalogueVersion,
          rateCardVersion,
          fields: rest.fields,
          state: rest.state,
        },
        { headers: { 'If-Match': ifMatch } },
      );
    const future = await save(before.version + 5, created.body.etag);
    expect(future.status).toBe(400);
    expect(fieldsOf(future.body)).toHaveProperty('rateCardVersion');
    const taken = await save(before.version + 1, created.body.etag);
    expect(taken.status).toBe(200);
    expect(taken.body.rateCardVersion).toBe(before.version + 1);
    const repriced = (await sales.get(`sales/solutions/${id}/estimate`)).body;
    expect(repriced.rateCardVersion).toBe(before.version + 1);
    expect(repriced.price.amount).toBeCloseTo(priced.price.amount * 2, 0);
    expect(repriced.cost.amount).toBeCloseTo(priced.cost.amount * 2, 0);
    expect(repriced.hours).toEqual(priced.hours);
    // Back onto the older version on purpose: it is still stored.
    const back = await save(before.version, taken.body.etag);
    expect(back.status).toBe(200);
    expect((await sales.get(`sales/solutions/${id}/estimate`)).body).toEqual(priced);

    // The older version stays readable by number (the one a solution is priced with); unknown ones are a 404.
    const old = await sales.get<RateCard>(`sales/configuration/rate-card?version=${before.version}`);
    expect(old.status).toBe(200);
    expect(old.body.rates).toEqual(before.rates);
    expect((await sales.get(`sales/configuration/rate-card?version=${before.version + 9}`)).status).toBe(404);
    expect((await sales.get('sales/configuration/rate-card?version=abc')).status).toBe(400);

    const trail = (await admin.get<AuditEntry[]>('sales/admin/audit?area=rate-card')).body;
    expect(trail[0]).toMatchObject({
      area: 'rate-card',
      action: 'update',
      by: { email: USERS.ADMIN },
      target: { name: `Rate card version ${before.version + 1}` },
    });
    expect(trail[0]!.changes.length).toBeGreaterThan(0);
    // In the page's words (issue 30): its column of the first staffing level, in pounds and pence, not a path.
    const first = before.rates[0]!;
    const cost = trail[0]!.changes.find(
      (c) => c.path === `rates[${first.levelId}:${first.location}].costPerHour`,
    );
    expect(cost).toMatchObject({
      label: expect.stringMatching(/^(Onshore|Offshore) cost of \S/),
      before: `£${first.costPerHour.toFixed(2)}`,
      after: `£${(first.costPerHour * 2).toFixed(2)}`,
    });
    for (const c of trail[0]!.changes) expect(c.label).toMatch(/^(Onshore|Offshore) (cost|price) of /);
  });
});

describe('settings: estimate', () => {
  const settings = async () => {
    const res = await admin.get<{ value: Settings }>('sales/configuration/settings');
    return { value: res.body.value, etag: res.headers.get('etag')! };
  };
  const save = (body: unknown, etag: string) =>
    admin.post<{ value: Settings }>('sales/configuration/settings', body, { headers: { 'If-Match': etag } });

  it('validates the estimate settings with field messages', async () => {
    const { value, etag } = await settings();
    const estimate = { ...DEFAULT_ESTIMATE_SETTINGS };
    const cases: [unknown, string][] = [
      [{ ...estimate, marginFloorPercent: 101 }, 'estimate.marginFloorPercent'],
      [{ ...estimate, riskCeiling: -1 }, 'estimate.riskCeiling'],
      [{ ...estimate, governancePercent: 'ten' }, 'estimate.governancePercent'],
      [{ ...estimate, governanceLevelId: 1.5 }, 'estimate.governanceLevelId'],
      [
        {
          ...estimate,
          contingencyBands: [
            { upTo: 10, percent: 5 },
            { upTo: 10, percent: 10 },
          ],
        },
        'estimate.contingencyBands.1.upTo',
      ],
      [{ ...estimate, contingencyBands: [] }, 'estimate.contingencyBands'],
    ];
    for (const [e, field] of cases) {
      const res = await save({ ...value, estimate: e }, etag);
      expect(res.status, field).toBe(400);
      expect(Object.keys(fieldsOf(res.body)), field).toContain(field);
    }
    const unknownLevel = await save({ ...value, estimate: { ...estimate, governanceLevelId: 9998 } }, etag);
    expect(unknownLevel.status).toBe(400);
    expect(fieldsOf(unknownLevel.body)).toHaveProperty(['estimate.governanceLevelId']);
    expect((await settings()).value).toEqual(value);
  });

  it('stores the estimate settings, keeps them when a save leaves them out, and the estimate uses them', async () => {
    const { value, etag } = await settings();
    const before = (await admin.get('sales/solutions/1003/estimate')).body;
    // Twice the default (15%): the project management hours double where the activities plan none of their own.
    const estimate = {
      ...DEFAULT_ESTIMATE_SETTINGS,
      governancePercent: DEFAULT_ESTIMATE_SETTINGS.governancePercent * 2,
      marginFloorPercent: 99,
    };
    const saved = await save({ ...value, estimate }, etag);
    expect(saved.status).toBe(200);
    expect(saved.body.value.estimate).toEqual(estimate);
    const kept = await save({ deliverableReview: value.deliverableReview }, saved.headers.get('etag')!);
    expect(kept.status).toBe(200);
    expect(kept.body.value.estimate).toEqual(estimate);
    const after = (await admin.get('sales/solutions/1003/estimate')).body;
    expect(after.governance.percent).toBe(30);
    expect(after.governance.hours).toBeCloseTo(before.governance.hours * 2, 0);
    expect(after.dealTeamReasons.some((r: string) => r.includes('below the 99% floor'))).toBe(true);
    const restored = await save(
      { ...value, estimate: value.estimate ?? DEFAULT_ESTIMATE_SETTINGS },
      kept.headers.get('etag')!,
    );
    expect(restored.status).toBe(200);
  });
});

describe('Deal Team approval before Close', () => {
  // 14 questions answered High: an overall risk of 20, above the default ceiling of 18 (this solution only).
  const risky = {
    questions: Array.from({ length: 14 }, (_, i) => ({
      id: `q-${i}`,
      block: { id: (i % 7) + 1 },
      text: `Question ${i}`,
      answers: [
        { id: 3, selected: true },
        { id: 0, selected: false },
      ],
    })),
  };

  it('refuses Close until a Deal Team member approves; the reason is in the estimate', async () => {
    const sales = as(USERS.SALES_PERSON);
    const dealTeam = as(USERS.DEAL_TEAM);
    const seeded = (await admin.get<Solution>('sales/solutions/1003')).body;
    const created = await sales.post<Solution>(
      'sales/solutions',
      newSolutionBody({ state: { step: 1, steps: [1], items: seeded.state.items, risk: risky } }),
    );
    expect(created.status).toBe(201);
    let current = created.body;
    const move = async (who: typeof sales, step: number, approvals = current.fields.approvals) => {
      const { etag, documents: _d, id, owner: _o, ...rest } = current;
      return who.post<Solution>(
        'sales/solutions',
        {
          solutionId: id,
          salesClient: rest.salesClient,
          expectedStart: rest.expectedStart,
          salesCountry: rest.salesCountry,
          requirementDescription: rest.requirementDescription,
          catalogueVersion: rest.catalogueVersion,
          fields: { ...rest.fields, ...(approvals ? { approvals } : {}) },
          state: { ...rest.state, step },
        },
        { headers: { 'If-Match': etag } },
      );
    };
    for (const step of [2, 5, 6]) {
      const res = await move(sales, step);
      expect(res.status, `step ${step}: ${JSON.stringify(res.body)}`).toBe(200);
      current = res.body;
    }
    const estimate = (await sales.get(`sales/solutions/${current.id}/estimate`)).body;
    expect(estimate.risk.overall).toBe(20);
    expect(estimate.dealTeamReasons).toEqual(['Overall risk 20.00 is above the ceiling of 18']);

    const refused = await move(sales, 7);
    expect(refused.status).toBe(400);
    expect(expectErrorShape(refused.body).message).toContain('needs a Deal Team approval before Close');
    expect(expectErrorShape(refused.body).message).toContain('Overall risk 20.00 is above the ceiling of 18');

    const row = { id: 'deal-team', name: 'Deal Team' };
    for (const who of [sales, admin]) {
      const notTheirs = await move(who, 6, [row]);
      expect(notTheirs.status).toBe(403);
      expect(expectErrorShape(notTheirs.body).message).toContain('Deal Team');
    }
    const approved = await move(dealTeam, 6, [row]);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.fields.approvals).toEqual([
      expect.objectContaining({ id: 'deal-team', name: 'Fiona Doyle', approverId: expect.any(String) }),
    ]);
    current = approved.body;
    const closed = await move(sales, 7);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.state.step).toBe(7);
  });
});

afterAll(async () => {
  const { card: now, etag } = await card();
  if (now.rates.length === SAMPLE_RATE_CARD.rates.length && now.sample) return;
  await putCard({ currency: 'GBP', rates: SAMPLE_RATE_CARD.rates }, etag);
});
