/**
 * A local Cosmos DB for NoSQL endpoint (ADR 0032): `@vercel/cosmosdb-server` (the REST protocol, SQL queries,
 * ETags) served over HTTPS with a certificate made for this data folder, extended only where the real
 * `@azure/cosmos` SDK needs more:
 * - the query plan the SDK asks the gateway for (cross-partition queries, `enableQueryControl`): this server
 *   has one physical partition that sorts, filters and pages itself, so the plan tells the SDK there is
 *   nothing to merge (no ORDER BY, aggregate or DISTINCT work on its side) over the one range;
 * - partition-key scoping: a query sent with a partition key sees only that logical partition;
 * - persistence: what it holds is kept in DATA_DIR/cosmos/data.json (written shortly after each write and on
 *   close, loaded at start), as the portal keeps SQLite and Azurite under DATA_DIR;
 * - throttling on request (`throttle()`, or POST /_local/throttle {count, retryAfterMs}): the next document
 *   requests answer 429 with x-ms-retry-after-ms, so tests can show the portal's bounded retries.
 * It relies on the package's internals (its account model and routes): the version is pinned in package.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { localCosmosFiles } from '../config.ts';
import { makeLoopbackCertificate } from './loopback-certificate.ts';

const require = createRequire(import.meta.url);

/** The package's in-memory model (lib/account), as far as this module uses it. */
interface Node {
  read(): Record<string, unknown> | undefined;
}
interface Items<T extends Node> {
  _data: Map<string, T>;
  _ridCount: number;
  _set(data: Record<string, unknown>): Record<string, unknown>;
  _getPartition(data: Record<string, unknown>): unknown;
  _getQuery(sql: string): {
    exec(
      data: unknown[],
      options: Record<string, unknown>,
    ): { result: unknown[]; continuation?: unknown } | undefined;
  };
}
interface Collection extends Node {
  documents: Items<Node>;
}
interface Database extends Node {
  collections: Items<Collection>;
  collection(id: string): Collection;
}
interface Account {
  databases: Items<Database>;
  database(id: string): Database;
}
type Handler = (
  account: Account,
  req: IncomingMessage,
  res: ServerResponse,
  params: Record<string, string>,
) => Promise<Record<string, unknown>>;

const AccountClass = (
  require('@vercel/cosmosdb-server/lib/account') as { default: new (host: string, port: number) => Account }
).default;
const route = (
  require('@vercel/cosmosdb-server/lib/routes') as {
    default: (req: IncomingMessage) => [Record<string, string>, Handler] | undefined;
  }
).default;

export interface LocalCosmosOptions {
  /** Certificate, key and data live in DATA_DIR/cosmos (made on first start). */
  dataDir: string;
  host?: string;
  /** 0 for a free port. */
  port?: number;
  /** Keep the data in DATA_DIR/cosmos/data.json (default true). */
  persist?: boolean;
  log?: (line: string) => void;
}

export interface LocalCosmos {
  endpoint: string;
  port: number;
  /** The server's certificate (PEM), to trust for this endpoint only. */
  cert: string;
  /** The next `count` document requests answer 429 with this retry-after. */
  throttle(count: number, retryAfterMs?: number): void;
  /** Writes the data file now (also done shortly after each write). */
  save(): void;
  close(): Promise<void>;
}

/** A self-signed certificate for the loopback names, made once per data folder. */
async function certificate(dataDir: string): Promise<{ cert: string; key: string }> {
  const files = localCosmosFiles(dataDir);
  try {
    return { cert: readFileSync(files.cert, 'utf8'), key: readFileSync(files.key, 'utf8') };
  } catch {
    mkdirSync(files.dir, { recursive: true });
    const made = await makeLoopbackCertificate();
    writeFileSync(files.key, made.key, { mode: 0o600 });
    writeFileSync(files.cert, made.cert);
    return made;
  }
}

interface Snapshot {
  version: 1;
  databases: {
    data: Record<string, unknown>;
    collectionRids: number;
    collections: { data: Record<string, unknown>; documentRids: number; documents: unknown[] }[];
  }[];
  databaseRids: number;
}

