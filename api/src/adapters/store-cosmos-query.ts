/**
 * Translates the store port's structured queries into parameterised Cosmos DB for NoSQL queries (pure: no SDK
 * calls, so it is unit-tested without a server). Paths become `c["a"]["b"]` after validation; values are
 * always `@pN` parameters.
 *
 * Semantics match the SQLite adapter: comparisons across JSON types are undefined in Cosmos DB (so they never
 * match); `eq null` matches null or missing, `ne null` matches any present non-null value; `contains` is
 * case-insensitive; `id` ascending is always the last sort key.
 */
import type { IndexingPolicy } from '@azure/cosmos';
import type { Condition, ContainerName, FieldPath, QuerySpec } from '../ports/store.ts';
import {
  assertCondition,
  pathSegments,
  scalarKind,
  selectTree,
  sortKeys,
  type ScalarKind,
  type SelectTree,
  type SortKey,
} from './store-common.ts';

export interface CosmosParameter {
  name: string;
  value: string | number | boolean;
}

export interface CosmosQuery {
  query: string;
  parameters: CosmosParameter[];
}

export function cosmosField(path: FieldPath): string {
  return `c${pathSegments(path)
    .map((segment) => `["${segment}"]`)
    .join('')}`;
}

const COMPARATORS = { eq: '=', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=' } as const;
const TYPE_CHECKS: Record<ScalarKind, string> = { text: 'IS_STRING', number: 'IS_NUMBER', bool: 'IS_BOOL' };

class Parameters {
  readonly list: CosmosParameter[] = [];
  add(value: string | number | boolean): string {
    const name = `@p${this.list.length}`;
    this.list.push({ name, value });
    return name;
  }
}

function conditionQuery(condition: Condition, params: Parameters): string {
  if (condition.op === 'or') {
    if (condition.conditions.length === 0) return 'false';
    return `(${condition.conditions.map((inner) => conditionQuery(inner, params)).join(' OR ')})`;
  }
  const field = cosmosField(condition.path);
  switch (condition.op) {
    case 'eq':
    case 'ne':
    case 'lt':
    case 'le':
    case 'gt':
    case 'ge':
      if (condition.value === null) {
        return condition.op === 'eq'
          ? `(NOT IS_DEFINED(${field}) OR IS_NULL(${field}))`
          : `(IS_DEFINED(${field}) AND NOT IS_NULL(${field}))`;
      }
      if (condition.op === 'ne') {
        // Explicit, rather than relying on cross-type comparisons being undefined.
        return `(${TYPE_CHECKS[scalarKind(condition.value)]}(${field}) AND ${field} != ${params.add(condition.value)})`;
      }
      return `${field} ${COMPARATORS[condition.op]} ${params.add(condition.value)}`;
    case 'in':
      if (condition.values.length === 0) return 'false';
      return `${field} IN (${condition.values.map((value) => params.add(value)).join(', ')})`;
    case 'arrayContains':
      return `ARRAY_CONTAINS(${field}, ${params.add(condition.value)})`;
    case 'contains':
      return `CONTAINS(${field}, ${params.add(condition.value)}, true)`;
  }
}

function whereClause(where: Condition[] | undefined, params: Parameters): string {
  const conditions = where ?? [];
  for (const condition of conditions) assertCondition(condition);
  if (conditions.length === 0) return '';
  return ` WHERE ${conditions.map((condition) => conditionQuery(condition, params)).join(' AND ')}`;
}

/** An object literal that rebuilds the selected fields, e.g. {"name": c["fields"]["name"]}. */
function projection(tree: SelectTree, prefix: string[]): string {
  const parts = Object.entries(tree).map(([key, node]) => {
    const path = [...prefix, key];
    const value =
      node === true ? `c${path.map((segment) => `["${segment}"]`).join('')}` : projection(node, path);
    return `"${key}": ${value}`;
  });
  return `{${parts.join(', ')}}`;
}

function selectList(select: QuerySpec['select']): string {
  if (!select) return '*';
  const tree = selectTree(select);
  const columns = Object.entries(tree).map(([key, node]) =>
    node === true ? `c["${key}"] AS ${key}` : `${projection(node, [key])} AS ${key}`,
  );
  return [...columns, 'c["_etag"] AS _etag'].join(', ');
}

/** `SELECT * FROM c WHERE ... ORDER BY ..., c["id"] ASC` with its parameters (paging is the SDK's). */
export function buildCosmosQuery(spec: Pick<QuerySpec, 'where' | 'orderBy' | 'select'>): CosmosQuery {
  const params = new Parameters();
  const where = whereClause(spec.where, params);
  const order = sortKeys(spec.orderBy)
    .map((key) => `${cosmosField(key.path)} ${key.direction.toUpperCase()}`)
    .join(', ');
  return {
    query: `SELECT ${selectList(spec.select)} FROM c${where} ORDER BY ${order}`,
    parameters: params.list,
  };
}

export function buildCosmosCount(where: Condition[] | undefined): CosmosQuery {
  const params = new Parameters();
  return { query: `SELECT VALUE COUNT(1) FROM c${whereClause(where, params)}`, parameters: params.list };
}

/** A sort the store may be asked for: one path, or several in order (id is always appended). */
export type CosmosSortPath = FieldPath | FieldPath[];

/**
 * Cosmos DB serves ORDER BY on two or more properties only from a composite index, and every query here
 * sorts by (fields..., id). These are the sorts the portal uses; the Bicep container definitions must
 * carry the same composite indexes (see cosmosIndexingPolicy).
 */
export const DEFAULT_COSMOS_SORT_PATHS: Partial<Record<ContainerName, CosmosSortPath[]>> = {
  solutions: ['modifiedAt', 'createdAt'],
  engagements: ['modifiedAt', 'createdAt'],
  users: ['modifiedAt', 'name', 'roleId'],
  clients: ['name'],
  jobs: ['createdAt', 'modifiedAt'],
  outbox: ['createdAt'],
  catalogue: ['createdAt'],
  documents: ['createdAt'],
  audit: ['at'],
  'solution-versions': ['version'],
  'solution-history': ['at'],
};

function indexPath(path: FieldPath): string {
  return `/${pathSegments(path).join('/')}`;
}

/** Every direction combination of the paths, each followed by id ascending. */
function compositeIndexesFor(sort: CosmosSortPath): NonNullable<IndexingPolicy['compositeIndexes']> {
  const paths = (Array.isArray(sort) ? sort : [sort]).filter((path) => path !== 'id');
  if (paths.length === 0) return [];
  const combinations: SortKey[][] = [[]];
  for (const path of paths) {
    const next: SortKey[][] = [];
    for (const prefix of combinations) {
      next.push([...prefix, { path, direction: 'asc' }], [...prefix, { path, direction: 'desc' }]);
    }
    combinations.splice(0, combinations.length, ...next);
  }
  return combinations.map((keys) => [
    ...keys.map((key) => ({
      path: indexPath(key.path),
      order: key.direction === 'asc' ? ('ascending' as const) : ('descending' as const),
    })),
    { path: '/id', order: 'ascending' as const },
  ]);
}

/**
 * Fields no query filters or sorts on and that are large (a version's gzipped content, an audit entry's change
 * lists): left out of the index, so writing them costs no index RUs.
 */
export const DEFAULT_COSMOS_UNINDEXED_PATHS: Partial<Record<ContainerName, FieldPath[]>> = {
  'solution-versions': ['content'],
  'solution-history': ['changes', 'partnerChanges'],
};

/**
 * The container indexing policy: everything indexed (consistent) but the unindexed fields, plus the composite
 * indexes for the sorts.
 */
export function cosmosIndexingPolicy(sorts: CosmosSortPath[], unindexed: FieldPath[] = []): IndexingPolicy {
  return {
    indexingMode: 'consistent',
    automatic: true,
    includedPaths: [{ path: '/*' }],
    excludedPaths: [{ path: '/"_etag"/?' }, ...unindexed.map((path) => ({ path: `${indexPath(path)}/*` }))],
    compositeIndexes: sorts.flatMap(compositeIndexesFor),
  };
}

/** The composite indexes in `wanted` that `current` lacks (compared by paths and orders). */
export function missingCompositeIndexes(
  current: IndexingPolicy | undefined,
  wanted: IndexingPolicy,
): IndexingPolicy['compositeIndexes'] {
  const key = (index: { path: string; order?: string }[]) =>
    index.map((part) => `${part.path}:${part.order ?? 'ascending'}`).join(',');
  const have = new Set((current?.compositeIndexes ?? []).map(key));
  return (wanted.compositeIndexes ?? []).filter((index) => !have.has(key(index)));
}
