/**
 * The document store port. Two adapters implement it with the same semantics (and one contract test
 * suite, api/src/adapters/store-contract.ts): embedded SQLite (local default) and Azure Cosmos DB.
 *
 * - Every item has a string `id`; the partition key is the id (point reads and writes are cheap).
 * - Every write returns a new opaque `etag`; `replace`/`delete` with `ifMatch` fail with
 *   PreconditionFailedError when the stored etag differs, and change nothing.
 * - `create` fails with ConflictError when the id exists.
 * - Items whose JSON exceeds 2 MB (Cosmos DB's limit) are refused with ItemTooLargeError.
 * - Queries are structured (no SQL strings cross the port) and page with continuation tokens.
 */

export type JsonObject = Record<string, unknown>;

export interface Stored<T> {
  item: T;
  etag: string;
}

/** A dotted path into the item, e.g. 'fields.regionId'. Only [A-Za-z0-9_] segments are allowed. */
export type FieldPath = string;

export type Condition =
  | { path: FieldPath; op: 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge'; value: string | number | boolean | null }
  | { path: FieldPath; op: 'in'; values: (string | number)[] }
  /** The array at path contains value. */
  | { path: FieldPath; op: 'arrayContains'; value: string | number }
  /** Case-insensitive substring match on a string field. */
  | { path: FieldPath; op: 'contains'; value: string }
  | { op: 'or'; conditions: Condition[] };

export interface QuerySpec {
  /** All conditions must hold (AND). */
  where?: Condition[];
  /** Sort order; `id` ascending is always added last as a tie-breaker. */
  orderBy?: { path: FieldPath; direction: 'asc' | 'desc' }[];
  /** Page size (default 100, max 1000). */
  pageSize?: number;
  /** Token from the previous page. */
  continuationToken?: string;
  /**
   * Return only these fields (plus `id`): each item is then a partial document with the selected paths
   * (a missing value comes back as null or absent). Lists use it to avoid reading whole documents.
   */
  select?: FieldPath[];
}

export interface QueryPage<T> {
  items: Stored<T>[];
  continuationToken?: string;
}

export interface Container<T extends { id: string }> {
  read(id: string): Promise<Stored<T> | undefined>;
  create(item: T): Promise<Stored<T>>;
  /** Replace an existing item; with ifMatch, only if its etag is unchanged. NotFoundError if absent. */
  replace(item: T, options?: { ifMatch?: string }): Promise<Stored<T>>;
  /** Create or replace; with ifMatch, behaves as replace. */
  upsert(item: T, options?: { ifMatch?: string }): Promise<Stored<T>>;
  /** Delete; with ifMatch, only if its etag is unchanged. Returns false when the item did not exist. */
  delete(id: string, options?: { ifMatch?: string }): Promise<boolean>;
  query(spec: QuerySpec): Promise<QueryPage<T>>;
  /** Number of items matching the conditions. */
  count(where?: Condition[]): Promise<number>;
}

export const CONTAINER_NAMES = [
  'users',
  'solutions',
  'engagements',
  'catalogue',
  'reference',
  'clients',
  'countries',
  'jobs',
  'outbox',
  'counters',
  'documents',
  'audit',
  'invitations',
  'presence',
  'rate-cards',
  'identities',
  'solution-versions',
  'solution-history',
] as const;
export type ContainerName = (typeof CONTAINER_NAMES)[number];

export interface DocumentStore {
  container<T extends { id: string }>(name: ContainerName): Container<T>;
  /** Create what is missing (tables, database, containers). Idempotent. */
  init(): Promise<void>;
  close(): Promise<void>;
}

export class StoreError extends Error {}
export class NotFoundError extends StoreError {
  constructor(id: string) {
    super(`Item ${id} does not exist`);
  }
}
export class ConflictError extends StoreError {
  constructor(id: string) {
    super(`Item ${id} already exists`);
  }
}
export class PreconditionFailedError extends StoreError {
  constructor(id: string) {
    super(`Item ${id} was changed by someone else`);
  }
}
export class ItemTooLargeError extends StoreError {
  constructor(bytes: number) {
    super(`Item is ${bytes} bytes; the limit is 2 MB`);
  }
}
/** The database kept answering "too many requests" (429) after the bounded retries; try again later. */
export class StoreBusyError extends StoreError {
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super(`The database is busy (throttled); retry after ${retryAfterMs} ms`);
    this.retryAfterMs = retryAfterMs;
  }
}
export class InvalidContinuationError extends StoreError {
  constructor() {
    super('The continuation token is not valid');
  }
}
