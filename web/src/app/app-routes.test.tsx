// @vitest-environment happy-dom
/**
 * The shell against a real HTTP server standing in for the API: session rule, mode-dependent routes,
 * header navigation per role and the solutions list through its real fetcher.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WORKFLOW_PATHS, type ClientConfig, type CurrentUser, type RoleId } from '@portal/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeAlert } from '../lib/alerts/alert-store.ts';
import { configureApiClient, setApiUserId } from '../lib/api/client.ts';
import { createLocalAuth } from '../lib/auth/local-auth.ts';
import { peekReturnTo } from '../lib/auth/return-to.ts';
import { PushConnection } from '../lib/pubsub/push-client.ts';
import { AppProviders } from './app.tsx';
import { appRoutes } from './router.tsx';

/** A push connection that never connects (no push endpoint in this test). */
class OfflinePush extends PushConnection {
  override async start(): Promise<void> {}
}

const CONFIG: ClientConfig = { version: '3.7.31', authMode: 'local', demoModeAllowed: true };

let server: Server;
let currentUser: { status: number; body: unknown };
let seenHeaders: Record<string, string | string[] | undefined>[] = [];

function user(role: RoleId, mode: 'production' | 'demo'): CurrentUser {
  return {
    id: 'u-1',
    name: 'Sam Seller',
    email: 'sam@provider.example',
    role: { id: role, name: role },
    assignedRole: { id: role, name: role },
    organization: role.startsWith('HP_') ? 'HP' : 'PROVIDER',
    regionId: 'EME-UKI',
    mode,
    isAdmin: role === 'ADMIN',
  };
}

beforeAll(async () => {
  // happy-dom rejects Animation.finished on cancel where browsers mark it handled; without Web Animations,
  // Fluent's motion uses its test-environment path instead.
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    seenHeaders.push(req.headers);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/v2/users/current') return json(currentUser.status, currentUser.body);
    if (url.pathname === '/api/notifications/counts') return json(200, []);
    if (url.pathname === '/api/sales/solutions' && url.searchParams.get('view') === 'all') {
      const token = url.searchParams.get('continuationToken');
      const row = (id: string, name: string) => ({
        id,
        name,
        organization: 'PROVIDER',
        clientName: 'Contoso Ltd',
        owner: { id: 'u-1', name: 'Sam Seller', email: 'sam@provider.example' },
        step: 2,
        stage: 'Draft',
        modifiedAt: new Date().toISOString(),
      });
      return token === 'page-2'
        ? json(200, { items: [row('21', 'Second page solution')] })
        : json(200, { items: [row('20', 'First page solution')], continuationToken: 'page-2' });
    }
    if (url.pathname === '/api/sales/solutions') {
      return json(200, {
        items: [
          {
            id: '12',
            name: 'Workplace refresh',
            organization: 'PROVIDER',
            clientName: 'Contoso Ltd',
            regionId: 'EME-UKI',
            owner: { id: 'u-1', name: 'Sam Seller', email: 'sam@provider.example' },
            step: 1,
            stage: 'Draft',
            modifiedAt: new Date().toISOString(),
          },
        ],
      });
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  const { port } = server.address() as AddressInfo;
  sessionStorage.clear();
  seenHeaders = [];
  setApiUserId(undefined);
  closeAlert();
  currentUser = { status: 200, body: user('SALES_PERSON', 'production') };
  configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
});

afterEach(cleanup);

function renderAt(path: string, { signedIn = true } = {}) {
  const { port } = server.address() as AddressInfo;
  const auth = createLocalAuth();
  configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: () => auth.getToken() });
  if (signedIn) auth.completeSignIn('tok-1', new Date(Date.now() + 3_600_000).toISOString());
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <AppProviders
      config={CONFIG}
      auth={{ client: auth }}
      swr={{ provider: () => new Map() }}
      push={new OfflinePush(async () => '')}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, auth };
}

const pathOf = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;

