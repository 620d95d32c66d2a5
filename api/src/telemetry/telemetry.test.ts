/**
 * Telemetry end to end through the real Azure Monitor exporter and the local ingestion endpoint: a request with a
 * dependency under it, a failing job run and an exception arrive as Application Insights envelopes; with no
 * connection string nothing is sent at all (no HTTP request leaves the process).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelemetryInbox, type TelemetryInbox } from './inbox.ts';
import { createTelemetry, NO_TELEMETRY, type Telemetry } from './telemetry.ts';
import { traced } from './traced.ts';

async function exercise(telemetry: Telemetry) {
  const port = traced({ read: async (id: string) => ({ id }) }, telemetry, {
    type: 'sqlite',
    target: 'portal.sqlite',
  });
  await telemetry.operation(
    {
      kind: 'request',
      name: 'GET /api/sales/solutions/{solutionId}',
      method: 'GET',
      route: '/api/sales/solutions/{solutionId}',
      url: 'http://127.0.0.1/api/sales/solutions/1001',
    },
    async () => ({ status: 200, item: await port.read('1001') }),
    ({ value }) => ({ success: true, resultCode: value!.status }),
  );
  await telemetry
    .operation(
      { kind: 'job', name: 'job document', properties: { jobType: 'document', attempt: 5 } },
      async () => {
        await new Promise((r) => setTimeout(r, 25));
        throw new Error('The template cannot be used');
      },
      ({ error }) => ({ success: false, resultCode: 'failed', error }),
    )
    .catch(() => undefined);
  telemetry.exception(new Error('Something outside any operation'));
  await telemetry.flush();
}

describe('telemetry', () => {
  let dataDir: string;
  let inbox: TelemetryInbox;
  let server: http.Server;
  let endpoint: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'telemetry-'));
    inbox = createTelemetryInbox(dataDir);
    server = http.createServer((req, res) => {
      if (!inbox.handle(req, res, new URL(req.url!, 'http://x').pathname)) res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends nothing when APPLICATIONINSIGHTS_CONNECTION_STRING is unset', async () => {
    const requests: unknown[] = [];
    const seen = (message: unknown) => requests.push(message);
    subscribe('http.client.request.start', seen);
    subscribe('undici:request:create', seen);
    try {
      const telemetry = createTelemetry({ telemetry: {} });
      expect(telemetry).toBe(NO_TELEMETRY);
      await exercise(telemetry);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      unsubscribe('http.client.request.start', seen);
      unsubscribe('undici:request:create', seen);
    }
    expect(requests).toEqual([]);
    expect(inbox.received()).toEqual([]);
  });

  it('sends requests, their dependencies, job runs and exceptions to the ingestion endpoint', async () => {
    const connectionString = `InstrumentationKey=00000000-0000-0000-0000-000000000001;IngestionEndpoint=${endpoint}`;
    const telemetry = createTelemetry({ telemetry: { connectionString } });
    expect(telemetry.enabled).toBe(true);
    await exercise(telemetry);
    await telemetry.shutdown();

    const requests = inbox.received('RequestData');
    const request = requests.find((e) => e.data?.baseData?.name === 'GET /api/sales/solutions/{solutionId}');
    expect(request?.data?.baseData).toMatchObject({ success: true, responseCode: '200' });
    expect(request?.tags?.['ai.cloud.role']).toBe('solution-portal-api');

    const job = requests.find((e) => e.data?.baseData?.name === 'job document');
    expect(job?.data?.baseData).toMatchObject({ success: false });
    expect(job?.data?.baseData?.properties).toMatchObject({ jobType: 'document', 'portal.result': 'failed' });
    // Its duration (hh:mm:ss.fff) covers the run.
    const [, seconds] = /^00:00:(\d\d\.\d+)$/.exec(String(job?.data?.baseData?.duration)) ?? [];
    expect(Number(seconds)).toBeGreaterThanOrEqual(0.02);

    const [dependency] = inbox.received('RemoteDependencyData');
    expect(dependency?.data?.baseData).toMatchObject({
      name: 'read',
      type: 'SQL',
      target: 'portal.sqlite',
      success: true,
    });
    // The dependency belongs to the request's operation.
    expect(dependency?.tags?.['ai.operation.id']).toBe(request?.tags?.['ai.operation.id']);

    const messages = inbox
      .received('ExceptionData')
      .flatMap((e) => ((e.data?.baseData?.exceptions ?? []) as { message: string }[]).map((x) => x.message));
    expect(messages).toEqual(
      expect.arrayContaining(['The template cannot be used', 'Something outside any operation']),
    );
    // What the endpoint kept is also on disk, one envelope a line.
    const lines = (await readFile(path.join(dataDir, 'telemetry/received.ndjson'), 'utf8'))
      .trim()
      .split('\n');
    expect(lines.length).toBe(inbox.received().length);
  });

  it('takes track calls as the service does: gzip, newline-separated envelopes, a CORS preflight', async () => {
    const before = inbox.received().length;
    const lines = [1, 2].map((n) =>
      JSON.stringify({
        name: 'Microsoft.ApplicationInsights.Event',
        time: '',
        data: { baseType: 'EventData', baseData: { name: `e${n}` } },
      }),
    );
    const sent = await fetch(`${endpoint}v2/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-json-stream', 'Content-Encoding': 'gzip' },
      body: gzipSync(lines.join('\n')),
    });
    expect(await sent.json()).toEqual({ itemsReceived: 2, itemsAccepted: 2, errors: [] });
    expect(inbox.received().length).toBe(before + 2);
    const preflight = await fetch(`${endpoint}v2/track`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${endpoint}v2/track`, { method: 'POST', body: 'not json' })).status).toBe(400);
  });
});
