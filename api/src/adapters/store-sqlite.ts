/**
 * The document store on embedded SQLite (Node 22's built-in `node:sqlite`): the local default.
 * One table per container (id, etag, doc JSON), WAL mode, a fresh quoted random ETag on every write and
 * conditional UPDATE/DELETE for If-Match, so a stale write changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  CONTAINER_NAMES,
  ConflictError,
  NotFoundError,
  PreconditionFailedError,
  type Condition,
  type Container,
  type ContainerName,
  type DocumentStore,
  type FieldPath,
  type QueryPage,
  type QuerySpec,
  type Stored,
} from '../ports/store.ts';
import { assertContainerName, isValidId, resolvePageSize, serializeItem } from './store-common.ts';
import {
  SQLITE_LOWER_FN,
  buildSqliteCount,
  buildSqliteQuery,
  encodeSqliteToken,
  sqliteField,
  type SqlValue,
} from './store-sqlite-query.ts';

type IndexKey = { path: FieldPath; direction?: 'asc' | 'desc' };

/**
 * Expression indexes per container. A sort index (field, then id) serves a "newest first" list in index order
 * with no sort step; a filter-then-sort index serves "created by me" the same way; a lookup index serves an
 * equality filter. Low-cardinality fields are left unindexed on purpose: scanning the sort index and
 * filtering is faster than sorting most of the table.
 */
export const SQLITE_INDEXES: Partial<Record<ContainerName, IndexKey[][]>> = {
  solutions: [
    [{ path: 'modifiedAt', direction: 'desc' }, { path: 'id' }],
    [{ path: 'userId' }, { path: 'modifiedAt', direction: 'desc' }, { path: 'id' }],
  ],
  engagements: [[{ path: 'modifiedAt', direction: 'desc' }, { path: 'id' }]],
  users: [[{ path: 'email' }]],
  jobs: [[{ path: 'createdAt' }, { path: 'id' }]],
  outbox: [[{ path: 'createdAt' }, { path: 'id' }]],
};

const BUSY_TIMEOUT_MS = 5000;
const STATEMENT_CACHE_SIZE = 256;

function newEtag(): string {
  return `"${randomUUID()}"`;
}

function indexDdl(table: ContainerName): string[] {
  return (SQLITE_INDEXES[table] ?? []).map((keys) => {
    const name = `${table}_by_${keys.map((key) => key.path.replace(/\./g, '_')).join('_')}`;
    const columns = keys.map((key) => `${sqliteField(key.path)}${key.direction === 'desc' ? ' DESC' : ''}`);
    return `CREATE INDEX IF NOT EXISTS "${name}" ON "${table}"(${columns.join(', ')})`;
  });
}

