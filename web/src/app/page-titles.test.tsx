// @vitest-environment happy-dom
/**
 * Every page has its own browser title (WCAG 2.4.2): `page – section – Solution Portal`, the page part being the
 * h1 the user reads; a solution, an engagement and a template are titled by their names once loaded. The whole app
 * renders at each route (demo mode, so every route exists; an admin, so every page shows) against a stand-in API.
 */
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { engagementFixture, FakeApi, renderApp } from '../features/engagements/test-support.tsx';
import { closeAlert } from '../lib/alerts/alert-store.ts';
import { solutionFixture } from '../lib/data/solution-fixture.ts';
import { BootError } from './boot-error.tsx';
import { ROUTES, type RoutePattern } from './route-table.ts';

// The whole app renders for each route, and each page's code loads the first time: slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const SOLUTION = solutionFixture({
  catalogueVersion: 3,
  fields: { ...solutionFixture().fields, name: 'Northbridge Windows 11 and Intune' },
});
const ENGAGEMENT = engagementFixture({
  fields: { ...engagementFixture().fields, name: 'Northbridge refresh' },
});
const TEMPLATE = { id: 'template-proposal', name: 'Proposal', filename: 'proposal.docx' };

interface Row {
  route: RoutePattern | '/sign-in' | '*';
  /** The address opened, where the route has parameters. */
  path?: string;
  title: string;
  /** False where the page's h1 is not the title's first part (a greeting, no h1). */
  h1?: boolean;
}

const ROWS: Row[] = [
  { route: '/', title: 'Home – Solution Portal', h1: false },
  { route: '/welcome', title: 'Welcome – Solution Portal', h1: false },
  { route: '/sign-in', title: 'Sign in – Solution Portal' },
  { route: '/sales/solution', title: 'Solutions – Solution Portal' },
  { route: '/sales/solution/new', title: 'New Solution – Solution Portal', h1: false },
  {
    route: '/sales/solution/:solutionId',
    path: '/sales/solution/1001',
    title: 'Northbridge Windows 11 and Intune – Solution Portal',
  },
  {
    route: '/sales/solution/:solutionId',
    path: '/sales/solution/404',
    title: 'The solution cannot be shown – Solution Portal',
    h1: false,
  },
  {
    route: '/sales/solution/screenshot/:solutionId/:page',
    path: '/sales/solution/screenshot/1001/timeline',
    title: 'Solution Screenshot – Solution Portal',
    h1: false,
  },
  { route: '/search', title: 'Search – Solution Portal' },
  { route: '/sales/user-guide', title: 'User Guide – Solution Portal' },
  { route: '/sales/documentation', title: 'Documentation – Solution Portal' },
  { route: '/sales/changelog', title: 'Changelog – Solution Portal' },
  { route: '/sales/engagements', title: 'Engagements – Solution Portal' },
  { route: '/sales/engagements/new', title: 'New Engagement – Solution Portal' },
  {
    route: '/sales/engagements/:engagementId',
    path: '/sales/engagements/e-1',
    title: 'Northbridge refresh – Solution Portal',
  },
  { route: '/sales/engagements/sliders', title: 'Sales Helper – Solution Portal' },
  { route: '/sales/people', title: 'Find Contacts for My Region and Industry – Solution Portal' },
  { route: '/sales/clients', title: 'Clients – Solution Portal' },
  { route: '/sales/vmo', title: 'VMO – Solution Portal' },
  { route: '/sales/service', title: 'Service – Solution Portal' },
  { route: '/sales/daas', title: 'Device as a Service – Solution Portal' },
  { route: '/sales/admin', title: 'Admin – Solution Portal' },
  { route: '/sales/admin/settings', title: 'Settings – Admin – Solution Portal' },
  { route: '/sales/admin/users', title: 'Users – Admin – Solution Portal' },
  { route: '/sales/admin/countries', title: 'Countries – Admin – Solution Portal' },
  { route: '/sales/admin/clients', title: 'Clients – Admin – Solution Portal' },
  { route: '/sales/admin/templates', title: 'Templates – Admin – Solution Portal' },
  {
    route: '/sales/admin/templates/:templateId',
    path: '/sales/admin/templates/template-proposal',
    title: 'Proposal – Admin – Solution Portal',
  },
  { route: '/sales/admin/capabilities', title: 'Capabilities – Admin – Solution Portal' },
  { route: '/sales/admin/capabilities/roles', title: 'Capability Roles – Admin – Solution Portal' },
  { route: '/sales/admin/capabilities/deliverables', title: 'Deliverables – Admin – Solution Portal' },
  { route: '/sales/admin/capabilities/work-products', title: 'Work Products – Admin – Solution Portal' },
  {
    route: '/sales/admin/baseline-security-controls',
    title: 'Baseline Security Controls – Admin – Solution Portal',
  },
  { route: '/sales/admin/notifications', title: 'Notifications – Admin – Solution Portal' },
  { route: '/sales/admin/rate-card', title: 'Rate Card – Admin – Solution Portal' },
  { route: '/sales/admin/engagements', title: 'Capability Relevance – Admin – Solution Portal' },
  { route: '/sales/admin/offerings', title: 'Offerings – Admin – Solution Portal' },
  // Unknown paths redirect (to / in demo mode), so they are titled by the page they land on.
  { route: '*', path: '/no/such/page', title: 'Home – Solution Portal', h1: false },
];

const api = new FakeApi();
beforeAll(async () => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
  await api.start();
});
afterAll(() => api.stop());
beforeEach(() => {
  document.title = 'Solution Portal';
  api.role = 'ADMIN';
  api.handler = (req) => {
    if (req.path === '/api/sales/solutions/1001') return { status: 200, body: SOLUTION };
    if (req.path === '/api/sales/countries') return { status: 200, body: [] };
    if (req.path === '/api/sales/engagements/e-1') return { status: 200, body: ENGAGEMENT };
    if (req.path === '/api/sales/configuration/templates')
      return { status: 200, body: { name: 'templates', value: [TEMPLATE] } };
    return undefined;
  };
});
afterEach(() => {
  cleanup();
  api.reset();
  closeAlert();
  sessionStorage.clear();
});

describe('page titles', () => {
  it('has a row for every route of the route table', () => {
    expect(ROUTES.map((r) => r.path).filter((path) => !ROWS.some((row) => row.route === path))).toEqual([]);
  });

  it.each(ROWS)('$route: $title', async ({ route, path = route, title, h1 = true }) => {
    const router = renderApp(api, path);
    await waitFor(() => expect(document.title).toBe(title));
    if (route !== '*') expect(router.state.location.pathname).toBe(path);
    if (h1) {
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(title.split(' – ')[0]).toBe(heading.textContent);
    }
  });

  it("follows the navigation: a solution's name gives way to the next page's title", async () => {
    const router = renderApp(api, '/sales/solution/1001');
    await waitFor(() => expect(document.title).toBe('Northbridge Windows 11 and Intune – Solution Portal'));
    await act(() => router.navigate('/sales/admin/settings'));
    await waitFor(() => expect(document.title).toBe('Settings – Admin – Solution Portal'));
    await act(() => router.navigate('/sales/solution'));
    await waitFor(() => expect(document.title).toBe('Solutions – Solution Portal'));
  });

  it('titles the page shown when the portal cannot start', () => {
    render(<BootError message="The configuration could not be read." />);
    expect(document.title).toBe('Portal requires a reload! – Solution Portal');
  });
});
