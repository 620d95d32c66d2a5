/**
 * Entra mode against the real local stack (ADR 0033): RS256 tokens from a loopback OpenID issuer whose discovery
 * document names its JWKS (ENTRA_AUTHORITY), forgeries refused, local sign-in gone, and people keyed by tid + oid:
 * the e-mail matches an invitation or an existing user once, a changed e-mail keeps the person, and a new object
 * id with a bound e-mail is someone else (refused).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { User } from '@portal/domain';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { startLocalStack, type LocalStack } from '../src/local/stack.ts';
import { tokenFor, USERS } from './support/client.ts';
import {
  startLoopbackIssuer,
  TEST_TENANT,
  type EntraClaims,
  type LoopbackIssuer,
} from './support/loopback-issuer.ts';

const audience = 'api-client-id';
const ADMIN = 'entra.admin@provider.example';
let stack: LocalStack;
let issuer: LoopbackIssuer;
let dataDir: string;

beforeAll(async () => {
  issuer = await startLoopbackIssuer(audience);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-entra-test-'));
  stack = await startLocalStack({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      AUTH_MODE: 'entra',
      ENTRA_AUTHORITY: issuer.authority,
      ENTRA_CLIENT_ID: 'spa-client-id',
      ENTRA_API_AUDIENCE: audience,
      ENTRA_API_SCOPE: `api://${audience}/access_as_user`,
      ENTRA_TENANT_ID: '',
      ENTRA_JWKS_URL: '',
      ENTRA_ISSUER: '',
      ADMIN_EMAILS: ADMIN,
      DEMO_MODE: '',
      SEED_DEMO_DATA: 'false',
      STORAGE_CONNECTION_STRING: inject('storageConnectionString'),
      WEBPUBSUB_CONNECTION_STRING: inject('pubsubConnectionString'),
    },
    port: 0,
    serveWeb: false,
    timers: false,
    pollQueues: false,
    log: () => undefined,
  });
});

afterAll(async () => {
  await stack?.stop();
  await issuer?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(pathName: string, opts: { token?: string; method?: string; body?: unknown } = {}) {
  const res = await fetch(`${stack.url}/api/${pathName}`, {
    method: opts.method ?? 'GET',
    headers: {
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as any };
}
const me = async (claims: EntraClaims) => api('v2/users/current', { token: await issuer.token(claims) });

describe('Entra mode: tokens', () => {
  it('tells the browser to sign in with MSAL at the configured OpenID authority, and no demo mode', async () => {
    const res = await api('config');
    expect(res.body).toMatchObject({
      authMode: 'entra',
      demoModeAllowed: false,
      entra: {
        clientId: 'spa-client-id',
        authority: issuer.authority,
        protocolMode: 'OIDC',
        knownAuthorities: [new URL(issuer.authority).host],
        scopes: [`api://${audience}/access_as_user`],
        graph: { url: 'https://graph.microsoft.com/v1.0', scopes: ['User.Read'] },
      },
    });
  });

  it('accepts a token signed by the key the discovery document names, for the API audience', async () => {
    const res = await me({ email: 'entra.user@provider.example', oid: 'oid-plain' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'entra.user@provider.example', role: { id: 'SALES_PERSON' } });
  });

  it('refuses a wrong audience, an expired token, a foreign key and a token without tid or oid', async () => {
    const other = await generateKeyPair('RS256');
    expect((await me({ aud: 'someone-else' })).status).toBe(401);
    expect((await me({ exp: Math.floor(Date.now() / 1000) - 120 })).status).toBe(401);
    expect((await me({ key: other.privateKey })).status).toBe(401);
    expect((await me({ tid: null })).status).toBe(401);
    expect((await me({ oid: null })).status).toBe(401);
  });

  it('never accepts a locally signed token, and has no local sign-in', async () => {
    expect((await api('v2/users/current', { token: await tokenFor(USERS.ADMIN) })).status).toBe(401);
    expect((await api('local-auth/users')).status).toBe(404);
    expect((await api('local-auth/token', { method: 'POST', body: { email: USERS.ADMIN } })).status).toBe(
      404,
    );
  });

  it('refuses demo mode when the server does not allow it', async () => {
    const res = await api('v2/users/current/mode', {
      method: 'POST',
      token: await issuer.token({ oid: 'oid-plain', email: 'entra.user@provider.example' }),
      body: { mode: 'demo' },
    });
    expect(res.status).toBe(403);
  });
});

describe('Entra mode: people are their tid + oid', () => {
  const invited = 'invited.architect@provider.example';

  it('binds an invited e-mail at the first sign-in: the invited role, the invitation id', async () => {
    const admin = await issuer.token({ email: ADMIN, oid: 'oid-admin' });
    const invite = await api('sales/invitations', {
      method: 'POST',
      token: admin,
      body: { userEmailAddress: invited, roleId: 'SOLUTION_ARCHITECT' },
    });
    expect(invite.status).toBeLessThan(300);
    const res = await me({ email: invited, oid: 'oid-architect' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: userIdForEmail(invited), role: { id: 'SOLUTION_ARCHITECT' } });
    const stored = await stack.services.store.container<User>('users').read(userIdForEmail(invited));
    expect(stored?.item.entraIdentity).toEqual({ tenantId: TEST_TENANT, objectId: 'oid-architect' });
  });

  it('keeps the person when their e-mail changes: same user, same role, the new address', async () => {
    const res = await me({ email: 'renamed.architect@provider.example', oid: 'oid-architect' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: userIdForEmail(invited),
      email: 'renamed.architect@provider.example',
      role: { id: 'SOLUTION_ARCHITECT' },
    });
  });

  it('refuses a new object id that claims a bound e-mail, and leaves the bound person as they were', async () => {
    const current = await me({ email: 'renamed.architect@provider.example', oid: 'oid-impostor' });
    expect(current.status).toBe(403);
    const claimOld = await me({ email: invited, oid: 'oid-impostor' });
    expect(claimOld.status).toBe(403);
    expect(claimOld.body.error.message).toMatch(/belongs to another person/);
    const owner = await me({ email: 'renamed.architect@provider.example', oid: 'oid-architect' });
    expect(owner.body).toMatchObject({ id: userIdForEmail(invited), role: { id: 'SOLUTION_ARCHITECT' } });
  });

  it('binds an existing (seeded) user once, by e-mail, and keeps them under their object id', async () => {
    const email = 'seeded.reviewer@provider.example';
    const now = new Date().toISOString();
    await stack.services.store.container<User>('users').create({
      id: userIdForEmail(email),
      name: 'Seeded Reviewer',
      email,
      roleId: 'SOLUTION_REVIEWER',
      organization: 'PROVIDER',
      createdAt: now,
      modifiedAt: now,
    });
    const first = await me({ email, oid: 'oid-reviewer' });
    expect(first.body).toMatchObject({ id: userIdForEmail(email), role: { id: 'SOLUTION_REVIEWER' } });
    expect((await me({ email, oid: 'oid-other' })).status).toBe(403);
    const again = await me({ email, oid: 'oid-reviewer', tid: TEST_TENANT });
    expect(again.body).toMatchObject({ id: userIdForEmail(email), role: { id: 'SOLUTION_REVIEWER' } });
  });
});
