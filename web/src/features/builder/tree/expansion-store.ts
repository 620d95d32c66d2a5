/**
 * Which rows of one capability tree view are open. View state, not solution data: browsing a tree never
 * saves. Rows start from the data's `expanded` flag (capabilities open unless `expanded: false`; the synthetic
 * Scope row and actions closed unless `expanded: true`) until the user toggles them. The store also carries a
 * request to bring one row into view (the search's GO TO).
 */
import { useSyncExternalStore } from 'react';

/** Row keys: capability, its synthetic Scope row, action. */
export const capabilityKey = (id: string) => `c:${id}`;
export const scopeKey = (capabilityId: string) => `s:${capabilityId}`;
export const actionKey = (id: string) => `a:${id}`;

export interface RevealRequest {
  key: string;
}

export interface ExpansionStore {
  /** The user's choice for a row; undefined while the row still follows its data default. */
  get(key: string): boolean | undefined;
  set(key: string, open: boolean): void;
  /** Asks the tree to scroll to the row and focus it (once it is rendered). */
  reveal(key: string): void;
  /** The latest reveal request: a new object for every request, so asking twice for one row works. */
  revealed(): RevealRequest | undefined;
  subscribe(listener: () => void): () => void;
  /** The user's choices; a new map after every change. */
  choices(): ReadonlyMap<string, boolean>;
}

export function createExpansionStore(): ExpansionStore {
  let open: ReadonlyMap<string, boolean> = new Map();
  const listeners = new Set<() => void>();
  let revealRequest: RevealRequest | undefined;
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    get: (key) => open.get(key),
    set(key, value) {
      if (open.get(key) === value) return;
      open = new Map(open).set(key, value);
      emit();
    },
    reveal(key) {
      revealRequest = { key };
      emit();
    },
    revealed: () => revealRequest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choices: () => open,
  };
}

export function useExpansionChoices(store: ExpansionStore): ReadonlyMap<string, boolean> {
  return useSyncExternalStore(store.subscribe, store.choices);
}

export function useRevealRequest(store: ExpansionStore): RevealRequest | undefined {
  return useSyncExternalStore(store.subscribe, store.revealed);
}

export function capabilityOpenByDefault(cap: { expanded?: boolean | undefined }): boolean {
  return cap.expanded !== false;
}

export function actionOpenByDefault(action: { expanded?: boolean | undefined }): boolean {
  return action.expanded === true;
}
