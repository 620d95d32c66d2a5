/**
 * Translates the store port's structured queries into parameterised SQLite SQL over `json_extract(doc, ...)`.
 * Paths are validated segment by segment before they reach the SQL text; values are always bound parameters.
 *
 * Semantics (the same as Cosmos DB's): a comparison only matches a stored value of the same JSON type, so
 * `eq true` never matches 1 and `lt 10` never matches '5'; `eq null` matches null or missing, `ne null`
 * matches any present non-null value. Sorting follows SQLite's order (null first ascending, then numbers,
 * then strings) with `id` ascending as the tie-breaker, and pages with keyset continuation tokens.
 */
import { InvalidContinuationError, type Condition, type FieldPath, type QuerySpec } from '../ports/store.ts';
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

export type SqlValue = string | number | null;

/** A deterministic Unicode lower-case function the SQLite adapter registers on its connection. */
export const SQLITE_LOWER_FN = 'portal_lower';

export interface SqliteQuery {
  sql: string;
  params: SqlValue[];
  /** The effective sort keys; row column `s<i>` holds key i's value. */
  keys: SortKey[];
}

/** The SQL expression for a field: the id column for `id`, else json_extract (the form expression indexes use). */
export function sqliteField(path: FieldPath): string {
  const segments = pathSegments(path);
  if (segments.length === 1 && segments[0] === 'id') return 'id';
  return `json_extract(doc, '$.${segments.join('.')}')`;
}

function jsonPath(path: FieldPath): string {
  return `'$.${pathSegments(path).join('.')}'`;
}

const JSON_TYPES: Record<ScalarKind, string> = {
  text: "('text')",
  number: "('integer','real')",
  bool: "('true','false')",
};

/** A condition that holds when the stored value at path has the given JSON type. */
function typeGuard(path: FieldPath, kind: ScalarKind): string {
  if (sqliteField(path) === 'id') return kind === 'text' ? '1' : '0';
  return `json_type(doc, ${jsonPath(path)}) IN ${JSON_TYPES[kind]}`;
}

