/**
 * The offerings configuration (issue 21, ADR 0041): seeded, served to every signed-in user with an ETag, kept by
 * admins (POST, If-Match: 428 without, 409 with the current list when stale), each save in the audit trail, hostile
 * input refused with 400/413/415 and never stored; engagements accept exactly the stored offerings. The file puts
 * the seeded offerings back at the end, so other files find the ones they name.
 */
import {
  ROLE_IDS,
  saveOfferingsRequestSchema,
  type AuditEntry,
  type CreateEngagementResponse,
  type Offering,
} from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFERINGS } from '../src/seed/seed-data/offerings.ts';
import { as, call, expectErrorShape, USERS } from './support/client.ts';

const admin = as(USERS.ADMIN);
const PATH = 'sales/configuration/offerings';

async function stored() {
  const res = await admin.get<{ name: string; value: Offering[] }>(PATH);
  expect(res.status).toBe(200);
  return { offerings: res.body.value, etag: res.headers.get('etag')! };
}

const save = (email: string, offerings: unknown, etag?: string) =>
  as(email).post<{ value: Offering[] }>(PATH, { offerings }, etag ? { headers: { 'If-Match': etag } } : {});

const fieldsOf = (body: unknown) =>
  Object.keys((expectErrorShape(body).details as { fields: Record<string, string> }).fields);

afterAll(async () => {
  const { etag } = await stored();
  expect((await save(USERS.ADMIN, OFFERINGS, etag)).status).toBe(200);
});

describe('GET /api/sales/configuration/offerings', () => {
  it('answers every signed-in role with the seeded offerings of the four areas and an ETag; nobody signed out', async () => {
    for (const role of ROLE_IDS) {
      const res = await as(USERS[role]).get<{ value: Offering[] }>(PATH);
      expect(res.status, role).toBe(200);
      expect(res.headers.get('etag'), role).toBeTruthy();
      expect(saveOfferingsRequestSchema.safeParse({ offerings: res.body.value }).success, role).toBe(true);
    }
    const { offerings } = await stored();
    expect(offerings.map((o) => o.id)).toEqual(OFFERINGS.map((o) => o.id));
    expect(offerings.find((o) => o.id === 'offering-windows-11-migration')).toMatchObject({
      name: expect.any(String),
      areaId: expect.stringMatching(/^area-/),
    });
    expect((await call('GET', PATH)).status).toBe(401);
  });
});

