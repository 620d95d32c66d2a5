import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite, withLocalConnectSources } from './static-site.ts';

describe('withLocalConnectSources: the local host adds exactly its own origins to the production CSP', () => {
  const production = {
    'Content-Security-Policy':
      "default-src 'self'; connect-src 'self' wss://*.webpubsub.azure.com; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
  };
  it('appends the push endpoint and Azurite to connect-src only', () => {
    const local = withLocalConnectSources(production, [
      'http://127.0.0.1:4290',
      'ws://127.0.0.1:4290',
      'http://127.0.0.1:10000',
    ]);
    expect(local['Content-Security-Policy']).toBe(
      "default-src 'self'; connect-src 'self' wss://*.webpubsub.azure.com http://127.0.0.1:4290 ws://127.0.0.1:4290 http://127.0.0.1:10000; frame-ancestors 'none'",
    );
    expect(local['X-Frame-Options']).toBe('DENY');
    expect(production['Content-Security-Policy']).not.toMatch(/127\.0\.0\.1/);
  });
  it('changes nothing without local origins', () => {
    expect(withLocalConnectSources(production, [])).toEqual(production);
  });
});

describe('the local host serves the precompressed build by Accept-Encoding', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(dir, 'assets/app.js'), js);
  writeFileSync(path.join(dir, 'assets/app.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets/app.js.gz'), gzipSync(js));
  const config = path.join(dir, 'swa.json');
  writeFileSync(config, JSON.stringify({ globalHeaders: { 'X-Frame-Options': 'DENY' } }));
  const serve = createStaticSite(dir, config);
  const server = http.createServer((req, res) => serve(req, res, new URL(req.url!, 'http://x').pathname));
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Raw bytes and headers (Node's fetch would decode the body itself). */
  const get = (p: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(
          `${base}${p}`,
          { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject);
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
    ['br;q=0, gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
    [undefined, undefined, (b: Buffer) => b],
    ['identity', undefined, (b: Buffer) => b],
  ] as const)('Accept-Encoding %s: %s', async (accept, encoding, decode) => {
    const res = await get('/assets/app.js', accept);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(decode(res.body).toString()).toBe(js);
  });
});

describe("the local host knows every rule of the repository's staticwebapp.config.json", () => {
  const config = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../staticwebapp.config.json'), 'utf8'),
  ) as Record<string, unknown> & { routes?: { route: string; allowedRoles?: string[] }[] };

  it('has no section the local host would ignore (responseOverrides, redirects, auth, …)', () => {
    // static-site.ts applies navigationFallback, globalHeaders and mimeTypes; a new section needs code there
    // (and a case in tests/e2e/static-web-apps.spec.ts, which compares the local host with the SWA CLI).
    expect(Object.keys(config).sort()).toEqual(
      ['$schema', 'globalHeaders', 'mimeTypes', 'navigationFallback', 'routes'].sort(),
    );
  });

  it('only routes /api/* to anonymous callers, which the API already is (it checks its own tokens)', () => {
    expect(config.routes).toEqual([{ route: '/api/*', allowedRoles: ['anonymous'] }]);
  });
});
