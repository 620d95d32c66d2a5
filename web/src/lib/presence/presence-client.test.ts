/**
 * The tab's leave (ADR 0021): sent from pagehide with keepalive, also when the tab closes while its arrival is
 * still in flight (the server may already have told the others it arrived), and never twice.
 */
import { APP_VERSION } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presenceTabId, reportPresence, sendLeaveBeacon } from './presence-client.ts';

interface Sent {
  body: { tabId: string; path: string | null };
  keepalive: boolean;
}

/** A fetch whose answers are released by hand, recording what was sent. */
function fakeFetch() {
  const sent: Sent[] = [];
  const pending: Array<() => void> = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Sent['body'];
    sent.push({ body, keepalive: init.keepalive === true });
    const answer = { page: body.path, viewers: [], version: APP_VERSION };
    return new Promise<Response>((resolve) => {
      pending.push(() =>
        resolve(
          new Response(JSON.stringify(answer), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      );
    });
  });
  vi.stubGlobal('fetch', fetch);
  const releaseAll = () => pending.splice(0).forEach((release) => release());
  return { sent, releaseAll };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Reports arriving on `path` and waits until the request is sent; its answer is still held. */
async function arrive(sent: Sent[], path: string) {
  const arrival = reportPresence(path);
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  return { arrival };
}

describe('presence leave', () => {
  it('leaves when the tab closes after its arrival was answered', async () => {
    const { sent, releaseAll } = fakeFetch();
    const { arrival } = await arrive(sent, '/sales/admin/capabilities');
    releaseAll();
    await arrival;
    sendLeaveBeacon();
    expect(sent[1]).toEqual({
      body: { tabId: presenceTabId(), path: null, version: APP_VERSION },
      keepalive: true,
    });
    // A second pagehide sends nothing more.
    sendLeaveBeacon();
    expect(sent).toHaveLength(2);
    releaseAll();
  });

  it('leaves when the tab closes while its arrival is still in flight', async () => {
    const { sent, releaseAll } = fakeFetch();
    const { arrival } = await arrive(sent, '/sales/admin/users');
    expect(sent).toHaveLength(1);
    sendLeaveBeacon();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.path).toBeNull();
    expect(sent[1]?.keepalive).toBe(true);
    // The arrival's late answer does not bring the tab back: nothing more on a second pagehide.
    releaseAll();
    await arrival;
    sendLeaveBeacon();
    expect(sent).toHaveLength(2);
  });

  it('sends nothing on pagehide once the tab reported leaving the presence pages', async () => {
    const { sent, releaseAll } = fakeFetch();
    const { arrival } = await arrive(sent, '/sales/admin/users');
    releaseAll();
    await arrival;
    const leave = reportPresence(null);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    releaseAll();
    await leave;
    sendLeaveBeacon();
    expect(sent).toHaveLength(2);
  });
});
