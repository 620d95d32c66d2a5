/**
 * The Entra verifier on its own (ADR 0033), against a loopback OpenID issuer with real RS256 keys: the key set is
 * found through the authority's discovery document, a document naming another issuer is refused, a failed
 * discovery is tried again, and only https (or loopback http) sign-in addresses are accepted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackIssuer, type LoopbackIssuer } from '../../test/support/loopback-issuer.ts';
import { createEntraVerifier, discoverAuthority, isSafeAuthorityUrl } from './auth.ts';

let issuer: LoopbackIssuer;
beforeAll(async () => {
  issuer = await startLoopbackIssuer('api');
});
afterAll(() => issuer.close());

describe('Entra token verification through a discovery document', () => {
  it('reads the issuer and key set, accepts a token and names the person by tid + oid', async () => {
    const verifier = createEntraVerifier({
      audience: ['api'],
      endpoints: () => discoverAuthority(issuer.authority),
    });
    const identity = await verifier.verify(await issuer.token({ oid: 'o-1', tid: 't-1' }));
    expect(identity).toMatchObject({
      tenantId: 't-1',
      objectId: 'o-1',
      email: 'entra.user@provider.example',
    });
  });

  it('refuses a discovery document that names another issuer', async () => {
    await expect(discoverAuthority(`${issuer.authority}/../tenant`)).rejects.toThrow(/another issuer/);
  });

  it('answers 503 while the authority cannot be read, and recovers when it can', async () => {
    let calls = 0;
    const verifier = createEntraVerifier({
      audience: ['api'],
      endpoints: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return discoverAuthority(issuer.authority);
      },
    });
    const token = await issuer.token();
    await expect(verifier.verify(token)).rejects.toMatchObject({ status: 503 });
    await expect(verifier.verify(token)).resolves.toMatchObject({ objectId: 'oid-1' });
  });

  it('refuses a token signed by the key of another issuer', async () => {
    const other = await startLoopbackIssuer('api');
    const verifier = createEntraVerifier({
      audience: ['api'],
      endpoints: () => discoverAuthority(issuer.authority),
    });
    await expect(verifier.verify(await other.token())).rejects.toMatchObject({ status: 401 });
    await other.close();
  });

  it('accepts https sign-in addresses, and http only on this machine', () => {
    expect(isSafeAuthorityUrl('https://login.microsoftonline.com/t/v2.0')).toBe(true);
    expect(isSafeAuthorityUrl('http://127.0.0.1:4000/tenant')).toBe(true);
    expect(isSafeAuthorityUrl('http://localhost:4000')).toBe(true);
    expect(isSafeAuthorityUrl('http://login.example.com/tenant')).toBe(false);
    expect(isSafeAuthorityUrl('not a url')).toBe(false);
  });

  it('refuses a discovery document whose key set is not https', async () => {
    const server = http.createServer((_req, res) => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.end(JSON.stringify({ issuer: base, jwks_uri: 'http://keys.example.com/keys' }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await expect(discoverAuthority(base)).rejects.toThrow(/Refusing the key set/);
    await new Promise((r) => server.close(r));
  });
});
