import { Spinner } from '@fluentui/react-components';
import { LIST_LOAD_DELAY_MS } from '@portal/domain';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useDelayedFlag } from './hooks/use-delayed-flag.ts';

// How many page spinners are on screen: the shell's footer waits for them (issue 30, ADR 0056).
let loading = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether part of the page is still loading (a PageSpinner is mounted, shown yet or not). The shell leaves the footer
 * out meanwhile: it then comes with the content, below it, and a page that arrives taller than the window never
 * pushes a footer that was in sight (Lighthouse counts that as layout shift).
 */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/** A page-level spinner that appears only if loading lasts longer than LIST_LOAD_DELAY_MS. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  const shown = useDelayedFlag(true, LIST_LOAD_DELAY_MS);
  // Counted before the first paint, so the footer is never drawn above a page still to come.
  useLayoutEffect(() => {
    loading += 1;
    changed();
    return () => {
      loading -= 1;
      changed();
    };
  }, []);
  if (!shown) return null;
  return <Spinner label={label} style={{ margin: '48px auto' }} />;
}
