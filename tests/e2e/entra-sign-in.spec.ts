/**
 * The Entra path through a real browser (issue 20, ADR 0033): the portal in AUTH_MODE=entra signs in with MSAL
 * (@azure/msal-react, redirect flow) at a local OpenID Connect provider (oidc-provider over HTTPS on loopback,
 * tests/support/entra-stack.mjs), calls the API with the provider's RS256 access token, shows the role of the seeded
 * user the e-mail binds to and the Graph photo (a local stand-in), renews the token silently when MSAL sees it
 * expiring (refresh token, no page change), and signs out at the provider.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from './support/axe.ts';
import { shotsAtTwoWidths } from './support/shots.ts';
import { expect, test } from './support/test.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
interface EntraStack {
  portalUrl: string;
  authority: string;
  resource: string;
  tenantId: string;
}
let child: ChildProcess | undefined;
let stack: EntraStack;

test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  child = spawn('node', ['tests/support/entra-stack.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(root, 'tests/support/loopback-tls/cert.pem') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  stack = await new Promise<EntraStack>((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /ENTRA-STACK (\{.*\})/.exec(out);
      if (line) resolve(JSON.parse(line[1]!) as EntraStack);
    });
    child!.on('exit', (code) => reject(new Error(`The Entra stack stopped (${code})`)));
  });
  await expect
    .poll(async () => (await fetch(`${stack.portalUrl}/api/health`).catch(() => undefined))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  child?.kill('SIGTERM');
});

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

test('signs in through MSAL at a local OpenID provider, calls the API with its token, renews it silently and signs out', async ({
  page,
}) => {
  // The provider's sign-in page imports a web font; this machine has no internet.
  await page.route(/fonts\.googleapis\.com/, (route) => route.abort());
  const apiTokens: string[] = [];
  const grants: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(`${stack.portalUrl}/api/`)) {
      const bearer = /^Bearer (\S+)$/.exec(req.headers()['x-portal-authorization'] ?? '')?.[1];
      if (bearer && bearer !== apiTokens.at(-1)) apiTokens.push(bearer);
    }
    if (req.url().startsWith(`${stack.authority}/token`) && req.method() === 'POST') {
      grants.push(new URLSearchParams(req.postData() ?? '').get('grant_type') ?? '');
    }
  });

  await page.goto(`${stack.portalUrl}/`);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The local provider's own sign-in page (any password): the e-mail of the seeded Solution Architect.
  await page.waitForURL(`${stack.authority}/**`);
  await page.locator('input[name="login"]').fill('solution.architect@provider.example');
  await page.locator('input[name="password"]').fill('local');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click(); // the provider's consent step

  const menu = page.getByRole('button', { name: /^User menu for Olivia Hart/ });
  await expect(menu).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(stack.portalUrl);
  expect(grants).toEqual(['authorization_code']);

  // The API was called with the provider's access token: its issuer, the API audience, tid and oid.
  const first = claimsOf(apiTokens[0]!);
  expect(first).toMatchObject({ iss: stack.authority, aud: stack.resource, tid: stack.tenantId });
  expect(first.oid).toEqual(expect.any(String));

  // The Graph photo, not initials.
  const photo = page.locator('.fui-Avatar img').first();
  await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectAccessible(page, 'the home page signed in through MSAL, with the photo');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Solution Architect' })).toBeVisible();
  await expect(page.getByText('solution.architect@provider.example')).toBeVisible();
  await shotsAtTwoWidths(page, 'entra-user-menu');
  await page.keyboard.press('Escape');

  // MSAL renews a token 300 s before it expires (the provider gives 304 s): from then, the next API call renews it
  // silently with the refresh token (2 s of margin for the second MSAL counts from).
  const renewAt = ((first.exp as number) - 300 + 2) * 1000;
  await page.waitForTimeout(Math.max(0, renewAt - Date.now()));
  const pageBefore = page.url();
  const answered = page.waitForResponse(
    (res) => res.url().startsWith(`${stack.portalUrl}/api/notifications/counts`) && res.status() === 200,
  );
  await menu.click();
  await answered;
  expect(grants).toEqual(['authorization_code', 'refresh_token']);
  const renewed = claimsOf(apiTokens.at(-1)!);
  expect(renewed.oid).toBe(first.oid);
  expect(renewed.exp as number).toBeGreaterThan(first.exp as number);
  expect(page.url()).toBe(pageBefore);

  // Sign out: MSAL ends the session at the provider, which sends the browser back to /welcome.
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${stack.authority}/**`);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL((url) => url.origin === stack.portalUrl && url.pathname === '/welcome');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('accesstoken'))),
  ).toEqual([]);
});
