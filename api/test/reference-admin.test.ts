/**
 * Reference admin (issue 9, docs/reference-admin.md): capability roles and settings. Roles: admins only, If-Match
 * (428 without, 409 stale with the current list), the AEP role and level resolved from the stored reference data
 * whatever names are sent, new roles given an id, duplicate names and unknown AEP ids refused with field messages,
 * a role in use not deleted, audit rows. Settings: bounds 0-10 with field messages, audit. Controls: admin scope.
 */
import type { AuditEntry, CapabilityRole } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { openStackStore } from './support/store.ts';

const admin = as(USERS.ADMIN);
const trail = async (area: string) => (await admin.get<AuditEntry[]>(`sales/admin/audit?area=${area}`)).body;

async function currentRoles() {
  const res = await admin.get<{ value: CapabilityRole[] }>('sales/configuration/roles');
  expect(res.status).toBe(200);
  return { roles: res.body.value, etag: res.headers.get('etag')! };
}
const saveRoles = (roles: unknown[], etag?: string) =>
  admin.post('sales/configuration/roles', { roles }, etag ? { headers: { 'If-Match': etag } } : {});
const fieldsOf = (body: unknown) =>
  (expectErrorShape(body).details as { fields: Record<string, string> }).fields;

describe('capability roles admin', () => {
  it('refuses every role but ADMIN with 403 and changes nothing', async () => {
    const { roles, etag } = await currentRoles();
    for (const email of [
      USERS.SALES_PERSON,
      USERS.SOLUTION_AREA_OWNER,
      USERS.SOLUTION_REVIEWER,
      USERS.HP_SALES_PERSON,
      USERS.CLIENT,
    ]) {
      const res = await as(email).post(
        'sales/configuration/roles',
        { roles: [] },
        { headers: { 'If-Match': etag } },
      );
      expect(res.status, email).toBe(403);
      expectErrorShape(res.body);
    }
    expect((await currentRoles()).roles).toEqual(roles);
  });

  it('adds a role: the AEP role and level come from the reference data, the id from the server, audited', async () => {
    const { roles, etag } = await currentRoles();
    expect((await saveRoles([...roles, { name: 'Without version' }])).status).toBe(428);
    const name = `Migration Engineer ${Date.now()}`;
    const res = await saveRoles(
      [
        ...roles,
        {
          name,
          // Team is free text (spec: "team (default {product})"): any team, kept as written.
          team: 'Northwind Partners',
          location: 'OFFSHORE_INDIA',
          aep: { talentCommunityName: 'Infrastructure', externalRoleId: 60002433, roleName: 'Chief Hacker' },
          aepLevel: { staffingResourceLevelId: 7, resourceLevel: 'Exec' },
          governance: true,
        },
      ],
      etag,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const after = await currentRoles();
    const added = after.roles.find((r) => r.name === name)!;
    expect(added.id).toMatch(/^role-[0-9a-f-]{36}$/);
    expect(added).toMatchObject({
      team: 'Northwind Partners',
      location: 'OFFSHORE_INDIA',
      governance: true,
      aep: {
        talentCommunityName: 'Infrastructure',
        externalRoleId: 60002433,
        roleName: 'Workplace Engineer',
      },
      aepLevel: { staffingResourceLevelId: 7, resourceLevel: 'Consultant' },
    });
    // The static roles the builder reads are the same list.
    expect(
      (await as(USERS.SALES_PERSON).get<CapabilityRole[]>('roles')).body.some((r) => r.id === added.id),
    ).toBe(true);
    const [latest] = await trail('roles');
    expect(latest!.by.email).toBe(USERS.ADMIN);
    expect(latest!.changes.some((c) => c.path.startsWith(added.id) || c.after?.includes(name))).toBe(true);

    // Deleting a role nobody uses is allowed.
    const removed = await saveRoles(
      after.roles.filter((r) => r.id !== added.id),
      after.etag,
    );
    expect(removed.status).toBe(200);
    expect((await currentRoles()).roles.some((r) => r.id === added.id)).toBe(false);
  });

  it('refuses a stale list with 409 and the current list, changing nothing', async () => {
    const { roles, etag } = await currentRoles();
    const first = await saveRoles(
      roles.map((r, i) => (i === 0 ? { ...r, governance: !r.governance } : r)),
      etag,
    );
    expect(first.status).toBe(200);
    const stale = await saveRoles(roles, etag);
    expect(stale.status).toBe(409);
    expect(
      (expectErrorShape(stale.body).details as { current: CapabilityRole[] }).current[0]!.governance,
    ).toBe(!roles[0]!.governance);
    const now = await currentRoles();
    expect(now.roles[0]!.governance).toBe(!roles[0]!.governance);
    expect((await saveRoles(roles, now.etag)).status).toBe(200);
  });

  it.each([
    [
      'an AEP role of another community',
      { aep: { talentCommunityName: 'Security', externalRoleId: 60002433 } },
      'roles.0.aep',
      /Choose the AEP project role/,
    ],
    [
      'an unknown AEP role id',
      { aep: { talentCommunityName: 'Infrastructure', externalRoleId: 99 } },
      'roles.0.aep',
      /Choose the AEP project role/,
    ],
    [
      'an unknown workforce level',
      { aepLevel: { staffingResourceLevelId: 4242 } },
      'roles.0.aepLevel',
      /Choose the AEP workforce level/,
    ],
    ['an empty name', { name: '  ' }, 'roles.0.name', /name/i],
    ['an empty team', { team: '   ' }, 'roles.0.team', /team/i],
    ['a team over 100 characters', { team: 'x'.repeat(101) }, 'roles.0.team', /./],
    ['a control character in the team', { team: 'Team\u0007' }, 'roles.0.team', /control characters/],
    ['a location that is not ONSHORE_/OFFSHORE_', { location: 'Mars' }, 'roles.0.location', /ONSHORE_UK/],
    ['a control character in the name', { name: 'Bell\u0007' }, 'roles.0.name', /control characters/],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'roles.0.name', /./],
    ['a string for governance', { governance: 'yes' }, 'roles.0.governance', /./],
  ])('refuses %s with 400 and a field message', async (_label, change, field, message) => {
    const { roles, etag } = await currentRoles();
    const res = await saveRoles([{ ...roles[0], ...change }, ...roles.slice(1)], etag);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)[field]).toMatch(message);
    expect((await currentRoles()).etag).toBe(etag);
  });

  it('refuses two roles with the same name (any case) and the same id twice', async () => {
    const { roles, etag } = await currentRoles();
    const dup = await saveRoles([...roles, { name: roles[0]!.name.toUpperCase() }], etag);
    expect(dup.status).toBe(400);
    expect(fieldsOf(dup.body)[`roles.${roles.length}.name`]).toMatch(/already called/);
    const twice = await saveRoles([...roles, { ...roles[0], name: 'Another name' }], etag);
    expect(twice.status).toBe(400);
    expect((await currentRoles()).etag).toBe(etag);
  });

  it('refuses to delete a role the catalogue uses (409 naming it) and keeps it', async () => {
    const { roles, etag } = await currentRoles();
    const lead = roles.find((r) => r.id === 'role-engagement-lead')!;
    const res = await saveRoles(
      roles.filter((r) => r.id !== lead.id),
      etag,
    );
    expect(res.status).toBe(409);
    expect(expectErrorShape(res.body).message).toContain(
      `'${lead.name}' is still used by the capability catalogue`,
    );
    expect((await currentRoles()).roles.some((r) => r.id === lead.id)).toBe(true);
  });

  it('keeps what an admin types within the limits exactly', async () => {
    const { roles, etag } = await currentRoles();
    const typed = `Ingénieur « réseau » & <b>Ops</b> 🚀 ${Date.now()}`;
    const res = await saveRoles([...roles, { name: typed }], etag);
    expect(res.status).toBe(200);
    const after = await currentRoles();
    expect(after.roles.some((r) => r.name === typed)).toBe(true);
    expect(
      (
        await saveRoles(
          after.roles.filter((r) => r.name !== typed),
          after.etag,
        )
      ).status,
    ).toBe(200);
  });
});

