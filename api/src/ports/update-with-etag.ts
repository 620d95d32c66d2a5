/**
 * Read, change and write back one stored item with its ETag, again when another write came first (issue 31: the
 * hand-written retry loops each picked their own limit). `change` sees the item as stored now and returns the item
 * to write, or undefined when nothing needs writing; the answer is the item as stored at the end, or undefined when
 * there is none. Past `tries` concurrent writes, the last PreconditionFailedError is thrown.
 */
import { PreconditionFailedError, type Container, type Stored } from './store.ts';

/** How many times a read-change-write is tried against concurrent writes before it gives up. */
export const ETAG_TRIES = 10;

export async function updateWithEtag<T extends { id: string }>(
  container: Container<T>,
  id: string,
  change: (current: T) => T | undefined,
  tries = ETAG_TRIES,
): Promise<Stored<T> | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await container.read(id);
    if (!current) return undefined;
    const next = change(current.item);
    if (next === undefined) return current;
    try {
      return await container.replace(next, { ifMatch: current.etag });
    } catch (err) {
      if (!(err instanceof PreconditionFailedError) || attempt >= tries) throw err;
    }
  }
}
