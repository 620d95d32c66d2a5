/**
 * Bicep creates the Cosmos containers (Entra-only accounts cannot create them from the app), so it must carry
 * the composite indexes the queries need. infra/core/cosmos-indexes.json is generated from the adapter's own
 * table; this test fails when the two drift (regenerate with UPDATE_COSMOS_INDEXES=1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { cosmosIndexingPolicy, DEFAULT_COSMOS_SORT_PATHS } from './store-cosmos-query.ts';

const file = fileURLToPath(new URL('../../../infra/core/cosmos-indexes.json', import.meta.url));

it('infra/core/cosmos-indexes.json matches the adapter sort paths', () => {
  const wanted = Object.fromEntries(
    Object.entries(DEFAULT_COSMOS_SORT_PATHS).map(([name, sorts]) => [
      name,
      cosmosIndexingPolicy(sorts ?? []),
    ]),
  );
  if (process.env.UPDATE_COSMOS_INDEXES) writeFileSync(file, `${JSON.stringify(wanted, null, 2)}\n`);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(wanted);
});
