/**
 * The built site through the real Static Web Apps CLI (`@azure/static-web-apps-cli`, `swa start web/dist
 * --api-devserver-url <local host>`, with the repository's staticwebapp.config.json, which the deployment copies into
 * web/dist): the navigation fallback, the excluded paths' 404s, the files, the MIME types, the global headers (CSP
 * and the rest) and /api/* forwarded to the API give the same answers as the local host, which applies the same
 * config itself (api/src/local/static-site.ts). A page then loads in Chromium through the CLI under the production CSP.
 * ADR 0034 says what the CLI proves and what it does not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { authHeaders, tokenFor } from './support/api.ts';
import { expect, test } from './support/test.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = JSON.parse(readFileSync(path.join(root, 'staticwebapp.config.json'), 'utf8')) as {
  globalHeaders: Record<string, string>;
  navigationFallback: { rewrite: string; exclude: string[] };
};
const localBase = `http://127.0.0.1:${E2E_PORT}`;

let swa: ChildProcess | undefined;
let swaBase = '';
let viaSwa: APIRequestContext;
let viaLocal: APIRequestContext;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  swaBase = `http://127.0.0.1:${port}`;
  const cli = path.join(root, 'node_modules/@azure/static-web-apps-cli/dist/cli/bin.js');
  swa = spawn(
    process.execPath,
    [
      cli,
      'start',
      path.join(root, 'web/dist'),
      '--swa-config-location',
      root,
      '--api-devserver-url',
      localBase,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    // Its own process group: the CLI runs the emulator as a child, and both must stop with the test.
    { cwd: root, detached: true, stdio: 'ignore', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  );
  viaSwa = await playwrightRequest.newContext({ baseURL: swaBase });
  viaLocal = await playwrightRequest.newContext({ baseURL: localBase });
  await expect
    .poll(async () => (await viaSwa.get('/index.html').catch(() => undefined))?.status(), { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (swa?.pid) process.kill(-swa.pid, 'SIGTERM');
  await viaSwa?.dispose();
  await viaLocal?.dispose();
});

const mediaType = (res: APIResponse) => (res.headers()['content-type'] ?? '').split(';')[0]!.trim();

/** The same status, media type and body from both, for each path. */
async function sameAnswers(paths: string[]) {
  const answers = [];
  for (const p of paths) {
    const [a, b] = [await viaSwa.get(p), await viaLocal.get(p)];
    answers.push({ path: p, swa: a, local: b });
    expect({ path: p, status: a.status(), type: mediaType(a) }).toEqual({
      path: p,
      status: b.status(),
      type: mediaType(b),
    });
    if (b.status() === 200) expect(await a.body(), p).toEqual(await b.body());
  }
  return answers;
}

test('the Static Web Apps CLI serves the built site and the API as the local host does', async ({ page }) => {
  const indexHtml = readFileSync(path.join(root, 'web/dist/index.html'), 'utf8');
  const asset = readdirSync(path.join(root, 'web/dist/assets')).find((f) => f.endsWith('.js'))!;

  // The navigation fallback: app routes (deep, with ids) answer index.html.
  for (const { path: p, swa: res } of await sameAnswers([
    '/',
    '/welcome',
    '/sales/solution',
    '/sales/solution/123',
    '/sales/admin/rate-card',
  ])) {
    expect({ p, status: res.status(), type: mediaType(res) }).toEqual({ p, status: 200, type: 'text/html' });
    expect(await res.text()).toBe(indexHtml);
  }

  // Files, with their MIME types (staticwebapp.config.json's mimeTypes for .json).
  const files = await sameAnswers([
    `/assets/${asset}`,
    '/favicon.svg',
    '/documentation.txt',
    '/documentation-versions.json',
  ]);
  expect(files.map((f) => [f.path, f.swa.status(), mediaType(f.swa)])).toEqual([
    [`/assets/${asset}`, 200, 'text/javascript'],
    ['/favicon.svg', 200, 'image/svg+xml'],
    ['/documentation.txt', 200, 'text/plain'],
    ['/documentation-versions.json', 200, 'application/json'],
  ]);

  // The fallback's exclusions are real 404s, not index.html.
  expect(config.navigationFallback.exclude).toEqual(
    expect.arrayContaining(['/assets/*', '/api/*', '/templates/*']),
  );
  for (const { swa: res } of await sameAnswers([
    '/assets/gone.js',
    '/templates/gone.docx',
    '/gone.png',
    '/gone.json',
  ]))
    expect(res.status()).toBe(404);

  // The global headers on every page, as written (the local host only adds its own push and Azurite origins to
  // the CSP's connect-src).
  for (const p of ['/', '/sales/solution/123', `/assets/${asset}`]) {
    const [a, b] = [(await viaSwa.get(p)).headers(), (await viaLocal.get(p)).headers()];
    for (const [name, value] of Object.entries(config.globalHeaders)) {
      expect({ p, name, swa: a[name.toLowerCase()] }).toEqual({ p, name, swa: value });
      const local = b[name.toLowerCase()]!.replace(/ (?:https?|wss?):\/\/127\.0\.0\.1:\d+/g, '');
      expect({ p, name, local }).toEqual({ p, name, local: value });
    }
  }

  // /api/* reaches the API: public answers, the API's own 404 (its error shape), and a signed-in call whose bearer
  // token arrives (X-Portal-Authorization, which Azure's proxy leaves alone).
  const api = await sameAnswers(['/api/health', '/api/config', '/api/no-such-route']);
  expect(api.map((a) => [a.path, a.swa.status(), mediaType(a.swa)])).toEqual([
    ['/api/health', 200, 'application/json'],
    ['/api/config', 200, 'application/json'],
    ['/api/no-such-route', 404, 'application/json'],
  ]);
  expect(await api[2]!.swa.json()).toMatchObject({ error: { code: expect.any(String) } });
  const token = await tokenFor(viaSwa, 'admin@provider.example');
  const [meSwa, meLocal] = [
    await viaSwa.get('/api/v2/users/current', { headers: authHeaders(token) }),
    await viaLocal.get('/api/v2/users/current', { headers: authHeaders(token) }),
  ];
  expect([meSwa.status(), meLocal.status()]).toEqual([200, 200]);
  expect((await meSwa.json()).email).toBe((await meLocal.json()).email);

  // The app itself under the production CSP, through the CLI: scripts and styles load, nothing is refused. The one
  // exception is the e2e stack's own telemetry ingestion on loopback (/v2/track, ADR 0035): in Azure the browser
  // sends to https://<region>.in.applicationinsights.azure.com, which connect-src allows (checked here too).
  const csp = (await viaSwa.get('/welcome')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.in\.applicationinsights\.azure\.com/);
  const refused: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/Content Security Policy/i.test(text) && !/'http:\/\/127\.0\.0\.1:\d+\/v2(\.1)?\/track'/.test(text))
      refused.push(text);
  });
  await page.goto(`${swaBase}/welcome`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(refused).toEqual([]);
});
