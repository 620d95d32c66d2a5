import type { BuilderStore } from './builder-store.ts';

/**
 * The store of a solution just created on /sales/solution/new, handed to the solution's own route. The router moves
 * to /sales/solution/{id} in a transition: the new page renders while the old one is still on screen and in use, so a
 * tab chosen or a field typed in the meantime went to a store the new page did not have (it started again from the
 * stage's step). Handing the store over keeps the step looked at, unsaved edits and saves in flight.
 */
let handed: { id: string; store: BuilderStore } | undefined;

export function handOver(id: string, store: BuilderStore): void {
  handed = { id, store };
}

/** The store handed over for this solution, if any (read while rendering, so it may be asked twice). */
export function handedStore(id: string | undefined): BuilderStore | undefined {
  return handed && handed.id === id ? handed.store : undefined;
}

/** Once the solution's page has mounted with it, a later visit starts a store of its own. */
export function releaseHandedStore(store: BuilderStore): void {
  if (handed?.store === store) handed = undefined;
}
