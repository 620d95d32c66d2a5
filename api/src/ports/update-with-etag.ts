/**
 * Read, change and write back one stored item with its ETag, again when another write came first (issue 31: the
 * hand-written retry loops each picked their own limit; this is the one loop and ETAG_TRIES the one limit).
 * `change` sees the item as stored now and returns the item to write, or undefined when nothing needs writing; the
 * answer is the item as stored at the end, or undefined when there is none. With `create`, a missing item is
 * created instead (a counter's first value), and a concurrent create is met like a concurrent write: read again.
 * Past `tries` concurrent writes, the last PreconditionFailedError (or ConflictError) is thrown.
 */
import { ConflictError, PreconditionFailedError, type Container, type Stored } from './store.ts';

/** How many times a read-change-write is tried against concurrent writes before it gives up. */
export const ETAG_TRIES = 10;

export interface UpdateWithEtagOptions<T> {
  /** The item to create when there is none (then the answer is never undefined). */
  create?: () => T;
  /** Only the helper's own tests pass another limit. */
  tries?: number;
}

export async function updateWithEtag<T extends { id: string }>(
  container: Container<T>,
  id: string,
  change: (current: T) => T | undefined,
  options: UpdateWithEtagOptions<T> & { create: () => T },
): Promise<Stored<T>>;
export async function updateWithEtag<T extends { id: string }>(
  container: Container<T>,
  id: string,
  change: (current: T) => T | undefined,
  options?: UpdateWithEtagOptions<T>,
): Promise<Stored<T> | undefined>;
export async function updateWithEtag<T extends { id: string }>(
  container: Container<T>,
  id: string,
  change: (current: T) => T | undefined,
  options: UpdateWithEtagOptions<T> = {},
): Promise<Stored<T> | undefined> {
  const tries = options.tries ?? ETAG_TRIES;
  for (let attempt = 1; ; attempt += 1) {
    const current = await container.read(id);
    try {
      if (!current) return options.create ? await container.create(options.create()) : undefined;
      const next = change(current.item);
      if (next === undefined) return current;
      return await container.replace(next, { ifMatch: current.etag });
    } catch (err) {
      // Another write came first: a replace on a stale ETag, or a create of an item someone just created.
      const raced = err instanceof PreconditionFailedError || (err instanceof ConflictError && !current);
      if (!raced || attempt >= tries) throw err;
    }
  }
}
