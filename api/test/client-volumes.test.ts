/**
 * Volumes first (issue 32, ADR 0060) on the real stack: a solution saved with the client's volumes keeps them with
 * its client for the client's next solution (provider staff only; audited; an admin's later edit of the client's
 * record leaves them); a partner's save keeps nothing with the client and never reads them; volumes that are not
 * whole numbers from 0 are refused with the field named, and nothing is stored.
 */
import type { StoredSalesClient } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const CALEDONIA = { users: 2400, devices: 2600, mobileDevices: 900, applications: 140, sites: 6 };

async function newClient(name: string) {
  const res = await as(USERS.SALES_PERSON).post<StoredSalesClient>('sales/clients', {
    name,
    fields: { industry: 'Energy & Utilities', users: 2400, devices: 3500, applications: 140 },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const clientAs = async (email: string, id: string) =>
  (await as(email).get<StoredSalesClient>(`sales/clients/${id}`)).body;

describe('volumes kept with the client (issue 32)', () => {
  it("keeps a sales person's volumes with the client, changes them on the next save, and an admin's edit leaves them", async () => {
    const client = await newClient(`Volumes Energy ${Date.now()}`);
    const sales = as(USERS.SALES_PERSON);
    const body = newSolutionBody({
      salesClient: { id: client.id, name: client.name },
      fields: { ...newSolutionBody().fields, volumes: CALEDONIA },
    });
    const created = await sales.post('sales/solutions', body);
    expect(created.status).toBe(201);
    expect(created.body.fields.volumes).toEqual(CALEDONIA);
    expect((await clientAs(USERS.SALES_PERSON, client.id)).volumes).toEqual(CALEDONIA);
    // The client's own record (the admin's) is not changed by it.
    expect((await clientAs(USERS.ADMIN, client.id)).fields).toMatchObject({ devices: 3500 });

    const next = { ...CALEDONIA, devices: 2700 };
    const saved = await sales.post(
      'sales/solutions',
      { ...body, solutionId: created.body.id, fields: { ...body.fields, volumes: next } },
      { headers: { 'If-Match': created.body.etag } },
    );
    expect(saved.status).toBe(200);
    const kept = await clientAs(USERS.ADMIN, client.id);
    expect(kept.volumes).toEqual(next);

    // An admin edits the client's record: the kept volumes stay (they are not the admin's to send).
    const { etag, volumes: _volumes, ...record } = kept;
    const edited = await as(USERS.ADMIN).post<StoredSalesClient>(
      'sales/clients',
      { ...record, fields: { ...record.fields, industry: 'Energy' } },
      { headers: { 'If-Match': etag } },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.volumes).toEqual(next);

    // Each change of the client is in the audit trail, newest first.
    const trail = await as(USERS.ADMIN).get<{ target: { id: string }; action: string }[]>(
      'sales/admin/audit?area=clients',
    );
    expect(trail.status).toBe(200);
    const actions = trail.body.filter((e) => e.target.id === client.id).map((e) => e.action);
    expect(actions).toEqual(['update', 'update', 'update', 'create']);
  });

  it('keeps nothing from a partner, who never reads the kept volumes', async () => {
    const client = await newClient(`Partner Volumes ${Date.now()}`);
    const hp = as(USERS.HP_SALES_PERSON);
    const created = await hp.post(
      'sales/solutions',
      newSolutionBody({
        salesClient: { id: client.id, name: client.name },
        fields: { ...newSolutionBody().fields, organization: 'HP', volumes: CALEDONIA },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.fields.volumes).toEqual(CALEDONIA);
    expect((await clientAs(USERS.ADMIN, client.id)).volumes).toBeUndefined();
    expect(Object.keys(await clientAs(USERS.HP_SALES_PERSON, client.id)).sort()).toEqual([
      'etag',
      'id',
      'name',
    ]);
  });

  it.each([
    [{ users: -1 }, 'fields.volumes.users'],
    [{ devices: 2.5 }, 'fields.volumes.devices'],
    [{ sites: '6' }, 'fields.volumes.sites'],
    [{ applications: 100_000_001 }, 'fields.volumes.applications'],
    ['many', 'fields.volumes'],
  ])('refuses volumes %j (400, naming %s)', async (volumes, field) => {
    const res = await as(USERS.SALES_PERSON).post(
      'sales/solutions',
      newSolutionBody({ fields: { ...newSolutionBody().fields, volumes } as never }),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(expectErrorShape(res.body))).toContain(field);
  });
});
