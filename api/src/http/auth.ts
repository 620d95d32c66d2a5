/**
 * Bearer token verification. Entra mode: the tenant's JWKS, issuer, audience and expiry. Local mode: tokens
 * signed by the local sign-in page with a secret kept under .data (never accepted in Entra mode, because the
 * Entra verifier only trusts the tenant's keys).
 */
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { HttpRequest } from '@azure/functions';
import type { Identity, TokenVerifier } from '../ports/tokens.ts';
import { unauthorized } from './errors.ts';

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

function identityFrom(payload: JWTPayload): Identity {
  const email = [payload.email, payload.preferred_username, payload.upn].find(
    (v): v is string => typeof v === 'string' && v.includes('@'),
  );
  if (!email || !payload.sub) throw unauthorized('The token does not name a user.');
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name : email;
  if (typeof payload.exp !== 'number') throw unauthorized('The token has no expiry.');
  return { email: email.trim().toLowerCase(), name, subject: payload.sub, expiresAt: payload.exp };
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

export function createEntraVerifier(opts: {
  jwksUrl: string;
  issuer: string;
  audience: string[];
}): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), {
    cooldownDuration: 60_000,
    timeoutDuration: 10_000,
  });
  return cachedVerifier({
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms: ['RS256'],
        });
        return identityFrom(payload);
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
