/**
 * updateWithEtag on the real local store (SQLite): concurrent read-change-writes all land, one after another, none
 * lost; nothing is written when the change has nothing to write; a missing item is undefined; past its tries the
 * last PreconditionFailedError is thrown; with `create`, concurrent first writes of a missing item (a counter's
 * first ids) all land too, one creating it and the others incrementing it.
 */
import { describe, expect, it } from 'vitest';
import { createSqliteStore } from './store-sqlite.ts';
import { PreconditionFailedError, type Container } from '../ports/store.ts';
import { updateWithEtag } from '../ports/update-with-etag.ts';

type Counter = { id: string; value: number };

async function counters(): Promise<Container<Counter>> {
  const store = createSqliteStore(':memory:');
  await store.init();
  return store.container<Counter>('counters');
}

describe('updateWithEtag', () => {
  it('lands every one of ten concurrent increments', async () => {
    const c = await counters();
    await c.create({ id: 'n', value: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        updateWithEtag(c, 'n', (item) => ({ ...item, value: item.value + 1 })),
      ),
    );
    expect((await c.read('n'))?.item.value).toBe(10);
  });

  it('creates a missing item once when ten race to create it, and the others change it', async () => {
    const c = await counters();
    const values = await Promise.all(
      Array.from({ length: 10 }, () =>
        updateWithEtag(c, 'n', (item) => ({ ...item, value: item.value + 1 }), {
          create: () => ({ id: 'n', value: 1 }),
        }).then((saved) => saved.item.value),
      ),
    );
    expect(values.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await c.read('n'))?.item.value).toBe(10);
  });

  it('writes nothing when the change has nothing to write, and answers undefined for a missing item', async () => {
    const c = await counters();
    const created = await c.create({ id: 'n', value: 3 });
    const same = await updateWithEtag(c, 'n', () => undefined);
    expect(same?.etag).toBe(created.etag);
    expect(await updateWithEtag(c, 'missing', (item) => item)).toBeUndefined();
  });

  it('gives up after its tries while others keep writing first', async () => {
    const c = await counters();
    await c.create({ id: 'n', value: 0 });
    let calls = 0;
    const racing = updateWithEtag(
      c,
      'n',
      (item) => {
        calls += 1;
        return { ...item, value: -1 };
      },
      { tries: 3 },
    );
    // Another writer changes the item between each read and write of the helper.
    const original = c.replace.bind(c);
    c.replace = async (item, options) => {
      const now = await c.read(item.id);
      await original({ ...now!.item, value: now!.item.value + 1 });
      return original(item, options);
    };
    await expect(racing).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(calls).toBe(3);
  });
});
