import type { HttpResponseInit } from '@azure/functions';
import type { ErrorBody } from '@portal/domain';
import { HttpError } from './errors.ts';
import {
  ConflictError,
  InvalidContinuationError,
  ItemTooLargeError,
  NotFoundError,
  PreconditionFailedError,
  StoreBusyError,
} from '../ports/store.ts';

/**
 * Headers on every API response, in Azure and locally (issue 6: least exposure): an API answer is never a
 * page, never framed, never sniffed into another type, and not cached unless a route says so.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};
const NO_STORE = { 'Cache-Control': 'no-store', ...API_SECURITY_HEADERS };

const SECURITY_HEADER_ENTRIES = Object.entries(API_SECURITY_HEADERS).map(([k, v]) => [k.toLowerCase(), v]);

/**
 * Adds the security headers (and no-store unless the route set Cache-Control) to a route's response. Header
 * names come back lower-case, as from a Headers object; the plain records that json() and errorResponse() build
 * (nearly every response) are merged directly, without building a Headers object for every request.
 */
export function withSecurityHeaders(init: HttpResponseInit): HttpResponseInit {
  const given = init.headers;
  let headers: Record<string, string>;
  if (
    given === undefined ||
    (typeof given === 'object' && Object.getPrototypeOf(given) === Object.prototype)
  ) {
    headers = {};
    for (const [k, v] of Object.entries((given ?? {}) as Record<string, unknown>)) {
      const name = k.toLowerCase();
      const value = String(v).trim();
      headers[name] = Object.hasOwn(headers, name) ? `${headers[name]}, ${value}` : value;
    }
  } else {
    headers = Object.fromEntries(new Headers(given as ConstructorParameters<typeof Headers>[0]).entries());
  }
  for (const [k, v] of SECURITY_HEADER_ENTRIES) headers[k as string] = v as string;
  headers['cache-control'] ??= 'no-store';
  return { ...init, headers };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): HttpResponseInit {
  return { status, jsonBody: body, headers: { ...NO_STORE, ...headers } };
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  details?: unknown,
): HttpResponseInit {
  const body: ErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  return { status, jsonBody: body, headers: NO_STORE };
}

/** Maps anything a handler throws to the one error shape; unknown errors are logged and become a 500. */
export function fromError(err: unknown, log: (msg: string) => void): HttpResponseInit {
  if (err instanceof HttpError) return errorResponse(err.status, err.code, err.message, err.details);
  if (err instanceof ItemTooLargeError)
    return errorResponse(413, 'payload_too_large', 'The item is larger than the 2 MB limit.');
  if (err instanceof InvalidContinuationError)
    return errorResponse(400, 'bad_request', 'The continuation token is not valid.');
  if (err instanceof PreconditionFailedError)
    return errorResponse(
      409,
      'conflict',
      'Someone else changed this item first. Reload to see their changes.',
    );
  if (err instanceof NotFoundError) return errorResponse(404, 'not_found', 'The item does not exist.');
  if (err instanceof ConflictError) return errorResponse(409, 'conflict', 'The item already exists.');
  if (err instanceof StoreBusyError) {
    // Throttled past the store's bounded retries (ADR 0032): a clear, retryable answer, not a 500.
    const seconds = Math.max(1, Math.ceil(err.retryAfterMs / 1000));
    log(`Store busy: ${err.message}`);
    const busy = errorResponse(
      503,
      'busy',
      'The portal is busy right now. Please try again in a few seconds.',
    );
    return { ...busy, headers: { ...NO_STORE, 'Retry-After': String(seconds) } };
  }
  log(`Unhandled error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return errorResponse(500, 'internal', 'Something went wrong on our side. Please try again.');
}
