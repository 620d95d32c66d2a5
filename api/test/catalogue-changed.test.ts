/**
 * "Catalogue changed since" (ADR 0020): a solution built on version n keeps its copy when an admin saves n+1,
 * and its save may move it onto n+1 on purpose. The version a save claims is resolved from the store: one that
 * does not exist, or is newer than current, is a 400 (never a 500) and changes nothing.
 * The file puts the seeded tree back at the end, so other files see the catalogue they expect.
 */
import {
  takeCatalogueChanges,
  type Capability,
  type SaveSolutionRequest,
  type Solution,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectErrorShape, USERS } from './support/client.ts';
import { newSolutionBody } from './support/payloads.ts';

const admin = as(USERS.ADMIN);

interface CatalogueBody {
  version: number;
  currentVersion?: number;
  capabilities: Capability[];
}

async function current() {
  const res = await admin.get<CatalogueBody>('sales/configuration');
  expect(res.status).toBe(200);
  return { body: res.body, etag: res.headers.get('etag') ?? '' };
}

const saveCatalogue = (capabilities: Capability[], etag: string) =>
  admin.post<CatalogueBody>('sales/configuration', { capabilities }, { headers: { 'If-Match': etag } });

const requestOf = (s: Solution): SaveSolutionRequest => ({
  solutionId: s.id,
  salesClient: s.salesClient,
  expectedStart: s.expectedStart,
  salesCountry: s.salesCountry,
  requirementDescription: s.requirementDescription,
  catalogueVersion: s.catalogueVersion,
  fields: s.fields,
  state: s.state,
});

const saveSolution = (body: SaveSolutionRequest, etag: string) =>
  admin.post<Solution>('sales/solutions', body, { headers: { 'If-Match': etag } });

let seeded: Capability[] = [];
let cap: Capability;
let action: { id: string; name: string };
let solution: Solution;
let v1: CatalogueBody;

beforeAll(async () => {
  v1 = (await current()).body;
  seeded = v1.capabilities;
  cap = seeded.find((c) => (c.actions ?? []).length > 0)!;
  action = cap.actions![0]!;
  const created = await admin.post<Solution>(
    'sales/solutions',
    newSolutionBody({
      catalogueVersion: v1.version,
      state: {
        step: 1,
        steps: [1],
        items: [
          {
            ...cap,
            selected: true,
            size: 'M',
            actions: cap.actions!.map((a, i) => ({
              ...a,
              selected: true,
              ...(i === 0 ? { effort: 77 } : {}),
            })),
          },
        ],
      },
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  solution = created.body;
});

afterAll(async () => {
  const now = await current();
  await saveCatalogue(seeded, now.etag);
});

describe('a solution built on an older catalogue version', () => {
  it('keeps its copy when the admin saves a new version, and its save moves it onto that version', async () => {
    const before = await current();
    expect(before.body.currentVersion).toBe(before.body.version);
    const renamed = before.body.capabilities.map((c) =>
      c.id === cap.id
        ? {
            ...c,
            actions: c.actions!.map((a) => (a.id === action.id ? { ...a, name: `${a.name} (v2)` } : a)),
          }
        : c,
    );
    const saved = await saveCatalogue(renamed, before.etag);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const v2 = saved.body.version;

    // The old version tells the builder that a newer one exists.
    const old = await admin.get<CatalogueBody>(`sales/configuration?version=${solution.catalogueVersion}`);
    expect(old.body.currentVersion).toBe(v2);

    const stored = (await admin.get<Solution>(`sales/solutions/${solution.id}`)).body;
    expect(stored.catalogueVersion).toBe(v1.version);
    expect(stored.state.items[0]!.actions![0]!.name).toBe(action.name);

    const items = takeCatalogueChanges(stored.state.items, v1.capabilities, renamed);
    const moved = await saveSolution(
      { ...requestOf(stored), catalogueVersion: v2, state: { ...stored.state, items } },
      stored.etag,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.catalogueVersion).toBe(v2);
    const first = moved.body.state.items[0]!.actions![0]!;
    expect(first.name).toBe(`${action.name} (v2)`);
    // The user's edited effort and the selection stay.
    expect(first.effort).toBe(77);
    expect(first.selected).toBe(true);
    expect(moved.body.state.items[0]!.size).toBe('M');
    solution = moved.body;
  });

  it.each([
    { name: 'a version that does not exist', version: 9999 },
    { name: 'version 0 for a solution that has a version', version: 0 },
    { name: 'a version far beyond any stored one', version: 1e21 },
  ])('refuses $name with a 400 and changes nothing', async ({ version }) => {
    const stored = (await admin.get<Solution>(`sales/solutions/${solution.id}`)).body;
    const res = await saveSolution({ ...requestOf(stored), catalogueVersion: version }, stored.etag);
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
    expect(JSON.stringify(res.body)).toContain('catalogueVersion');
    const after = (await admin.get<Solution>(`sales/solutions/${solution.id}`)).body;
    expect(after.etag).toBe(stored.etag);
  });

  it('refuses a new solution claiming a version that does not exist', async () => {
    const res = await admin.post('sales/solutions', newSolutionBody({ catalogueVersion: 4242 }));
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('still saves a solution that keeps its (older) version', async () => {
    const stored = (await admin.get<Solution>(`sales/solutions/1001`)).body;
    const res = await saveSolution(requestOf(stored), stored.etag);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.catalogueVersion).toBe(stored.catalogueVersion);
  });
});
