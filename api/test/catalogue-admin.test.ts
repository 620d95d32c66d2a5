/**
 * The capabilities admin's save (POST /api/sales/configuration, ADR 0020): a new immutable version per save with
 * the old still readable, If-Match (428, stale 409 with the current version), the owner check of a non-admin
 * save (own items yes, others 403 naming the item), roles without the right 403, hostile bodies 400, never a 500.
 * The file puts the seeded tree back at the end, so other files see the catalogue they expect.
 */
import type { AuditEntry, Capability } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';

const admin = as(USERS.ADMIN);
const areaOwner = as(USERS.SOLUTION_AREA_OWNER);

interface CatalogueBody {
  version: number;
  capabilities: Capability[];
}

async function current() {
  const res = await admin.get<CatalogueBody>('sales/configuration');
  expect(res.status).toBe(200);
  return { body: res.body, etag: res.headers.get('etag') ?? '' };
}

const save = (who: ReturnType<typeof as>, capabilities: unknown, etag?: string) =>
  who.post<CatalogueBody>(
    'sales/configuration',
    { capabilities },
    etag ? { headers: { 'If-Match': etag } } : {},
  );

const renamed = (caps: Capability[], id: string, name: string): Capability[] =>
  caps.map((c) => (c.id === id ? { ...c, name } : c.items ? { ...c, items: renamed(c.items, id, name) } : c));

let seeded: Capability[] = [];

beforeAll(async () => {
  seeded = (await current()).body.capabilities;
});

afterAll(async () => {
  const now = await current();
  await save(admin, seeded, now.etag);
});

describe('an admin saves the capabilities', () => {
  it('creates version n+1, moves current, keeps the old version readable, and records an audit summary', async () => {
    const before = await current();
    const caps = renamed(before.body.capabilities, 'cap-print-services', 'Print Services (renamed)');
    const res = await save(admin, caps, before.etag);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.version).toBe(before.body.version + 1);
    expect(res.headers.get('etag')).toBeTruthy();

    const after = await current();
    expect(after.body.version).toBe(before.body.version + 1);
    expect(after.etag).toBe(res.headers.get('etag'));
    expect(after.body.capabilities.find((c) => c.id === 'cap-print-services')?.name).toBe(
      'Print Services (renamed)',
    );
    const old = await admin.get<CatalogueBody>(`sales/configuration?version=${before.body.version}`);
    expect(old.body.capabilities.find((c) => c.id === 'cap-print-services')?.name).toBe('Print Services');

    const trail = (await admin.get<AuditEntry[]>('sales/admin/audit?area=capabilities')).body;
    expect(trail[0]?.target.id).toBe(`v${after.body.version}`);
    expect(trail[0]?.changes.find((c) => c.path === 'summary')?.after).toContain(
      "changed capability 'Print Services (renamed)' (name)",
    );
  });

  it('tells provider staff who saved a version, and partners and clients nothing of it', async () => {
    const before = await current();
    const caps = renamed(before.body.capabilities, 'cap-print-services', 'Print Services (saved by)');
    expect((await save(admin, caps, before.etag)).status).toBe(201);
    const staff = await as(USERS.SOLUTION_ARCHITECT).get<CatalogueBody & { createdBy?: unknown }>(
      'sales/configuration',
    );
    expect(staff.body.createdBy).toMatchObject({ email: USERS.ADMIN });
    for (const role of ['HP_SALES_PERSON', 'ACCENTURE_SOLUTION_ARCHITECT', 'CLIENT'] as const) {
      const res = await as(USERS[role]).get<CatalogueBody & { createdBy?: unknown }>('sales/configuration');
      expect(res.status).toBe(200);
      expect(res.body.createdBy, role).toBeUndefined();
      expect(JSON.stringify(res.body), role).not.toMatch(/@provider\.example/);
    }
  });

  it('makes no new version when nothing changed', async () => {
    const before = await current();
    const res = await save(admin, before.body.capabilities, before.etag);
    expect(res.status).toBe(200);
    expect((await current()).body.version).toBe(before.body.version);
  });

  it('needs If-Match (428) and refuses a stale one with the current version (409), changing nothing', async () => {
    const before = await current();
    const missing = await save(admin, before.body.capabilities);
    expect(missing.status).toBe(428);
    expectErrorShape(missing.body);

    const first = await save(
      admin,
      renamed(before.body.capabilities, 'cap-print-services', 'First'),
      before.etag,
    );
    expect(first.status).toBe(201);
    const stale = await save(
      admin,
      renamed(before.body.capabilities, 'cap-print-services', 'Second'),
      before.etag,
    );
    expect(stale.status).toBe(409);
    const err = expectErrorShape(stale.body) as { details?: { current?: CatalogueBody & { etag: string } } };
    expect(err.details?.current?.version).toBe(first.body.version);
    expect(err.details?.current?.etag).toBe(first.headers.get('etag'));
    expect((await current()).body.capabilities.find((c) => c.id === 'cap-print-services')?.name).toBe(
      'First',
    );
  });
});

