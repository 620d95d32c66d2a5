/**
 * A loopback OpenID issuer for tests: a discovery document and a JWKS on 127.0.0.1, and RS256 tokens shaped like
 * Entra ID access tokens (tid, oid, preferred_username). The API finds the keys through the discovery document.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export interface EntraClaims {
  email?: string;
  tid?: string | null;
  oid?: string | null;
  aud?: string;
  exp?: number;
  key?: CryptoKey;
}

export interface LoopbackIssuer {
  /** The authority (and issuer): http://127.0.0.1:{port}/tenant */
  authority: string;
  token(claims?: EntraClaims): Promise<string>;
  close(): Promise<void>;
}

export const TEST_TENANT = '11111111-2222-3333-4444-555555555555';

export async function startLoopbackIssuer(audience: string): Promise<LoopbackIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  let authority = '';
  const server = http.createServer((req, res) => {
    const body =
      req.url === '/tenant/.well-known/openid-configuration'
        ? { issuer: authority, jwks_uri: `${authority}/keys` }
        : req.url === '/tenant/keys'
          ? { keys: [jwk] }
          : undefined;
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tenant`;
  return {
    authority,
    async token(c = {}) {
      const claims: Record<string, string> = {
        preferred_username: c.email ?? 'entra.user@provider.example',
        name: 'Entra User',
      };
      if (c.tid !== null) claims.tid = c.tid ?? TEST_TENANT;
      if (c.oid !== null) claims.oid = c.oid ?? 'oid-1';
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject(`pairwise-${c.oid ?? 'x'}`)
        .setIssuer(authority)
        .setAudience(c.aud ?? audience)
        .setIssuedAt()
        .setExpirationTime(c.exp ?? Math.floor(Date.now() / 1000) + 600)
        .sign(c.key ?? privateKey);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
