/** Users: current user, roles, the users list, admin role changes, the mode toggle and the demo role switch. */
import { ROLE_IDS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, expectErrorShape, USERS } from './support/client.ts';

const fresh = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@provider.example`;

/** The admin's If-Match for a user: its ETag from the admins' users list. */
async function versionOf(email: string): Promise<{ 'If-Match': string }> {
  const users = await as(USERS.ADMIN).get<{ email: string; etag: string }[]>('users');
  return { 'If-Match': users.body.find((u) => u.email === email)!.etag };
}

describe('users', () => {
  it.each(ROLE_IDS.map((r) => [r]))('reports %s with its organisation for the seeded user', async (role) => {
    const res = await as(USERS[role]).get('v2/users/current');
    expect(res.status).toBe(200);
    const org = role.startsWith('HP_')
      ? 'HP'
      : role.startsWith('ACCENTURE_')
        ? 'ACCENTURE'
        : role === 'CLIENT'
          ? 'CLIENT'
          : 'PROVIDER';
    expect(res.body).toMatchObject({
      role: { id: role },
      organization: org,
      isAdmin: role === 'ADMIN',
      mode: 'production',
      regionId: expect.any(String),
    });
  });

  it('lists the twelve roles', async () => {
    const res = await as(USERS.SALES_PERSON).get('v2/users/roles');
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([...ROLE_IDS]);
  });

  it('lists users for provider staff, sorted by name', async () => {
    const res = await as(USERS.SOLUTION_ARCHITECT).get('users');
    expect(res.status).toBe(200);
    const names = res.body.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en-GB')));
    expect(res.body.find((u: { email: string }) => u.email === USERS.CLIENT)).toMatchObject({
      roleId: 'CLIENT',
      organization: 'CLIENT',
    });
  });

  it('lets an admin change a role; the change takes effect at once', async () => {
    const email = fresh('promoted');
    await as(email).get('v2/users/current');
    const res = await as(USERS.ADMIN).post(
      `v2/users/${userIdForEmail(email)}`,
      { roleId: 'SOLUTION_ARCHITECT' },
      { headers: await versionOf(email) },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roleId: 'SOLUTION_ARCHITECT', organization: 'PROVIDER' });
    expect((await as(email).get('v2/users/current')).body.role.id).toBe('SOLUTION_ARCHITECT');
    const hp = await as(USERS.ADMIN).post(
      `v2/users/${userIdForEmail(email)}`,
      { roleId: 'HP_SALES_PERSON' },
      { headers: { 'If-Match': res.headers.get('etag')! } },
    );
    expect(hp.body.organization).toBe('HP');
  });

  it.each([
    [{ roleId: 'EMPEROR' }, 'roleId'],
    [{}, 'roleId'],
  ])('refuses a bad role change %j with 400', async (body, field) => {
    const email = fresh('unchanged');
    await as(email).get('v2/users/current');
    const res = await as(USERS.ADMIN).post(`v2/users/${userIdForEmail(email)}`, body, {
      headers: await versionOf(email),
    });
    expect(res.status).toBe(400);
    expect(
      (expectErrorShape(res.body).details as { fields: Record<string, string> }).fields[field],
    ).toBeTruthy();
    expect((await as(email).get('v2/users/current')).body.role.id).toBe('SALES_PERSON');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await as(USERS.ADMIN).post(
      'v2/users/u-0000000000000000',
      { roleId: 'ADMIN' },
      { headers: { 'If-Match': '"any"' } },
    );
    expect(res.status).toBe(404);
  });

  it('switches to demo mode and back, and honours the role switch only in demo mode', async () => {
    const email = fresh('tester');
    const me = as(email);
    await me.get('v2/users/current');
    const refused = await me.post('v2/users/current/role', { roleId: 'ADMIN' });
    expect(refused.status).toBe(403);
    expect((await me.get('v2/users/current')).body.role.id).toBe('SALES_PERSON');

    expect((await me.post('v2/users/current/mode', { mode: 'demo' })).body.mode).toBe('demo');
    const switched = await me.post('v2/users/current/role', { roleId: 'HP_SALES_PERSON' });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      role: { id: 'HP_SALES_PERSON' },
      assignedRole: { id: 'SALES_PERSON' },
      organization: 'HP',
    });
    // The API enforces the role in effect: an HP user may not list All.
    expect((await me.get('sales/solutions?view=all')).status).toBe(403);

    const back = await me.post('v2/users/current/mode', { mode: 'production' });
    expect(back.body).toMatchObject({ mode: 'production', role: { id: 'SALES_PERSON' } });
    expect((await me.get('sales/solutions?view=all')).status).toBe(200);
  });

  it('refuses a bad mode', async () => {
    const res = await as(fresh('moody')).post('v2/users/current/mode', { mode: 'party' });
    expect(res.status).toBe(400);
  });
});
