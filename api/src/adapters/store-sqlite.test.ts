import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  InvalidContinuationError,
  StoreError,
  type Condition,
  type DocumentStore,
  type QuerySpec,
} from '../ports/store.ts';
import { describeStoreContract } from './store-contract.ts';
import { buildSqliteQuery, encodeSqliteToken } from './store-sqlite-query.ts';
import { createSqliteStore } from './store-sqlite.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A nested folder that does not exist yet: the store creates it.
const file = join(dir, 'nested', 'folder', 'portal.sqlite');
describeStoreContract('sqlite (file)', async () => createSqliteStore(file));

type Doc = { id: string } & Record<string, unknown>;

async function open(path = ':memory:'): Promise<DocumentStore> {
  const store = createSqliteStore(path);
  await store.init();
  return store;
}

describe('sqlite store specifics', () => {
  it('uses WAL mode and one table per container', async () => {
    const path = join(dir, 'wal.sqlite');
    const store = await open(path);
    await store.container<Doc>('users').create({ id: 'u1', email: 'a@example.com' });
    const raw = new DatabaseSync(path);
    expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    const tables = raw.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    expect(tables.map((row) => row.name)).toEqual([
      'audit',
      'catalogue',
      'clients',
      'counters',
      'countries',
      'documents',
      'engagements',
      'identities',
      'invitations',
      'jobs',
      'outbox',
      'presence',
      'rate-cards',
      'reference',
      'solution-history',
      'solution-versions',
      'solutions',
      'users',
    ]);
    const row = raw.prepare('SELECT id, etag, doc FROM users').get();
    expect(row).toMatchObject({ id: 'u1', doc: '{"id":"u1","email":"a@example.com"}' });
    expect(String(row?.etag)).toMatch(/^"[0-9a-f-]{36}"$/);
    raw.close();
    await store.close();
  });

  it('keeps separate :memory: stores apart', async () => {
    const a = await open();
    const b = await open();
    await a.container<Doc>('solutions').create({ id: 'same' });
    expect(await b.container<Doc>('solutions').read('same')).toBeUndefined();
    await Promise.all([a.close(), b.close()]);
  });

  it('answers InvalidContinuationError for malformed tokens and tokens of another sort', async () => {
    const store = await open();
    const solutions = store.container<Doc>('solutions');
    for (let index = 0; index < 3; index += 1)
      await solutions.create({ id: `s${index}`, modifiedAt: `2024-0${index + 1}` });
    const first = await solutions.query({
      orderBy: [{ path: 'modifiedAt', direction: 'desc' }],
      pageSize: 1,
    });
    expect(first.continuationToken).toBeDefined();
    const otherSort = {
      orderBy: [{ path: 'createdAt', direction: 'desc' as const }],
      continuationToken: first.continuationToken,
    };
    await expect(solutions.query(otherSort)).rejects.toBeInstanceOf(InvalidContinuationError);
    const bad = [
      '%%%',
      'e30',
      Buffer.from('{"s":"id:asc","v":[{}]}').toString('base64url'),
      'x'.repeat(9000),
    ];
    for (const token of bad) {
      await expect(solutions.query({ continuationToken: token })).rejects.toBeInstanceOf(
        InvalidContinuationError,
      );
    }
    await store.close();
  });

  it('binds every value: a hostile value is data, not SQL', async () => {
    const store = await open();
    const solutions = store.container<Doc>('solutions');
    await solutions.create({ id: 'x', name: "Robert'); DROP TABLE solutions;--" });
    const page = await solutions.query({
      where: [{ path: 'name', op: 'eq', value: "Robert'); DROP TABLE solutions;--" }],
    });
    expect(page.items.map((stored) => stored.item.id)).toEqual(['x']);
    const built = buildSqliteQuery(
      'solutions',
      { where: [{ path: 'name', op: 'contains', value: "'; --" }] },
      10,
    );
    expect(built.sql).not.toContain("'; --");
    expect(built.params).toContain("'; --");
    await expect(
      solutions.query({ where: [{ path: "name') --", op: 'eq', value: 1 }] }),
    ).rejects.toBeInstanceOf(StoreError);
    expect(await solutions.count()).toBe(1);
    await store.close();
  });

  it('pages past items whose sort field is missing (null sorts first ascending, last descending)', async () => {
    const store = await open();
    const solutions = store.container<Doc>('solutions');
    const dates = ['2024-01', undefined, '2024-03', undefined, '2024-02', 7];
    for (const [index, date] of dates.entries())
      await solutions.create({ id: `n${index}`, ...(date === undefined ? {} : { at: date }) });
    for (const [direction, want] of [
      ['asc', ['n1', 'n3', 'n5', 'n0', 'n4', 'n2']],
      ['desc', ['n2', 'n4', 'n0', 'n5', 'n1', 'n3']],
    ] as const) {
      const got: string[] = [];
      let token: string | undefined;
      do {
        const page = await solutions.query({
          orderBy: [{ path: 'at', direction }],
          pageSize: 1,
          continuationToken: token,
        });
        got.push(...page.items.map((stored) => stored.item.id));
        token = page.continuationToken;
      } while (token);
      expect(got).toEqual(want);
    }
    await store.close();
  });

  it('serves the solutions lists (all, created by me) from indexes without a sort step', async () => {
    const path = join(dir, 'plan.sqlite');
    const store = await open(path);
    const raw = new DatabaseSync(path);
    const orderBy = [{ path: 'modifiedAt', direction: 'desc' as const }];
    const token = encodeSqliteToken([orderBy[0]!, { path: 'id', direction: 'asc' }], ['2024', 'a']);
    const mine: Condition = { path: 'userId', op: 'eq', value: 'u1' };
    const cases: [QuerySpec, string][] = [
      [{ orderBy }, 'solutions_by_modifiedAt_id'],
      [{ orderBy, continuationToken: token }, 'solutions_by_modifiedAt_id'],
      [{ orderBy, where: [mine] }, 'solutions_by_userId_modifiedAt_id'],
      [{ orderBy, where: [mine], continuationToken: token }, 'solutions_by_userId_modifiedAt_id'],
    ];
    for (const [spec, index] of cases) {
      const built = buildSqliteQuery('solutions', spec, 50);
      const plan = raw
        .prepare(`EXPLAIN QUERY PLAN ${built.sql}`)
        .all(...built.params)
        .map((row) => String(row.detail));
      expect(plan.join('\n')).toContain(`USING INDEX ${index}`);
      expect(plan.join('\n')).not.toContain('TEMP B-TREE');
    }
    raw.close();
    await store.close();
  });

  // Speed is the bench's (npm run bench -- api); the plan test above proves the index order, with no sort.
  it('lists 50 of 1,000 solutions of 10-50 kB newest first, page after page and by owner', async () => {
    const path = join(dir, 'perf.sqlite');
    const store = await open(path);
    const solutions = store.container<Doc>('solutions');
    for (let index = 0; index < 1000; index += 1) {
      // 10-50 kB of structured state (objects, numbers, booleans, text), like a solution's selections.
      const actions = Array.from({ length: 60 + ((index * 7919) % 240) }, (_, n) => ({
        id: `action-${n}`,
        name: `Assess workload ${n} and plan the landing zone`,
        hours: (n % 17) * 1.5,
        selected: n % 3 === 0,
        staffing: [{ level: 'L63', share: 0.5 }],
      }));
      const minute = String(index % 60).padStart(2, '0');
      await solutions.create({
        id: String(100000 + index),
        userId: `user-${index % 20}`,
        modifiedAt: `2024-${String((index % 12) + 1).padStart(2, '0')}-15T10:${minute}:00.000Z`,
        state: { actions },
      });
    }
    const spec: QuerySpec = { orderBy: [{ path: 'modifiedAt', direction: 'desc' }], pageSize: 50 };
    const first = await solutions.query(spec);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.item.modifiedAt).toBe('2024-12-15T10:59:00.000Z');
    const next = await solutions.query({ ...spec, continuationToken: first.continuationToken });
    expect(next.items).toHaveLength(50);
    expect(String(next.items[0]!.item.modifiedAt) <= String(first.items[49]!.item.modifiedAt)).toBe(true);
    const mine = await solutions.query({ ...spec, where: [{ path: 'userId', op: 'eq', value: 'user-3' }] });
    expect(mine.items).toHaveLength(50);
    expect(mine.items.every(({ item }) => item.userId === 'user-3')).toBe(true);
    await store.close();
  }, 60_000);
});
