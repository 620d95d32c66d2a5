/**
 * Generated hostile requests (issue 6): valid bodies of every JSON route, mutated by fast-check (seeded) with
 * control characters, wrong types, huge or negative numbers, deep nesting, missing and extra fields and wrong
 * content types. Every answer is below 500 and in the one error shape when refused, and a refused request
 * changes nothing stored (the SQLite store's ids and ETags are compared before and after).
 */
import fc from 'fast-check';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  answerCporQuestion,
  initialCpor,
  requestApproval,
  type CapabilityRelevanceTable,
  type CreateEngagementResponse,
} from '@portal/domain';
import { userIdForEmail } from '../src/identity/user-id.ts';
import { as, baseUrl, tokenFor, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

/** A valid engagement (type 0: no framework solution) for the seeded client and two offerings. */
const engagementBody = () => ({
  salesClient: { id: 'client-albion-rail-services', name: 'Albion Rail Services' },
  type: 0,
  fields: {
    name: 'Fuzzed engagement',
    engagementNotes: 'Notes',
    offeringIds: ['offering-windows-11-migration', 'offering-endpoint-protection'],
  },
  state: { priorities: { EX: 3, CS: 2, ROI: 1, TCO: 0, OE: -1 } },
});

const SEED = 20261122;
const RUNS_PER_ROUTE = 1000;

interface Target {
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  headers?: Record<string, string>;
  /** Fewer runs where every accepted request queues real work (an engagement's slide deck). */
  runs?: number;
  /** Puts back what an accepted request may have changed, for the test files after this one. */
  restore?: () => Promise<void>;
}

let db: DatabaseSync;
const TABLES = [
  'users',
  'solutions',
  'clients',
  'countries',
  'reference',
  'catalogue',
  'counters',
  'engagements',
];

let known: { version: number; value: string } | undefined;

/**
 * Ids and ETags of everything a request could change. SQLite's data_version moves whenever another connection
 * commits, so while it stands still the last fingerprint is still the store's (two reads per request were 12% of
 * this file's time).
 */
function fingerprint(): string {
  const { data_version: version } = db.prepare('PRAGMA data_version').get() as { data_version: number };
  if (known?.version === version) return known.value;
  const value = TABLES.map((t) => {
    const row = db
      .prepare(`SELECT count(*) AS c, group_concat(id || ':' || etag) AS e FROM "${t}"`)
      .get() as {
      c: number;
      e: string | null;
    };
    return `${t}=${row.c}:${row.e ?? ''}`;
  }).join('|');
  known = { version, value };
  return value;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a value in a JSON document. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) value.slice(0, 20).forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

function mutate(
  value: Json,
  at: (string | number)[],
  op: 'replace' | 'delete' | 'extra',
  replacement: Json,
): Json {
  const copy = structuredClone(value);
  if (!at.length) return replacement;
  let parent: any = copy;
  for (const key of at.slice(0, -1)) parent = parent[key];
  const last = at[at.length - 1]!;
  if (op === 'delete' && !Array.isArray(parent)) delete parent[last];
  else if (op === 'extra' && parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last]))
    parent[last].__unexpected = replacement;
  else parent[last] = replacement;
  return copy;
}

const nest = (depth: number): Json => {
  let v: Json = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { items: v };
  return v;
};

const controlChar = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => (c < 0x20 && c !== 9 && c !== 10 && c !== 13) || c >= 0x7f)
  .map((c) => String.fromCharCode(c));

const hostile: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    false,
    -1,
    0,
    1e308,
    -1e308,
    1.5,
    10_000,
    1e13,
    '',
    ' ',
    [],
    {},
    'NaN',
    '-1',
  ),
  fc.constantFrom<Json>(
    '../../etc/passwd',
    "1' OR 1=1",
    '<script>alert(1)</script>',
    '\u202eevil',
    'a'.repeat(30_000),
  ),
  fc
    .tuple(fc.string({ maxLength: 20 }), controlChar, fc.string({ maxLength: 20 }))
    .map(([a, c, b]) => a + c + b),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 65, max: 1500 }).map(nest),
  fc.array(fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json>,
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
);

async function send(target: Target, body: string, type: string, token: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...(target.headers ?? {}) };
  if (type) headers['Content-Type'] = type;
  return fetch(`${baseUrl()}/api/${target.path}`, { method: target.method, headers, body });
}