function snapshot(account: Account): Snapshot {
  return {
    version: 1,
    databaseRids: account.databases._ridCount,
    databases: [...account.databases._data.values()].map((database) => ({
      data: database.read()!,
      collectionRids: database.collections._ridCount,
      collections: [...database.collections._data.values()].map((collection) => ({
        data: collection.read()!,
        documentRids: collection.documents._ridCount,
        documents: [...collection.documents._data.values()].map((document) => document.read()),
      })),
    })),
  };
}

function restore(account: Account, saved: Snapshot): void {
  for (const db of saved.databases) {
    const dbData = account.databases._set(db.data);
    const database = account.databases._data.get(dbData._rid as string)!;
    for (const coll of db.collections) {
      const collData = database.collections._set(coll.data);
      const collection = database.collections._data.get(collData._rid as string)!;
      for (const document of coll.documents) collection.documents._set(document as Record<string, unknown>);
      collection.documents._ridCount = coll.documentRids;
    }
    database.collections._ridCount = db.collectionRids;
  }
  account.databases._ridCount = saved.databaseRids;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const trueHeader = (req: IncomingMessage, name: string) =>
  String(req.headers[name] ?? '').toLowerCase() === 'true';

/**
 * The query library predates CONTAINS' third argument (ignore case): CONTAINS(a, b, true) is run as
 * CONTAINS(LOWER(a), LOWER(b)), which answers the same (undefined, so no match, for a non-string).
 */
export function compatibleQuery(sql: string): string {
  return sql.replace(
    /CONTAINS\(([^,()]+),\s*([^,()]+),\s*true\)/gi,
    (_match, field: string, value: string) => `CONTAINS(LOWER(${field.trim()}), LOWER(${value.trim()}))`,
  );
}

/** The plan of a query run whole by this one-partition server: the SDK has nothing to merge. */
function queryPlan(): Record<string, unknown> {
  return {
    partitionedQueryExecutionInfoVersion: 2,
    queryInfo: {
      distinctType: 'None',
      top: null,
      offset: null,
      limit: null,
      orderBy: [],
      orderByExpressions: [],
      groupByExpressions: [],
      groupByAliases: [],
      aggregates: [],
      groupByAliasToAggregateType: {},
      rewrittenQuery: '',
      hasSelectValue: false,
      dCountInfo: null,
      hasNonStreamingOrderBy: false,
    },
    queryRanges: [{ min: '', max: 'FF', isMinInclusive: true, isMaxInclusive: false }],
  };
}

/**
 * A document query, scoped to one logical partition when the request names one (the package's own handler
 * ignores the partition key header). Runs the package's query engine as its handler does.
 */
function partitionQuery(
  account: Account,
  params: Record<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  body: { query: string; parameters?: unknown[] },
  partitionKey: unknown,
): Record<string, unknown> {
  const collection = account.database(params.dbId!).collection(params.collId!);
  if (!collection.read()) {
    res.statusCode = 404;
    return { code: 'NotFound', message: 'The container does not exist.' };
  }
  const items = collection.documents;
  const data = [...items._data.values()]
    .map((node) => node.read()!)
    .filter((doc) => partitionKey === undefined || items._getPartition(doc) === partitionKey);
  const maxItemCount = Number(req.headers['x-ms-max-item-count']) || undefined;
  const rawContinuation = req.headers['x-ms-continuation'];
  let continuation: unknown;
  try {
    continuation = typeof rawContinuation === 'string' ? JSON.parse(rawContinuation) : undefined;
  } catch {
    continuation = undefined;
  }
  const indexing = (collection.read()!.indexingPolicy ?? {}) as { compositeIndexes?: unknown };
  let out;
  try {
    out = items._getQuery(body.query).exec(data, {
      parameters: body.parameters,
      udf: null,
      maxItemCount,
      continuation,
      compositeIndexes: indexing.compositeIndexes ?? [],
    });
  } catch (error) {
    res.statusCode = 400;
    return { code: 'BadRequest', message: error instanceof Error ? error.message : String(error) };
  }
  const result = out?.result ?? [];
  if (out?.continuation) res.setHeader('x-ms-continuation', JSON.stringify(out.continuation));
  res.setHeader('x-ms-item-count', String(result.length));
  return { Documents: result, _count: result.length };
}

function parsePartitionKey(header: string | string[] | undefined): unknown {
  if (typeof header !== 'string') return undefined;
  try {
    const parsed = JSON.parse(header) as unknown;
    return Array.isArray(parsed) ? parsed[0] : parsed;
  } catch {
    return undefined;
  }
}

export async function startLocalCosmos(opts: LocalCosmosOptions): Promise<LocalCosmos> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (() => {});
  const files = localCosmosFiles(opts.dataDir);
  const persist = opts.persist !== false;
  const { cert, key } = await certificate(opts.dataDir);
  /** Made once the port is known (the account document names its own endpoint). */
  const state: { account?: Account } = {};
  let saved: Snapshot | undefined;
  if (persist) {
    try {
      saved = JSON.parse(readFileSync(files.data, 'utf8')) as Snapshot;
    } catch {
      saved = undefined;
    }
  }
  let throttled = 0;
  let throttleRetryAfterMs = 100;
  let dirty = false;
  let timer: NodeJS.Timeout | undefined;

  const save = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!persist || !state.account || !dirty) return;
    dirty = false;
    const tmp = `${files.data}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot(state.account)));
    renameSync(tmp, files.data);
  };
  const changed = () => {
    dirty = true;
    timer ??= setTimeout(save, 250);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown>> {
    const url = new URL(req.url ?? '/', 'https://local');
    if (req.method === 'POST' && url.pathname === '/_local/throttle') {
      const body = JSON.parse((await readBody(req)) || '{}') as { count?: number; retryAfterMs?: number };
      throttled = Math.max(0, Number(body.count) || 0);
      throttleRetryAfterMs = Math.max(0, Number(body.retryAfterMs) || 100);
      return { count: throttled, retryAfterMs: throttleRetryAfterMs };
    }
    if (throttled > 0 && url.pathname.includes('/docs')) {
      throttled -= 1;
      res.statusCode = 429;
      res.setHeader('x-ms-retry-after-ms', String(throttleRetryAfterMs));
      return { code: 'TooManyRequests', message: 'Request rate is large (local throttling on request).' };
    }
    const matched = route(req);
    if (!matched) {
      res.statusCode = 400;
      return { message: 'no route' };
    }
    const [params, handler] = matched;
    const isQuery =
      req.method === 'POST' &&
      (trueHeader(req, 'x-ms-documentdb-isquery') ||
        req.headers['content-type'] === 'application/query+json');
    if (isQuery && url.pathname.endsWith('/docs')) {
      if (trueHeader(req, 'x-ms-cosmos-is-query-plan-request')) {
        await readBody(req);
        return queryPlan();
      }
      const body = JSON.parse(await readBody(req)) as { query: string; parameters?: unknown[] };
      const query = { ...body, query: compatibleQuery(String(body.query ?? '')) };
      const partitionKey = parsePartitionKey(req.headers['x-ms-documentdb-partitionkey']);
      return partitionQuery(state.account!, params, req, res, query, partitionKey);
    }
    const result = await handler(state.account!, req, res, params);
    if (req.method !== 'GET' && !isQuery && res.statusCode < 400) changed();
    return result ?? {};
  }

  const server = https.createServer({ cert, key }, (req, res) => {
    handle(req, res)
      .then((body) => {
        if (res.statusCode > 399 && !body.message) body.message = '';
        if (typeof body._etag === 'string') res.setHeader('etag', body._etag);
        res.setHeader('content-type', 'application/json');
        res.setHeader('x-ms-activity-id', randomUUID());
        res.setHeader('x-ms-request-charge', '1');
        res.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        log(`Cosmos server error: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.statusCode = 500;
        res.end(JSON.stringify({ code: 'InternalServerError', message: 'local Cosmos server error' }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 8081, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  state.account = new AccountClass(host, port);
  if (saved) restore(state.account, saved);
  const endpoint = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log(`Cosmos DB (local) at ${endpoint}, data in ${persist ? files.data : 'memory'}`);

  return {
    endpoint,
    port,
    cert,
    throttle(count, retryAfterMs = 100) {
      throttled = count;
      throttleRetryAfterMs = retryAfterMs;
    },
    save,
    async close() {
      save();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
