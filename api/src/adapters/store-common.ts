/**
 * Rules shared by both document store adapters (SQLite and Cosmos DB), so the two refuse the same input in
 * the same way: field paths, ids, item size, page size and container names.
 */
import {
  CONTAINER_NAMES,
  ItemTooLargeError,
  StoreError,
  type Condition,
  type ContainerName,
  type FieldPath,
  type QuerySpec,
} from '../ports/store.ts';

/** Cosmos DB's item limit, applied by both adapters to the item's JSON (UTF-8 bytes). */
export const MAX_ITEM_BYTES = 2 * 1024 * 1024;
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

const SEGMENT = /^[A-Za-z0-9_]+$/;
/** Cosmos DB refuses these characters in an id; the SQLite adapter refuses them too, for parity. */
const FORBIDDEN_ID_CHARS = /[/\\?#]/;

/** Splits a dotted field path into validated segments; anything else is refused (never interpolated). */
export function pathSegments(path: FieldPath): string[] {
  if (typeof path !== 'string' || path.length === 0 || path.length > 200) {
    throw new StoreError(`Invalid field path: ${String(path).slice(0, 100)}`);
  }
  const segments = path.split('.');
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) throw new StoreError(`Invalid field path: ${path.slice(0, 100)}`);
  }
  return segments;
}

export function isValidId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 255 && !FORBIDDEN_ID_CHARS.test(id);
}

export function validateId(id: unknown): string {
  if (!isValidId(id)) throw new StoreError(`Invalid item id: ${String(id).slice(0, 100)}`);
  return id;
}

/** Validates the item's id and size, and returns its JSON. Throws before anything is written. */
export function serializeItem(item: { id: string }): string {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    throw new StoreError('An item must be a JSON object');
  }
  validateId(item.id);
  const json = JSON.stringify(item);
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > MAX_ITEM_BYTES) throw new ItemTooLargeError(bytes);
  return json;
}

export function resolvePageSize(pageSize: number | undefined): number {
  if (pageSize === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new StoreError(`Invalid page size: ${String(pageSize)}`);
  }
  return Math.min(pageSize, MAX_PAGE_SIZE);
}

export function assertContainerName(name: string): ContainerName {
  if (!(CONTAINER_NAMES as readonly string[]).includes(name)) {
    throw new StoreError(`Unknown container: ${name}`);
  }
  return name as ContainerName;
}

export interface SortKey {
  path: FieldPath;
  direction: 'asc' | 'desc';
}

/**
 * The effective sort: the requested keys up to the first `id` key, then `id` ascending as the tie-breaker
 * (ids are unique, so nothing after an id key could change the order).
 */
export function sortKeys(orderBy: QuerySpec['orderBy']): SortKey[] {
  const keys: SortKey[] = [];
  for (const key of orderBy ?? []) {
    if (key.direction !== 'asc' && key.direction !== 'desc') {
      throw new StoreError(`Invalid sort direction: ${String(key.direction)}`);
    }
    pathSegments(key.path);
    keys.push({ path: key.path, direction: key.direction });
    if (key.path === 'id') return keys;
  }
  keys.push({ path: 'id', direction: 'asc' });
  return keys;
}

export type ScalarKind = 'text' | 'number' | 'bool';

/** The JSON type a comparison value has; comparisons only ever match stored values of the same type. */
export function scalarKind(value: unknown): ScalarKind {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number' && Number.isFinite(value)) return 'number';
  if (typeof value === 'boolean') return 'bool';
  throw new StoreError(`Invalid comparison value: ${String(value).slice(0, 100)}`);
}

/** Structural check of a condition tree (shape, operators, value types) shared by both query builders. */
export function assertCondition(condition: Condition): void {
  if (condition === null || typeof condition !== 'object') throw new StoreError('Invalid condition');
  if (condition.op === 'or') {
    if (!Array.isArray(condition.conditions))
      throw new StoreError('An or condition needs a list of conditions');
    for (const inner of condition.conditions) assertCondition(inner);
    return;
  }
  pathSegments(condition.path);
  switch (condition.op) {
    case 'eq':
    case 'ne':
      if (condition.value !== null) scalarKind(condition.value);
      return;
    case 'lt':
    case 'le':
    case 'gt':
    case 'ge':
      if (condition.value === null)
        throw new StoreError(`The ${condition.op} operator cannot compare with null`);
      scalarKind(condition.value);
      return;
    case 'in':
      if (!Array.isArray(condition.values)) throw new StoreError('The in operator needs a list of values');
      for (const value of condition.values) {
        if (scalarKind(value) === 'bool') throw new StoreError('The in operator takes strings and numbers');
      }
      return;
    case 'arrayContains':
      if (scalarKind(condition.value) === 'bool')
        throw new StoreError('arrayContains takes a string or a number');
      return;
    case 'contains':
      if (typeof condition.value !== 'string') throw new StoreError('contains takes a string');
      return;
    default:
      throw new StoreError(`Unknown operator: ${String((condition as { op: unknown }).op)}`);
  }
}

/** A projection as a tree of field names: true marks a selected leaf (the whole value at that path). */
export interface SelectTree {
  [field: string]: SelectTree | true;
}

/** Validates the selected paths and folds them into a tree; `id` is always included. */
export function selectTree(paths: FieldPath[]): SelectTree {
  const tree: SelectTree = { id: true };
  for (const path of paths) {
    const segments = pathSegments(path);
    let node = tree;
    segments.forEach((segment, i) => {
      if (i === segments.length - 1) {
        node[segment] = true;
        return;
      }
      const next = node[segment];
      if (next === true) return; // a parent is already selected whole
      node = node[segment] = next ?? {};
    });
  }
  return tree;
}
