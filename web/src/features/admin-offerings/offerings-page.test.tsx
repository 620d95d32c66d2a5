// @vitest-environment happy-dom
/**
 * Admin > Offerings (ADR 0041) with the real data module against a stand-in API: admins only; the list by area;
 * Add checks the domain's rules before sending, then POSTs the whole list with If-Match and says 'Saved!'; a stale
 * remove offers Reload, which reads the list again; an empty list says so.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Offering } from '@portal/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshCacheEachTest, problem, stubApi } from '../../lib/data/test-support.tsx';

const session = vi.hoisted(() => ({ role: 'ADMIN' as string }));
vi.mock('../../lib/session/session-context.tsx', () => ({
  useSignedInUser: () => ({
    user: { id: 'u', email: 'admin@provider.example' },
    role: session.role,
    mode: 'demo',
  }),
}));
vi.mock('../../lib/admin/audit-trail.tsx', () => ({
  AuditTrail: () => null,
  refreshAuditTrail: async () => {},
}));

const { default: OfferingsPage, ADMINS_ONLY, NO_OFFERINGS } = await import('./offerings-page.tsx');

const OFFERINGS: Offering[] = [
  { id: 'offering-service-desk', name: 'Service Desk', areaId: 'area-manage-evolve', description: 'Run it.' },
  { id: 'offering-zero-trust', name: 'Zero Trust', areaId: 'area-security', description: 'Verify access.' },
];
const GET = 'GET /sales/configuration/offerings';
const POST = 'POST /sales/configuration/offerings';

function renderPage() {
  render(
    <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>
      <FluentProvider theme={webLightTheme}>
        <OfferingsPage title="Offerings" />
      </FluentProvider>
    </SWRConfig>,
  );
}

freshCacheEachTest();
beforeAll(() => {
  // Fluent's motion uses Element.animate, which happy-dom cancels when a dialog closes.
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});
afterEach(() => {
  cleanup();
  session.role = 'ADMIN';
  vi.unstubAllGlobals();
});

// Dialogs and the Fluent dropdown render slowly on a shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('Admin > Offerings', () => {
  it('is for admins only: another role is told so and nothing is asked', async () => {
    session.role = 'SALES_PERSON';
    const sent = stubApi({});
    renderPage();
    expect(await screen.findByText(ADMINS_ONLY)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('lists the offerings by area; Add checks the rules, then sends the whole list with If-Match', async () => {
    const sent = stubApi({
      [GET]: { body: { value: OFFERINGS }, etag: '"o-1"' },
      [POST]: (req) => ({
        body: { value: (req.body as { offerings: Offering[] }).offerings },
        etag: '"o-2"',
      }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Offerings' });
    // Security comes before Manage & Evolve (the four areas' order).
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-offering')),
    ).toEqual(['offering-zero-trust', 'offering-service-desk']);

    fireEvent.click(screen.getByRole('button', { name: 'Add offering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add offering' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is required')).toBeTruthy();
    expect(within(dialog).getByText('must be one of the four offering areas')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Name/), {
      target: { value: 'Sustainability Review' },
    });
    fireEvent.click(within(dialog).getByLabelText(/Area/));
    fireEvent.click(await screen.findByRole('option', { name: 'Manage & Evolve' }));
    // A changed field's message goes.
    expect(within(dialog).queryByText('is required')).toBeNull();
    expect(within(dialog).queryByText('must be one of the four offering areas')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.headers['if-match']).toBe('"o-1"');
    expect((post.body as { offerings: Offering[] }).offerings.at(-1)).toEqual({
      id: 'offering-sustainability-review',
      name: 'Sustainability Review',
      areaId: 'area-manage-evolve',
      description: '',
    });
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect(screen.getByText('Sustainability Review')).toBeTruthy();
  });

  it('offers Reload when a remove meets a newer list, and reads the list again', async () => {
    const sent = stubApi({
      [GET]: { body: { value: OFFERINGS }, etag: '"o-1"' },
      [POST]: problem(409, 'conflict', 'Someone else changed this first.', { current: OFFERINGS }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Zero Trust' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Zero Trust?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when there are no offerings', async () => {
    stubApi({ [GET]: { body: { value: [] }, etag: '"o-1"' } });
    renderPage();
    expect(await screen.findByText(NO_OFFERINGS)).toBeTruthy();
  });
});