describe('POST /api/sales/configuration/offerings', () => {
  it('is for admins only: every other role gets 403 and nothing changes', async () => {
    const before = await stored();
    for (const role of ROLE_IDS.filter((r) => r !== 'ADMIN')) {
      const res = await save(USERS[role], before.offerings, before.etag);
      expect(res.status, role).toBe(403);
      expectErrorShape(res.body);
    }
    expect((await call('POST', PATH, { body: { offerings: [] } })).status).toBe(401);
    expect((await stored()).offerings).toEqual(before.offerings);
  });

  it('asks for If-Match (428) and refuses a stale version with 409 and the current list', async () => {
    const { offerings, etag } = await stored();
    const missing = await save(USERS.ADMIN, offerings);
    expect(missing.status).toBe(428);
    expectErrorShape(missing.body);
    const renamed = offerings.map((o, i) => (i === 0 ? { ...o, name: `${o.name} (renamed)` } : o));
    const first = await save(USERS.ADMIN, renamed, etag);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toBe(etag);
    const stale = await save(USERS.ADMIN, offerings, etag);
    expect(stale.status).toBe(409);
    expect((expectErrorShape(stale.body).details as { current: Offering[] }).current).toEqual(renamed);
    expect((await stored()).offerings).toEqual(renamed);
  });

  it('keeps an edited list apart from the catalogue, in the audit trail; engagements take exactly those offerings', async () => {
    const { offerings, etag } = await stored();
    const added: Offering = {
      id: 'offering-sustainability-review',
      name: '  Sustainability Review ',
      areaId: 'area-manage-evolve',
      description: 'A two-week review of device energy use\nand a plan to reduce it.',
    };
    const removed = offerings[1]!;
    const next = [...offerings.filter((o) => o.id !== removed.id), added];
    const res = await save(USERS.ADMIN, next, etag);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.at(-1)).toEqual({ ...added, name: 'Sustainability Review' });
    expect((await stored()).offerings).toEqual(res.body.value);

    // The catalogue is untouched.
    const catalogue = await admin.get<{ capabilities: { id: string }[] }>('sales/configuration');
    expect(catalogue.body.capabilities.some((c) => c.id === removed.id.replace(/^offering-/, 'cap-'))).toBe(
      true,
    );

    const trail = (await admin.get<AuditEntry[]>('sales/admin/audit?area=offerings')).body;
    expect(trail[0]).toMatchObject({
      area: 'offerings',
      action: 'update',
      by: { email: USERS.ADMIN },
      target: { id: 'offerings', name: 'offerings' },
    });
    const paths = trail[0]!.changes.map((c) => c.path);
    expect(paths).toContain(`[${added.id}]`);
    expect(paths).toContain(`[${removed.id}]`);

    const engagement = (offeringIds: string[]) =>
      as(USERS.SALES_PERSON).post<CreateEngagementResponse>('sales/engagements', {
        salesClient: { id: 'client-albion-rail-services' },
        type: 0,
        fields: { name: '', engagementNotes: '', offeringIds },
        state: { priorities: { EX: 3, CS: -1, ROI: -1, TCO: -1, OE: -1 } },
      });
    const made = await engagement([added.id]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.engagement.fields.offeringIds).toEqual([added.id]);
    const refused = await engagement([removed.id]);
    expect(refused.status).toBe(400);
    expect(expectErrorShape(refused.body).message).toContain(removed.id);
  });

  it('keeps a starter bundle, whose framework solution ticks its typical set (issue 32)', async () => {
    const { offerings, etag } = await stored();
    const bundle = offerings.find((o) => o.id === 'offering-windows-11-and-intune-starter');
    expect(bundle?.capabilityIds).toEqual([
      'cap-windows-11-migration',
      'cap-device-management',
      'cap-identity-foundation',
    ]);
    const trimmed = offerings.map((o) =>
      o.id === bundle!.id
        ? { ...o, capabilityIds: ['cap-windows-11-migration', 'cap-device-management'] }
        : o,
    );
    const res = await save(USERS.ADMIN, trimmed, etag);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = await as(USERS.SALES_PERSON).post<CreateEngagementResponse>('sales/engagements', {
      salesClient: { id: 'client-albion-rail-services' },
      type: 1,
      fields: { name: 'Starter', engagementNotes: '', offeringIds: [bundle!.id] },
      state: { priorities: { EX: 3, CS: -1, ROI: -1, TCO: -1, OE: -1 } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const solutionId = made.body.engagement.solutionId;
    const solution = await as(USERS.SALES_PERSON).get<{
      state: { items: { id: string; selected?: boolean }[] };
    }>(`sales/solutions/${solutionId}`);
    expect(solution.body.state.items.filter((c) => c.selected).map((c) => c.id)).toEqual([
      'cap-device-management',
      'cap-windows-11-migration',
    ]);
  });

  it('refuses hostile input with the field it names, and stores none of it', async () => {
    const before = await stored();
    const first = before.offerings[0]!;
    const cases: [unknown[], string][] = [
      [[{ ...first, name: 'Bad\u0007name' }], 'offerings.0.name'],
      [[{ ...first, description: 'nul\u0000' }], 'offerings.0.description'],
      [[{ ...first, name: 'N'.repeat(121) }], 'offerings.0.name'],
      [[{ ...first, description: 'd'.repeat(2001) }], 'offerings.0.description'],
      [[{ ...first, areaId: 'area-made-up' }], 'offerings.0.areaId'],
      [[{ ...first, id: 'cap-zero-trust' }], 'offerings.0.id'],
      [[first, { ...first, name: 'Another' }], 'offerings.1.id'],
      [[first, { ...first, id: 'offering-another', name: first.name.toUpperCase() }], 'offerings.1.name'],
      // A starter bundle's set (issue 32): resolved against the catalogue, never trusted as sent.
      [[{ ...first, capabilityIds: ['cap-made-up'] }], 'offerings.0.capabilityIds'],
      [[{ ...first, capabilityIds: ['cap-\u0007bell'] }], 'offerings.0.capabilityIds.0'],
      [[{ ...first, capabilityIds: [''] }], 'offerings.0.capabilityIds.0'],
      [[{ ...first, capabilityIds: 'cap-device-management' }], 'offerings.0.capabilityIds'],
      [
        [{ ...first, capabilityIds: Array.from({ length: 31 }, () => 'cap-device-management') }],
        'offerings.0.capabilityIds',
      ],
    ];
    for (const [offerings, field] of cases) {
      const res = await save(USERS.ADMIN, offerings, before.etag);
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body), field).toContain(field);
    }
    const post = (opts: Parameters<typeof admin.call>[2]) =>
      admin.call('POST', PATH, { ...opts, headers: { 'If-Match': before.etag, ...opts?.headers } });
    expect((await post({ rawBody: '{"offerings":[' })).status).toBe(400);
    expect((await post({ rawBody: 'not json' })).status).toBe(400);
    expect((await post({ rawBody: '[]' })).status).toBe(400);
    expect(
      (await post({ rawBody: '{"offerings":[]}', headers: { 'Content-Type': 'text/plain' } })).status,
    ).toBe(415);
    const huge = JSON.stringify({ offerings: [], pad: 'x'.repeat(3 * 1024 * 1024) });
    expect((await post({ rawBody: huge })).status).toBe(413);
    const many = Array.from({ length: 301 }, (_, i) => ({ ...first, id: `offering-o${i}`, name: `O ${i}` }));
    expect((await save(USERS.ADMIN, many, before.etag)).status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
