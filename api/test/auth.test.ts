/**
 * Authentication against the real local stack: no token, bad tokens, expiry, audience, the user id header,
 * first sign-in, admins from configuration. Entra mode has its own file (entra-identity.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
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
