/**
 * Reading what the server stored, as the signed-in user of a page: the page keeps its local sign-in token in
 * sessionStorage; calls carry it in both auth headers, as the web does. `tokenFor` gets a token for any seeded
 * user straight from the local sign-in endpoint.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SolutionJson } from './solution-json.ts';

const TOKEN_KEY = 'portal.localToken';

export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  }, TOKEN_KEY);
  if (!token) throw new Error('The page has no sign-in token');
  return token;
}

export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/local-auth/token', { data: { email } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export function authHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'X-Portal-Authorization': `Bearer ${token}` };
}

/** GET an API path with the page's token; fails the test on a non-200 answer. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: authHeaders(await pageToken(page)) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export function storedSolution(page: Page, id: string): Promise<SolutionJson> {
  return apiGet<SolutionJson>(page, `/api/sales/solutions/${id}`);
}

export interface CatalogueAction {
  id: string;
  name: string;
  effort: number;
  parallel?: number;
  tranches?: number;
  metrics?: { id: string; name: string; effort: number; value: number }[];
  deliverables?: { id: string; name: string; format: { id: string; name: string } }[];
  actions?: CatalogueAction[];
}

interface CatalogueCapability {
  id: string;
  name: string;
  linkIds?: string[];
  actions?: CatalogueAction[];
  items?: CatalogueCapability[];
}

export interface Catalogue {
  version: number;
  capabilities: CatalogueCapability[];
}

export function catalogue(page: Page): Promise<Catalogue> {
  return apiGet<Catalogue>(page, '/api/sales/configuration');
}

/** An action of the served (seeded) catalogue by id. */
export async function catalogueAction(page: Page, id: string): Promise<CatalogueAction> {
  const walkActions = (list: readonly CatalogueAction[] | undefined): CatalogueAction | undefined => {
    for (const a of list ?? []) {
      if (a.id === id) return a;
      const sub = walkActions(a.actions);
      if (sub) return sub;
    }
    return undefined;
  };
  const walk = (caps: readonly CatalogueCapability[]): CatalogueAction | undefined => {
    for (const cap of caps) {
      const found = walkActions(cap.actions) ?? walk(cap.items ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const found = walk((await catalogue(page)).capabilities);
  if (!found) throw new Error(`The catalogue has no action ${id}`);
  return found;
}

export interface MailListItem {
  id: string;
  to: string;
  subject: string;
  date: string;
}

/** The local mailbox (what the portal would have e-mailed), read as the admin (the mailbox is admins only). */
export async function localMail(page: Page): Promise<MailListItem[]> {
  const token = await tokenFor(page.request, 'admin@provider.example');
  const res = await page.request.get('/api/local/mail', { headers: authHeaders(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as MailListItem[];
}

/**
 * A new solution copied from a seeded one (its client, country, fields and state) under a name of its own, made by
 * the page's user: a journey that opens steps and saves works on its copy, so the seeded solution stays at the step
 * other journeys read it at. A new solution starts at Scope (step 2, the furthest a first save may go), with the
 * source's capabilities, sizes and actions; `step: 5` then moves it on to Detail with one more save, as Next would.
 * Returns the new id.
 */
export async function copyOfSolution(
  page: Page,
  id: string,
  name: string,
  {
    step = 2,
    change = (request) => request,
  }: {
    step?: 2 | 5;
    /** Changes the copy before it is sent (e.g. leaves out what only full users may set), when given. */
    change?: (request: CopyRequest) => CopyRequest;
  } = {},
): Promise<string> {
  const source = (await storedSolution(page, id)) as unknown as Record<string, unknown> & {
    fields: Record<string, unknown>;
    state: SolutionJson['state'];
  };
  const headers = authHeaders(await pageToken(page));
  const body = change({
    salesClient: source.salesClient,
    expectedStart: source.expectedStart,
    salesCountry: source.salesCountry,
    requirementDescription: source.requirementDescription,
    catalogueVersion: source.catalogueVersion,
    // The source's approvals were given by others on the source: a copy starts without them.
    fields: { ...source.fields, name, approvals: [] },
    state: { ...source.state, step: 2, steps: [1, 2] },
  });
  const res = await page.request.post('/api/sales/solutions', { headers, data: body });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { id: string; etag: string };
  if (step === 5) {
    const moved = await page.request.post('/api/sales/solutions', {
      headers: { ...headers, 'If-Match': created.etag },
      data: { ...body, solutionId: created.id, state: { ...body.state, step: 5, steps: [1, 2, 5] } },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return created.id;
}

export interface CopyRequest {
  fields: Record<string, unknown>;
  state: SolutionJson['state'];
  [key: string]: unknown;
}
