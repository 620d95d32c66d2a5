/**
 * Every route declares a policy, and the API enforces it for every role: a table of routes x roles, each
 * call made with the role's seeded user against the real stack. A refused role gets 403 in the one error
 * shape; an allowed role never gets the policy's 403 and never a 500; nobody signed out gets past a
 * non-public route.
 */
import { POLICY_NAMES, policyAllows, ROLE_IDS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { LOCAL_HOST_ROUTES } from '../src/local/routes.ts';
import { call, expectErrorShape, tokenFor, USERS } from './support/client.ts';

const PUBLIC_ROUTES = ['config', 'health', 'local-auth-users', 'local-auth-token', 'aep-record'];
const POLICY_REFUSAL = 'Your role does not allow this.';

const SAMPLE_PARAMS: Record<string, string> = { id: '1001', name: 'settings' };

function samplePath(route: string): string {
  return route.replace(
    /\{([A-Za-z0-9_]+)(?::[^}]*)?\}/g,
    (_m, name: string) => SAMPLE_PARAMS[name] ?? 'sample',
  );
}

const cases = LOCAL_HOST_ROUTES.flatMap((route) => route.methods.map((method) => ({ route, method })));

describe('route table', () => {
  it('gives every route a known policy, and only the sign-in and config routes are public', () => {
    for (const route of LOCAL_HOST_ROUTES) {
      expect(POLICY_NAMES, `${route.name} has no valid policy`).toContain(route.policy);
    }
    expect(
      LOCAL_HOST_ROUTES.filter((r) => r.policy === 'public')
        .map((r) => r.name)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('has unique function names and no two routes with the same method and path', () => {
    const names = LOCAL_HOST_ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = cases.map(({ route, method }) => `${method} ${route.route}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(cases.filter(({ route }) => route.policy !== 'public'))(
  '$method /api/$route.route ($route.policy)',
  ({ route, method }) => {
    const path = samplePath(route.route);

    it('refuses a caller who is not signed in', async () => {
      const res = await call(method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    });

    it.each(ROLE_IDS.map((role) => [role]))('as %s', async (role) => {
      const token = await tokenFor(USERS[role]);
      const res = await call(method, path, { token, ...(method === 'GET' ? {} : { body: {} }) });
      expect(res.status, JSON.stringify(res.body)).not.toBe(500);
      if (policyAllows(route.policy, role)) {
        if (res.status === 403) expect(expectErrorShape(res.body).message).not.toBe(POLICY_REFUSAL);
      } else {
        expect(res.status).toBe(403);
        expect(expectErrorShape(res.body)).toMatchObject({ code: 'forbidden', message: POLICY_REFUSAL });
      }
    });
  },
);
