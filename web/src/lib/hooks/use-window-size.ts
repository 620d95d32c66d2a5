import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

/** The window's inner size, updated on resize. */
export function useWindowSize(): { width: number; height: number } {
  const value = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [width, height] = value.split('x').map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}
