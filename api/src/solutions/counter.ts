/** Numeric ids from a counter document, incremented with optimistic concurrency (safe across instances). */
import type { Services } from '../services.ts';
import { updateWithEtag } from '../ports/update-with-etag.ts';

export interface Counter {
  id: string;
  value: number;
}

export const FIRST_SOLUTION_ID = 1000;

/** The `counters` container: the one way in (ADR 0063); a claim may carry more than the value. */
export const countersOf = <T extends Counter = Counter>(services: Services) =>
  services.store.container<T>('counters');

/**
 * The next id of the counter: created at `start + 1`, else one more than it holds. Concurrent allocations read
 * again and take the next (updateWithEtag, its one limit of tries, whether the race is on the create or a write).
 */
export async function nextId(services: Services, name: string, start = FIRST_SOLUTION_ID): Promise<number> {
  const saved = await updateWithEtag(
    countersOf(services),
    name,
    (current) => ({ id: name, value: current.value + 1 }),
    { create: () => ({ id: name, value: start + 1 }) },
  );
  return saved.item.value;
}

/** Moves a counter forward so that it is at least `value` (used when seeding fixed ids). */
export async function raiseCounter(services: Services, name: string, value: number): Promise<void> {
  await updateWithEtag(
    countersOf(services),
    name,
    (current) => (current.value < value ? { id: name, value } : undefined),
    { create: () => ({ id: name, value }) },
  );
}
