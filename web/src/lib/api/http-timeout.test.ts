/**
 * Spec (Platform §8): an HTTP call times out after 120 s by default. The client as it starts (no time-out
 * configured) gives up at 120,000 ms, not a millisecond before.
 */
import { HTTP_TIMEOUT_MS } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the default HTTP time-out', () => {
  it('is the spec\u2019s 120 s, counted from the request', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    // A server that never answers: the request ends only when it is aborted.
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.resetModules();
    const { apiFetch } = await import('./client.ts');
    let outcome: unknown = 'pending';
    void apiFetch('/slow').then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 0, code: 'timeout' });
  });
});
