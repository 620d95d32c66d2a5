/**
 * Bicep creates the Cosmos containers (Entra-only accounts cannot create them from the app), so it must carry
 * the composite indexes the queries need (Cosmos DB serves ORDER BY a, id only from a composite index; the local
 * Cosmos server refuses such a sort too). infra/core/cosmos-indexes.json is generated from the adapter's own
 * table (regenerate with UPDATE_COSMOS_INDEXES=1); these tests fail when the JSON, the Bicep that loads it and
 * every ORDER BY the app issues (found in api/src) drift apart.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { CONTAINER_NAMES } from '../ports/store.ts';
import {
  cosmosIndexingPolicy,
  DEFAULT_COSMOS_SORT_PATHS,
  DEFAULT_COSMOS_UNINDEXED_PATHS,
} from './store-cosmos-query.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const file = path.join(repo, 'infra/core/cosmos-indexes.json');
const read = (relative: string) => readFileSync(path.join(repo, relative), 'utf8');

it('infra/core/cosmos-indexes.json matches the adapter sort paths', () => {
  const wanted = Object.fromEntries(
    Object.entries(DEFAULT_COSMOS_SORT_PATHS).map(([name, sorts]) => [
      name,
      cosmosIndexingPolicy(
        sorts ?? [],
        DEFAULT_COSMOS_UNINDEXED_PATHS[name as keyof typeof DEFAULT_COSMOS_SORT_PATHS],
      ),
    ]),
  );
  if (process.env.UPDATE_COSMOS_INDEXES) writeFileSync(file, `${JSON.stringify(wanted, null, 2)}\n`);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(wanted);
});

it('the Bicep creates every container with the indexing policy of cosmos-indexes.json', () => {
  const cosmos = read('infra/core/cosmos.bicep');
  expect(cosmos).toContain("loadJsonContent('cosmos-indexes.json')");
  expect(cosmos).toMatch(
    /indexingPolicy: contains\(indexingPolicies, containerName\) \? indexingPolicies\[containerName\] : null/,
  );
  const main = read('infra/main.bicep');
  const module = main.slice(main.indexOf("module cosmos 'core/cosmos.bicep'"));
  const start = module.indexOf('containerNames: [');
  const list = module.slice(start, module.indexOf(']', start));
  const names = [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
  expect(names.sort()).toEqual([...CONTAINER_NAMES].sort());
});

/** Every `.query({... orderBy: [{ path: 'x' ...` in api/src (tests and the adapters aside), with its container. */
function appSorts(): { where: string; container: string; path: string }[] {
  const root = path.join(repo, 'api/src');
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .filter((name) => !name.startsWith('adapters') && !name.startsWith('ports'))
    .map((name) => ({ name, text: readFileSync(path.join(root, name), 'utf8') }));
  // Helpers such as `export const documentsOf = (services: Services) => services.store.container<Row>('documents')`,
  // generic ones too (`solutionRowsOf = <Row extends { id: string }>(services: Services) => ...`).
  const helpers = new Map<string, string>();
  for (const { text } of files) {
    for (const match of text.matchAll(
      /const (\w+) = (?:<[^>]*>)?\([^)]*\)(?::[^=]+)?\s*=>\s*[\w.]*container<[^>]*>\('([a-z-]+)'\)/g,
    ))
      helpers.set(match[1]!, match[2]!);
  }
  const sorts: { where: string; container: string; path: string }[] = [];
  for (const { name, text } of files) {
    for (const match of text.matchAll(/orderBy: \[\{ path: '([\w.]+)'/g)) {
      const before = text.slice(Math.max(0, match.index - 600), match.index);
      const direct = [...before.matchAll(/container<[^>]*>\('([a-z-]+)'\)/g)].at(-1)?.[1];
      const helper = [...before.matchAll(/(\w+)(?:<[^>(]*>)?\(services\)\s*\.query\(/g)].at(-1)?.[1];
      const container = direct ?? (helper ? helpers.get(helper) : undefined) ?? '?';
      sorts.push({
        where: `${name}:${text.slice(0, match.index).split('\n').length}`,
        container,
        path: match[1]!,
      });
    }
  }
  return sorts;
}

it('has a composite index for every ORDER BY the app issues', () => {
  const sorts = appSorts();
  expect(sorts.length).toBeGreaterThanOrEqual(10);
  const uncovered = sorts.filter(({ container, path: sortPath }) => {
    const declared = (DEFAULT_COSMOS_SORT_PATHS as Record<string, (string | string[])[] | undefined>)[
      container
    ];
    return !declared?.some((sort) =>
      Array.isArray(sort) ? sort[0] === sortPath && sort.length === 1 : sort === sortPath,
    );
  });
  expect(uncovered).toEqual([]);
});
