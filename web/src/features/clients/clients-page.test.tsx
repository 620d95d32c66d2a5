// @vitest-environment happy-dom
/**
 * The Clients page by role (ADR 0053) with the real data module against a stand-in API: the provider's staff get
 * the whole table; partners and client users get the names the API sends them (no fields), in a Name-only table;
 * client users add no clients.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { StoredSalesClient } from '@portal/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshCacheEachTest, stubApi } from '../../lib/data/test-support.tsx';

const session = vi.hoisted(() => ({ role: 'ADMIN' as string }));
vi.mock('../../lib/session/session-context.tsx', () => ({
  useSignedInUser: () => ({
    user: { id: 'u', email: 'someone@x.example' },
    role: session.role,
    mode: 'demo',
  }),
}));
vi.mock('../../lib/admin/audit-trail.tsx', () => ({
  AuditTrail: () => null,
  refreshAuditTrail: async () => {},
}));

const { default: ClientsPage } = await import('./clients-page.tsx');

const ALBION: StoredSalesClient = {
  id: 'client-albion',
  name: 'Albion Rail Services',
  etag: '"a-1"',
  fields: {
    industry: 'Transport & Logistics',
    strategy: 'Equip frontline depot staff.',
    users: 9800,
    devices: 8600,
    applications: 350,
    c365id: 'C365-100402',
    hpid: 'HP-AC-004733',
  },
};
const NAMED = { id: ALBION.id, name: ALBION.name, etag: ALBION.etag };

function renderPage() {
  render(
    <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>
      <FluentProvider theme={webLightTheme}>
        <ClientsPage title="Clients" />
      </FluentProvider>
    </SWRConfig>,
  );
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

freshCacheEachTest();
afterEach(() => {
  cleanup();
  session.role = 'ADMIN';
  vi.unstubAllGlobals();
});

vi.setConfig({ testTimeout: 20_000 });

describe('Clients page by role (ADR 0053)', () => {
  it('gives the provider the whole table; an admin opens a client', async () => {
    stubApi({ 'GET /sales/clients': { body: [ALBION] } });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(headers(table)).toEqual([
      'Name',
      'Industry',
      'Strategy',
      'Number of users',
      'Number of devices',
      'Number of applications',
    ]);
    expect(within(table).getByText('9,800')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Albion Rail Services' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Client' })).toBeTruthy();
  });

  it.each([
    ['HP_SALES_PERSON', true],
    ['ACCENTURE_SOLUTION_ARCHITECT', true],
    ['CLIENT', false],
  ])('shows %s the names it is sent, New Client %s', async (role, mayCreate) => {
    session.role = role;
    stubApi({ 'GET /sales/clients': { body: [NAMED] } });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(headers(table)).toEqual(['Name']);
    expect(within(table).getByText('Albion Rail Services')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Client' }) !== null).toBe(mayCreate);
  });
});
