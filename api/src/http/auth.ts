/**
 * Bearer token verification. Entra mode: the tenant's JWKS, issuer, audience and expiry. Local mode: tokens
 * signed by the local sign-in page with a secret kept under .data (never accepted in Entra mode, because the
 * Entra verifier only trusts the tenant's keys).
 */
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { HttpRequest } from '@azure/functions';
import type { Identity, TokenVerifier } from '../ports/tokens.ts';
import { HttpError, unauthorized } from './errors.ts';

export type { Identity, TokenVerifier };

/**
 * Remembers tokens that verified, until they expire (a browser sends the same token for an hour; verifying
 * a signature costs far more than the rest of a small request). Bounded, oldest entries dropped first.
 */
export function cachedVerifier(inner: TokenVerifier, max = 5000): TokenVerifier {
  const cache = new Map<string, { identity: Identity; until: number }>();
  return {
    async verify(token) {
      const hit = cache.get(token);
      if (hit && hit.until > Date.now()) return hit.identity;
      if (hit) cache.delete(token);
      const identity = await inner.verify(token);
      const until = Math.min(identity.expiresAt * 1000, Date.now() + 10 * 60_000);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(token, { identity, until });
      return identity;
    },
  };
}

export const LOCAL_ISSUER = 'solution-portal-local';
export const LOCAL_AUDIENCE = 'solution-portal-api';
const LOCAL_TOKEN_HOURS = 10;

const claim = (payload: JWTPayload, name: string) => {
  const value = payload[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

function identityFrom(payload: JWTPayload): Identity {
  const email = [payload.email, payload.preferred_username, payload.upn].find(
    (v): v is string => typeof v === 'string' && v.includes('@'),
  );
  if (!email || !payload.sub) throw unauthorized('The token does not name a user.');
  const name = claim(payload, 'name') ?? email;
  if (typeof payload.exp !== 'number') throw unauthorized('The token has no expiry.');
  return { email: email.trim().toLowerCase(), name, subject: payload.sub, expiresAt: payload.exp };
}

/** Entra tokens must name the directory and the person in it: the portal keys people on tid + oid (ADR 0033). */
function entraIdentityFrom(payload: JWTPayload): Identity {
  const tenantId = claim(payload, 'tid');
  const objectId = claim(payload, 'oid');
  if (!tenantId || !objectId) throw unauthorized('The token does not name a user.');
  return { ...identityFrom(payload), tenantId, objectId };
}

export function createLocalTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verifier: TokenVerifier = cachedVerifier({
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: LOCAL_ISSUER,
          audience: LOCAL_AUDIENCE,
          algorithms: ['HS256'],
        });
        return identityFrom(payload);
      } catch {
        throw unauthorized('Your sign-in is not valid or has expired. Sign in again.');
      }
    },
  });
  return {
    verifier,
    async issue(user: { id: string; email: string; name: string }) {
      const expires = new Date(Date.now() + LOCAL_TOKEN_HOURS * 3600_000);
      const token = await new SignJWT({ email: user.email, name: user.name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(LOCAL_ISSUER)
        .setAudience(LOCAL_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(key);
      return { token, expiresAt: expires.toISOString() };
    },
  };
}

/** Where the key set is and who the issuer is: given, or read from an authority's discovery document. */
export interface IssuerEndpoints {
  issuer: string;
  jwksUrl: string;
}

/** An https address, or http on this machine only (a local OpenID provider in tests). */
export function isSafeAuthorityUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** Reads `{authority}/.well-known/openid-configuration`: the issuer must be the authority itself (OpenID Discovery §4.3). */
export async function discoverAuthority(authority: string): Promise<IssuerEndpoints> {
  const base = authority.replace(/\/+$/, '');
  const url = `${base}/.well-known/openid-configuration`;
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`The OpenID discovery document ${url} answered ${res.status}`);
  const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (typeof doc.issuer !== 'string' || typeof doc.jwks_uri !== 'string') {
    throw new Error(`The OpenID discovery document ${url} names no issuer or jwks_uri`);
  }
  if (doc.issuer.replace(/\/+$/, '') !== base) {
    throw new Error(`The OpenID discovery document ${url} names another issuer: ${doc.issuer}`);
  }
  if (!isSafeAuthorityUrl(doc.jwks_uri)) throw new Error(`Refusing the key set at ${doc.jwks_uri}`);
  return { issuer: doc.issuer, jwksUrl: doc.jwks_uri };
}

/**
 * RS256 access tokens of one issuer and audience, keyed by tid + oid. The endpoints are given (Entra's tenant
 * defaults, or ENTRA_ISSUER and ENTRA_JWKS_URL) or discovered once from ENTRA_AUTHORITY; a failed discovery is
 * tried again on the next request.
 */
export function createEntraVerifier(opts: {
  audience: string[];
  endpoints: IssuerEndpoints | (() => Promise<IssuerEndpoints>);
}): TokenVerifier {
  const load = async () => {
    const endpoints = typeof opts.endpoints === 'function' ? await opts.endpoints() : opts.endpoints;
    const jwks = createRemoteJWKSet(new URL(endpoints.jwksUrl), {
      cooldownDuration: 60_000,
      timeoutDuration: 10_000,
    });
    return { issuer: endpoints.issuer, jwks };
  };
  let ready: ReturnType<typeof load> | undefined;
  return cachedVerifier({
    async verify(token) {
      ready ??= load();
      const { issuer, jwks } = await ready.catch((err: unknown) => {
        ready = undefined;
        console.error('The sign-in authority could not be read', err);
        throw new HttpError(503, 'unavailable', 'Sign-in is not available right now. Try again in a minute.');
      });
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer,
          audience: opts.audience,
          algorithms: ['RS256'],
        });
        return entraIdentityFrom(payload);
      } catch {
        throw unauthorized('Your sign-in is not valid or has expired. Sign in again.');
      }
    },
  });
}

/** The token travels in two headers (Static Web Apps may rewrite Authorization); ours wins when both exist. */
export function bearerToken(req: HttpRequest): string | undefined {
  const raw = req.headers.get('x-portal-authorization') ?? req.headers.get('authorization');
  const match = raw?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
