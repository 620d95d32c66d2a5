/**
 * False on the first render, true once the browser has painted it: a panel that computes a lot (the estimate)
 * renders its frame with the page and computes in a task of its own after the first paint, so the page's title
 * and tree are not held back by it (Lighthouse: LCP, TBT). requestAnimationFrame runs before the paint; the
 * timeout queued from it runs after.
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterPaint(() => setPainted(true))), [painted]);
  return painted;
}

/** Runs `then` in a task after the browser's next paint; returns what cancels it. */
function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value`, once the browser has painted the render that brought it; until then the value before. A part that is
 * slow to draw (the People view's charts) follows the rest of the page in a task of its own, after the frame that
 * shows the change, instead of holding that frame back. (React's useDeferredValue renders the new value in the next
 * task, which still runs before the browser paints.) The first render takes the value at once.
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(() => value);
  useEffect(
    () => (Object.is(painted, value) ? undefined : afterPaint(() => setPainted(() => value))),
    [value, painted],
  );
  return painted;
}
