/** Reference data as seeded on first start, and the admin writes with their concurrency and validation rules. */
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';

describe('reference data', () => {
  it('serves the capability catalogue: 29 visible capabilities in four areas, version 1 or later (admin saves add versions)', async () => {
    const res = await as(USERS.HP_SALES_PERSON).get('sales/configuration');
    expect(res.status).toBe(200);
    expect(res.body.version).toBeGreaterThanOrEqual(1);
    expect(res.body.areas.map((a: { name: string }) => a.name)).toEqual([
      'Core',
      'Security',
      'Virtualization',
      'Manage & Evolve',
    ]);
    const visible = res.body.capabilities.filter(
      (c: { groups?: string[] }) => !(c.groups ?? []).includes('HIDDEN'),
    );
    expect(visible).toHaveLength(29);
  });

  it('serves the staffing levels with 38/43 hours by type, and 100 baseline controls (56/25/19)', async () => {
    const levels = (await as(USERS.SALES_PERSON).get('sales/configuration/staffing-levels')).body.value;
    // The spec says "30 levels" but lists ids 1-9 and 48, 10-18, 19-27, 50-52: that is 31, all kept.
    const ids = levels
      .map((l: { staffingResourceLevelId: number }) => l.staffingResourceLevelId)
      .sort((a: number, b: number) => a - b);
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    expect(ids).toEqual([...range(1, 27), 48, 50, 51, 52]);
    for (const l of levels) expect(l.hoursPerWeek).toBe(l.resourceType === 'Onshore' ? 38 : 43);
    const controls = (await as(USERS.SALES_PERSON).get('baseline-security-controls')).body;
    const count = (d: string) => controls.filter((c: { domain: string }) => c.domain === d).length;
    expect([controls.length, count('Solution'), count('Engagement'), count('Environment')]).toEqual([
      100, 56, 25, 19,
    ]);
  });

  it('sorts countries by name and lists clients and static roles', async () => {
    const countries = (await as(USERS.SALES_PERSON).get('sales/countries')).body;
    const names = countries.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en-GB')));
    expect(
      countries.find((c: { name: string }) => c.name === 'United Kingdom').fields.provider.regionId,
    ).toBe('EME-UKI');
    expect((await as(USERS.SALES_PERSON).get('sales/clients')).body.length).toBeGreaterThanOrEqual(10);
    expect((await as(USERS.SALES_PERSON).get('roles')).body.length).toBeGreaterThanOrEqual(20);
  });

  it('answers GET /roles the same with the spec\u2019s screenshot argument (ADR 0058, item 8)', async () => {
    const plain = await as(USERS.SALES_PERSON).get('roles');
    const screenshot = await as(USERS.SALES_PERSON).get('roles?screenshot=true');
    expect(screenshot.status).toBe(200);
    expect(screenshot.body).toEqual(plain.body);
  });

  it('keeps notification settings (recipients) and the admin scope of controls for admins', async () => {
    expect((await as(USERS.SALES_PERSON).get('sales/configuration/notifications')).status).toBe(403);
    expect((await as(USERS.ADMIN).get('sales/configuration/notifications')).status).toBe(200);
    expect((await as(USERS.SALES_PERSON).get('baseline-security-controls?scope=admin')).status).toBe(403);
    expect((await as(USERS.ADMIN).get('baseline-security-controls?scope=admin')).body).toHaveLength(100);
    expect((await as(USERS.ADMIN).get('baseline-security-controls?scope=everything')).status).toBe(400);
  });

  it('answers 400 for an unknown configuration name', async () => {
    const res = await as(USERS.ADMIN).get('sales/configuration/secrets');
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('creates a client from the solution form; only admins edit existing ones', async () => {
    const created = await as(USERS.HP_SALES_PERSON).post('sales/clients', {
      name: '  Fabrikam Retail  ',
      fields: { industry: 'Retail', users: 1200 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Fabrikam Retail',
      fields: { industry: 'Retail', users: 1200, devices: 0 },
    });
    const edit = { id: created.body.id, name: 'Fabrikam Retail plc', fields: created.body.fields };
    expect((await as(USERS.HP_SALES_PERSON).post('sales/clients', edit)).status).toBe(403);
    const ifMatch = { headers: { 'If-Match': created.body.etag } };
    expect((await as(USERS.ADMIN).post('sales/clients', edit, ifMatch)).body.name).toBe(
      'Fabrikam Retail plc',
    );
    expect((await as(USERS.SOLUTION_REVIEWER).post('sales/clients', { name: 'Nope' })).status).toBe(403);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'Contoso', fields: { users: -4 } }, 'fields.users'],
    [{ name: 'x'.repeat(201) }, 'name'],
  ])('refuses a bad client %j with 400 and creates nothing', async (body, field) => {
    const before = (await as(USERS.SALES_PERSON).get('sales/clients')).body.length;
    const res = await as(USERS.SALES_PERSON).post('sales/clients', body);
    expect(res.status).toBe(400);
    expect(
      (expectErrorShape(res.body).details as { fields: Record<string, string> }).fields[field],
    ).toBeTruthy();
    expect((await as(USERS.SALES_PERSON).get('sales/clients')).body.length).toBe(before);
  });

  it('saves settings with If-Match, refuses a stale one (409) or none (428), and records who', async () => {
    const admin = as(USERS.ADMIN);
    const current = await admin.get('sales/configuration/settings');
    const etag = current.headers.get('etag')!;
    const body = { deliverableReview: { cycles: 2, review: 5, update: 5, approve: 2 } };
    expect((await admin.post('sales/configuration/settings', body)).status).toBe(428);
    const saved = await admin.post('sales/configuration/settings', body, { headers: { 'If-Match': etag } });
    expect(saved.status).toBe(200);
    const stale = await admin.post(
      'sales/configuration/settings',
      { deliverableReview: { cycles: 9, review: 1, update: 1, approve: 1 } },
      { headers: { 'If-Match': etag } },
    );
    expect(stale.status).toBe(409);
    const after = await admin.get('sales/configuration/settings');
    expect(after.body.value.deliverableReview.cycles).toBe(2);
    const bad = await admin.post(
      'sales/configuration/settings',
      { deliverableReview: { cycles: 'many' } },
      { headers: { 'If-Match': after.headers.get('etag')! } },
    );
    expect(bad.status).toBe(400);
  });
});
