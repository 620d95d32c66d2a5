/**
 * The AEP record (issue 8): a save with createAepRecord starts the 'aep' job, which sends the record through the
 * AEP port (the local adapter on this stack), stores the link as the solution's aepUrl and ends with it as the
 * job's url ('Open AEP'); the local record page opens without sign-in by its unguessable id. While it is queued and
 * running, the job's text (pushed to the person who saved) is the spec's 'Creating AEP Record...'. Only full users
 * may ask; a solution with a link keeps it.
 */
import type { JobView, Solution } from '@portal/domain';
import { WebPubSubClient, WebPubSubJsonProtocol } from '@azure/web-pubsub-client';
import { describe, expect, it } from 'vitest';
import { as, baseUrl, expectErrorShape, USERS, waitFor } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const sales = as(USERS.SALES_PERSON);

async function newSolution(): Promise<Solution> {
  const res = await sales.post<Solution>(
    'sales/solutions',
    newSolutionBody({ requirementDescription: 'AEP test' }),
  );
  expect(res.status).toBe(201);
  return res.body;
}

function saveBody(s: Solution, extra: Record<string, unknown> = {}) {
  return {
    solutionId: s.id,
    salesClient: s.salesClient,
    expectedStart: s.expectedStart,
    salesCountry: s.salesCountry ? { id: s.salesCountry.id, name: s.salesCountry.name } : null,
    requirementDescription: s.requirementDescription,
    catalogueVersion: s.catalogueVersion,
    fields: s.fields,
    state: s.state,
    ...extra,
  };
}

async function finished(traceId: string): Promise<JobView> {
  return waitFor(async () => {
    const res = await sales.get<JobView>(`jobs/${traceId}`);
    return res.body.status === 'succeeded' || res.body.status === 'failed' ? res.body : undefined;
  }, 20_000);
}

describe('creating the AEP record', () => {
  it('starts the job with the save, stores the link and serves the record page', async () => {
    const solution = await newSolution();
    // Every move of the job is pushed to its owner (the queued job at once, inside the save), so the texts
    // shown while it works are read from the pushes, whatever the queue's speed.
    const pushed: JobView[] = [];
    const client = new WebPubSubClient(
      { getClientAccessUrl: async () => (await sales.get<{ url: string }>('pubsub/negotiate')).body.url },
      { protocol: WebPubSubJsonProtocol(), autoReconnect: false },
    );
    client.on('server-message', (e) => {
      const data = e.message.data as { type?: string; job?: JobView };
      if (data?.type === 'job' && data.job) pushed.push(data.job);
    });
    await client.start();
    const saved = await sales.post<Solution>(
      'sales/solutions',
      saveBody(solution, { createAepRecord: true }),
      {
        headers: { 'If-Match': solution.etag },
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.traceId).toBeTruthy();
    const job = await finished(saved.body.traceId!);
    expect(job).toMatchObject({ type: 'aep', status: 'succeeded', text: 'AEP Record Created!' });
    try {
      await waitFor(async () =>
        pushed.some((j) => j.traceId === job.traceId && j.status === 'succeeded') ? true : undefined,
      );
    } finally {
      client.stop();
    }
    const working = pushed.filter((j) => j.traceId === job.traceId && j.status !== 'succeeded');
    expect(working.map((j) => j.status)).toEqual(expect.arrayContaining(['queued', 'running']));
    expect(new Set(working.map((j) => j.text))).toEqual(new Set(['Creating AEP Record...']));
    expect(job.url).toMatch(/\/api\/local\/aep\/AEP-[0-9a-f-]{36}$/);
    expect(job.fileName).toBeUndefined();

    const read = await sales.get<Solution>(`sales/solutions/${solution.id}`);
    expect(read.body.fields.aepUrl).toBe(job.url);
    // The page opens without a token, by its id only.
    const page = await fetch(`${baseUrl()}${new URL(job.url!).pathname}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(solution.fields.name);
    expect(html).toContain('Hero Offer');

    // A second request keeps the first link.
    const again = await sales.post<Solution>(
      'sales/solutions',
      saveBody(read.body, { createAepRecord: true }),
      {
        headers: { 'If-Match': read.body.etag },
      },
    );
    expect(again.status).toBe(200);
    const second = await finished(again.body.traceId!);
    expect(second).toMatchObject({ status: 'succeeded', url: job.url, text2: 'AEP record already created' });
  });

  it('404 for a record id that does not exist or is not an id, never a 500', async () => {
    for (const id of ['AEP-00000000-0000-0000-0000-000000000000', '..%2F..%2Fetc', 'x'.repeat(300)]) {
      const res = await fetch(`${baseUrl()}/api/local/aep/${id}`);
      expect(res.status).toBe(404);
    }
  });

  it.each([
    ['a reviewer', USERS.SOLUTION_REVIEWER],
    ['a partner', USERS.HP_SALES_PERSON],
  ])('403 for %s, and nothing is saved', async (_who, email) => {
    const solution = await newSolution();
    const res = await as(email).post('sales/solutions', saveBody(solution, { createAepRecord: true }), {
      headers: { 'If-Match': solution.etag },
    });
    expect([403, 404]).toContain(res.status);
    expectErrorShape(res.body);
    const read = await sales.get<Solution>(`sales/solutions/${solution.id}`);
    expect(read.body.etag).toBe(solution.etag);
  });
});
