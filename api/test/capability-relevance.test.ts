/**
 * The capability relevance admin table (issue 10): GET/POST /api/sales/configuration/relevance. Admins read and save
 * (a new catalogue version, the old one unchanged), If-Match (428, stale 409 with the current table), the same ETag
 * as the Capabilities admin's save (they conflict properly), every other role 403, hostile bodies 400/413/415 and
 * never a 500; the saved scores are what GET /api/sales/configuration returns (capability.relevance), which the
 * sales helper uses. The file puts the seeded scores back at the end.
 */
import {
  ROLE_IDS,
  type AuditEntry,
  type Capability,
  type CapabilityRelevanceRow,
  type CapabilityRelevanceTable,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';

const admin = as(USERS.ADMIN);
const ROUTE = 'sales/configuration/relevance';

interface CatalogueBody {
  version: number;
  capabilities: Capability[];
}

async function table() {
  const res = await admin.get<CapabilityRelevanceTable>(ROUTE);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const save = (body: unknown, etag?: string, who = admin) =>
  who.post<CapabilityRelevanceTable>(ROUTE, body, etag ? { headers: { 'If-Match': etag } } : {});

const scores = (r: CapabilityRelevanceRow) => ({
  id: r.id,
  EX: r.EX,
  CS: r.CS,
  ROI: r.ROI,
  TCO: r.TCO,
  OE: r.OE,
});

let seeded: CapabilityRelevanceRow[] = [];

beforeAll(async () => {
  seeded = (await table()).rows;
});

afterAll(async () => {
  const now = await table();
  const byId = new Map(now.rows.map((r) => [r.id, r]));
  const back = seeded.filter((r) => JSON.stringify(scores(r)) !== JSON.stringify(scores(byId.get(r.id)!)));
  if (back.length) expect((await save({ rows: back.map(scores) }, now.etag)).status).toBe(201);
});

describe('an admin reads the table', () => {
  it("lists the 29 visible top-level capabilities of the four areas with the catalogue's ETag", async () => {
    const res = await admin.get<CapabilityRelevanceTable>(ROUTE);
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(29);
    expect(new Set(res.body.rows.map((r) => r.area))).toEqual(
      new Set(['Core', 'Security', 'Virtualization', 'Manage & Evolve']),
    );
    expect(res.body.rows.map((r) => r.id)).not.toContain('cap-legacy-vdi-decommissioning');
    const catalogue = await admin.get<CatalogueBody>('sales/configuration');
    expect(res.headers.get('etag')).toBe(catalogue.headers.get('etag'));
    expect(res.body.etag).toBe(catalogue.headers.get('etag'));
    expect(res.body.catalogueVersion).toBe(catalogue.body.version);
  });

  it('leaves the named configuration route working beside it', async () => {
    const settings = await admin.get<{ name: string }>('sales/configuration/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.name).toBe('settings');
    const other = await as(USERS.SALES_PERSON).get('sales/configuration/roles');
    expect(other.status).toBe(200);
    const unknown = await admin.get('sales/configuration/nonsense');
    expect(unknown.status).toBe(400);
  });
});

describe('an admin saves scores', () => {
  it('writes a new catalogue version with the scores, keeps the old one, records the audit and answers the new table', async () => {
    const before = await table();
    const [a, b] = before.rows;
    const rows = [
      { ...scores(a!), EX: a!.EX === 11 ? 12 : 11 },
      { ...scores(b!), OE: 0, CS: 100 },
    ];
    const res = await save({ rows }, before.etag);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.catalogueVersion).toBe(before.catalogueVersion + 1);
    expect(res.headers.get('etag')).toBe(res.body.etag);
    expect(res.body.rows.find((r) => r.id === a!.id)?.EX).toBe(rows[0]!.EX);
    expect(res.body.rows.find((r) => r.id === b!.id)).toMatchObject({ OE: 0, CS: 100 });

    // What the sales helper reads: the catalogue's capability.relevance.
    const catalogue = await admin.get<CatalogueBody>('sales/configuration');
    expect(catalogue.body.version).toBe(before.catalogueVersion + 1);
    expect(catalogue.body.capabilities.find((c) => c.id === b!.id)?.relevance).toMatchObject({
      OE: 0,
      CS: 100,
    });
    const seller = await as(USERS.SALES_PERSON).get<CatalogueBody>('sales/configuration');
    expect(seller.body.capabilities.find((c) => c.id === a!.id)?.relevance?.EX).toBe(rows[0]!.EX);

    const old = await admin.get<CatalogueBody>(`sales/configuration?version=${before.catalogueVersion}`);
    expect(old.body.capabilities.find((c) => c.id === b!.id)?.relevance).toMatchObject({
      OE: b!.OE,
      CS: b!.CS,
    });

    const trail = (await admin.get<AuditEntry[]>('sales/admin/audit?area=capabilities')).body;
    expect(trail[0]?.target.id).toBe(`v${before.catalogueVersion + 1}`);
    const summary = trail[0]?.changes.find((c) => c.path === 'summary')?.after;
    expect(summary).toContain(`'${a!.name}'`);
    expect(summary).toContain(`'${b!.name}'`);
    expect(trail[0]?.changes.some((c) => c.path.includes('relevance') && c.path.endsWith('CS'))).toBe(true);
  });

  it('makes no new version when the scores are the stored ones', async () => {
    const before = await table();
    const res = await save({ rows: [scores(before.rows[3]!)] }, before.etag);
    expect(res.status).toBe(200);
    expect(res.body.catalogueVersion).toBe(before.catalogueVersion);
    expect((await table()).etag).toBe(before.etag);
  });

  it('needs If-Match (428) and refuses a stale one with the current table (409), changing nothing', async () => {
    const before = await table();
    const row = scores(before.rows[5]!);
    const missing = await save({ rows: [{ ...row, TCO: row.TCO === 1 ? 2 : 1 }] });
    expect(missing.status).toBe(428);
    expectErrorShape(missing.body);

    const first = await save({ rows: [{ ...row, TCO: 33 }] }, before.etag);
    expect(first.status).toBe(201);
    const stale = await save({ rows: [{ ...row, TCO: 44 }] }, before.etag);
    expect(stale.status).toBe(409);
    const err = expectErrorShape(stale.body) as { details?: { current?: CapabilityRelevanceTable } };
    expect(err.details?.current?.etag).toBe(first.body.etag);
    expect(err.details?.current?.catalogueVersion).toBe(first.body.catalogueVersion);
    expect(err.details?.current?.rows.find((r) => r.id === row.id)?.TCO).toBe(33);
    expect((await table()).rows.find((r) => r.id === row.id)?.TCO).toBe(33);
  });

  it('conflicts with a save of the Capabilities admin in both directions', async () => {
    const before = await table();
    const catalogue = await admin.get<CatalogueBody>('sales/configuration');
    const row = scores(before.rows[6]!);
    expect((await save({ rows: [{ ...row, ROI: row.ROI === 7 ? 8 : 7 }] }, before.etag)).status).toBe(201);
    const renamed = catalogue.body.capabilities.map((c) =>
      c.id === row.id ? { ...c, name: `${c.name} x` } : c,
    );
    const late = await admin.post(
      'sales/configuration',
      { capabilities: renamed },
      {
        headers: { 'If-Match': catalogue.headers.get('etag') ?? '' },
      },
    );
    expect(late.status).toBe(409);

    const now = await admin.get<CatalogueBody>('sales/configuration');
    const relevanceEtag = (await table()).etag;
    const described = now.body.capabilities.map((c) =>
      c.id === row.id ? { ...c, description: `${c.description ?? ''} (edited)` } : c,
    );
    expect(
      (
        await admin.post(
          'sales/configuration',
          { capabilities: described },
          {
            headers: { 'If-Match': now.headers.get('etag') ?? '' },
          },
        )
      ).status,
    ).toBe(201);
    expect((await save({ rows: [{ ...row, ROI: 50 }] }, relevanceEtag)).status).toBe(409);
    // Put the description back.
    const latest = await admin.get<CatalogueBody>('sales/configuration');
    const restored = latest.body.capabilities.map((c) =>
      c.id === row.id
        ? { ...c, description: now.body.capabilities.find((x) => x.id === row.id)?.description }
        : c,
    );
    expect(
      (
        await admin.post(
          'sales/configuration',
          { capabilities: restored },
          {
            headers: { 'If-Match': latest.headers.get('etag') ?? '' },
          },
        )
      ).status,
    ).toBe(201);
  });
});

describe('refusals', () => {
  it.each(ROLE_IDS.filter((r) => r !== 'ADMIN').map((r) => [r]))(
    '%s gets 403 on both calls',
    async (role) => {
      const who = as(USERS[role]);
      const read = await who.get(ROUTE);
      expect(read.status).toBe(403);
      expectErrorShape(read.body);
      const before = await table();
      const write = await save({ rows: [scores(before.rows[0]!)] }, before.etag, who);
      expect(write.status).toBe(403);
      expectErrorShape(write.body);
    },
  );

  it('refuses unknown, hidden and nested capabilities by name and applies nothing', async () => {
    const before = await table();
    const catalogue = await admin.get<CatalogueBody>('sales/configuration');
    const nested = catalogue.body.capabilities.find((c) => c.items?.length)!.items![0]!.id;
    const ok = { ...scores(before.rows[0]!), EX: before.rows[0]!.EX === 3 ? 4 : 3 };
    const zero = { EX: 1, CS: 1, ROI: 1, TCO: 1, OE: 1 };
    for (const id of ['cap-nobody-knows', 'cap-legacy-vdi-decommissioning', nested]) {
      const res = await save({ rows: [ok, { id, ...zero }] }, before.etag);
      expect(res.status, id).toBe(400);
      expect(expectErrorShape(res.body).message).toContain(`'${id}'`);
    }
    expect((await table()).etag).toBe(before.etag);
  });

  const row = { id: 'cap-discovery-assessment', EX: 1, CS: 2, ROI: 3, TCO: 4, OE: 5 };
  it.each([
    ['a float', { rows: [{ ...row, EX: 50.5 }] }],
    ['a negative', { rows: [{ ...row, CS: -1 }] }],
    ['101', { rows: [{ ...row, ROI: 101 }] }],
    ['a string score', { rows: [{ ...row, TCO: '50' }] }],
    ['null', { rows: [{ ...row, OE: null }] }],
    ['a missing score', { rows: [{ id: row.id, EX: 1, CS: 2, ROI: 3, TCO: 4 }] }],
    ['a duplicate', { rows: [row, row] }],
    ['no rows', { rows: [] }],
    ['rows not a list', { rows: { 0: row } }],
    ['a control character in the id', { rows: [{ ...row, id: 'cap-discovery\u0000assessment' }] }],
    ['a C1 character in the id', { rows: [{ ...row, id: 'cap\u0085x' }] }],
    ['an empty id', { rows: [{ ...row, id: '  ' }] }],
    ['a long id', { rows: [{ ...row, id: 'x'.repeat(101) }] }],
    ['too many rows', { rows: Array.from({ length: 1001 }, (_, i) => ({ ...row, id: `cap-${i}` })) }],
    ['not an object', [row]],
    ['a number', 42],
  ])('refuses %s with 400 and the one error shape', async (_what, body) => {
    const before = await table();
    const res = await save(body, before.etag);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body);
    expect((await table()).etag).toBe(before.etag);
  });

  it('refuses a huge body (413), deep nesting and non-JSON, never a 500', async () => {
    const before = await table();
    const headers = { 'If-Match': before.etag };
    const big = await admin.call('POST', ROUTE, {
      rawBody: JSON.stringify({ rows: [{ ...row, id: 'x'.repeat(3 * 1024 * 1024) }] }),
      headers,
    });
    expect(big.status).toBe(413);
    const deep = await admin.call('POST', ROUTE, {
      rawBody: `${'['.repeat(200)}${']'.repeat(200)}`,
      headers,
    });
    expect(deep.status).toBe(400);
    const text = await admin.call('POST', ROUTE, {
      rawBody: 'rows=1',
      headers: { ...headers, 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await admin.call('POST', ROUTE, { rawBody: '{"rows": [', headers });
    expect(broken.status).toBe(400);
    for (const res of [big, deep, text, broken]) expectErrorShape(res.body);
    expect((await table()).etag).toBe(before.etag);
  });
});
