/**
 * Starts the real local stack once for the API tests: SQLite in a temp folder, Azurite (child process),
 * the local Web PubSub endpoint and the HTTP host, with demo mode allowed and demo data seeded.
 * The store is the project's choice: the `api-cosmos` project (vitest.config.ts) runs its files on the Cosmos DB
 * adapter against the local Cosmos server (started here, data in the same temp folder), the `api` project on
 * SQLite. Tests read which with inject('store').
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCosmos, type LocalCosmos } from '../../src/local/cosmos-server.ts';
import { startLocalStack, type LocalStack } from '../../src/local/stack.ts';
import { parityStore } from './parity-store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    storageConnectionString: string;
    pubsubConnectionString: string;
    dataDir: string;
    store: 'sqlite' | 'cosmos';
    /** The local Cosmos server's endpoint (cosmos only), for tests that talk to it (throttling). */
    cosmosEndpoint: string;
  }
}

let stack: LocalStack | undefined;
let cosmos: LocalCosmos | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
  const store = project.name === 'api-cosmos' ? 'cosmos' : 'sqlite';
  if (store === 'cosmos') cosmos = await startLocalCosmos({ dataDir, port: 0, persist: false });
  stack = await startLocalStack({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      AUTH_MODE: 'local',
      DEMO_MODE: 'true',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAILS: 'admin@provider.example,first.admin@provider.example',
      JOB_RETRY_DELAY_MS: '0',
      COSMOS_ENDPOINT: cosmos?.endpoint ?? '',
      COSMOS_KEY: '',
      COSMOS_DATABASE: '',
      STORAGE_CONNECTION_STRING: '',
      WEBPUBSUB_CONNECTION_STRING: '',
    },
    ...(store === 'cosmos' ? { wrapStore: (inner) => parityStore(inner, dataDir!) } : {}),
    port: 0,
    serveWeb: false,
    timers: false,
    log: (line) => {
      if (process.env.PORTAL_TEST_LOG) console.log(line);
    },
  });
  project.provide('baseUrl', stack.url);
  project.provide('storageConnectionString', stack.settings.storage.connectionString!);
  project.provide('pubsubConnectionString', stack.settings.pubsub.connectionString!);
  project.provide('dataDir', dataDir);
  project.provide('store', store);
  project.provide('cosmosEndpoint', cosmos?.endpoint ?? '');
}

export async function teardown() {
  await stack?.stop();
  await cosmos?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