describe('settings admin', () => {
  const current = async () => {
    const res = await admin.get('sales/configuration/settings');
    return { value: res.body.value, etag: res.headers.get('etag')! };
  };

  it.each([
    [{ cycles: 11, review: 5, update: 5, approve: 2 }, 'deliverableReview.cycles', /from 0 to 10/],
    [{ cycles: 1, review: 2.5, update: 5, approve: 2 }, 'deliverableReview.review', /whole number/],
    [{ cycles: 1, review: 5, update: -1, approve: 2 }, 'deliverableReview.update', /from 0 to 10/],
    [{ cycles: 1, review: 5, update: 5, approve: '2' }, 'deliverableReview.approve', /whole number/],
  ])('refuses %j with a field message', async (deliverableReview, field, message) => {
    const { etag } = await current();
    const res = await admin.post(
      'sales/configuration/settings',
      { deliverableReview },
      { headers: { 'If-Match': etag } },
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)[field]).toMatch(message);
    expect((await current()).etag).toBe(etag);
  });

  it('stores zeros (empty fields) and records the change; non-admins get 403', async () => {
    const { value, etag } = await current();
    const body = { deliverableReview: { cycles: 0, review: 0, update: 10, approve: 1 } };
    for (const email of [USERS.SALES_PERSON, USERS.SOLUTION_CAPABILITY_OWNER, USERS.ACCENTURE_SALES_PERSON])
      expect(
        (await as(email).post('sales/configuration/settings', body, { headers: { 'If-Match': etag } }))
          .status,
      ).toBe(403);
    const saved = await admin.post('sales/configuration/settings', body, { headers: { 'If-Match': etag } });
    expect(saved.status).toBe(200);
    // A save without the estimate section keeps whatever estimate settings are stored (other test files save some).
    const stored = (await current()).value as { deliverableReview: unknown; estimate?: unknown };
    expect(stored.deliverableReview).toEqual(body.deliverableReview);
    expect(stored.estimate).toEqual((value as { estimate?: unknown }).estimate);
    const [latest] = await trail('settings');
    expect(latest!.changes.map((c) => c.path)).toContain('deliverableReview.update');
    const restored = await admin.post('sales/configuration/settings', value, {
      headers: { 'If-Match': saved.headers.get('etag')! },
    });
    expect(restored.status).toBe(200);
  });
});

