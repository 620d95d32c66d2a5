/**
 * Telemetry (ADR 0035): the e2e stack is its own Application Insights ingestion endpoint, so what the browser SDK
 * and the API's exporter send arrives at the local host and is read back at GET /api/local/telemetry. One journey:
 * a page load, a navigation to a solution and an export job; then the page views (named by route pattern, no ids),
 * the navigate event, the API's requests and dependencies and the job's duration are there, and the page never
 * called anything off the machine.
 */
import type { Page } from '@playwright/test';
import { authHeaders, tokenFor } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { Portal, USERS } from './support/portal.ts';

interface Envelope {
  name: string;
  tags?: Record<string, string>;
  data?: { baseType?: string; baseData?: Record<string, unknown> & { name?: string } };
}

async function received(page: Page, token: string, type: string): Promise<Envelope[]> {
  const res = await page.request.get(`/api/local/telemetry?type=${type}`, { headers: authHeaders(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Envelope[];
}

const names = (envelopes: Envelope[]) => envelopes.map((e) => e.data?.baseData?.name ?? '');

test('page views, a navigation and a job duration arrive at the ingestion endpoint', async ({ page }) => {
  // Nothing leaves the machine: no Microsoft CDN configuration, no ingestion but the local host's.
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).hostname !== '127.0.0.1') elsewhere.push(r.url());
  });
  const portal = new Portal(page);
  await portal.signIn(USERS.SALES_PERSON);
  await portal.openFromList('Northbridge Windows 11 and Intune');
  await page.getByRole('button', { name: 'Resources' }).click();
  await page.getByRole('menuitem', { name: 'Export Solution' }).click();
  await expect(portal.toast('Solution exported!')).toBeVisible();
  // A front-end error nobody catches.
  await page.evaluate(() =>
    setTimeout(() => Promise.reject(new Error('Telemetry check: an uncaught rejection'))),
  );
  // Leaving the page makes the SDK send what it holds (it batches otherwise).
  await page.goto('about:blank');

  const token = await tokenFor(page.request, USERS.ADMIN.email);
  // The browser: a page view per route pattern, the page load and the navigate event.
  await expect
    .poll(async () => names(await received(page, token, 'PageviewData')), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/sales/solution', '/sales/solution/:solutionId']));
  const views = await received(page, token, 'PageviewData');
  for (const name of names(views)) expect(name).not.toMatch(/\d/);
  expect(views[0]?.tags?.['ai.cloud.role']).toBe('solution-portal-web');
  const events = (await received(page, token, 'EventData')).map((e) => ({
    name: e.data?.baseData?.name,
    ...(e.data?.baseData?.properties as Record<string, string>),
  }));
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'page load' }),
      { name: 'navigate', from: '/sales/solution', page: '/sales/solution/:solutionId' },
    ]),
  );
  const errors = (await received(page, token, 'ExceptionData')).filter(
    (e) => e.tags?.['ai.cloud.role'] === 'solution-portal-web',
  );
  expect(JSON.stringify(errors)).toContain('Telemetry check: an uncaught rejection');
  // The browser's API calls are its dependencies.
  const browserCalls = (await received(page, token, 'RemoteDependencyData')).filter(
    (e) => e.tags?.['ai.cloud.role'] === 'solution-portal-web',
  );
  expect(names(browserCalls)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/api\/sales\/solutions/)]),
  );

  // The API: the job's run with its duration, the requests by route template, the dependencies under them.
  await expect
    .poll(async () => names(await received(page, token, 'RequestData')), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['job export', 'GET /api/sales/solutions/{id}/export']));
  const requests = await received(page, token, 'RequestData');
  const job = requests.find((e) => e.data?.baseData?.name === 'job export')!;
  expect(job.data?.baseData).toMatchObject({ success: true, properties: { jobType: 'export' } });
  expect(job.data?.baseData?.duration).toMatch(/^00:00:\d\d\.\d+$/);
  const dependencies = await received(page, token, 'RemoteDependencyData');
  const ofJob = dependencies.filter((e) => e.tags?.['ai.operation.id'] === job.tags?.['ai.operation.id']);
  expect(ofJob.map((e) => e.data?.baseData?.type)).toEqual(expect.arrayContaining(['SQL', 'azure blob']));

  expect(elsewhere).toEqual([]);
});
