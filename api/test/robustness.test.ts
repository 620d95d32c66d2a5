/**
 * Nothing a client sends causes a 500: every route, as an admin (who passes every policy), gets hostile
 * bodies, query strings and path parameters, and must answer with a 4xx (or a success) in the one shape.
 */
import { describe, expect, it } from 'vitest';
import { LOCAL_HOST_ROUTES } from '../src/local/routes.ts';
import { baseUrl, tokenFor, USERS } from './support/client.ts';

const BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"a string"',
  '42',
  '{',
  '{"__proto__":{"polluted":true}}',
  JSON.stringify({ salesClient: { id: 1 }, fields: [], state: 'x' }),
  JSON.stringify({ email: 'a@b.c', roleId: null, mode: {}, name: '\u0000\uffff' }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, { deep: [[[[[i]]]]] }]))),
];

const PARAMS = ['0', '-1', '1e9', '%00', 'a'.repeat(300), '..%2F..%2Fetc', '%F0%9F%98%80', "1'%20OR%201=1"];
const QUERIES = [
  '',
  '?view=%00',
  '?pageSize=-5&view=all',
  '?continuationToken=' + 'A'.repeat(5000),
  '?scope[]=x',
];

function paths(route: string): string[] {
  if (!route.includes('{')) return QUERIES.map((q) => route + q);
  return PARAMS.map((p) => route.replace(/\{[^}]+\}/g, p));
}

describe('no 500s', () => {
  it.each(LOCAL_HOST_ROUTES.flatMap((r) => r.methods.map((m) => [m, r.route] as const)))(
    '%s /api/%s',
    async (method, route) => {
      const token = await tokenFor(USERS.ADMIN);
      for (const path of paths(route)) {
        for (const body of method === 'GET' ? [undefined] : BODIES) {
          const res = await fetch(`${baseUrl()}/api/${path}`, {
            method,
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            ...(body !== undefined ? { body } : {}),
          });
          expect(res.status, `${method} ${path} ${body?.slice(0, 60)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const json = (await res.json()) as { error?: { message?: string } };
            expect(json.error?.message, `${method} ${path}`).toBeTruthy();
          } else await res.arrayBuffer();
        }
      }
    },
  );

  it('answers unknown routes with 404 and a wrong method with 405, in the error shape', async () => {
    const unknown = await fetch(`${baseUrl()}/api/no/such/route`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const wrong = await fetch(`${baseUrl()}/api/sales/solutions`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
  });

  it('refuses a body over the size limit with 413', async () => {
    const token = await tokenFor(USERS.ADMIN);
    const res = await fetch(`${baseUrl()}/api/sales/clients`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x', fields: { strategy: 'y'.repeat(3 * 1024 * 1024) } }),
    });
    expect(res.status).toBe(413);
  });
});
