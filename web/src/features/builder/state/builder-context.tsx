/** React access to the builder store: the snapshot (with a selector, so parts re-render only when their slice changes) and the actions. */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { BuilderSnapshot, BuilderStore } from './builder-store.ts';

const BuilderContext = createContext<BuilderStore | null>(null);

export function BuilderProvider({ store, children }: { store: BuilderStore; children: ReactNode }) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!store.hasUnsavedWork()) return;
      event.preventDefault();
      // Chromium shows its own text; returnValue is still required to trigger the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [store]);
  return <BuilderContext.Provider value={store}>{children}</BuilderContext.Provider>;
}

export function useBuilderStore(): BuilderStore {
  const store = useContext(BuilderContext);
  if (!store) throw new Error('useBuilderStore must be used inside a BuilderProvider');
  return store;
}

/** A slice of the builder snapshot; the component re-renders only when the slice changes (by identity). */
export function useBuilder<T>(select: (snapshot: BuilderSnapshot) => T): T {
  const store = useBuilderStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}
