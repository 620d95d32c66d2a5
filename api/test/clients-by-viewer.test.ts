/**
 * Clients by viewer (issue 30, ADR 0053) on the real stack: the provider's staff read every client whole; partners
 * (HP, Accenture) read every client's id and name only, never the strategy, the sizes or the CRM ids; the client
 * user (Harrowfield's IT director) reads Harrowfield alone, as id and name. The single client, the client a
 * solution names and New Client follow the same rule; what a viewer may not read is answered as unknown.
 */
import { ROLE_IDS, organizationOf, type RoleId, type StoredSalesClient } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const ALBION = 'client-albion-rail-services';
const HARROWFIELD = 'client-harrowfield-university';
/** What only the provider reads of Albion: its strategy and its CRM ids (its sizes are checked by the keys). */
const ALBION_SECRETS = ['Equip frontline depot', 'C365-100402', 'HP-AC-004733'];

type Listed = Partial<StoredSalesClient> & { id: string; name: string };
const list = (role: RoleId) => as(USERS[role]).get<Listed[]>('sales/clients');
const keys = (o: object) => Object.keys(o).sort();
/** The text of a list without its etags (random, they may hold any digits). */
const textOf = (clients: Listed[]) => JSON.stringify(clients.map(({ etag: _etag, ...c }) => c));

const PROVIDER = ROLE_IDS.filter((r) => organizationOf(r) === 'PROVIDER');
const PARTNERS = ROLE_IDS.filter((r) => organizationOf(r) === 'HP' || organizationOf(r) === 'ACCENTURE');

describe('GET /api/sales/clients by role', () => {
  it.each(PROVIDER)('gives %s every client whole', async (role) => {
    const res = await list(role);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(15);
    // The volumes kept from a client's last solution (issue 32) are there where a solution kept them.
    for (const c of res.body)
      expect(keys(c).filter((k) => k !== 'volumes')).toEqual(['etag', 'fields', 'id', 'name']);
    expect(res.body.find((c) => c.id === ALBION)).toMatchObject({
      name: 'Albion Rail Services',
      fields: { users: 9800, c365id: 'C365-100402', hpid: 'HP-AC-004733' },
    });
  });

  it.each(PARTNERS)('gives %s every client by id and name, and nothing else', async (role) => {
    const [res, full] = await Promise.all([list(role), list('ADMIN')]);
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.id)).toEqual(full.body.map((c) => c.id));
    for (const c of res.body) expect(keys(c)).toEqual(['etag', 'id', 'name']);
    expect(res.body.find((c) => c.id === ALBION)?.name).toBe('Albion Rail Services');
    const text = textOf(res.body);
    for (const secret of ALBION_SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/C365-|HP-AC-/);
  });

  it('gives the client user exactly their own client, Harrowfield, by id and name', async () => {
    const res = await list('CLIENT');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: HARROWFIELD, name: 'Harrowfield University', etag: expect.any(String) }]);
    for (const secret of [...ALBION_SECRETS, 'Albion', 'C365-100968', '31000'])
      expect(textOf(res.body)).not.toContain(secret);
  });
});

describe('GET /api/sales/clients/{clientId}', () => {
  it('answers the client user their own client, and 404 for any other, as for one that does not exist', async () => {
    const client = as(USERS.CLIENT);
    const own = await client.get(`sales/clients/${HARROWFIELD}`);
    expect(own.status).toBe(200);
    expect(keys(own.body)).toEqual(['etag', 'id', 'name']);
    expect(own.headers.get('etag')).toBe(own.body.etag);

    const other = await client.get(`sales/clients/${ALBION}`);
    const none = await client.get('sales/clients/client-no-such-client');
    for (const res of [other, none]) {
      expect(res.status).toBe(404);
      expect(expectErrorShape(res.body)).toMatchObject({
        code: 'not_found',
        message: 'The client does not exist.',
      });
    }
    expect(JSON.stringify(other.body)).not.toContain('Albion');
  });

  it.each([
    ['HP_SOLUTION_ARCHITECT', ['etag', 'id', 'name']],
    ['ACCENTURE_SALES_PERSON', ['etag', 'id', 'name']],
    ['SOLUTION_REVIEWER', ['etag', 'fields', 'id', 'name']],
    ['ADMIN', ['etag', 'fields', 'id', 'name']],
  ] as [RoleId, string[]][])('gives %s Albion with the keys %j', async (role, expected) => {
    const res = await as(USERS[role]).get(`sales/clients/${ALBION}`);
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(expected);
    expect(res.body.name).toBe('Albion Rail Services');
  });

  it('answers 400 in the one error shape for an id that cannot name a client', async () => {
    const res = await as(USERS.SALES_PERSON).get('sales/clients/bad%20id');
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });
});

describe("the client a client user's solution names", () => {
  const clientBody = (id: string, name: string) =>
    newSolutionBody({
      salesClient: { id, name },
      fields: { ...newSolutionBody().fields, organization: 'CLIENT', name: `Draft for ${name}` },
    });

  it('is their own client; another is answered as unknown, without its name', async () => {
    const client = as(USERS.CLIENT);
    const own = await client.post('sales/solutions', clientBody(HARROWFIELD, 'Harrowfield University'));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.salesClient).toEqual({ id: HARROWFIELD, name: 'Harrowfield University' });

    const other = await client.post('sales/solutions', clientBody(ALBION, 'Any name'));
    expect(other.status).toBe(400);
    expect(expectErrorShape(other.body).message).toMatch(/does not exist/);
    expect(JSON.stringify(other.body)).not.toContain('Albion');
  });

  it("embeds only the client's id and name in a partner's solution", async () => {
    const hp = as(USERS.HP_SALES_PERSON);
    const saved = await hp.post('sales/solutions', {
      ...newSolutionBody({ salesClient: { id: ALBION, name: 'x' } }),
      fields: { ...newSolutionBody().fields, organization: 'HP' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const read = await hp.get(`sales/solutions/${saved.body.id}`);
    expect(read.body.salesClient).toEqual({ id: ALBION, name: 'Albion Rail Services' });
    expect(read.body.clientName).toBe('Albion Rail Services');
    for (const secret of ALBION_SECRETS) expect(JSON.stringify(read.body)).not.toContain(secret);
  });
});

describe('New Client', () => {
  it('is refused to the client user (403), and still open to partners', async () => {
    const refused = await as(USERS.CLIENT).post('sales/clients', { name: 'Client-made Ltd' });
    expect(refused.status).toBe(403);
    expectErrorShape(refused.body);
    const names = (await list('ADMIN')).body.map((c) => c.name);
    expect(names).not.toContain('Client-made Ltd');

    const created = await as(USERS.ACCENTURE_SALES_PERSON).post('sales/clients', {
      name: 'Partner-made Ltd',
    });
    expect(created.status).toBe(201);
    const seen = (await list('ACCENTURE_SALES_PERSON')).body.find((c) => c.id === created.body.id);
    expect(seen && keys(seen)).toEqual(['etag', 'id', 'name']);
  });
});
