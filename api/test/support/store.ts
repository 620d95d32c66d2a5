/**
 * The stack's own store, opened beside it for tests that write or read rows directly (a crashed job, a stale
 * claim): SQLite in the data folder, or the local Cosmos server when the project runs on Cosmos DB.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { createCosmosStore } from '../../src/adapters/store-cosmos.ts';
import { createSqliteStore } from '../../src/adapters/store-sqlite.ts';
import { COSMOS_EMULATOR_KEY, localCosmosFiles } from '../../src/config.ts';
import type { DocumentStore } from '../../src/ports/store.ts';

export function openStackStore(): DocumentStore {
  const dataDir = inject('dataDir');
  if (inject('store') !== 'cosmos') return createSqliteStore(path.join(dataDir, 'portal.sqlite'));
  return createCosmosStore({
    endpoint: inject('cosmosEndpoint'),
    key: COSMOS_EMULATOR_KEY,
    database: 'portal',
    ca: readFileSync(localCosmosFiles(dataDir).cert, 'utf8'),
  });
}

/** The store settings of the stack, for a test that builds its own services on the stack's data. */
export function stackStoreEnv(): NodeJS.ProcessEnv {
  return inject('store') === 'cosmos' ? { COSMOS_ENDPOINT: inject('cosmosEndpoint') } : {};
}
