import type { HttpResponseInit } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { errorResponse, json, withSecurityHeaders } from './respond.ts';

/** What withSecurityHeaders gave when it built a Headers object for every response: the reference. */
function throughHeaders(init: HttpResponseInit): Record<string, string> {
  const headers = new Headers(init.headers as ConstructorParameters<typeof Headers>[0]);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  headers.set('Referrer-Policy', 'no-referrer');
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
  return Object.fromEntries(headers.entries());
}

describe('withSecurityHeaders', () => {
  it.each<[string, HttpResponseInit]>([
    ['a JSON answer with its ETag', json({ id: 1 }, 200, { ETag: '"abc"' })],
    ['an error', errorResponse(404, 'not_found', 'The solution does not exist.')],
    ['no headers at all', { status: 204 }],
    ['a route that allows caching', { status: 200, headers: { 'Cache-Control': 'public, max-age=60' } }],
    ['names in two cases', { status: 200, headers: { 'X-Trace': 'a', 'x-trace': ' b ' } }],
    ['a route that tries to drop a security header', { headers: { 'x-frame-options': 'SAMEORIGIN' } }],
    ['a Headers object', { headers: new Headers({ 'Content-Type': 'text/csv', ETag: '"e"' }) }],
    ['header pairs', { headers: [['Content-Disposition', 'attachment; filename="a.csv"']] }],
  ])('gives %s the headers a Headers object would', (_name, init) => {
    const out = withSecurityHeaders(init);
    expect(out.headers).toEqual(throughHeaders(init));
    expect(out.status).toBe(init.status);
    expect(out.jsonBody).toBe(init.jsonBody);
  });
});
