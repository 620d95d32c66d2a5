/**
 * Starts the real local stack once for the API tests: SQLite in a temp folder, Azurite (child process),
 * the local Web PubSub endpoint and the HTTP host, with demo mode allowed and demo data seeded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../src/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    storageConnectionString: string;
    pubsubConnectionString: string;
    dataDir: string;
  }
}

let stack: LocalStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
  stack = await startLocalStack({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      AUTH_MODE: 'local',
      DEMO_MODE: 'true',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAILS: 'admin@provider.example,first.admin@provider.example',
      JOB_RETRY_DELAY_MS: '0',
      COSMOS_ENDPOINT: '',
      STORAGE_CONNECTION_STRING: '',
      WEBPUBSUB_CONNECTION_STRING: '',
    },
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
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
