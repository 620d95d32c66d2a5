/**
 * Countries and clients admin (issue 9, ADR 0017): lists with each item's etag, contacts cut to the role, admin
 * writes with If-Match (428 without, 409 with the current item when stale), 403 for the other roles, 400 with field
 * messages for bad e-mails, control characters and wrong types, 404 for an unknown id, and the audit trail.
 */
import type { AuditEntry, StoredSalesClient, StoredSalesCountry } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const admin = as(USERS.ADMIN);
const trail = async (area: string) => (await admin.get<AuditEntry[]>(`sales/admin/audit?area=${area}`)).body;
const fieldsOf = (body: unknown) =>
  (expectErrorShape(body).details as { fields: Record<string, string> }).fields;

async function country(id: string, who = admin) {
  const list = await who.get<StoredSalesCountry[]>('sales/countries');
  return list.body.find((c) => c.id === id)!;
}
const bodyOf = ({ etag: _etag, ...c }: StoredSalesCountry) => c;
const ifMatch = (etag: string) => ({ headers: { 'If-Match': etag } });

describe('the countries', () => {
  it('lists every country by name with its etag', async () => {
    const res = await admin.get<StoredSalesCountry[]>('sales/countries');
    expect(res.status).toBe(200);
    const names = res.body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(res.body.every((c) => typeof c.etag === 'string' && c.etag.length > 0)).toBe(true);
  });

  it.each([
    ['SALES_PERSON', true, true],
    ['HP_SALES_PERSON', true, true],
    ['ACCENTURE_SALES_PERSON', true, false],
    ['CLIENT', false, false],
  ] as const)('gives %s the provider contacts: %s, HP contacts: %s', async (role, provider, hp) => {
    const uk = await country('GB', as(USERS[role]));
    expect(uk.fields.provider.regionId).toBe('EME-UKI');
    expect(uk.fields.hp.region).toBe('HP-UKI');
    expect(uk.fields.provider.contacts.sales.name).toBe(provider ? 'James Whitfield' : '');
    expect(uk.fields.provider.contacts.sales.email).toBe(provider ? 'james.whitfield@provider.example' : '');
    expect(uk.fields.hp.contacts.sales.name).toBe(hp ? 'Craig Robertson' : '');
    expect(uk.fields.hp.contacts.sales.email).toBe(hp ? 'craig.robertson@hp.example' : '');
  });

  it.each([
    ['CLIENT', '', ''],
    ['ACCENTURE_SALES_PERSON', 'James Whitfield', ''],
    ['HP_SALES_PERSON', 'James Whitfield', 'Craig Robertson'],
  ] as const)("gives %s the same contacts in its solution's primary country", async (role, provider, hp) => {
    const me = as(USERS[role]);
    // A client user names their own client, Harrowfield (ADR 0053); the others any client.
    const harrowfield = { id: 'client-harrowfield-university', name: 'Harrowfield University' };
    const body = newSolutionBody(role === 'CLIENT' ? { salesClient: harrowfield } : {});
    const created = await me.post('sales/solutions', body);
    expect(created.status).toBe(201);
    const read = await me.get(`sales/solutions/${created.body.id}`);
    for (const s of [created.body, read.body]) {
      expect(s.salesCountry.name).toBe('United Kingdom');
      expect(s.salesCountry.fields.provider.regionId).toBe('EME-UKI');
      expect(s.salesCountry.fields.provider.contacts.sales.name).toBe(provider);
      expect(s.salesCountry.fields.hp.contacts.sales.name).toBe(hp);
    }
  });

  it('saves contacts and regions with If-Match, keeps the stored name, and records the change', async () => {
    const lu = await country('LU');
    const edited = bodyOf(lu);
    edited.name = 'Forged name';
    edited.fields.provider.contacts.sponsor = {
      name: 'Zoë Müller-Lüdenscheidt',
      email: ' zoe.muller@provider.example ',
    };
    edited.fields.hp.region = 'HP-DACH';
    const saved = await admin.put<StoredSalesCountry>('sales/countries', edited, ifMatch(lu.etag));
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('Luxembourg');
    expect(saved.body.fields.provider.contacts.sponsor).toEqual({
      name: 'Zoë Müller-Lüdenscheidt',
      email: 'zoe.muller@provider.example',
    });
    expect(saved.headers.get('etag')).toBe(saved.body.etag);
    expect(saved.body.etag).not.toBe(lu.etag);
    const after = await country('LU');
    expect(after.fields.hp.region).toBe('HP-DACH');
    expect(after.fields.provider.contacts.sponsor.name).toBe('Zoë Müller-Lüdenscheidt');

    const [latest] = await trail('countries');
    expect(latest!.target).toEqual({ id: 'LU', name: 'Luxembourg' });
    expect(latest!.by.email).toBe(USERS.ADMIN);
    expect(latest!.changes.map((c) => c.path).sort()).toEqual([
      'fields.hp.region',
      'fields.provider.contacts.sponsor.email',
      'fields.provider.contacts.sponsor.name',
    ]);

    // POST is the same call (spec: PUT or POST /sales/countries).
    const again = await admin.post<StoredSalesCountry>('sales/countries', bodyOf(after), ifMatch(after.etag));
    expect(again.status).toBe(200);
  });

  it('answers 428 without If-Match and 409 with the current country when stale; nothing changes', async () => {
    const no = await country('NO');
    const body = bodyOf(no);
    body.fields.provider.contacts.sales.name = 'First Writer';
    const missing = await admin.put('sales/countries', body);
    expect(missing.status).toBe(428);
    expect(expectErrorShape(missing.body).code).toBe('precondition_failed');
    expect((await admin.put('sales/countries', body, ifMatch(no.etag))).status).toBe(200);
    const before = (await trail('countries')).length;
    body.fields.provider.contacts.sales.name = 'Second Writer';
    const stale = await admin.put('sales/countries', body, ifMatch(no.etag));
    expect(stale.status).toBe(409);
    const current = (expectErrorShape(stale.body).details as { current: StoredSalesCountry }).current;
    expect(current.fields.provider.contacts.sales.name).toBe('First Writer');
    expect(current.etag).toBeTruthy();
    expect((await country('NO')).fields.provider.contacts.sales.name).toBe('First Writer');
    expect((await trail('countries')).length).toBe(before);
  });

  it.each(['SALES_PERSON', 'SOLUTION_ARCHITECT', 'DEAL_TEAM', 'HP_SALES_PERSON', 'CLIENT'] as const)(
    'refuses a save by %s with 403',
    async (role) => {
      const fi = await country('FI');
      for (const method of ['put', 'post'] as const) {
        const res = await as(USERS[role])[method]('sales/countries', bodyOf(fi), ifMatch(fi.etag));
        expect(res.status).toBe(403);
        expectErrorShape(res.body);
      }
      expect((await country('FI')).etag).toBe(fi.etag);
    },
  );

  it.each([
    [
      'a bad e-mail',
      (b: any) => (b.fields.provider.contacts.sales.email = 'not-an-email'),
      'fields.provider.contacts.sales.email',
      /e-mail address/,
    ],
    [
      'an e-mail with a line break',
      (b: any) => (b.fields.hp.contacts.sponsor.email = 'a@b.example\nBcc: x@y.example'),
      'fields.hp.contacts.sponsor.email',
      /./,
    ],
    [
      'a control character in a name',
      (b: any) => (b.fields.hp.contacts.alliance.name = 'Eve\u0007'),
      'fields.hp.contacts.alliance.name',
      /control characters/,
    ],
    [
      'a number as a name',
      (b: any) => (b.fields.provider.contacts.solutions.name = 42),
      'fields.provider.contacts.solutions.name',
      /./,
    ],
    [
      'a missing contact',
      (b: any) => delete b.fields.provider.contacts.alliance,
      'fields.provider.contacts.alliance',
      /./,
    ],
    [
      'a name too long',
      (b: any) => (b.fields.provider.contacts.sponsor.name = 'x'.repeat(201)),
      'fields.provider.contacts.sponsor.name',
      /./,
    ],
    [
      'an unknown region',
      (b: any) => (b.fields.provider.regionId = 'MARS-1'),
      'fields.provider.regionId',
      /known region/,
    ],
    [
      'an unknown HP region',
      (b: any) => (b.fields.hp.region = 'HP-MOON'),
      'fields.hp.region',
      /known HP region/,
    ],
  ])('refuses %s with 400 and a field message', async (_what, change, field, message) => {
    const se = await country('SE');
    const body = bodyOf(se) as any;
    change(body);
    const res = await admin.put('sales/countries', body, ifMatch(se.etag));
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)[field]).toMatch(message);
    expect((await country('SE')).etag).toBe(se.etag);
  });

  it('answers 404 for an unknown country and 400 for a body that is not JSON', async () => {
    const se = bodyOf(await country('SE'));
    const unknown = await admin.put('sales/countries', { ...se, id: 'XX' }, ifMatch('"whatever"'));
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    const bad = await admin.call('PUT', 'sales/countries', { rawBody: '{"id":', ...ifMatch('"x"') });
    expect(bad.status).toBe(400);
  });
});

