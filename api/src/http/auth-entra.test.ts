/**
 * Entra ID verification against a real tenant: runs when a real access token for the API is supplied
 * (ENTRA_TEST_TENANT_ID, ENTRA_TEST_AUDIENCE, ENTRA_TEST_TOKEN); skipped with a printed reason otherwise.
 * The same verifier is exercised against a local JWKS with RS256 keys in api/test/auth.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createEntraVerifier } from './auth.ts';

const tenant = process.env.ENTRA_TEST_TENANT_ID;
const audience = process.env.ENTRA_TEST_AUDIENCE;
const token = process.env.ENTRA_TEST_TOKEN;
const missing = !(tenant && audience && token);
if (missing)
  console.warn(
    'Entra tenant tests skipped: ENTRA_TEST_TENANT_ID, ENTRA_TEST_AUDIENCE and ENTRA_TEST_TOKEN are not set',
  );

describe.skipIf(missing)('Entra ID token verification (real tenant)', () => {
  const verifier = () =>
    createEntraVerifier({
      jwksUrl: `https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys`,
      issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
      audience: [audience!],
    });

  it('accepts a real access token for the API and reads the user from it', async () => {
    const identity = await verifier().verify(token!);
    expect(identity.email).toContain('@');
    expect(identity.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  it('refuses the same token with one character changed', async () => {
    const tampered = token!.slice(0, -2) + (token!.endsWith('A') ? 'B' : 'A') + token!.slice(-1);
    await expect(verifier().verify(tampered)).rejects.toMatchObject({ status: 401 });
  });
});
