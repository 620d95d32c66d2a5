import { describe, expect, it } from 'vitest';
import { StoreError, type Condition } from '../ports/store.ts';
import {
  buildCosmosCount,
  buildCosmosQuery,
  cosmosIndexingPolicy,
  missingCompositeIndexes,
} from './store-cosmos-query.ts';

describe('cosmos query builder (no server needed)', () => {
  it('selects everything ordered by id when the spec is empty', () => {
    expect(buildCosmosQuery({})).toEqual({ query: 'SELECT * FROM c ORDER BY c["id"] ASC', parameters: [] });
  });

  it('projects selected fields as an object literal, keeping the etag', () => {
    expect(
      buildCosmosQuery({ select: ['fields.name', 'fields.organization', 'owner', 'state.step'] }).query,
    ).toBe(
      'SELECT c["id"] AS id, {"name": c["fields"]["name"], "organization": c["fields"]["organization"]} AS fields, ' +
        'c["owner"] AS owner, {"step": c["state"]["step"]} AS state, c["_etag"] AS _etag FROM c ORDER BY c["id"] ASC',
    );
    expect(() => buildCosmosQuery({ select: ['a"]) OR 1=1 --'] })).toThrow();
  });

  it('translates every operator to parameterised Cosmos SQL', () => {
    const where: Condition[] = [
      { path: 'fields.regionId', op: 'eq', value: 'EME-UKI' },
      { path: 'status', op: 'ne', value: 'closed' },
      { path: 'score', op: 'lt', value: 10 },
      { path: 'score', op: 'le', value: 11 },
      { path: 'modifiedAt', op: 'gt', value: '2024-01-01T00:00:00.000Z' },
      { path: 'modifiedAt', op: 'ge', value: '2023-01-01' },
      { path: 'active', op: 'eq', value: true },
      { path: 'step', op: 'in', values: [1, 'two'] },
      { path: 'assigneeIds', op: 'arrayContains', value: 'u1' },
      { path: 'fields.name', op: 'contains', value: 'Contoso' },
      {
        op: 'or',
        conditions: [
          { path: 'a', op: 'eq', value: 1 },
          { path: 'b.c', op: 'eq', value: 2 },
        ],
      },
    ];
    const built = buildCosmosQuery({ where, orderBy: [{ path: 'modifiedAt', direction: 'desc' }] });
    expect(built.query).toBe(
      'SELECT * FROM c WHERE c["fields"]["regionId"] = @p0' +
        ' AND (IS_STRING(c["status"]) AND c["status"] != @p1) AND c["score"] < @p2' +
        ' AND c["score"] <= @p3 AND c["modifiedAt"] > @p4 AND c["modifiedAt"] >= @p5 AND c["active"] = @p6' +
        ' AND c["step"] IN (@p7, @p8) AND ARRAY_CONTAINS(c["assigneeIds"], @p9)' +
        ' AND CONTAINS(c["fields"]["name"], @p10, true) AND (c["a"] = @p11 OR c["b"]["c"] = @p12)' +
        ' ORDER BY c["modifiedAt"] DESC, c["id"] ASC',
    );
    expect(built.parameters.map((parameter) => parameter.value)).toEqual([
      'EME-UKI',
      'closed',
      10,
      11,
      '2024-01-01T00:00:00.000Z',
      '2023-01-01',
      true,
      1,
      'two',
      'u1',
      'Contoso',
      1,
      2,
    ]);
    expect(built.parameters.map((parameter) => parameter.name)).toEqual(
      built.parameters.map((_, index) => `@p${index}`),
    );
  });

  it('treats null as null-or-missing, and empty in/or as false', () => {
    const built = buildCosmosQuery({
      where: [
        { path: 'status', op: 'eq', value: null },
        { path: 'owner', op: 'ne', value: null },
        { path: 'x', op: 'in', values: [] },
        { op: 'or', conditions: [] },
      ],
    });
    expect(built.query).toBe(
      'SELECT * FROM c WHERE (NOT IS_DEFINED(c["status"]) OR IS_NULL(c["status"]))' +
        ' AND (IS_DEFINED(c["owner"]) AND NOT IS_NULL(c["owner"])) AND false AND false ORDER BY c["id"] ASC',
    );
    expect(built.parameters).toEqual([]);
  });

  it('keeps an explicit id key last and does not repeat it', () => {
    const built = buildCosmosQuery({
      orderBy: [
        { path: 'name', direction: 'asc' },
        { path: 'id', direction: 'desc' },
      ],
    });
    expect(built.query).toBe('SELECT * FROM c ORDER BY c["name"] ASC, c["id"] DESC');
  });

  it('counts with the same filter', () => {
    expect(buildCosmosCount([{ path: 'userId', op: 'eq', value: "o'brien" }])).toEqual({
      query: 'SELECT VALUE COUNT(1) FROM c WHERE c["userId"] = @p0',
      parameters: [{ name: '@p0', value: "o'brien" }],
    });
    expect(buildCosmosCount(undefined).query).toBe('SELECT VALUE COUNT(1) FROM c');
  });

  it('never puts a value in the query text, and refuses unsafe paths and values', () => {
    const hostile = '"] OR 1=1 --';
    expect(
      buildCosmosQuery({ where: [{ path: 'name', op: 'contains', value: hostile }] }).query,
    ).not.toContain(hostile);
    for (const path of ['a;drop', "a.b'", 'a"]', 'a..b', '', 'a b']) {
      expect(() => buildCosmosQuery({ where: [{ path, op: 'eq', value: 1 }] })).toThrow(StoreError);
      expect(() => buildCosmosQuery({ orderBy: [{ path, direction: 'asc' }] })).toThrow(StoreError);
    }
    expect(() => buildCosmosQuery({ where: [{ path: 'a', op: 'lt', value: null }] })).toThrow(StoreError);
    expect(() => buildCosmosQuery({ where: [{ path: 'a', op: 'eq', value: { $gt: 1 } as never }] })).toThrow(
      StoreError,
    );
    expect(() => buildCosmosQuery({ orderBy: [{ path: 'a', direction: 'sideways' as never }] })).toThrow(
      StoreError,
    );
  });

  it('declares a composite index (path, id) in both directions for every sort', () => {
    const policy = cosmosIndexingPolicy(['modifiedAt', ['fields', 'name']]);
    expect(policy.compositeIndexes).toEqual([
      [
        { path: '/modifiedAt', order: 'ascending' },
        { path: '/id', order: 'ascending' },
      ],
      [
        { path: '/modifiedAt', order: 'descending' },
        { path: '/id', order: 'ascending' },
      ],
      [
        { path: '/fields', order: 'ascending' },
        { path: '/name', order: 'ascending' },
        { path: '/id', order: 'ascending' },
      ],
      [
        { path: '/fields', order: 'ascending' },
        { path: '/name', order: 'descending' },
        { path: '/id', order: 'ascending' },
      ],
      [
        { path: '/fields', order: 'descending' },
        { path: '/name', order: 'ascending' },
        { path: '/id', order: 'ascending' },
      ],
      [
        { path: '/fields', order: 'descending' },
        { path: '/name', order: 'descending' },
        { path: '/id', order: 'ascending' },
      ],
    ]);
    expect(cosmosIndexingPolicy(['fields.regionId']).compositeIndexes?.[0]?.[0]?.path).toBe(
      '/fields/regionId',
    );
    const current = cosmosIndexingPolicy(['modifiedAt']);
    expect(missingCompositeIndexes(current, cosmosIndexingPolicy(['modifiedAt', 'createdAt']))).toEqual(
      cosmosIndexingPolicy(['createdAt']).compositeIndexes,
    );
    expect(missingCompositeIndexes(current, current)).toEqual([]);
  });
});

// The contract suite on Cosmos DB runs in api/src/local/cosmos-server.test.ts, against the local Cosmos server
// (or a real account named by COSMOS_TEST_ENDPOINT): adapters/ may not import local/ (scripts/lint/boundaries.js).