describe('an area owner saves the capabilities', () => {
  it('may change an item they own (Discovery & Assessment) and add a capability under it', async () => {
    const before = await current();
    const caps = before.body.capabilities.map((c) =>
      c.id === 'cap-discovery-assessment'
        ? {
            ...c,
            description: 'Changed by the area owner',
            items: [
              ...(c.items ?? []),
              { id: 'cap-owner-added', name: 'Owner added', owners: [USERS.SOLUTION_AREA_OWNER] },
            ],
          }
        : c,
    );
    const res = await save(areaOwner, caps, before.etag);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it.each([
    [
      'rename an item of someone else',
      (caps: Capability[]) => renamed(caps, 'cap-identity-foundation', 'Mine now'),
      "'Mine now'",
    ],
    [
      'add themselves as owner of an item of someone else',
      (caps: Capability[]) =>
        caps.map((c) =>
          c.id === 'cap-identity-foundation'
            ? { ...c, owners: [...(c.owners ?? []), USERS.SOLUTION_AREA_OWNER] }
            : c,
        ),
      "'Identity Foundation (Entra ID)'",
    ],
    [
      'add a top-level capability',
      (caps: Capability[]) => [
        ...caps,
        { id: 'cap-top-owner', name: 'Top', owners: [USERS.SOLUTION_AREA_OWNER] },
      ],
      "'Top'",
    ],
    [
      'delete an item of someone else',
      (caps: Capability[]) => caps.filter((c) => c.id !== 'cap-identity-foundation'),
      "'Identity Foundation (Entra ID)'",
    ],
  ])('may not %s (403 naming it, nothing saved)', async (_what, change, named) => {
    const before = await current();
    const res = await save(areaOwner, change(before.body.capabilities), before.etag);
    expect(res.status).toBe(403);
    expect(expectErrorShape(res.body).message).toContain(named);
    expect((await current()).body.version).toBe(before.body.version);
  });
});

describe('refusals', () => {
  it.each([['SALES_PERSON'], ['SOLUTION_REVIEWER'], ['HP_SALES_PERSON'], ['CLIENT']] as const)(
    '%s gets 403',
    async (role) => {
      const before = await current();
      const res = await save(as(USERS[role]), before.body.capabilities, before.etag);
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    },
  );

  it.each([
    ['no capabilities', {}],
    ['capabilities not a list', { capabilities: 'all' }],
    ['a capability without a name', { capabilities: [{ id: 'x' }] }],
    ['a control character in a name', { capabilities: [{ id: 'x', name: 'Bad\u0000name' }] }],
    ['a name of 301 characters', { capabilities: [{ id: 'x', name: 'n'.repeat(301) }] }],
    [
      'an effort that is a string',
      { capabilities: [{ id: 'x', name: 'X', actions: [{ id: 'a', name: 'A', effort: 'lots' }] }] },
    ],
    [
      'a duplicated id',
      {
        capabilities: [
          { id: 'x', name: 'X' },
          { id: 'x', name: 'Y' },
        ],
      },
    ],
    [
      'nine levels of capabilities',
      {
        capabilities: [
          Array.from({ length: 9 }).reduceRight<Capability | undefined>(
            (child, _v, i) => ({ id: `deep-${i}`, name: `Deep ${i}`, ...(child ? { items: [child] } : {}) }),
            undefined,
          ),
        ],
      },
    ],
    [
      'an owner e-mail of 400 characters',
      { capabilities: [{ id: 'x', name: 'X', owners: ['a'.repeat(400)] }] },
    ],
  ])('%s: 400 in the error shape', async (_what, body) => {
    const { etag } = await current();
    const res = await admin.post('sales/configuration', body, { headers: { 'If-Match': etag } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body);
  });

  it('a body that is not JSON is refused without a 500', async () => {
    const { etag } = await current();
    const res = await admin.call('POST', 'sales/configuration', {
      rawBody: '{"capabilities": [',
      headers: { 'If-Match': etag },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectErrorShape(res.body);
  });
});
