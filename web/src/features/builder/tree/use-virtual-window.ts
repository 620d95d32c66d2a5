/**
 * Windowing for long lists of fixed-height rows inside a scroll container: only the rows in view (plus an
 * overscan margin) are rendered, with spacers standing in for the rest. A 2,000-capability tree then costs
 * the browser a few dozen rows of layout and paint per change instead of thousands.
 */
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Used when the container has no layout (tests): enough rows for any small tree. */
const FALLBACK_VIEW_HEIGHT = 1600;

export interface VirtualWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
  /** Scrolls so that row `index` is in view (centred when `center`). */
  scrollToIndex(index: number, center?: boolean): void;
}

export function useVirtualWindow(
  ref: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  /** Height of anything above the first row inside the container (a sticky header). */
  offset = 0,
  overscan = 8,
): VirtualWindow {
  const [view, setView] = useState({ top: 0, height: 0 });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setView((v) =>
        v.top === el.scrollTop && v.height === el.clientHeight
          ? v
          : { top: el.scrollTop, height: el.clientHeight },
      );
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);

  const top = Math.max(0, view.top - offset);
  const height = view.height || FALLBACK_VIEW_HEIGHT;
  const start = Math.min(count, Math.max(0, Math.floor(top / rowHeight) - overscan));
  const end = Math.min(count, Math.ceil((top + height) / rowHeight) + overscan);

  const scrollToIndex = useCallback(
    (index: number, center = false) => {
      const el = ref.current;
      if (!el) return;
      const rowTop = offset + index * rowHeight;
      const viewHeight = el.clientHeight;
      if (center) {
        el.scrollTop = Math.max(0, rowTop - (viewHeight - rowHeight) / 2);
      } else if (rowTop < el.scrollTop + offset) {
        el.scrollTop = rowTop - offset;
      } else if (rowTop + rowHeight > el.scrollTop + viewHeight) {
        el.scrollTop = rowTop + rowHeight - viewHeight;
      }
    },
    [ref, offset, rowHeight],
  );

  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight, scrollToIndex };
}