const targets: Record<string, () => Promise<Target>> = {
  'save a solution': async () => {
    const created = await as(USERS.SALES_PERSON).post('sales/solutions', newSolutionBody());
    return {
      method: 'POST',
      path: 'sales/solutions',
      body: { ...newSolutionBody(), solutionId: created.body.id },
      headers: { 'If-Match': created.body.etag },
    };
  },
  'answer a CPoR approval': async () => {
    const owner = as(USERS.SALES_PERSON);
    const body = newSolutionBody();
    let saved = (await owner.post('sales/solutions', body)).body;
    const admin = { id: userIdForEmail(USERS.ADMIN), name: 'Admin', email: USERS.ADMIN };
    let cpor = initialCpor();
    for (const q of cpor.questions.filter((x) => x.block.id === 1)) cpor = answerCporQuestion(cpor, q.id, 1);
    for (const [step, extra] of [
      [2, {}],
      [5, {}],
      [5, { cpor: requestApproval(cpor, 'alliance', admin) }],
    ] as const) {
      const state = { ...body.state, step, ...extra };
      const headers = { 'If-Match': saved.etag };
      saved = (await owner.post('sales/solutions', { ...body, solutionId: saved.id, state }, { headers }))
        .body;
    }
    return {
      method: 'POST',
      path: `sales/solutions/${saved.id}/cpor/approvals/alliance`,
      body: { answer: 0, text: 'Need the CRM record' },
      headers: { 'If-Match': saved.etag },
    };
  },
  'create a solution': async () => ({ method: 'POST', path: 'sales/solutions', body: newSolutionBody() }),
  'save a client': async () => {
    const clients = await as(USERS.ADMIN).get('sales/clients');
    const { etag, ...body } = clients.body[0];
    return { method: 'POST', path: 'sales/clients', body, headers: { 'If-Match': etag } };
  },
  'save a country': async () => {
    const countries = await as(USERS.ADMIN).get('sales/countries');
    const { etag, ...body } = countries.body[0];
    return { method: 'PUT', path: 'sales/countries', body, headers: { 'If-Match': etag } };
  },
  ...Object.fromEntries(
    (['settings', 'roles', 'notifications'] as const).map((name) => [
      `save the ${name} configuration`,
      async (): Promise<Target> => {
        const res = await as(USERS.ADMIN).get(`sales/configuration/${name}`);
        const value = res.body.value;
        const body =
          name === 'roles'
            ? { roles: value }
            : name === 'notifications'
              ? { notificationSettings: value }
              : value;
        return {
          method: 'POST',
          path: `sales/configuration/${name}`,
          body,
          headers: { 'If-Match': res.headers.get('etag') ?? '' },
        };
      },
    ]),
  ),
  'generate a document': async () => {
    const created = await as(USERS.SALES_PERSON).post('sales/solutions', newSolutionBody());
    return { method: 'POST', path: 'sales/generate', body: { solutionId: created.body.id, documentType: 3 } };
  },
  'switch mode': async () => ({ method: 'POST', path: 'v2/users/current/mode', body: { mode: 'demo' } }),
  'switch role': async () => ({ method: 'POST', path: 'v2/users/current/role', body: { roleId: 'ADMIN' } }),
  "change a user's role": async () => {
    // A user of its own: roleId 0 or null (cleared) is a valid change, so a seeded user would lose its role.
    const email = `fuzz.role.${Date.now()}@provider.example`;
    await as(email).get('v2/users/current');
    const users = await as(USERS.ADMIN).get<{ id: string; email: string; etag: string }[]>('users');
    const reviewer = users.body.find((u) => u.email === email)!;
    return {
      method: 'POST',
      path: `v2/users/${reviewer.id}`,
      body: { roleId: 'SOLUTION_REVIEWER' },
      headers: { 'If-Match': reviewer.etag },
    };
  },
  'create an engagement': async () => ({
    method: 'POST',
    path: 'sales/engagements',
    body: engagementBody(),
    runs: 150,
  }),
  'save an engagement': async () => {
    const created = await as(USERS.ADMIN).post<CreateEngagementResponse>(
      'sales/engagements',
      engagementBody(),
    );
    const { id, etag } = created.body.engagement;
    return {
      method: 'PUT',
      path: `sales/engagements/${id}`,
      body: engagementBody(),
      headers: { 'If-Match': etag },
    };
  },
  'save the capability relevance': async () => {
    const table = await as(USERS.ADMIN).get<CapabilityRelevanceTable>('sales/configuration/relevance');
    const rows = table.body.rows
      .slice(0, 3)
      .map(({ id, EX, CS, ROI, TCO, OE }) => ({ id, EX, CS, ROI, TCO, OE }));
    return {
      method: 'POST',
      path: 'sales/configuration/relevance',
      body: { rows },
      headers: { 'If-Match': table.body.etag },
      restore: async () => {
        const now = await as(USERS.ADMIN).get<CapabilityRelevanceTable>('sales/configuration/relevance');
        const res = await as(USERS.ADMIN).post(
          'sales/configuration/relevance',
          { rows },
          {
            headers: { 'If-Match': now.body.etag },
          },
        );
        expect([200, 201]).toContain(res.status);
      },
    };
  },
  'sign in locally': async () => ({ method: 'POST', path: 'local-auth/token', body: { email: USERS.ADMIN } }),
};

let total = 0;

beforeAll(() => {
  db = new DatabaseSync(path.join(inject('dataDir'), 'portal.sqlite'), { readOnly: true });
});
afterAll(() => {
  db?.close();
  console.log(`robustness-fuzz: ${total} generated requests, seed ${SEED}`);
});

describe('generated hostile requests (fast-check, seeded)', () => {
  it.each(Object.keys(targets))(
    '%s: never 5xx, always the error shape, nothing stored changed',
    async (name) => {
      const target = await targets[name]!();
      const token = await tokenFor(USERS.ADMIN);
      const paths = pathsOf(target.body as Json);
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: Math.max(0, paths.length - 1) }),
          fc.constantFrom('replace', 'replace', 'replace', 'delete', 'extra') as fc.Arbitrary<
            'replace' | 'delete' | 'extra'
          >,
          hostile,
          contentType,
          async (index, op, replacement, type) => {
            const body = JSON.stringify(mutate(target.body as Json, paths[index] ?? [], op, replacement));
            const before = fingerprint();
            const res = await send(target, body, type, token);
            total++;
            const text = await res.text();
            expect(res.status, `${name}: ${body.slice(0, 200)}`).toBeLessThan(500);
            if (res.status >= 400) {
              const json = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
              expect(typeof json.error?.code).toBe('string');
              expect(typeof json.error?.message).toBe('string');
              expect(fingerprint(), `${name} ${res.status} changed the store: ${body.slice(0, 200)}`).toBe(
                before,
              );
            }
          },
        ),
        { numRuns: target.runs ?? RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      await target.restore?.();
    },
    120_000,
  );
});
