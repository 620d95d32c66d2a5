/**
 * The document store on Azure Cosmos DB for NoSQL (`@azure/cosmos` v4). Containers are partitioned by `/id`,
 * concurrency uses `_etag` with If-Match, and Cosmos system properties never leave this module.
 * Authentication: the account key when given, else DefaultAzureCredential (managed identity in Azure).
 */
import https from 'node:https';
import {
  CosmosClient,
  type CosmosClientOptions,
  type Container as CosmosContainer,
  type Database,
  type FeedResponse,
} from '@azure/cosmos';
import { DefaultAzureCredential } from '@azure/identity';
import {
  CONTAINER_NAMES,
  ConflictError,
  InvalidContinuationError,
  ItemTooLargeError,
  NotFoundError,
  PreconditionFailedError,
  StoreBusyError,
  StoreError,
  type Condition,
  type Container,
  type ContainerName,
  type DocumentStore,
  type QueryPage,
  type QuerySpec,
  type Stored,
} from '../ports/store.ts';
import { assertContainerName, isValidId, resolvePageSize, serializeItem } from './store-common.ts';
import {
  DEFAULT_COSMOS_SORT_PATHS,
  DEFAULT_COSMOS_UNINDEXED_PATHS,
  buildCosmosCount,
  buildCosmosQuery,
  cosmosIndexingPolicy,
  missingCompositeIndexes,
  type CosmosSortPath,
} from './store-cosmos-query.ts';

export interface CosmosStoreOptions {
  endpoint: string;
  /** Account key; without it the store signs in with DefaultAzureCredential. */
  key?: string;
  database: string;
  /** Extra sorts per container (beyond DEFAULT_COSMOS_SORT_PATHS) that need a composite index. */
  sortPaths?: Partial<Record<ContainerName, CosmosSortPath[]>>;
  /**
   * A certificate (PEM) trusted for this endpoint only, through the client's own https.Agent: the local
   * Cosmos server's self-signed certificate. The process-wide trust store is never changed.
   */
  ca?: string;
  /**
   * Throttling (429): the SDK waits the server's retry-after and tries again, at most this many times and
   * this long in all; then the store throws StoreBusyError. Defaults: 9 tries, 30 s (the SDK's own).
   */
  throttleRetries?: { maxAttempts: number; maxWaitSeconds: number };
}

type CosmosDocument = Record<string, unknown>;

const SYSTEM_PROPERTIES = ['_rid', '_self', '_etag', '_attachments', '_ts'] as const;

/** At most this many round trips to fill one page (cross-partition queries may return short pages). */
const MAX_ROUND_TRIPS_PER_PAGE = 20;

function statusOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'number') return code;
  if (typeof statusCode === 'number') return statusCode;
  return undefined;
}

/** The item as it was written: Cosmos system properties removed, `_etag` returned beside it. */
function toStored<T>(resource: CosmosDocument | undefined, fallbackEtag?: string): Stored<T> {
  if (!resource) throw new StoreError('Cosmos DB returned no item');
  const item: CosmosDocument = { ...resource };
  for (const property of SYSTEM_PROPERTIES) delete item[property];
  const etag = typeof resource._etag === 'string' ? resource._etag : fallbackEtag;
  if (!etag) throw new StoreError('Cosmos DB returned no etag');
  return { item: item as T, etag };
}

/** A 429 the SDK gave up retrying becomes StoreBusyError (the API answers 503 with Retry-After). */
function busyOr(error: unknown): unknown {
  if (statusOf(error) !== 429) return error;
  const { retryAfterInMs } = error as { retryAfterInMs?: unknown };
  return new StoreBusyError(typeof retryAfterInMs === 'number' ? retryAfterInMs : 1000);
}

/** Reads and point operations: a 429 that outlasted the retries is reported as busy, anything else as is. */
function rethrow(error: unknown): never {
  throw busyOr(error);
}

function mapWriteError(error: unknown, id: string, json: string): never {
  switch (statusOf(error)) {
    case 409:
      throw new ConflictError(id);
    case 412:
      throw new PreconditionFailedError(id);
    case 404:
      throw new NotFoundError(id);
    case 413:
      throw new ItemTooLargeError(Buffer.byteLength(json, 'utf8'));
    default:
      rethrow(error);
  }
}

function mapQueryError(error: unknown, callerToken: boolean): never {
  if (error instanceof StoreError) throw error;
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (status === 400 && /composite index/i.test(message)) {
    throw new StoreError(
      `Cosmos DB has no composite index for this sort; add it to sortPaths: ${message.slice(0, 300)}`,
    );
  }
  if (callerToken && (status === undefined || status === 400)) throw new InvalidContinuationError();
  rethrow(error);
}

