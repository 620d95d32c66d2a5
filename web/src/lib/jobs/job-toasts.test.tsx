// @vitest-environment happy-dom
/**
 * Background-job toasts with the real Fluent Toaster: pushed job messages drive the toast; without a push
 * connection the job is polled from a real HTTP server standing in for GET /api/jobs/{traceId}.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ClientConfig, JobView } from '@portal/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app.tsx';
import { configureApiClient } from '../api/client.ts';
import { createLocalAuth } from '../auth/local-auth.ts';
import { PushConnection } from '../pubsub/push-client.ts';
import { useJobToasts } from './job-toasts.tsx';

const CONFIG: ClientConfig = { version: '3.7.31', authMode: 'local', demoModeAllowed: false };

/** A push connection driven by the test: connected or not, and messages pushed on demand. */
class TestPush extends PushConnection {
  connectedForTest = false;
  override get isConnected(): boolean {
    return this.connectedForTest;
  }
  override async start(): Promise<void> {}
  push(data: unknown) {
    this.dispatch(data);
  }
}

const job = (patch: Partial<JobView>): JobView => ({
  traceId: 'trace-1',
  type: 'export',
  status: 'queued',
  text: 'Exporting solution',
  text2: 'Workplace refresh',
  progress: 0,
  attempts: 0,
  createdAt: '2025-03-10T12:00:00.000Z',
  modifiedAt: '2025-03-10T12:00:00.000Z',
  ...patch,
});

let server: Server;
let polls: JobView[] = [];
let pollCount = 0;

beforeAll(async () => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    pollCount++;
    const next = polls.length > 1 ? polls.shift()! : polls[0]!;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(next));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: async () => 'tok' });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Tracker({ start, download }: { start: JobView; download?: boolean }) {
  const { trackJob } = useJobToasts();
  useEffect(
    () => trackJob(start, download === undefined ? undefined : { download }),
    [trackJob, start, download],
  );
  return null;
}

function renderWith(push: TestPush, start: JobView, download?: boolean) {
  render(
    <AppProviders
      config={CONFIG}
      auth={{ client: createLocalAuth() }}
      push={push}
      swr={{ provider: () => new Map() }}
    >
      <Tracker start={start} {...(download === undefined ? {} : { download })} />
    </AppProviders>,
  );
}

describe('job toasts', () => {
  // The 2 s auto-close runs on a CSS animation, which happy-dom does not play; the browser check covers it.
  it('shows progress from pushes, then success with Open AEP', async () => {
    const push = new TestPush(async () => '');
    push.connectedForTest = true;
    renderWith(push, job({}));
    expect(await screen.findByText('Exporting solution')).toBeTruthy();
    expect(screen.getByText('Workplace refresh')).toBeTruthy();

    push.push({
      type: 'job',
      job: job({ status: 'running', progress: 0.5, modifiedAt: '2025-03-10T12:00:01.000Z' }),
    });
    push.push({
      type: 'job',
      job: job({
        status: 'succeeded',
        progress: 1,
        text: 'AEP record created',
        url: 'https://aep.example/records/7',
        modifiedAt: '2025-03-10T12:00:02.000Z',
      }),
    });
    const link = await screen.findByRole('link', { name: 'Open AEP' });
    expect(link.getAttribute('href')).toBe('https://aep.example/records/7');
    expect(screen.queryByText('Exporting solution')).toBeNull();
  });

  it('shows an error toast with the job text when the job fails', async () => {
    const push = new TestPush(async () => '');
    push.connectedForTest = true;
    renderWith(push, job({ traceId: 'trace-2' }));
    push.push({
      type: 'job',
      job: job({
        traceId: 'trace-2',
        status: 'failed',
        text: 'Export failed',
        modifiedAt: '2025-03-10T12:00:03.000Z',
      }),
    });
    expect(await screen.findByText('Export failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Export failed')).toBeNull());
  });

  it('polls every 1.5 s without a push connection and downloads a finished file', async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    pollCount = 0;
    polls = [
      job({ traceId: 'trace-3', status: 'running', progress: 0.4, modifiedAt: '2025-03-10T12:00:01.000Z' }),
      job({
        traceId: 'trace-3',
        status: 'succeeded',
        progress: 1,
        text: 'Solution exported',
        url: 'https://blob.example/exports/solution-12.json?sig=abc',
        fileName: 'solution-12.json',
        modifiedAt: '2025-03-10T12:00:02.000Z',
      }),
    ];
    renderWith(new TestPush(async () => ''), job({ traceId: 'trace-3' }));
    expect(await screen.findByText('Solution exported', undefined, { timeout: 5000 })).toBeTruthy();
    expect(pollCount).toBe(2);
    expect(clicks).toEqual([
      { href: 'https://blob.example/exports/solution-12.json?sig=abc', download: 'solution-12.json' },
    ]);
    expect(screen.getByRole('link', { name: 'Download' })).toBeTruthy();
  }, 10_000);

  it('leaves the download to the page when asked (download: false), still showing the toast', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.href);
    });
    const push = new TestPush(async () => '');
    push.connectedForTest = true;
    renderWith(
      push,
      job({ traceId: 'trace-4', type: 'document', text: 'Creating the slide deck...' }),
      false,
    );
    expect(await screen.findByText('Creating the slide deck...')).toBeTruthy();
    push.push({
      type: 'job',
      job: job({
        traceId: 'trace-4',
        type: 'document',
        status: 'succeeded',
        progress: 1,
        text: 'Slide Deck Created!',
        url: 'https://blob.example/documents/deck.pptx?sig=abc',
        fileName: 'deck.pptx',
        modifiedAt: '2025-03-10T12:00:04.000Z',
      }),
    });
    expect(await screen.findByText('Slide Deck Created!')).toBeTruthy();
    expect(clicks).toEqual([]);
  });
});
