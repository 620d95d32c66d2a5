// @vitest-environment happy-dom
/**
 * Presence and relative timestamps are read against a clock refreshed every 60 s (spec: presence and timestamp
 * refresh every 60 s), and at once when a new save time arrives.
 */
import { PRESENCE_REFRESH_MS } from '@portal/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const at = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useNow', () => {
  it('refreshes every 60 s and not in between', async () => {
    const { result } = renderHook(() => useNow(PRESENCE_REFRESH_MS));
    await at(0);
    const first = result.current.getTime();
    await at(59_000);
    expect(result.current.getTime()).toBe(first);
    await at(1_000);
    expect(result.current.getTime()).toBe(first + 60_000);
    await at(60_000);
    expect(result.current.getTime()).toBe(first + 120_000);
  });

  it('reads a new save time against a fresh clock at once, then every 60 s again', async () => {
    const { result, rerender } = renderHook(({ saved }) => useNow(PRESENCE_REFRESH_MS, saved), {
      initialProps: { saved: 'v1' },
    });
    await at(30_000);
    const before = result.current.getTime();
    rerender({ saved: 'v2' });
    await at(0);
    expect(result.current.getTime()).toBe(before + 30_000);
    await at(59_000);
    expect(result.current.getTime()).toBe(before + 30_000);
    await at(1_000);
    expect(result.current.getTime()).toBe(before + 90_000);
  });
});
