/**
 * Issue 6, section 3 (least exposure): security headers on every API answer, the production CSP without local
 * origins, the local mailbox for admins only, the catalogue and solution copies per role, and partners seeing
 * only their own solutions.
 */
import type { Capability } from '@portal/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_HOST_ROUTES } from '../src/local/routes.ts';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, baseUrl, tokenFor, USERS } from './support/client.ts';
import { actionsOf, flat } from './support/capabilities.ts';
import { newSolutionBody } from './support/payloads.ts';

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

function expectSecurityHeaders(headers: Headers, what: string) {
  for (const [k, v] of Object.entries(SECURITY)) expect(headers.get(k), `${what}: ${k}`).toBe(v);
}

describe('security headers on every API response', () => {
  it.each(LOCAL_HOST_ROUTES.flatMap((r) => r.methods.map((m) => [m, r.route] as const)))(
    '%s /api/%s, signed in and signed out',
    async (method, route) => {
      const path = route.replace(/\{[^}]+\}/g, method === 'GET' ? '1001' : 'x');
      const token = await tokenFor(USERS.ADMIN);
      for (const auth of [{ Authorization: `Bearer ${token}` }, {}] as Record<string, string>[]) {
        const res = await fetch(`${baseUrl()}/api/${path}`, {
          method,
          headers: { ...auth, 'Content-Type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        await res.arrayBuffer();
        expectSecurityHeaders(res.headers, `${method} ${path} ${res.status}`);
      }
    },
  );

  it("is on the local host's own answers too (unknown route, wrong method, body too large)", async () => {
    const token = await tokenFor(USERS.ADMIN);
    const answers = await Promise.all([
      fetch(`${baseUrl()}/api/no/such/route`),
      fetch(`${baseUrl()}/api/sales/solutions`, { method: 'DELETE' }),
      fetch(`${baseUrl()}/api/sales/clients`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: 'x'.repeat(3 * 1024 * 1024),
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 405, 413]);
    for (const res of answers) expectSecurityHeaders(res.headers, String(res.status));
  });
});

describe('the production CSP', () => {
  it('allows no local origins (the local host adds its own)', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../staticwebapp.config.json', import.meta.url), 'utf8'),
    );
    const csp: string = config.globalHeaders['Content-Security-Policy'];
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost|ws:\/\/|http:\/\//);
    expect(csp).toMatch(/connect-src 'self' wss:\/\/\*\.webpubsub\.azure\.com/);
  });
});

describe('the local mailbox', () => {
  it.each(['SALES_PERSON', 'CLIENT', 'HP_SALES_PERSON', 'SOLUTION_REVIEWER'] as const)(
    'refuses %s with 403',
    async (role) => {
      expect((await as(USERS[role]).get('local/mail')).status).toBe(403);
      expect((await as(USERS[role]).get('local/mail/any')).status).toBe(403);
    },
  );
  it('lets the admin read it', async () => {
    expect((await as(USERS.ADMIN).get('local/mail')).status).toBe(200);
  });
});

describe('the catalogue per role', () => {
  it('gives provider users everything, with effort hours and owners', async () => {
    const res = await as(USERS.SALES_PERSON).get('sales/configuration');
    const caps = flat(res.body.capabilities);
    expect(caps.some((c) => c.groups?.includes('HIDDEN'))).toBe(true);
    expect(caps.some((c) => c.published?.includes('DRAFT'))).toBe(true);
    expect(actionsOf(res.body.capabilities).some((a) => a.effort > 0)).toBe(true);
    expect(caps.some((c) => c.owners?.length)).toBe(true);
  });

  it.each([
    ['HP_SALES_PERSON', ['HP', 'PARTNER']],
    ['ACCENTURE_SOLUTION_ARCHITECT', ['ACCENTURE', 'PARTNER']],
    ['CLIENT', ['PROVIDER']],
  ] as const)(
    'gives %s only what is published to it, never hidden, no effort, no owners',
    async (role, publications) => {
      const res = await as(USERS[role]).get('sales/configuration');
      expect(res.status).toBe(200);
      const caps = flat(res.body.capabilities);
      expect(caps.length).toBeGreaterThan(0);
      for (const c of caps) {
        expect(c.groups ?? []).not.toContain('HIDDEN');
        expect(c.published ?? []).not.toContain('DRAFT');
        expect(
          publications.some((p) => (c.published as string[]).includes(p)),
          c.name,
        ).toBe(true);
        expect(c.owners).toBeUndefined();
        for (const m of c.metrics ?? []) expect(m.effort).toBe(0);
      }
      for (const a of actionsOf(res.body.capabilities)) {
        expect(a.effort).toBe(0);
        expect(a.owners).toBeUndefined();
        for (const m of a.metrics ?? []) expect([m.effort, m.defaultEffort]).toEqual([0, undefined]);
      }
      expect(JSON.stringify(res.body)).not.toMatch(/@provider\.example/);
    },
  );

  it("keeps the hours of a partner's solution right: the partner never sees them and cannot forge them", async () => {
    const full = (await as(USERS.SALES_PERSON).get('sales/configuration')).body;
    const hpCatalogue = (await as(USERS.HP_SALES_PERSON).get('sales/configuration')).body;
    const chosen = hpCatalogue.capabilities.find((c: Capability) => c.actions?.length) as Capability;
    const forged: Capability = {
      ...chosen,
      selected: true,
      actions: chosen.actions!.map((a) => ({ ...a, selected: true, effort: 9999 })),
    };
    const body = newSolutionBody({
      catalogueVersion: full.version,
      state: { step: 1, steps: [1], items: [forged] },
    });
    const saved = await as(USERS.HP_SALES_PERSON).post('sales/solutions', body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(actionsOf(saved.body.state.items).every((a) => a.effort === 0)).toBe(true);
    const original = (full.capabilities as Capability[]).find((c) => c.id === chosen.id)!;
    const seen = await as(USERS.SALES_PERSON).get(`sales/solutions/${saved.body.id}`);
    expect(seen.body.state.items[0].actions.map((a: { effort: number }) => a.effort)).toEqual(
      original.actions!.map((a) => a.effort),
    );
    expect(seen.body.state.capabilities[0].scope.length).toBe(original.actions!.length);
    expect(seen.body.state.capabilities[0].scope.some((s: { effort: number }) => s.effort > 0)).toBe(true);
  });
});

describe('partners see only their own solutions', () => {
  it('an HP user reads another HP user’s solution only once assigned to it', async () => {
    const created = await as(USERS.HP_SALES_PERSON).post('sales/solutions', newSolutionBody());
    expect(created.status).toBe(201);
    const architect = as(USERS.HP_SOLUTION_ARCHITECT);
    expect((await architect.get(`sales/solutions/${created.body.id}`)).status).toBe(403);
    const list = await architect.get('sales/solutions?view=created&pageSize=200');
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(created.body.id);
    // A provider user assigns the HP architect; now they read it and it is in their Assigned view.
    const id = userIdForEmail(USERS.HP_SOLUTION_ARCHITECT);
    const assigned = await as(USERS.SALES_PERSON).post(
      'sales/solutions',
      {
        ...newSolutionBody(),
        solutionId: created.body.id,
        fields: {
          ...created.body.fields,
          roles: [{ id: 'HP_SOLUTION_ARCHITECT', name: 'x', user: { id, name: 'x', email: 'x' } }],
        },
      },
      { headers: { 'If-Match': created.body.etag } },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await architect.get(`sales/solutions/${created.body.id}`)).status).toBe(200);
    const mine = await architect.get('sales/solutions?view=assigned&pageSize=200');
    expect(mine.body.items.map((i: { id: string }) => i.id)).toContain(created.body.id);
  });
});
