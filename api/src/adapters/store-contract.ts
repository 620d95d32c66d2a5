/**
 * The one contract every DocumentStore adapter passes (SQLite always; Cosmos DB when an account is configured).
 * Ids and query groups are unique per run, so the suite also works against a shared, non-empty account.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  ItemTooLargeError,
  NotFoundError,
  PreconditionFailedError,
  StoreError,
  type Condition,
  type Container,
  type DocumentStore,
  type QuerySpec,
} from '../ports/store.ts';
import { describePagingContract, type Doc } from './store-contract-paging.ts';

export function describeStoreContract(
  name: string,
  makeStore: () => Promise<DocumentStore>,
  cleanup?: () => Promise<void>,
): void {
  describe(`document store contract: ${name}`, () => {
    const run = `t${Date.now().toString(36)}${randomUUID().slice(0, 8)}`;
    const id = (suffix: string) => `${run}-${suffix}`;
    let store: DocumentStore;
    const solutions = (): Container<Doc> => store.container<Doc>('solutions');

    beforeAll(async () => {
      store = await makeStore();
      await store.init();
    });
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    describe('writes', () => {
      it('creates and reads back the same item, with the etag beside it and nothing added', async () => {
        const item = {
          id: id('rt'),
          run,
          name: 'Alpha £',
          nested: { a: { b: 1 } },
          list: [1, 'x', null],
          flag: true,
          none: null,
        };
        const created = await solutions().create(item);
        expect(created.item).toEqual(item);
        expect(created.etag).toMatch(/\S/);
        const read = await solutions().read(item.id);
        expect(read).toEqual({ item, etag: created.etag });
        expect(Object.keys(read!.item).sort()).toEqual(Object.keys(item).sort());
      });

      it('refuses to create an id twice and keeps the first item', async () => {
        const first = await solutions().create({ id: id('dup'), run, v: 1 });
        await expect(solutions().create({ id: id('dup'), run, v: 2 })).rejects.toBeInstanceOf(ConflictError);
        expect(await solutions().read(id('dup'))).toEqual(first);
      });

      it('replaces with the current etag and returns a new etag', async () => {
        const created = await solutions().create({ id: id('rep'), run, v: 1 });
        const replaced = await solutions().replace({ id: id('rep'), run, v: 2 }, { ifMatch: created.etag });
        expect(replaced.etag).not.toBe(created.etag);
        expect(await solutions().read(id('rep'))).toEqual({
          item: { id: id('rep'), run, v: 2 },
          etag: replaced.etag,
        });
      });

      it('refuses a replace with a stale etag and leaves the stored item unchanged', async () => {
        const created = await solutions().create({ id: id('stale'), run, v: 1 });
        const current = await solutions().replace({ id: id('stale'), run, v: 2 }, { ifMatch: created.etag });
        await expect(
          solutions().replace({ id: id('stale'), run, v: 3 }, { ifMatch: created.etag }),
        ).rejects.toBeInstanceOf(PreconditionFailedError);
        expect(await solutions().read(id('stale'))).toEqual(current);
      });

      it('replaces without a condition, and refuses to replace a missing item', async () => {
        await solutions().create({ id: id('plain'), run, v: 1 });
        const replaced = await solutions().replace({ id: id('plain'), run, v: 9 });
        expect((await solutions().read(id('plain')))?.item.v).toBe(9);
        expect(replaced.item.v).toBe(9);
        await expect(solutions().replace({ id: id('missing'), run })).rejects.toBeInstanceOf(NotFoundError);
        expect(await solutions().read(id('missing'))).toBeUndefined();
      });

      it('refuses a delete with a stale etag, then deletes with the current one', async () => {
        const created = await solutions().create({ id: id('del'), run, v: 1 });
        const current = await solutions().replace({ id: id('del'), run, v: 2 });
        await expect(solutions().delete(id('del'), { ifMatch: created.etag })).rejects.toBeInstanceOf(
          PreconditionFailedError,
        );
        expect(await solutions().read(id('del'))).toEqual(current);
        expect(await solutions().delete(id('del'), { ifMatch: current.etag })).toBe(true);
        expect(await solutions().read(id('del'))).toBeUndefined();
        expect(await solutions().delete(id('del'))).toBe(false);
      });

      it('upserts: creates, replaces, and honours ifMatch', async () => {
        const first = await solutions().upsert({ id: id('ups'), run, v: 1 });
        const second = await solutions().upsert({ id: id('ups'), run, v: 2 });
        expect(second.etag).not.toBe(first.etag);
        await expect(
          solutions().upsert({ id: id('ups'), run, v: 3 }, { ifMatch: first.etag }),
        ).rejects.toBeInstanceOf(PreconditionFailedError);
        expect(await solutions().read(id('ups'))).toEqual(second);
        const third = await solutions().upsert({ id: id('ups'), run, v: 4 }, { ifMatch: second.etag });
        expect(await solutions().read(id('ups'))).toEqual(third);
      });

      it('reads a missing id as undefined and deletes it as false', async () => {
        expect(await solutions().read(id('nobody'))).toBeUndefined();
        expect(await solutions().delete(id('nobody'))).toBe(false);
        expect(await solutions().read('no/such?id')).toBeUndefined();
        expect(await solutions().delete('no/such?id')).toBe(false);
      });

      it('refuses an item over 2 MB and stores nothing; accepts 1.5 MB', async () => {
        const big = { id: id('big'), run, blob: 'x'.repeat(2 * 1024 * 1024) };
        await expect(solutions().create(big)).rejects.toBeInstanceOf(ItemTooLargeError);
        await expect(solutions().upsert(big)).rejects.toBeInstanceOf(ItemTooLargeError);
        expect(await solutions().read(id('big'))).toBeUndefined();
        const small = await solutions().create({ id: id('big'), run, blob: 'é'.repeat(750 * 1024) });
        await expect(solutions().replace(big, { ifMatch: small.etag })).rejects.toBeInstanceOf(
          ItemTooLargeError,
        );
        expect(await solutions().read(id('big'))).toEqual(small);
      });

      it('refuses ids Cosmos DB cannot store', async () => {
        await expect(solutions().create({ id: `${run}/slash`, run })).rejects.toBeInstanceOf(StoreError);
        await expect(solutions().create({ id: '', run })).rejects.toBeInstanceOf(StoreError);
      });
    });

    describe('queries', () => {
      const group = id('q');
      // id, status, owner.region, score, tags, name, active, modifiedAt (q5: empty owner, no tags).
      type Row = [string, unknown, string | undefined, unknown, unknown, unknown, unknown, string];
      const rows: Row[] = [
        ['q1', 'open', 'emea', 5, ['alpha', 'beta'], 'Contoso Retail', true, '2024-01-10T09:00:00.000Z'],
        ['q2', 'closed', 'amer', 12, ['beta'], 'Fabrikam Bank', false, '2024-03-05T12:00:00.000Z'],
        ['q3', 'open', 'apac', 40, [], 'Northwind CONTOSO', true, '2023-12-31T23:59:59.000Z'],
        ['q4', 'draft', 'emea', '7', 'alpha', 'Tailspin', 1, '2024-02-01T00:00:00.000Z'],
        ['q5', null, undefined, 7.5, undefined, 42, 'true', '2024-02-01T00:00:00.000Z'],
      ];
      const fixtures: Doc[] = rows.map(([suffix, status, region, score, tags, name, active, modifiedAt]) => ({
        id: id(suffix),
        group,
        status,
        owner: region === undefined ? {} : { region },
        score,
        ...(tags === undefined ? {} : { tags }),
        name,
        active,
        modifiedAt,
      }));
      const inGroup: Condition = { path: 'group', op: 'eq', value: group };
      const ids = async (where: Condition[], extra: Omit<QuerySpec, 'where'> = {}) => {
        const page = await solutions().query({ where: [inGroup, ...where], ...extra });
        return page.items.map((stored) => stored.item.id.slice(run.length + 1));
      };
      const sorted = async (where: Condition[]) => (await ids(where)).sort();

      beforeAll(async () => {
        for (const fixture of [...fixtures].reverse()) await solutions().create(fixture);
      });

      it('eq on a nested path', async () => {
        expect(await sorted([{ path: 'owner.region', op: 'eq', value: 'emea' }])).toEqual(['q1', 'q4']);
      });
      it('ne matches only present values of the same type', async () => {
        expect(await sorted([{ path: 'status', op: 'ne', value: 'open' }])).toEqual(['q2', 'q4']);
      });
      it('lt/le/gt/ge on numbers never match strings', async () => {
        expect(await sorted([{ path: 'score', op: 'lt', value: 10 }])).toEqual(['q1', 'q5']);
        expect(await sorted([{ path: 'score', op: 'le', value: 5 }])).toEqual(['q1']);
        expect(await sorted([{ path: 'score', op: 'gt', value: 10 }])).toEqual(['q2', 'q3']);
        expect(await sorted([{ path: 'score', op: 'ge', value: 12 }])).toEqual(['q2', 'q3']);
        expect(await sorted([{ path: 'score', op: 'eq', value: '7' }])).toEqual(['q4']);
        expect(await sorted([{ path: 'score', op: 'eq', value: '5' }])).toEqual([]);
        expect(await sorted([{ path: 'owner', op: 'eq', value: '{"region":"emea"}' }])).toEqual([]);
      });
      it('lt/gt on ISO date strings', async () => {
        expect(await sorted([{ path: 'modifiedAt', op: 'gt', value: '2024-01-31T00:00:00.000Z' }])).toEqual([
          'q2',
          'q4',
          'q5',
        ]);
        expect(await sorted([{ path: 'modifiedAt', op: 'lt', value: '2024-01-01T00:00:00.000Z' }])).toEqual([
          'q3',
        ]);
        expect(
          await sorted([
            { path: 'modifiedAt', op: 'ge', value: '2024-01-10T09:00:00.000Z' },
            { path: 'modifiedAt', op: 'le', value: '2024-02-01T00:00:00.000Z' },
          ]),
        ).toEqual(['q1', 'q4', 'q5']);
      });
      it('in, with strings and numbers', async () => {
        expect(await sorted([{ path: 'status', op: 'in', values: ['open', 'draft'] }])).toEqual([
          'q1',
          'q3',
          'q4',
        ]);
        expect(await sorted([{ path: 'score', op: 'in', values: [5, 40, '7'] }])).toEqual(['q1', 'q3', 'q4']);
        expect(await sorted([{ path: 'status', op: 'in', values: [] }])).toEqual([]);
      });
      it('arrayContains only looks inside arrays', async () => {
        expect(await sorted([{ path: 'tags', op: 'arrayContains', value: 'alpha' }])).toEqual(['q1']);
        expect(await sorted([{ path: 'tags', op: 'arrayContains', value: 'beta' }])).toEqual(['q1', 'q2']);
      });
      it('contains is a case-insensitive substring match on strings', async () => {
        expect(await sorted([{ path: 'name', op: 'contains', value: 'conTOSO' }])).toEqual(['q1', 'q3']);
        expect(await sorted([{ path: 'name', op: 'contains', value: '4' }])).toEqual([]);
      });
      it('or groups', async () => {
        const or: Condition = {
          op: 'or',
          conditions: [
            { path: 'status', op: 'eq', value: 'closed' },
            { path: 'owner.region', op: 'eq', value: 'apac' },
          ],
        };
        expect(await sorted([or])).toEqual(['q2', 'q3']);
        expect(await sorted([{ op: 'or', conditions: [] }])).toEqual([]);
      });
      it('boolean eq matches booleans only', async () => {
        expect(await sorted([{ path: 'active', op: 'eq', value: true }])).toEqual(['q1', 'q3']);
        expect(await sorted([{ path: 'active', op: 'eq', value: false }])).toEqual(['q2']);
      });
      it('eq null matches null or missing; ne null matches present values', async () => {
        expect(await sorted([{ path: 'status', op: 'eq', value: null }])).toEqual(['q5']);
        expect(await sorted([{ path: 'tags', op: 'eq', value: null }])).toEqual(['q5']);
        expect(await sorted([{ path: 'status', op: 'ne', value: null }])).toEqual(['q1', 'q2', 'q3', 'q4']);
      });
      it('orders descending and ascending with id as the tie-breaker; id ascending by default', async () => {
        expect(await ids([], { orderBy: [{ path: 'modifiedAt', direction: 'desc' }] })).toEqual([
          'q2',
          'q4',
          'q5',
          'q1',
          'q3',
        ]);
        expect(await ids([], { orderBy: [{ path: 'modifiedAt', direction: 'asc' }] })).toEqual([
          'q3',
          'q1',
          'q4',
          'q5',
          'q2',
        ]);
        expect(await ids([])).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
      });
      it('selects only the requested fields (nested objects and arrays kept whole), with the etag', async () => {
        const page = await solutions().query({
          where: [inGroup, { path: 'name', op: 'eq', value: 'Contoso Retail' }],
          select: ['owner', 'tags', 'status', 'missing.field'],
        });
        expect(page.items).toHaveLength(1);
        const only = page.items[0]!;
        const expected = { id: id('q1'), owner: { region: 'emea' }, tags: ['alpha', 'beta'], status: 'open' };
        expect(only.item).toMatchObject(expected);
        for (const key of ['name', 'score']) expect(only.item).not.toHaveProperty(key);
        expect((only.item as { missing?: { field?: unknown } }).missing?.field ?? null).toBeNull();
        expect(only.etag).toBe((await solutions().read(id('q1')))!.etag);
        const nested = await solutions().query({
          where: [inGroup],
          select: ['owner.region'],
          orderBy: [{ path: 'modifiedAt', direction: 'asc' }], // a sort Cosmos DB has a composite index for
        });
        expect(
          nested.items.map((i) => (i.item as { owner?: { region?: string } }).owner?.region ?? null),
        ).toContain('apac');
        await expect(solutions().query({ select: ['a;drop'] })).rejects.toBeInstanceOf(StoreError);
      });
      it('selects booleans, numbers and strings as they were stored (true is never 1)', async () => {
        const page = await solutions().query({ where: [inGroup], select: ['active', 'score'] });
        expect(page.items.map((stored) => (stored.item as { active?: unknown }).active)).toEqual([
          true,
          false,
          true,
          1,
          'true',
        ]);
        expect(page.items.map((stored) => (stored.item as { score?: unknown }).score)).toEqual([
          5,
          12,
          40,
          '7',
          7.5,
        ]);
      });
      it('counts matching items', async () => {
        expect(await solutions().count([inGroup])).toBe(5);
        expect(await solutions().count([inGroup, { path: 'status', op: 'eq', value: 'open' }])).toBe(2);
        expect(await solutions().count([inGroup, { path: 'status', op: 'eq', value: 'none' }])).toBe(0);
      });
      it('refuses unsafe paths, bad page sizes and bad continuation tokens', async () => {
        for (const path of ['a;drop', "a.b'", 'a..b', '', 'a b', 'a["b"]']) {
          await expect(solutions().query({ where: [{ path, op: 'eq', value: 1 }] })).rejects.toBeInstanceOf(
            StoreError,
          );
          await expect(solutions().query({ orderBy: [{ path, direction: 'asc' }] })).rejects.toBeInstanceOf(
            StoreError,
          );
          await expect(solutions().count([{ path, op: 'eq', value: 1 }])).rejects.toBeInstanceOf(StoreError);
        }
        await expect(solutions().query({ where: [inGroup], pageSize: 0 })).rejects.toBeInstanceOf(StoreError);
        await expect(
          solutions().query({ where: [inGroup], continuationToken: 'not a token' }),
        ).rejects.toBeInstanceOf(StoreError);
        expect(await solutions().count([inGroup])).toBe(5);
      });
    });

    describePagingContract(solutions, id);

    describe('containers and durability', () => {
      it('keeps containers independent', async () => {
        const engagements = store.container<Doc>('engagements');
        await solutions().create({ id: id('shared'), run, kind: 'solution' });
        await engagements.create({ id: id('shared'), run, kind: 'engagement' });
        expect((await solutions().read(id('shared')))?.item.kind).toBe('solution');
        expect((await engagements.read(id('shared')))?.item.kind).toBe('engagement');
        expect(await engagements.delete(id('shared'))).toBe(true);
        expect((await solutions().read(id('shared')))?.item.kind).toBe('solution');
        expect(await engagements.count([{ path: 'run', op: 'eq', value: run }])).toBe(0);
      });

      it('keeps data across close and reopen', async () => {
        const saved = await solutions().create({ id: id('durable'), run, text: 'kept' });
        await store.close();
        store = await makeStore();
        await store.init();
        expect(await solutions().read(id('durable'))).toEqual(saved);
      });
    });
  });
}
