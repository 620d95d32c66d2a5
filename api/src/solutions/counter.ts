/** Numeric ids from a counter document, incremented with optimistic concurrency (safe across instances). */
import { ConflictError, PreconditionFailedError } from '../ports/store.ts';
import type { Services } from '../services.ts';

export interface Counter {
  id: string;
  value: number;
}

export const FIRST_SOLUTION_ID = 1000;

/** The `counters` container: the one way in (ADR 0063); a claim may carry more than the value. */
export const countersOf = <T extends Counter = Counter>(services: Services) =>
  services.store.container<T>('counters');

export async function nextId(services: Services, name: string, start = FIRST_SOLUTION_ID): Promise<number> {
  const counters = countersOf(services);
  for (let attempt = 0; attempt < 50; attempt++) {
    const current = await counters.read(name);
    try {
      if (!current) {
        await counters.create({ id: name, value: start + 1 });
        return start + 1;
      }
      const value = current.item.value + 1;
      await counters.replace({ id: name, value }, { ifMatch: current.etag });
      return value;
    } catch (err) {
      if (err instanceof PreconditionFailedError || err instanceof ConflictError) continue;
      throw err;
    }
  }
  throw new Error(`Could not allocate an id from counter ${name}`);
}

/** Moves a counter forward so that it is at least `value` (used when seeding fixed ids). */
export async function raiseCounter(services: Services, name: string, value: number): Promise<void> {
  const counters = countersOf(services);
  const current = await counters.read(name);
  if (!current) await counters.create({ id: name, value });
  else if (current.item.value < value) await counters.replace({ id: name, value }, { ifMatch: current.etag });
}
