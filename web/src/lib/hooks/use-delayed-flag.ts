import { useEffect, useState } from 'react';

/** True only once `active` has stayed true for delayMs (e.g. a spinner shown after LIST_LOAD_DELAY_MS). */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    // A new loading period starts (or ends): forget the previous one's elapsed time.
    setWasActive(active);
    setElapsed(false);
  }
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && elapsed;
}