function bindScalar(value: string | number | boolean): SqlValue {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

const COMPARATORS = { eq: '=', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=' } as const;

function conditionSql(condition: Condition, params: SqlValue[]): string {
  if (condition.op === 'or') {
    if (condition.conditions.length === 0) return '0';
    return `(${condition.conditions.map((inner) => conditionSql(inner, params)).join(' OR ')})`;
  }
  const field = sqliteField(condition.path);
  switch (condition.op) {
    case 'eq':
    case 'ne':
    case 'lt':
    case 'le':
    case 'gt':
    case 'ge': {
      if (condition.value === null)
        return condition.op === 'eq' ? `${field} IS NULL` : `${field} IS NOT NULL`;
      params.push(bindScalar(condition.value));
      const comparison = `${field} ${COMPARATORS[condition.op]} ?`;
      // json_extract yields numbers for JSON numbers and booleans, and text for strings, objects and arrays.
      // Equality with a string that cannot be an object's or array's JSON text needs no type check (this
      // keeps an indexed equality filter from parsing every candidate document).
      if (condition.op === 'eq' && typeof condition.value === 'string' && !/^[[{]/.test(condition.value)) {
        return comparison;
      }
      return `(${comparison} AND ${typeGuard(condition.path, scalarKind(condition.value))})`;
    }
    case 'in': {
      const parts: string[] = [];
      for (const kind of ['text', 'number'] as const) {
        const values = condition.values.filter((value) => scalarKind(value) === kind);
        if (values.length === 0) continue;
        params.push(...values);
        parts.push(
          `(${field} IN (${values.map(() => '?').join(', ')}) AND ${typeGuard(condition.path, kind)})`,
        );
      }
      return parts.length === 0 ? '0' : `(${parts.join(' OR ')})`;
    }
    case 'arrayContains': {
      if (field === 'id') return '0';
      const path = jsonPath(condition.path);
      params.push(condition.value);
      const elementTypes = JSON_TYPES[scalarKind(condition.value)];
      return (
        `(json_type(doc, ${path}) = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, ${path}) AS e ` +
        `WHERE e.value = ? AND e.type IN ${elementTypes}))`
      );
    }
    case 'contains':
      params.push(condition.value.toLowerCase());
      return `(instr(${SQLITE_LOWER_FN}(${field}), ?) > 0 AND ${typeGuard(condition.path, 'text')})`;
  }
}

/** WHERE clause (without the keyword) for all conditions; '1' when there are none. */
export function sqliteWhere(where: Condition[] | undefined, params: SqlValue[]): string {
  const conditions = where ?? [];
  for (const condition of conditions) assertCondition(condition);
  if (conditions.length === 0) return '1';
  return conditions.map((condition) => conditionSql(condition, params)).join(' AND ');
}

interface TokenBody {
  /** The sort signature the token was made for. */
  s: string;
  /** The last row's value for each sort key. */
  v: SqlValue[];
}

function signature(keys: SortKey[]): string {
  return keys.map((key) => `${key.path}:${key.direction}`).join(',');
}

export function encodeSqliteToken(keys: SortKey[], values: SqlValue[]): string {
  const body: TokenBody = { s: signature(keys), v: values };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

export function decodeSqliteToken(token: string, keys: SortKey[]): SqlValue[] {
  if (
    typeof token !== 'string' ||
    token.length === 0 ||
    token.length > 8192 ||
    !/^[A-Za-z0-9_-]+$/.test(token)
  ) {
    throw new InvalidContinuationError();
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidContinuationError();
  }
  if (body === null || typeof body !== 'object') throw new InvalidContinuationError();
  const { s, v } = body as Partial<TokenBody>;
  if (s !== signature(keys) || !Array.isArray(v) || v.length !== keys.length)
    throw new InvalidContinuationError();
  for (const value of v) {
    const ok =
      value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    if (!ok) throw new InvalidContinuationError();
  }
  if (typeof v[v.length - 1] !== 'string') throw new InvalidContinuationError();
  return v;
}

/** Rows strictly after the given key values in sort order (lexicographic over the keys). */
function keysetSql(keys: SortKey[], values: SqlValue[], params: SqlValue[]): string {
  const alternatives: string[] = [];
  const equalSoFar: string[] = [];
  const equalParams: SqlValue[] = [];
  keys.forEach((key, index) => {
    const field = sqliteField(key.path);
    const value = values[index] ?? null;
    let after: string | undefined;
    const afterParams: SqlValue[] = [];
    if (value === null) {
      // Null sorts first ascending and last descending.
      if (key.direction === 'asc') after = `${field} IS NOT NULL`;
    } else if (key.direction === 'asc') {
      after = `${field} > ?`;
      afterParams.push(value);
    } else {
      after = `(${field} < ? OR ${field} IS NULL)`;
      afterParams.push(value);
    }
    if (after !== undefined) {
      alternatives.push([...equalSoFar, after].join(' AND '));
      params.push(...equalParams, ...afterParams);
    }
    if (value === null) {
      equalSoFar.push(`${field} IS NULL`);
    } else {
      equalSoFar.push(`${field} = ?`);
      equalParams.push(value);
    }
  });
  return alternatives.length === 0 ? '0' : `(${alternatives.map((part) => `(${part})`).join(' OR ')})`;
}

/**
 * A json_object(...) expression that rebuilds the selected fields. `doc -> '$.path'` hands each value over as
 * JSON, so true stays true (json_extract would give the integer 1) and nested objects stay objects.
 */
function projection(tree: SelectTree, prefix: string[] = []): string {
  const parts = Object.entries(tree).map(([key, node]) => {
    const path = [...prefix, key];
    const value =
      node === true
        ? path.length === 1 && key === 'id'
          ? 'id'
          : `doc -> '$.${path.join('.')}'`
        : projection(node, path);
    return `'${key}', ${value}`;
  });
  return `json_object(${parts.join(', ')})`;
}

/**
 * SELECT for one page: columns id, etag, doc and s0..sN (sort values); fetches pageSize + 1 rows so the
 * caller knows whether another page follows. The limit is the last parameter.
 */
export function buildSqliteQuery(table: string, spec: QuerySpec, pageSize: number): SqliteQuery {
  const keys = sortKeys(spec.orderBy);
  const params: SqlValue[] = [];
  const clauses = [sqliteWhere(spec.where, params)];
  // An empty token means "from the start".
  if (spec.continuationToken !== undefined && spec.continuationToken !== '') {
    clauses.push(keysetSql(keys, decodeSqliteToken(spec.continuationToken, keys), params));
  }
  const sortColumns = keys.map((key, index) => `${sqliteField(key.path)} AS s${index}`).join(', ');
  const orderBy = keys.map((key) => `${sqliteField(key.path)} ${key.direction.toUpperCase()}`).join(', ');
  params.push(pageSize + 1);
  const sql =
    `SELECT id, etag, ${spec.select ? `${projection(selectTree(spec.select))} AS doc` : 'doc'}, ${sortColumns} ` +
    `FROM "${table}" WHERE ${clauses.join(' AND ')} ` +
    `ORDER BY ${orderBy} LIMIT ?`;
  return { sql, params, keys };
}

export function buildSqliteCount(
  table: string,
  where: Condition[] | undefined,
): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [];
  return { sql: `SELECT COUNT(*) AS n FROM "${table}" WHERE ${sqliteWhere(where, params)}`, params };
}