export function createSqliteStore(path: string): DocumentStore {
  const inMemory = path === ':memory:' || path.startsWith('file:');
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA cache_size = -65536');
  db.function(SQLITE_LOWER_FN, { deterministic: true }, (value) =>
    typeof value === 'string' ? value.toLowerCase() : null,
  );

  const statements = new Map<string, StatementSync>();
  function statement(sql: string): StatementSync {
    let prepared = statements.get(sql);
    if (prepared) return prepared;
    prepared = db.prepare(sql);
    if (statements.size >= STATEMENT_CACHE_SIZE) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    statements.set(sql, prepared);
    return prepared;
  }

  const containers = new Map<ContainerName, Container<{ id: string }>>();

  function makeContainer<T extends { id: string }>(table: ContainerName): Container<T> {
    const t = `"${table}"`;
    const sql = {
      read: `SELECT etag, doc FROM ${t} WHERE id = ?`,
      exists: `SELECT etag FROM ${t} WHERE id = ?`,
      insert: `INSERT INTO ${t} (id, etag, doc) VALUES (?, ?, ?) ON CONFLICT(id) DO NOTHING`,
      update: `UPDATE ${t} SET etag = ?, doc = ? WHERE id = ?`,
      updateIf: `UPDATE ${t} SET etag = ?, doc = ? WHERE id = ? AND etag = ?`,
      upsert:
        `INSERT INTO ${t} (id, etag, doc) VALUES (?, ?, ?) ` +
        'ON CONFLICT(id) DO UPDATE SET etag = excluded.etag, doc = excluded.doc',
      delete: `DELETE FROM ${t} WHERE id = ?`,
      deleteIf: `DELETE FROM ${t} WHERE id = ? AND etag = ?`,
    };
    const exists = (id: string): boolean => statement(sql.exists).get(id) !== undefined;
    const stored = (json: string, etag: string): Stored<T> => ({ item: JSON.parse(json) as T, etag });

    async function replace(item: T, options?: { ifMatch?: string }): Promise<Stored<T>> {
      const json = serializeItem(item);
      const etag = newEtag();
      if (options?.ifMatch !== undefined) {
        const result = statement(sql.updateIf).run(etag, json, item.id, options.ifMatch);
        if (Number(result.changes) === 0) {
          if (!exists(item.id)) throw new NotFoundError(item.id);
          throw new PreconditionFailedError(item.id);
        }
      } else if (Number(statement(sql.update).run(etag, json, item.id).changes) === 0) {
        throw new NotFoundError(item.id);
      }
      return stored(json, etag);
    }

    return {
      async read(id) {
        // An id that could never have been stored is simply not there.
        if (!isValidId(id)) return undefined;
        const row = statement(sql.read).get(id);
        return row ? stored(String(row.doc), String(row.etag)) : undefined;
      },
      async create(item) {
        const json = serializeItem(item);
        const etag = newEtag();
        if (Number(statement(sql.insert).run(item.id, etag, json).changes) === 0)
          throw new ConflictError(item.id);
        return stored(json, etag);
      },
      replace,
      async upsert(item, options) {
        if (options?.ifMatch !== undefined) return replace(item, options);
        const json = serializeItem(item);
        const etag = newEtag();
        statement(sql.upsert).run(item.id, etag, json);
        return stored(json, etag);
      },
      async delete(id, options) {
        if (!isValidId(id)) return false;
        if (options?.ifMatch === undefined) return Number(statement(sql.delete).run(id).changes) > 0;
        if (Number(statement(sql.deleteIf).run(id, options.ifMatch).changes) > 0) return true;
        if (exists(id)) throw new PreconditionFailedError(id);
        return false;
      },
      async query(spec: QuerySpec): Promise<QueryPage<T>> {
        const pageSize = resolvePageSize(spec.pageSize);
        const built = buildSqliteQuery(table, spec, pageSize);
        const rows = statement(built.sql).all(...(built.params as SQLInputValue[]));
        const page = rows.slice(0, pageSize);
        const items = page.map((row) => stored(String(row.doc), String(row.etag)));
        const last = page[page.length - 1];
        if (rows.length <= pageSize || last === undefined) return { items };
        const values = built.keys.map((_, index) => (last[`s${index}`] ?? null) as SqlValue);
        return { items, continuationToken: encodeSqliteToken(built.keys, values) };
      },
      async count(where?: Condition[]) {
        const built = buildSqliteCount(table, where);
        const row = statement(built.sql).get(...(built.params as SQLInputValue[]));
        return Number(row?.n ?? 0);
      },
    };
  }

  return {
    container<T extends { id: string }>(name: ContainerName): Container<T> {
      const table = assertContainerName(name);
      let container = containers.get(table);
      if (!container) {
        container = makeContainer<{ id: string }>(table);
        containers.set(table, container);
      }
      return container as unknown as Container<T>;
    },
    async init() {
      for (const table of CONTAINER_NAMES) {
        db.exec(
          `CREATE TABLE IF NOT EXISTS "${table}" (id TEXT PRIMARY KEY, etag TEXT NOT NULL, doc TEXT NOT NULL)`,
        );
        for (const ddl of indexDdl(table)) db.exec(ddl);
      }
    },
    async close() {
      statements.clear();
      if (db.isOpen) db.close();
    },
  };
}
