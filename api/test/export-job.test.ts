/**
 * The export job end to end on the real components: the request queues a message on Azurite, the local
 * host's queue poller runs the handler, the file lands in blob storage, progress is pushed through the local
 * Web PubSub endpoint, and the result downloads through a read-only SAS link. A failing job is retried and
 * then marked failed, with its message parked on the poison queue.
 */
import { QueueServiceClient } from '@azure/storage-queue';
import { SOLUTION_EXPORT_SCHEMA, solutionExportSchema, type JobView } from '@portal/domain';
import { WebPubSubClient, WebPubSubJsonProtocol } from '@azure/web-pubsub-client';
import { describe, expect, inject, it } from 'vitest';
import { encodeMessage } from '../src/adapters/queue-azure.ts';
import { openStackStore } from './support/store.ts';
import type { JobDoc } from '../src/jobs/job-service.ts';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, expectErrorShape, USERS, waitFor } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

async function waitForJob(email: string, traceId: string, done: (j: JobView) => boolean): Promise<JobView> {
  return waitFor(async () => {
    const res = await as(email).get<JobView>(`jobs/${traceId}`);
    return done(res.body) ? res.body : undefined;
  }, 20_000);
}

describe('solution export job', () => {
  it('queues, runs, pushes progress and downloads through a read-only SAS link', async () => {
    const sales = as(USERS.SALES_PERSON);
    const created = (
      await sales.post('sales/solutions', newSolutionBody({ requirementDescription: 'Export me' }))
    ).body;

    const pushed: JobView[] = [];
    const client = new WebPubSubClient(
      { getClientAccessUrl: async () => (await sales.get<{ url: string }>('pubsub/negotiate')).body.url },
      { protocol: WebPubSubJsonProtocol() },
    );
    client.on('server-message', (e) => {
      const data = e.message.data as { type?: string; job?: JobView };
      if (data?.type === 'job' && data.job) pushed.push(data.job);
    });
    await client.start();
    try {
      const started = await sales.get<JobView>(`sales/solutions/${created.id}/export`);
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ type: 'export', status: 'queued', progress: 0 });

      const job = await waitForJob(USERS.SALES_PERSON, started.body.traceId, (j) => j.status === 'succeeded');
      expect(job.progress).toBe(1);
      expect(job.fileName).toMatch(
        new RegExp(`^solution-${created.id}-Draft-for-Northbridge-Building-Society-\\d{12}\\.json$`),
      );
      await waitFor(async () =>
        pushed.some((j) => j.traceId === job.traceId && j.progress === 1) ? true : undefined,
      );
      const mine = pushed.filter((j) => j.traceId === job.traceId);
      expect(mine.some((j) => j.progress > 0 && j.progress < 1)).toBe(true);

      // The link is a SAS for this one blob: read works (as an attachment), writing does not.
      const url = new URL(job.url!);
      expect(url.searchParams.get('sp')).toBe('r');
      const expiry = new Date(url.searchParams.get('se')!);
      expect(expiry.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
      const download = await fetch(url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain(job.fileName);
      const file = solutionExportSchema.parse(await download.json());
      expect(file.schema).toBe(SOLUTION_EXPORT_SCHEMA);
      expect(file.solution).toMatchObject({ id: created.id, requirementDescription: 'Export me' });
      const write = await fetch(url, {
        method: 'PUT',
        headers: { 'x-ms-blob-type': 'BlockBlob' },
        body: 'tampered',
      });
      expect(write.status).toBe(403);
      const other = new URL(url);
      other.pathname = other.pathname.replace(/[^/]+$/, 'another.json');
      expect((await fetch(other)).status).toBe(403);
    } finally {
      client.stop();
    }
  });

  it('shows the job only to the user who started it', async () => {
    const sales = as(USERS.SALES_PERSON);
    const created = (await sales.post('sales/solutions', newSolutionBody())).body;
    const started = await sales.get<JobView>(`sales/solutions/${created.id}/export`);
    const res = await as(USERS.SOLUTION_ARCHITECT).get(`jobs/${started.body.traceId}`);
    expect(res.status).toBe(403);
    expect((await sales.get('jobs/does-not-exist')).status).toBe(404);
  });

  it('refuses the export to roles without full solution rights and for unknown solutions', async () => {
    expect((await as(USERS.SOLUTION_REVIEWER).get('sales/solutions/1001/export')).status).toBe(403);
    const res = await as(USERS.SALES_PERSON).get('sales/solutions/424242/export');
    expect(res.status).toBe(404);
    expectErrorShape(res.body);
  });

  it('retries a failing job, then marks it failed and parks the message on the poison queue', async () => {
    // A job whose solution does not exist fails on every delivery.
    const store = openStackStore();
    const now = new Date().toISOString();
    const job: JobDoc = {
      id: `job-fail-${Date.now()}`,
      type: 'export',
      userId: userIdForEmail(USERS.SALES_PERSON),
      status: 'queued',
      progress: 0,
      text: 'Exporting solution...',
      payload: { solutionId: '77777777' },
      attempts: 0,
      createdAt: now,
      modifiedAt: now,
    };
    await store.container<JobDoc>('jobs').create(job);
    await store.close();
    const queues = QueueServiceClient.fromConnectionString(inject('storageConnectionString'));
    await queues.getQueueClient('jobs').sendMessage(encodeMessage({ jobId: job.id }));

    const failed = await waitForJob(USERS.SALES_PERSON, job.id, (j) => j.status === 'failed');
    expect(failed.attempts).toBe(5);
    expect(failed.text2).toContain('Failed after 5 attempts');
    const poison = queues.getQueueClient('jobs-poison');
    const peeked = await waitFor(async () => {
      const { peekedMessageItems } = await poison.peekMessages({ numberOfMessages: 32 });
      return peekedMessageItems.find((m) => m.messageText === encodeMessage({ jobId: job.id }));
    });
    expect(peeked).toBeTruthy();
  });
});
