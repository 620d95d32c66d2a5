/**
 * The Cosmos DB adapter against the local Cosmos server (ADR 0032), started here on a free port: the whole store
 * contract suite (the same one SQLite passes), then what the server adds to @vercel/cosmosdb-server (query plan,
 * partition-key scoping, persistence under DATA_DIR, 429 on request) and the adapter's bounded throttling retries.
 * With COSMOS_TEST_ENDPOINT (and COSMOS_TEST_KEY) the contract suite runs against that account instead.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { CosmosClient } from '@azure/cosmos';
import { DefaultAzureCredential } from '@azure/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStoreContract } from '../adapters/store-contract.ts';
import { createCosmosStore } from '../adapters/store-cosmos.ts';
import { COSMOS_EMULATOR_KEY, localCosmosFiles, readSettings } from '../config.ts';
import { fromError } from '../http/respond.ts';
import { StoreBusyError, type DocumentStore } from '../ports/store.ts';
import { startLocalCosmos, type LocalCosmos } from './cosmos-server.ts';

type Doc = { id: string } & Record<string, unknown>;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cosmos-'));
let server: LocalCosmos;
beforeAll(async () => {
  server = await startLocalCosmos({ dataDir, port: 0 });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const realEndpoint = process.env.COSMOS_TEST_ENDPOINT;
const realKey = process.env.COSMOS_TEST_KEY || undefined;
const database = `portal-test-${randomUUID().slice(0, 8)}`;

function localStore(db = database, extra: Partial<Parameters<typeof createCosmosStore>[0]> = {}) {
  return createCosmosStore({
    endpoint: server.endpoint,
    key: COSMOS_EMULATOR_KEY,
    database: db,
    ca: server.cert,
    ...extra,
  });
}

describeStoreContract(
  realEndpoint ? 'cosmos (COSMOS_TEST_ENDPOINT)' : 'cosmos (local Cosmos server)',
  async () =>
    realEndpoint
      ? createCosmosStore({ endpoint: realEndpoint, ...(realKey ? { key: realKey } : {}), database })
      : localStore(),
  async () => {
    if (!realEndpoint) return;
    const client = new CosmosClient(
      realKey
        ? { endpoint: realEndpoint, key: realKey }
        : { endpoint: realEndpoint, aadCredentials: new DefaultAzureCredential() },
    );
    try {
      await client.database(database).delete();
    } finally {
      client.dispose();
    }
  },
);

describe('the local Cosmos server', () => {
  it('is trusted through the client agent only: a client without its certificate is refused', async () => {
    const status = await new Promise<string>((resolve) => {
      https
        .get(`${server.endpoint}/`, (res) => resolve(String(res.statusCode)))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(status).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY|DEPTH_ZERO/);
    const trusted = await new Promise<number | undefined>((resolve, reject) => {
      https
        .get(`${server.endpoint}/`, { ca: server.cert }, (res) => resolve(res.statusCode))
        .on('error', reject);
    });
    expect(trusted).toBe(200);
  });

  it('gives a loopback endpoint the emulator key and the certificate of the data folder, nothing else', () => {
    const local = readSettings({ COSMOS_ENDPOINT: 'https://127.0.0.1:8081', DATA_DIR: dataDir });
    expect(local.cosmos).toEqual({
      endpoint: 'https://127.0.0.1:8081',
      database: 'portal',
      key: COSMOS_EMULATOR_KEY,
      caFile: localCosmosFiles(dataDir).cert,
    });
    const azure = readSettings({
      COSMOS_ENDPOINT: 'https://acct.documents.azure.com:443/',
      DATA_DIR: dataDir,
    });
    expect(azure.cosmos).toEqual({ endpoint: 'https://acct.documents.azure.com:443/', database: 'portal' });
  });

  it('scopes a query sent with a partition key to that partition', async () => {
    const client = new CosmosClient({
      endpoint: server.endpoint,
      key: COSMOS_EMULATOR_KEY,
      agent: new https.Agent({ ca: server.cert }),
    });
    try {
      const { database: db } = await client.databases.createIfNotExists({ id: 'scoping' });
      const { container } = await db.containers.createIfNotExists({
        id: 'c',
        partitionKey: { paths: ['/id'] },
      });
      await container.items.create({ id: 'a', kind: 'x' });
      await container.items.create({ id: 'b', kind: 'x' });
      const query = { query: 'SELECT * FROM c WHERE c.kind = @k', parameters: [{ name: '@k', value: 'x' }] };
      const scoped = await container.items.query<Doc>(query, { partitionKey: 'b' }).fetchAll();
      expect(scoped.resources.map((doc) => doc.id)).toEqual(['b']);
      const all = await container.items.query<Doc>(query, { enableQueryControl: true }).fetchAll();
      expect(all.resources.map((doc) => doc.id).sort()).toEqual(['a', 'b']);
    } finally {
      client.dispose();
    }
  });

  it('keeps its data and etags in DATA_DIR across a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-cosmos-restart-'));
    try {
      let first: LocalCosmos | undefined = await startLocalCosmos({ dataDir: dir, port: 0 });
      let store: DocumentStore = createCosmosStore({
        endpoint: first.endpoint,
        key: COSMOS_EMULATOR_KEY,
        database: 'portal',
        ca: first.cert,
      });
      await store.init();
      const written = await store.container<Doc>('clients').create({ id: 'kept', name: 'Contoso' });
      await store.close();
      await first.close();
      first = undefined;

      const second = await startLocalCosmos({ dataDir: dir, port: 0 });
      store = createCosmosStore({
        endpoint: second.endpoint,
        key: COSMOS_EMULATOR_KEY,
        database: 'portal',
        ca: second.cert,
      });
      try {
        await store.init();
        const read = await store.container<Doc>('clients').read('kept');
        expect(read).toEqual(written);
        // The old etag still guards a write, and the count still sees the item.
        await store
          .container<Doc>('clients')
          .replace({ id: 'kept', name: 'Fabrikam' }, { ifMatch: written.etag });
        expect(await store.container<Doc>('clients').count()).toBe(1);
      } finally {
        await store.close();
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('throttling (429 with retry-after)', () => {
  const store = () => localStore('throttling', { throttleRetries: { maxAttempts: 3, maxWaitSeconds: 5 } });

  it('is retried within the bound, after the retry-after', async () => {
    const s = store();
    await s.init();
    try {
      await s.container<Doc>('clients').upsert({ id: 'busy', name: 'x' });
      server.throttle(2, 150);
      const started = Date.now();
      expect((await s.container<Doc>('clients').read('busy'))?.item.name).toBe('x');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      server.throttle(2, 20);
      const page = await s
        .container<Doc>('clients')
        .query({ where: [{ path: 'name', op: 'eq', value: 'x' }] });
      expect(page.items.map((stored) => stored.item.id)).toEqual(['busy']);
    } finally {
      server.throttle(0);
      await s.close();
    }
  });

  it('past the bound is reported clearly: StoreBusyError, answered as a 503 with Retry-After, not a 500', async () => {
    const s = store();
    await s.init();
    try {
      server.throttle(100, 20);
      const error = await s
        .container<Doc>('clients')
        .read('busy')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreBusyError);
      const logged: string[] = [];
      const answer = fromError(error, (line) => logged.push(line));
      expect(answer.status).toBe(503);
      expect(answer.jsonBody).toEqual({
        error: { code: 'busy', message: 'The portal is busy right now. Please try again in a few seconds.' },
      });
      expect((answer.headers as Record<string, string>)['Retry-After']).toBe('1');
      expect(logged.join('\n')).not.toMatch(/\n\s+at /);
    } finally {
      server.throttle(0);
      await s.close();
    }
  });
});