describe('baseline security controls admin list', () => {
  it('gives admins the 100 built-in controls and refuses the admin scope to others', async () => {
    const res = await admin.get<{ domain: string }[]>('baseline-security-controls?scope=admin');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(100);
    const per = (d: string) => res.body.filter((c) => c.domain === d).length;
    expect([per('Solution'), per('Engagement'), per('Environment')]).toEqual([56, 25, 19]);
    expect((await as(USERS.SALES_PERSON).get('baseline-security-controls?scope=admin')).status).toBe(403);
    expect((await admin.get('baseline-security-controls?scope=everything')).status).toBe(400);
  });

  it('re-creates the built-in list when an admin finds it empty; other users only read the empty list', async () => {
    const store = openStackStore();
    try {
      const reference = store.container<{ id: string; value: unknown; modifiedAt: string }>('reference');
      const stored = await reference.read('security-controls');
      await reference.replace({ ...stored!.item, value: [] });
      const sales = await as(USERS.SALES_PERSON).get<unknown[]>('baseline-security-controls?scope=solution');
      expect([sales.status, sales.body]).toEqual([200, []]);
      const res = await admin.get<unknown[]>('baseline-security-controls?scope=admin');
      expect(res.body).toHaveLength(100);
      expect((await reference.read('security-controls'))!.item.value).toHaveLength(100);
    } finally {
      await store.close();
    }
  });
});
