/**
 * False on the first render, true once the browser has painted it: a panel that computes a lot (the estimate)
 * renders its frame with the page and computes in a task of its own after the first paint, so the page's title
 * and tree are not held back by it (Lighthouse: LCP, TBT). requestAnimationFrame runs before the paint; the
 * timeout queued from it runs after.
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