export function createCosmosStore(opts: CosmosStoreOptions): DocumentStore {
  const retries = opts.throttleRetries;
  const common: CosmosClientOptions = {
    endpoint: opts.endpoint,
    ...(opts.ca ? { agent: new https.Agent({ ca: opts.ca, keepAlive: true }) } : {}),
    ...(retries
      ? {
          connectionPolicy: {
            retryOptions: {
              maxRetryAttemptCount: retries.maxAttempts,
              maxWaitTimeInSeconds: retries.maxWaitSeconds,
              fixedRetryIntervalInMilliseconds: 0,
            },
          },
        }
      : {}),
  };
  const client = opts.key
    ? new CosmosClient({ ...common, key: opts.key })
    : new CosmosClient({ ...common, aadCredentials: new DefaultAzureCredential() });
  const database: Database = client.database(opts.database);
  const containers = new Map<ContainerName, Container<{ id: string }>>();

  function sortsFor(name: ContainerName): CosmosSortPath[] {
    return [...(DEFAULT_COSMOS_SORT_PATHS[name] ?? []), ...(opts.sortPaths?.[name] ?? [])];
  }

  function makeContainer<T extends { id: string }>(cosmos: CosmosContainer): Container<T> {
    async function replace(item: T, options?: { ifMatch?: string }): Promise<Stored<T>> {
      const json = serializeItem(item);
      const accessCondition =
        options?.ifMatch !== undefined ? { type: 'IfMatch', condition: options.ifMatch } : undefined;
      try {
        const response = await cosmos
          .item(item.id, item.id)
          .replace<CosmosDocument>(
            item as unknown as CosmosDocument,
            accessCondition ? { accessCondition } : {},
          );
        return toStored<T>(response.resource, response.etag);
      } catch (error) {
        mapWriteError(error, item.id, json);
      }
    }

    async function fetchPage(spec: QuerySpec, pageSize: number): Promise<QueryPage<T>> {
      const built = buildCosmosQuery(spec);
      // An empty token means "from the start", as it does for the SQLite adapter.
      const callerToken = spec.continuationToken || undefined;
      if (callerToken !== undefined && typeof callerToken !== 'string') throw new InvalidContinuationError();
      const items: Stored<T>[] = [];
      let token = callerToken;
      let more = true;
      for (let round = 0; round < MAX_ROUND_TRIPS_PER_PAGE && more && items.length < pageSize; round += 1) {
        let response: FeedResponse<CosmosDocument>;
        try {
          const options = { maxItemCount: pageSize - items.length, enableQueryControl: true };
          response = await cosmos.items
            .query<CosmosDocument>(
              built,
              token === undefined ? options : { ...options, continuationToken: token },
            )
            .fetchNext();
        } catch (error) {
          mapQueryError(error, round === 0 && callerToken !== undefined);
        }
        for (const resource of response.resources) items.push(toStored<T>(resource));
        token = response.continuationToken || undefined;
        more = response.hasMoreResults && token !== undefined;
      }
      return more && token !== undefined ? { items, continuationToken: token } : { items };
    }

    return {
      async read(id) {
        // An id that could never have been stored is simply not there.
        if (!isValidId(id)) return undefined;
        try {
          const response = await cosmos.item(id, id).read<CosmosDocument>();
          if (response.statusCode === 404 || !response.resource) return undefined;
          return toStored<T>(response.resource, response.etag);
        } catch (error) {
          if (statusOf(error) === 404) return undefined;
          rethrow(error);
        }
      },
      async create(item) {
        const json = serializeItem(item);
        try {
          const response = await cosmos.items.create<CosmosDocument>(item as unknown as CosmosDocument);
          return toStored<T>(response.resource, response.etag);
        } catch (error) {
          mapWriteError(error, item.id, json);
        }
      },
      replace,
      async upsert(item, options) {
        if (options?.ifMatch !== undefined) return replace(item, options);
        const json = serializeItem(item);
        try {
          const response = await cosmos.items.upsert<CosmosDocument>(item as unknown as CosmosDocument);
          return toStored<T>(response.resource, response.etag);
        } catch (error) {
          mapWriteError(error, item.id, json);
        }
      },
      async delete(id, options) {
        if (!isValidId(id)) return false;
        const requestOptions =
          options?.ifMatch !== undefined
            ? { accessCondition: { type: 'IfMatch', condition: options.ifMatch } }
            : {};
        try {
          await cosmos.item(id, id).delete(requestOptions);
          return true;
        } catch (error) {
          const status = statusOf(error);
          if (status === 404) return false;
          if (status === 412) throw new PreconditionFailedError(id);
          rethrow(error);
        }
      },
      async query(spec) {
        return fetchPage(spec, resolvePageSize(spec.pageSize));
      },
      async count(where?: Condition[]) {
        const built = buildCosmosCount(where);
        try {
          const { resources } = await cosmos.items.query<number>(built).fetchAll();
          return resources.reduce((sum, value) => sum + Number(value), 0);
        } catch (error) {
          mapQueryError(error, false);
        }
      },
    };
  }

  /** Creates the container if missing and adds any composite index its sorts need. */
  async function ensureContainer(name: ContainerName): Promise<void> {
    const policy = cosmosIndexingPolicy(sortsFor(name), DEFAULT_COSMOS_UNINDEXED_PATHS[name]);
    try {
      const { container, resource } = await database.containers.createIfNotExists({
        id: name,
        partitionKey: { paths: ['/id'] },
        indexingPolicy: policy,
      });
      const missing = missingCompositeIndexes(resource?.indexingPolicy, policy) ?? [];
      if (resource && missing.length > 0) {
        const current = resource.indexingPolicy ?? {};
        await container.replace({
          ...resource,
          indexingPolicy: { ...current, compositeIndexes: [...(current.compositeIndexes ?? []), ...missing] },
        });
      }
    } catch (error) {
      // With Entra ID (data-plane RBAC) resources are created by the deployment, not by the app.
      if (statusOf(error) !== 403) throw error;
      await database.container(name).read();
    }
  }

  return {
    container<T extends { id: string }>(name: ContainerName): Container<T> {
      const checked = assertContainerName(name);
      let container = containers.get(checked);
      if (!container) {
        container = makeContainer<{ id: string }>(database.container(checked));
        containers.set(checked, container);
      }
      return container as unknown as Container<T>;
    },
    async init() {
      try {
        await client.databases.createIfNotExists({ id: opts.database });
      } catch (error) {
        if (statusOf(error) !== 403) throw error;
        await database.read();
      }
      for (const name of CONTAINER_NAMES) await ensureContainer(name);
    },
    async close() {
      client.dispose();
    },
  };
}