describe('session', () => {
  it('sends a visitor without a session to /welcome and remembers the page', async () => {
    const { router } = renderAt('/sales/solution?view=all', { signedIn: false });
    await waitFor(() => expect(pathOf(router)).toBe('/welcome'));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByText(/supplements the governed solutioning process/)).toBeTruthy();
    expect(peekReturnTo()).toBe('/sales/solution?view=all');
    // Nobody was signed out: the welcome page gives no reason.
    expect(screen.queryByText(/signed out/)).toBeNull();
  });

  it('ends the session on a 401 from the current-user call, and a new sign-in starts clean', async () => {
    currentUser = { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in again' } } };
    const { router, auth } = renderAt('/sales/solution');
    await waitFor(() => expect(pathOf(router)).toBe('/welcome'));
    expect(sessionStorage.getItem('portal.localToken')).toBeNull();
    // The welcome page says why (issue 30).
    expect(
      await screen.findByText('Your session expired, so you were signed out. Sign in again to carry on.'),
    ).toBeTruthy();

    currentUser = { status: 200, body: user('SALES_PERSON', 'production') };
    act(() => auth.completeSignIn('tok-2', new Date(Date.now() + 3_600_000).toISOString()));
    await act(() => router.navigate('/sales/solution'));
    expect(await screen.findByRole('link', { name: 'Workplace refresh' })).toBeTruthy();
    expect(pathOf(router)).toBe('/sales/solution');
    expect(sessionStorage.getItem('portal.signOutNote')).toBeNull();
  });

  it("raises 'Portal requires a reload!' when the current-user call fails with a 5xx", async () => {
    currentUser = { status: 503, body: { error: { code: 'internal', message: 'Down' } } };
    renderAt('/sales/solution');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Portal requires a reload!');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('routes per mode', () => {
  it('redirects unknown and demo-only paths to /sales/solution in production mode', async () => {
    const { router } = renderAt('/no/such/page');
    await waitFor(() => expect(pathOf(router)).toBe('/sales/solution'));
    await router.navigate('/sales/engagements');
    await waitFor(() => expect(pathOf(router)).toBe('/sales/solution'));
  });

  it('redirects unknown paths to / in demo mode and opens demo-only routes', async () => {
    currentUser = { status: 200, body: user('SALES_PERSON', 'demo') };
    const { router } = renderAt('/no/such/page');
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    await router.navigate('/sales/vmo');
    expect(await screen.findByText('This area is part of a later release of the portal.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'VMO' })).toBeTruthy();
  });

  it('sends the notification counts’ /workflows/* targets to the solutions list in both modes (ADR 0023)', async () => {
    currentUser = { status: 200, body: user('SALES_PERSON', 'demo') };
    const { router } = renderAt('/no/such/page');
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    for (const path of WORKFLOW_PATHS) {
      await router.navigate(path);
      await waitFor(() => expect(pathOf(router)).toBe('/sales/solution'));
    }
    await router.navigate('/workflows/something-else');
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });
});

describe('header and solutions list', () => {
  it('shows the production navigation and the list with the user id header', async () => {
    renderAt('/sales/solution');
    expect(await screen.findByRole('link', { name: 'Workplace refresh' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Solutions']);
    const listCall = seenHeaders.at(-1)!;
    expect(listCall['x-portal-user-id']).toBe('u-1');
    expect(listCall['x-portal-authorization']).toBe('Bearer tok-1');
  });

  it("pages with 'Load more' and keeps the view in the URL", async () => {
    const { router } = renderAt('/sales/solution?view=all');
    expect(await screen.findByRole('link', { name: 'First page solution' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Second page solution' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second page solution' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(router.state.location.search).toBe('?view=all');
  });

  it('shows Engagements, Solutions and People in demo mode for a provider role, not for a partner', async () => {
    currentUser = { status: 200, body: user('SOLUTION_ARCHITECT', 'demo') };
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
        'Engagements',
        'Solutions',
        'People',
      ]),
    );
    cleanup();
    currentUser = { status: 200, body: user('HP_SALES_PERSON', 'demo') };
    renderAt('/');
    const partnerNav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect([...partnerNav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
        'Solutions',
        'People',
      ]),
    );
  });
});
