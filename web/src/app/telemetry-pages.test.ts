/**
 * Page views are named by the route pattern the portal's own router matched, never by the address with its ids;
 * and with no connection string in the config, telemetry does not start (nothing is loaded or sent).
 */
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageName, UNKNOWN_PAGE } from '../lib/telemetry/page-name.ts';
import { startTelemetry } from '../lib/telemetry/telemetry.ts';
import { ROUTES } from './route-table.ts';

/** The route table's paths under a pathless layout and a catch-all, nested as in router.tsx. */
const routes = [{ children: [...ROUTES.map(({ path }) => ({ path })), { path: '/sign-in' }, { path: '*' }] }];
const routerAt = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
const nameOf = (path: string) => pageName(routerAt(path).state.matches);

describe('telemetry page names', () => {
  it('names a page view by its route pattern', () => {
    expect(nameOf('/sales/solution/1001')).toBe('/sales/solution/:solutionId');
    expect(nameOf('/sales/solution/screenshot/1001/timeline')).toBe(
      '/sales/solution/screenshot/:solutionId/:page',
    );
    expect(nameOf('/welcome')).toBe('/welcome');
    expect(nameOf('/sign-in')).toBe('/sign-in');
    expect(nameOf('/no/such/page')).toBe(UNKNOWN_PAGE);
  });

  it('carries no id for any route of the route table', () => {
    for (const { path } of ROUTES) {
      const address = path.replace(/:[A-Za-z]+/g, 'id4711');
      const name = nameOf(address);
      expect(name, address).toBe(path);
      expect(name).not.toContain('id4711');
    }
  });

  it('does not start without a connection string', () => {
    const config = { version: '3.7.31', authMode: 'local' as const, demoModeAllowed: true };
    expect(startTelemetry(config, routerAt('/welcome'))).toBeUndefined();
  });
});
