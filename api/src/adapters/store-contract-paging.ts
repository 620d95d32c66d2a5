/**
 * The store contract's paging part (store-contract.ts): 25 items paged by 10 in both directions, with a filter
 * and the default order, and the continuation token's edges.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Condition, Container, QuerySpec } from '../ports/store.ts';

export type Doc = { id: string } & Record<string, unknown>;

export function describePagingContract(
  solutions: () => Container<Doc>,
  id: (suffix: string) => string,
): void {
  describe('paging', () => {
    const group = id('p');
    const days = [3, 1, 4, 1, 5, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3, 3];
    const items = days.map((day, index) => ({
      id: id(`p${String(index).padStart(2, '0')}`),
      group,
      even: index % 2 === 0,
      modifiedAt: `2024-05-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    }));
    const expected = (direction: 'asc' | 'desc', list = items) =>
      [...list]
        .sort((a, b) => {
          const byDate = a.modifiedAt < b.modifiedAt ? -1 : a.modifiedAt > b.modifiedAt ? 1 : 0;
          if (byDate !== 0) return direction === 'asc' ? byDate : -byDate;
          return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
        })
        .map((item) => item.id);

    async function pages(spec: QuerySpec): Promise<string[][]> {
      const result: string[][] = [];
      let token: string | undefined;
      do {
        const page = await solutions().query(
          token === undefined ? spec : { ...spec, continuationToken: token },
        );
        result.push(page.items.map((stored) => stored.item.id));
        token = page.continuationToken;
      } while (token !== undefined && result.length < 10);
      return result;
    }

    beforeAll(async () => {
      for (const item of [...items].sort(() => Math.random() - 0.5)) await solutions().create(item);
    });

    it('pages 25 items by 10 as 10/10/5 in order, with no duplicates and no gaps', async () => {
      for (const direction of ['desc', 'asc'] as const) {
        const got = await pages({
          where: [{ path: 'group', op: 'eq', value: group }],
          orderBy: [{ path: 'modifiedAt', direction }],
          pageSize: 10,
        });
        expect(got.map((page) => page.length)).toEqual([10, 10, 5]);
        expect(got.flat()).toEqual(expected(direction));
      }
    });

    it('pages with a filter and the default order', async () => {
      const got = await pages({
        where: [
          { path: 'group', op: 'eq', value: group },
          { path: 'even', op: 'eq', value: true },
        ],
        pageSize: 4,
      });
      expect(got.map((page) => page.length)).toEqual([4, 4, 4, 1]);
      expect(got.flat()).toEqual(items.filter((item) => item.even).map((item) => item.id));
    });

    it('returns no token when everything fits in one page; an empty token starts from the top', async () => {
      const where: Condition[] = [{ path: 'group', op: 'eq', value: group }];
      const page = await solutions().query({ where, pageSize: 25 });
      expect(page.items).toHaveLength(25);
      expect(page.continuationToken).toBeUndefined();
      const fromTop = await solutions().query({ where, pageSize: 25, continuationToken: '' });
      expect(fromTop.items.map((stored) => stored.item.id)).toEqual(
        page.items.map((stored) => stored.item.id),
      );
    });
  });
}
