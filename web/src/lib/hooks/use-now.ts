import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every intervalMs (relative timestamps refresh every 60 s), and at once whenever
 * `restartOn` changes (a new save time is read against a fresh clock, then the interval starts again).
 */
export function useNow(intervalMs: number, restartOn?: unknown): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs, restartOn]);
  return now;
}