describe('the clients', () => {
  const create = (body: unknown) => as(USERS.SALES_PERSON).post<StoredSalesClient>('sales/clients', body);

  it('lists clients by name with their etags', async () => {
    const res = await as(USERS.SALES_PERSON).get<StoredSalesClient[]>('sales/clients');
    expect(res.status).toBe(200);
    const names = res.body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(res.body.every((c) => c.etag)).toBe(true);
  });

  it('creates a client with everything typed kept, and an admin edits it with If-Match', async () => {
    const strategy = `Line one\nLine two with “quotes” & <b>tags</b>\n${'x'.repeat(3900)}`;
    const created = await create({
      name: 'Ærøskøbing Ferries A/S',
      fields: {
        industry: 'Transport',
        strategy,
        users: 100_000_000,
        devices: 0,
        applications: 12,
        companyNumber: 'DK-12345678',
        registeredOffice: 'Havnegade 1, 5970 Ærøskøbing, Danmark',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.fields.strategy).toBe(strategy);
    expect(created.body.fields).toMatchObject({
      companyNumber: 'DK-12345678',
      registeredOffice: 'Havnegade 1, 5970 Ærøskøbing, Danmark',
    });
    expect(created.body.fields.users).toBe(100_000_000);
    expect(created.headers.get('etag')).toBe(created.body.etag);
    const { etag, ...body } = created.body;
    const edit = { ...body, name: 'Ærøskøbing Ferries', fields: { ...body.fields, devices: 950 } };

    expect((await admin.post('sales/clients', edit)).status).toBe(428);
    const saved = await admin.post<StoredSalesClient>('sales/clients', edit, ifMatch(etag));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Ærøskøbing Ferries', fields: { devices: 950, strategy } });

    const stale = await admin.post('sales/clients', { ...edit, name: 'Late' }, ifMatch(etag));
    expect(stale.status).toBe(409);
    expect((expectErrorShape(stale.body).details as { current: StoredSalesClient }).current).toMatchObject({
      name: 'Ærøskøbing Ferries',
      etag: saved.body.etag,
    });

    const entries = (await trail('clients')).filter((e) => e.target.id === created.body.id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]!.changes.map((c) => c.path).sort()).toEqual(['fields.devices', 'name']);
  });

  it.each(['SALES_PERSON', 'SOLUTION_ARCHITECT', 'HP_SALES_PERSON'] as const)(
    'lets %s create but not change a client (403)',
    async (role) => {
      const created = await as(USERS[role]).post<StoredSalesClient>('sales/clients', { name: `By ${role}` });
      expect(created.status).toBe(201);
      const { etag, ...body } = created.body;
      const res = await as(USERS[role]).post('sales/clients', { ...body, name: 'Changed' }, ifMatch(etag));
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    },
  );

  it.each(['SOLUTION_REVIEWER', 'SOLUTION_AREA_OWNER'] as const)(
    'refuses a new client by %s (403)',
    async (role) => {
      expect((await as(USERS[role]).post('sales/clients', { name: 'Nope' })).status).toBe(403);
    },
  );

  it.each([
    [{ name: '' }, 'name', /required/],
    [{ name: '   ' }, 'name', /required/],
    [{ name: 'Bell\u0007 Ltd' }, 'name', /control characters/],
    [{ name: 'Acme', fields: { users: 'many' } }, 'fields.users', /./],
    [{ name: 'Acme', fields: { devices: 1.5 } }, 'fields.devices', /./],
    [{ name: 'Acme', fields: { applications: 100_000_001 } }, 'fields.applications', /./],
    [{ name: 'Acme', fields: { industry: ['x'] } }, 'fields.industry', /./],
    [{ name: 'Acme', fields: { companyNumber: '0123\u0000' } }, 'fields.companyNumber', /control characters/],
    [{ name: 'Acme', fields: { companyNumber: 'x'.repeat(21) } }, 'fields.companyNumber', /./],
    [{ name: 'Acme', fields: { registeredOffice: 'x'.repeat(301) } }, 'fields.registeredOffice', /./],
    [{ name: 42 }, 'name', /./],
  ])('refuses %j with 400 and a field message, creating nothing', async (body, field, message) => {
    const before = (await admin.get('sales/clients')).body.length;
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)[field]).toMatch(message);
    expect((await admin.get('sales/clients')).body.length).toBe(before);
  });

  it('answers 404 for an unknown client id (after the admin and If-Match checks)', async () => {
    const res = await admin.post('sales/clients', { id: 'client-unknown', name: 'Ghost' }, ifMatch('"x"'));
    expect(res.status).toBe(404);
    expectErrorShape(res.body);
  });
});
