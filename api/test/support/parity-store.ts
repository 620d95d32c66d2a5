/**
 * The differential store of the api-cosmos project (ADR 0032): the stack runs on Cosmos DB, and every write is
 * copied into a SQLite mirror; every query and count the app issues runs on both, and the rows must be the same
 * (ids, order and content; a selected field that is missing may be null or absent, as the port allows). A
 * difference fails the request that caused it (so the API test that made it fails) and is kept in the report
 * that store-parity.test.ts reads, with the app's call site of every query compared.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSqliteStore } from '../../src/adapters/store-sqlite.ts';
import {
  CONTAINER_NAMES,
  StoreError,
  type Container,
  type ContainerName,
  type DocumentStore,
  type QueryPage,
  type QuerySpec,
} from '../../src/ports/store.ts';

export interface ParityReport {
  /** Call site (api/src file:line) -> how many queries or counts from it were compared. */
  compared: Record<string, number>;
  /** Pages asked with a token the mirror never paired (not compared). */
  unpairedPages: number;
  mismatches: { site: string; container: string; spec: unknown; primary: unknown; mirror: unknown }[];
}

export const parityReportFile = (dataDir: string) => path.join(dataDir, 'store-parity.json');

/** The first frame in api/src outside the adapters: the app's query call site. */
function callSite(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  for (const frame of frames) {
    const match = /api\/src\/([^:)]+\.ts):(\d+)/.exec(frame);
    if (match && !match[1]!.startsWith('adapters/')) return `${match[1]}:${match[2]}`;
  }
  return 'unknown';
}

/** Nulls removed (a missing selected value may be null or absent), keys sorted. */
function normal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normal);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== null && inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, normal(inner)]),
    );
  }
  return value;
}

/** The first row (or value) that differs, both ways, for the error message. */
function firstDifference(a: unknown, b: unknown): string {
  if (!Array.isArray(a) || !Array.isArray(b)) return `${JSON.stringify(a)} / ${JSON.stringify(b)}`;
  const i = a.findIndex((row, index) => JSON.stringify(row) !== JSON.stringify(b[index]));
  return `at ${i}: ${JSON.stringify(a[i]).slice(0, 600)} / ${JSON.stringify(b[i]).slice(0, 600)}`;
}

const rows = (page: QueryPage<{ id: string }>) => page.items.map((stored) => normal(stored.item));

/** One lock for writes and comparisons, so the mirror always holds what the primary holds when compared. */
function lock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function parityStore(primary: DocumentStore, dataDir: string): DocumentStore {
  const dir = path.join(dataDir, 'parity');
  mkdirSync(dir, { recursive: true });
  const mirror = createSqliteStore(path.join(dir, 'mirror.sqlite'));
  const report: ParityReport = { compared: {}, unpairedPages: 0, mismatches: [] };
  const tokens = new Map<string, string>();
  const serial = lock();
  const save = () => writeFileSync(parityReportFile(dataDir), JSON.stringify(report, null, 1));
  save();

  function differ(site: string, container: string, spec: unknown, a: unknown, b: unknown): never {
    report.mismatches.push({ site, container, spec, primary: a, mirror: b });
    save();
    const ids = (list: unknown) =>
      Array.isArray(list) ? list.map((row) => (row as { id?: unknown }).id).join(',') : String(list);
    throw new StoreError(
      `SQLite and Cosmos DB disagree on a query from ${site} (${container}): ${JSON.stringify(spec).slice(0, 400)}; ` +
        `Cosmos ${ids(a).slice(0, 300)} / SQLite ${ids(b).slice(0, 300)}; first difference ${firstDifference(a, b)}`,
    );
  }

  function wrap<T extends { id: string }>(name: ContainerName): Container<T> {
    const main = primary.container<T>(name);
    const copy = mirror.container<T>(name);
    const write =
      <A extends unknown[]>(op: (...args: A) => Promise<{ item: T; etag: string }>) =>
      (...args: A) =>
        serial(async () => {
          const stored = await op(...args);
          await copy.upsert(stored.item);
          return stored;
        });
    return {
      read: (id) => main.read(id),
      create: write((item: T) => main.create(item)),
      replace: write((item: T, options?: { ifMatch?: string }) => main.replace(item, options)),
      upsert: write((item: T, options?: { ifMatch?: string }) => main.upsert(item, options)),
      delete: (id, options) =>
        serial(async () => {
          const gone = await main.delete(id, options);
          if (gone) await copy.delete(id);
          return gone;
        }),
      query: (spec: QuerySpec) => {
        const site = callSite();
        return serial(async () => {
          const page = await main.query(spec);
          const mirrorToken = spec.continuationToken ? tokens.get(spec.continuationToken) : undefined;
          if (spec.continuationToken && mirrorToken === undefined) {
            report.unpairedPages += 1;
            return page;
          }
          const other = await copy.query(
            mirrorToken === undefined ? spec : { ...spec, continuationToken: mirrorToken },
          );
          const a = rows(page);
          const b = rows(other);
          if (JSON.stringify(a) !== JSON.stringify(b) || !page.continuationToken !== !other.continuationToken)
            differ(site, name, spec, a, b);
          if (page.continuationToken && other.continuationToken)
            tokens.set(page.continuationToken, other.continuationToken);
          report.compared[site] = (report.compared[site] ?? 0) + 1;
          save();
          return page;
        });
      },
      count: (where) => {
        const site = callSite();
        return serial(async () => {
          const [a, b] = [await main.count(where), await copy.count(where)];
          if (a !== b) differ(site, name, { count: where }, a, b);
          report.compared[site] = (report.compared[site] ?? 0) + 1;
          save();
          return a;
        });
      },
    };
  }

  const containers = new Map<ContainerName, Container<{ id: string }>>();
  return {
    container<T extends { id: string }>(name: ContainerName): Container<T> {
      let container = containers.get(name);
      if (!container) containers.set(name, (container = wrap<{ id: string }>(name)));
      return container as unknown as Container<T>;
    },
    async init() {
      await primary.init();
      await mirror.init();
      // Whatever the primary already holds (a restart on the same data) is copied once.
      for (const name of CONTAINER_NAMES) {
        let token: string | undefined;
        do {
          const page = await primary.container<{ id: string }>(name).query({
            pageSize: 1000,
            ...(token ? { continuationToken: token } : {}),
          });
          for (const { item } of page.items) await mirror.container<{ id: string }>(name).upsert(item);
          token = page.continuationToken;
        } while (token);
      }
    },
    async close() {
      await primary.close();
      await mirror.close();
    },
  };
}
