/**
 * The audit trail (issue 9): every admin write records who, when, what and the changes; admins read it per area,
 * newest first; nobody else may; an unknown area is a 400. A refused write (stale, invalid) records nothing.
 */
import type { AuditEntry, SalesClient } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';

const admin = as(USERS.ADMIN);
const trail = async (area: string) => (await admin.get<AuditEntry[]>(`sales/admin/audit?area=${area}`)).body;

describe('the audit trail of admin writes', () => {
  it('records a client created and then renamed, newest first, and nothing for a refused write', async () => {
    const name = `Audit Foods ${Date.now()}`;
    const created = await as(USERS.SALES_PERSON).post<SalesClient>('sales/clients', {
      name,
      fields: { industry: 'Food' },
    });
    expect(created.status).toBe(201);
    const renamed = await admin.post<SalesClient>(
      'sales/clients',
      { id: created.body.id, name: `${name} plc`, fields: created.body.fields },
      { headers: { 'If-Match': created.headers.get('etag')! } },
    );
    expect(renamed.status).toBe(200);
    const entries = (await trail('clients')).filter((e) => e.target.id === created.body.id);
    expect(entries.map((e) => [e.action, e.by.email])).toEqual([
      ['update', USERS.ADMIN],
      ['create', USERS.SALES_PERSON],
    ]);
    expect(entries[0]!.changes).toEqual([{ path: 'name', before: name, after: `${name} plc` }]);
    const refused = await admin.post(
      'sales/clients',
      { id: created.body.id, name: '', fields: {} },
      { headers: { 'If-Match': renamed.headers.get('etag')! } },
    );
    expect(refused.status).toBe(400);
    expect((await trail('clients')).filter((e) => e.target.id === created.body.id)).toHaveLength(2);
  });

  it('records a settings change as paths with the values before and after', async () => {
    const current = await admin.get<{ value: { deliverableReview: { cycles: number } } }>(
      'sales/configuration/settings',
    );
    const cycles = current.body.value.deliverableReview.cycles === 3 ? 4 : 3;
    const body = { deliverableReview: { ...current.body.value.deliverableReview, cycles } };
    const saved = await admin.post('sales/configuration/settings', body, {
      headers: { 'If-Match': current.headers.get('etag')! },
    });
    expect(saved.status).toBe(200);
    const [latest] = await trail('settings');
    expect(latest!.changes).toEqual([
      {
        path: 'deliverableReview.cycles',
        before: String(current.body.value.deliverableReview.cycles),
        after: String(cycles),
      },
    ]);
    expect(Date.now() - Date.parse(latest!.at)).toBeLessThan(60_000);
  });

  it('is for admins only, per known area', async () => {
    for (const email of [USERS.SALES_PERSON, USERS.SOLUTION_REVIEWER, USERS.HP_SALES_PERSON]) {
      const res = await as(email).get('sales/admin/audit?area=settings');
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    }
    for (const query of ['area=everything', '', 'area=settings&pageSize=1000']) {
      const res = await admin.get(`sales/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body);
    }
  });
});
