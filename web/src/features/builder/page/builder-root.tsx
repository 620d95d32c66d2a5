/**
 * Creates the builder store for a loaded solution (or a new one) and provides it with the page context.
 * The store lives as long as the page shows this solution; a refresh that finds a newer stored version
 * (and no unsaved work here) starts a new store from it, on the step the person was looking at (ADR 0051).
 * Leaving the page saves pending edits. Edits kept when the session expired are saved once the person is back, and
 * a toast says so when they are stored (issue 30).
 */
import {
  userKind,
  type Capability,
  type CapabilityArea,
  type SaveSolutionRequest,
  type Solution,
} from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLeaveForWelcome } from '../../../lib/session/ensure-session.ts';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { cacheSolution } from '../../../lib/data/solution.ts';
import { BuilderProvider } from '../state/builder-context.tsx';
import { createBuilderStore, type BuilderStore } from '../state/builder-store.ts';
import { handedStore, handOver, releaseHandedStore } from '../state/store-handover.ts';
import { requestFrom } from '../state/server-owned.ts';
import { backupKey, backupSlot, newSolutionSlot } from '../state/draft-backup.ts';
import { SolutionPageProvider, type SolutionPageValue } from '../state/page-context.tsx';
import { SolutionScreen } from './solution-screen.tsx';

const KEPT_CHANGES_SAVED = 'The changes kept when your session expired have been saved.';

export interface BuilderRootProps {
  /** The stored solution; undefined for a new one. */
  solution: Solution | undefined;
  /** The first save body of a new solution. */
  initial?: SaveSolutionRequest;
  catalogue: { version: number; areas: CapabilityArea[]; capabilities: Capability[] };
  onCreated?: (solution: Solution) => void;
  /** Re-reads the stored solution; resolves with it. */
  reload?: () => Promise<Solution | undefined>;
}

export function BuilderRoot({ solution, initial, catalogue, onCreated, reload }: BuilderRootProps) {
  const { user, role } = useSignedInUser();
  const [seed, setSeed] = useState(solution);
  // The step on screen when a refresh starts a new store (undefined: the stored stage's step).
  const [seedView, setSeedView] = useState<number | undefined>(undefined);
  const [refreshing, setRefreshing] = useState(false);
  const leaveForWelcome = useLeaveForWelcome();
  const notify = useNotify();
  const { pathname } = useLocation();

  // The edits kept when the session ended, which the store saves by itself (createBuilderStore: 'session').
  const resumesKept = useMemo(
    () => seed !== undefined && backupSlot(backupKey(user.id, seed.id)).read()?.reason === 'session',
    // Read before the store that saves them, once per seed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [seed],
  );

  const store = useMemo(
    () => {
      // The store of a solution just created here comes along to its own route (store-handover.ts).
      const taken = seed === solution ? handedStore(seed?.id) : undefined;
      if (taken) return taken;
      // The store's own callbacks name it; the backup is read while it is made, before it exists.
      const own: { store?: BuilderStore } = {};
      own.store = createBuilderStore({
        initial: seed ? requestFrom(seed) : (initial as SaveSolutionRequest),
        ...(seed ? { base: seed } : {}),
        catalogue: catalogue.capabilities,
        ...(onCreated
          ? {
              onCreated: (saved: Solution) => {
                if (own.store) handOver(saved.id, own.store);
                onCreated(saved);
              },
            }
          : {}),
        // Keep the cached copy current, so the list and a later visit start from the latest version.
        onSaved: (saved) => void cacheSolution(saved),
        // Unsaved edits stay in this browser tab until stored or discarded (issue 6).
        backup: seed
          ? backupSlot(backupKey(user.id, seed.id))
          : newSolutionSlot(user.id, () => own.store?.getSnapshot().base?.id),
        ...(seedView !== undefined ? { view: seedView } : {}),
      });
      return own.store;
    },
    // A store per seed: the callbacks are read once, when the store starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [seed],
  );
  useEffect(() => releaseHandedStore(store), [store]);

  // Said once the kept edits of an ended session are stored (a conflict on them is resolved first).
  useEffect(() => {
    if (!resumesKept) return;
    const unsubscribe = store.subscribe(() => {
      const s = store.getSnapshot();
      if (!s.savedAt || s.dirty || s.saving || s.error || s.conflict) return;
      unsubscribe();
      notify(KEPT_CHANGES_SAVED, 'success');
    });
    return () => void unsubscribe();
  }, [store, resumesKept, notify]);

  // The kept edits of an ended session are saved once this store is the page's (not while rendering).
  useEffect(() => store.start(), [store]);

  useEffect(() => {
    // A save found no session (the store kept the edits): go to /welcome; sign-in comes back here.
    let left = false;
    const unsubscribe = store.subscribe(() => {
      if (left || !store.getSnapshot().sessionEnded) return;
      left = true;
      leaveForWelcome(pathname, { keptChanges: true });
    });
    return () => void unsubscribe();
  }, [store, leaveForWelcome, pathname]);

  useEffect(() => {
    // A reload or a closed tab with edits the server has not stored: keep them for the next visit.
    const keep = () => store.keepUnsaved();
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      if (store.getSnapshot().base && store.hasUnsavedWork()) void store.saveNow();
    };
  }, [store]);

  const page = useMemo<SolutionPageValue>(
    () => ({
      kind: userKind(role),
      user,
      role,
      areas: catalogue.areas,
      refreshing,
      refresh: () => {
        if (!reload) return;
        setRefreshing(true);
        void reload()
          .then((fresh) => {
            const current = store.getSnapshot().base;
            if (fresh && current && fresh.etag !== current.etag && !store.hasUnsavedWork()) {
              setSeedView(store.getSnapshot().view);
              setSeed(fresh);
            }
          })
          .finally(() => setRefreshing(false));
      },
    }),
    [role, user, catalogue.areas, refreshing, reload, store],
  );

  return (
    <SolutionPageProvider value={page}>
      <BuilderProvider store={store}>
        <SolutionScreen />
      </BuilderProvider>
    </SolutionPageProvider>
  );
}
