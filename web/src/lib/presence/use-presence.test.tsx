// @vitest-environment happy-dom
/**
 * The spec's presence heartbeat ("presence and timestamp refresh every 60 s"): the page is reported on arrival,
 * again once every 60 s and not a second sooner, and no more once the page is left. Only the server is stood in
 * for (a fetch that records what was sent); the hook, the client and its queue are the real ones.
 */
import { APP_VERSION, PRESENCE_REFRESH_MS } from '@portal/domain';
import { cleanup, renderHook } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushConnection } from '../pubsub/push-client.ts';
import { PushProvider } from '../pubsub/push-context.tsx';
import { usePresence } from './use-presence.ts';

vi.mock('../session/session-context.tsx', () => ({ useSession: () => ({ status: 'signing-in' }) }));

class QuietPush extends PushConnection {
  override async start(): Promise<void> {}
}

let sent: Array<string | null> = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { path: string | null };
      sent.push(body.path);
      const answer = { page: body.path, viewers: [], version: APP_VERSION };
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(async () => {
  cleanup();
  await vi.advanceTimersByTimeAsync(0); // the leave sent on unmount reaches the stubbed server too
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const push = new QuietPush(() => Promise.resolve('ws://unused'));
const wrapper = ({ children }: { children: ReactNode }) => (
  <PushProvider connection={push}>{children}</PushProvider>
);

/** Lets the fake clock run `ms` and the reports it starts reach the stubbed server. */
async function after(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('presence heartbeat', () => {
  it('is 60 s, as the spec says', () => {
    expect(PRESENCE_REFRESH_MS).toBe(60_000);
  });

  it('reports the page on arrival, then every 60 s and not a second sooner', async () => {
    renderHook(() => usePresence('/admin/users'), { wrapper });
    await after(0);
    expect(sent).toEqual(['/admin/users']);
    await after(59_000);
    expect(sent).toHaveLength(1);
    await after(1_000);
    expect(sent).toEqual(['/admin/users', '/admin/users']);
    await after(60_000);
    expect(sent).toHaveLength(3);
  });

  it('stops the heartbeat once the page is left, saying it left', async () => {
    const { unmount } = renderHook(() => usePresence('/admin/users'), { wrapper });
    await after(0);
    unmount();
    await after(0);
    expect(sent).toEqual(['/admin/users', null]);
    await after(3 * 60_000);
    expect(sent).toEqual(['/admin/users', null]);
  });
});
