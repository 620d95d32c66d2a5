// @vitest-environment happy-dom
/** What follows the paint: the estimate's first computation and the People view's charts. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint, usePaintedValue } from './use-after-paint.ts';

const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0)));

describe('useAfterPaint', () => {
  it('is false on the first render and true after the browser has painted it', async () => {
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});

describe('usePaintedValue', () => {
  it('takes the first value at once', () => {
    const first = { figures: 1 };
    const { result } = renderHook(({ value }) => usePaintedValue(value), { initialProps: { value: first } });
    expect(result.current).toBe(first);
  });

  it('keeps the value before until the render with the new one has been painted', async () => {
    const before = { figures: 1 };
    const after = { figures: 2 };
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), {
      initialProps: { value: before },
    });
    rerender({ value: after });
    expect(result.current).toBe(before);
    await act(painted);
    await waitFor(() => expect(result.current).toBe(after));
  });

  it('skips a value replaced before it was painted, and ends on the latest', async () => {
    const values = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const seen: unknown[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const shown = usePaintedValue(value);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: values[0] } },
    );
    rerender({ value: values[1] });
    rerender({ value: values[2] });
    await act(painted);
    await waitFor(() => expect(seen.at(-1)).toBe(values[2]));
    expect(seen).not.toContain(values[1]);
  });
});
