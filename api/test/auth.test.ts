/**
 * Authentication against the real local stack: no token, bad tokens, expiry, audience, the user id header,
 * first sign-in, admins from configuration — and Entra mode (a second host verifying RS256 tokens against a
 * JWKS endpoint), where local tokens are never accepted.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/local/stack.ts';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { call, expectErrorShape, tokenFor, USERS } from './support/client.ts';

const localKey = () =>
  new TextEncoder().encode(readFileSync(path.join(inject('dataDir'), 'local-auth.key'), 'utf8').trim());

async function localToken(
  claims: { email: string; sub?: string },
  opts: { exp?: number; aud?: string; iss?: string } = {},
) {
  return new SignJWT({ email: claims.email, name: 'Test' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? userIdForEmail(claims.email))
    .setIssuer(opts.iss ?? 'solution-portal-local')
    .setAudience(opts.aud ?? 'solution-portal-api')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(localKey());
}

describe('local auth mode', () => {
  it.each([
    ['no token', {}],
    ['a malformed header', { Authorization: 'Basic abc' }],
    ['a garbage bearer', { Authorization: 'Bearer not-a-jwt' }],
  ])('refuses %s with 401 and the error shape', async (_label, headers) => {
    const res = await call('GET', 'v2/users/current', { headers });
    expect(res.status).toBe(401);
    expect(expectErrorShape(res.body).code).toBe('unauthorized');
  });

  it('refuses an expired token', async () => {
    const token = await localToken(
      { email: USERS.SALES_PERSON },
      { exp: Math.floor(Date.now() / 1000) - 60 },
    );
    expect((await call('GET', 'v2/users/current', { token })).status).toBe(401);
  });

  it('refuses a token for another audience or issuer', async () => {
    const wrongAud = await localToken({ email: USERS.SALES_PERSON }, { aud: 'another-api' });
    const wrongIss = await localToken({ email: USERS.SALES_PERSON }, { iss: 'someone-else' });
    expect((await call('GET', 'v2/users/current', { token: wrongAud })).status).toBe(401);
    expect((await call('GET', 'v2/users/current', { token: wrongIss })).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const token = await new SignJWT({ email: USERS.ADMIN })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userIdForEmail(USERS.ADMIN))
      .setIssuer('solution-portal-local')
      .setAudience('solution-portal-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('an attacker secret of enough length!!'));
    expect((await call('GET', 'v2/users/current', { token })).status).toBe(401);
  });

  it('accepts the token in the X-Portal-Authorization header (Static Web Apps rewrites Authorization)', async () => {
    const token = await tokenFor(USERS.SALES_PERSON);
    const res = await call('GET', 'v2/users/current', {
      headers: { 'X-Portal-Authorization': `Bearer ${token}`, Authorization: 'Bearer swa-replaced-this' },
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(USERS.SALES_PERSON);
  });

  it('refuses a user id header that does not match the token', async () => {
    const token = await tokenFor(USERS.SALES_PERSON);
    const ok = await call('GET', 'v2/users/current', {
      token,
      headers: { 'X-Portal-User-Id': userIdForEmail(USERS.SALES_PERSON) },
    });
    expect(ok.status).toBe(200);
    const bad = await call('GET', 'v2/users/current', {
      token,
      headers: { 'X-Portal-User-Id': userIdForEmail(USERS.ADMIN) },
    });
    expect(bad.status).toBe(401);
  });

  it('creates a user with role SALES_PERSON on first sign-in', async () => {
    const email = `new.starter.${Date.now()}@provider.example`;
    const token = await tokenFor(email);
    const res = await call('GET', 'v2/users/current', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email,
      role: { id: 'SALES_PERSON' },
      organization: 'PROVIDER',
      mode: 'production',
      isAdmin: false,
    });
    expect(res.body.id).toBe(userIdForEmail(email));
  });

  it('makes the e-mails in ADMIN_EMAILS admins', async () => {
    const res = await call('GET', 'v2/users/current', {
      token: await tokenFor('first.admin@provider.example'),
    });
    expect(res.body).toMatchObject({ role: { id: 'ADMIN' }, isAdmin: true });
  });

  it('serves the sign-in page its users and refuses a bad sign-in request', async () => {
    const users = await call('GET', 'local-auth/users');
    expect(users.status).toBe(200);
    const roles = new Set((users.body as { roleId: string }[]).map((u) => u.roleId));
    expect(roles.size).toBe(12);
    const bad = await call('POST', 'local-auth/token', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(expectErrorShape(bad.body).details).toMatchObject({ fields: { email: expect.any(String) } });
  });
});

describe('Entra mode', () => {
  let stack: LocalStack;
  let jwks: http.Server;
  let dataDir: string;
  let privateKey: CryptoKey;
  const issuer = 'https://login.microsoftonline.com/test-tenant/v2.0';
  const audience = 'api-client-id';

  async function entraToken(
    opts: { aud?: string; exp?: number; email?: string; key?: CryptoKey; kid?: string } = {},
  ) {
    return new SignJWT({
      preferred_username: opts.email ?? 'entra.user@provider.example',
      name: 'Entra User',
      oid: 'oid-1',
    })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'k1' })
      .setSubject('entra-subject')
      .setIssuer(issuer)
      .setAudience(opts.aud ?? audience)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(opts.key ?? privateKey);
  }

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    jwks = http.createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
    );
    await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', () => r()));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-entra-test-'));
    stack = await startLocalStack({
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        AUTH_MODE: 'entra',
        ENTRA_TENANT_ID: 'test-tenant',
        ENTRA_CLIENT_ID: 'spa-client-id',
        ENTRA_API_AUDIENCE: audience,
        ENTRA_API_SCOPE: `api://${audience}/access_as_user`,
        ENTRA_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/keys`,
        ENTRA_ISSUER: issuer,
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
    await new Promise((r) => jwks?.close(r));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (pathName: string, token?: string) => {
    const res = await fetch(`${stack.url}/api/${pathName}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: await res.json() };
  };

  it('tells the browser to use MSAL with the tenant and scope, and no demo mode', async () => {
    const res = await get('config');
    expect(res.body).toMatchObject({
      authMode: 'entra',
      demoModeAllowed: false,
      entra: {
        clientId: 'spa-client-id',
        authority: 'https://login.microsoftonline.com/test-tenant',
        scopes: [`api://${audience}/access_as_user`],
      },
    });
  });

  it('accepts a token signed by the tenant key for the API audience', async () => {
    const res = await get('v2/users/current', await entraToken());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'entra.user@provider.example', role: { id: 'SALES_PERSON' } });
  });

  it('refuses a wrong audience, an expired token and a foreign key', async () => {
    const other = await generateKeyPair('RS256');
    expect((await get('v2/users/current', await entraToken({ aud: 'someone-else' }))).status).toBe(401);
    expect(
      (await get('v2/users/current', await entraToken({ exp: Math.floor(Date.now() / 1000) - 120 }))).status,
    ).toBe(401);
    expect((await get('v2/users/current', await entraToken({ key: other.privateKey }))).status).toBe(401);
  });

  it('never accepts a locally signed token, and has no local sign-in', async () => {
    const local = await tokenFor(USERS.ADMIN);
    expect((await get('v2/users/current', local)).status).toBe(401);
    expect((await get('local-auth/users')).status).toBe(404);
    const res = await fetch(`${stack.url}/api/local-auth/token`, {
      method: 'POST',
      body: JSON.stringify({ email: USERS.ADMIN }),
    });
    expect(res.status).toBe(404);
  });

  it('refuses demo mode when the server does not allow it', async () => {
    const token = await entraToken();
    const res = await fetch(`${stack.url}/api/v2/users/current/mode`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'demo' }),
    });
    expect(res.status).toBe(403);
  });
});
