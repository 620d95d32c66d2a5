// @vitest-environment happy-dom
/**
 * The Capabilities admin keeps its edits in the page until 'Save Changes' (issue 30): leaving with unsaved
 * changes asks first ('Leave without saving?', Stay or Leave) for a link inside the portal, and the browser's own
 * prompt guards closing or reloading the tab. Nothing asks while there is nothing to lose.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Capability } from '@portal/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredCatalogue } from '../../lib/data/catalogue.ts';

const CAPABILITIES: Capability[] = [
  { id: 'cap-1', name: 'Discovery & Assessment', areaId: 'area-core', owners: [], actions: [] },
];
const STORED: StoredCatalogue = {
  version: 4,
  areas: [{ id: 'area-core', name: 'Core' }],
  createdAt: '2026-01-12T10:00:00.000Z',
  capabilities: CAPABILITIES,
  etag: '"v4"',
};
const saves = vi.hoisted(() => [] as Capability[][]);
/** SWR's own cache, as in the app (saveCatalogue updates it); a fresh key per test. */
const run = vi.hoisted(() => ({ key: 'catalogue-0', n: 0 }));

vi.mock('../../lib/session/session-context.tsx', () => ({
  useSignedInUser: () => ({
    user: { id: 'u', email: 'admin@provider.example' },
    role: 'ADMIN',
    mode: 'production',
  }),
}));
vi.mock('../../lib/admin/audit-trail.tsx', () => ({
  AuditTrail: () => null,
  refreshAuditTrail: async () => {},
}));
vi.mock('../../lib/data/catalogue.ts', async () => {
  const swr = await import('swr');
  return {
    useCatalogue: () => swr.default(run.key, async () => STORED, { revalidateOnFocus: false }),
    refreshCatalogue: async () => STORED,
    saveCatalogue: async (capabilities: Capability[]) => {
      saves.push(capabilities);
      const saved = { ...STORED, version: 5, capabilities, etag: '"v5"' };
      await swr.mutate(run.key, saved, { revalidate: false });
      return saved;
    },
  };
});

const { default: CapabilitiesPage } = await import('./capabilities-page.tsx');

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});
afterEach(() => {
  cleanup();
  saves.length = 0;
  run.key = `catalogue-${++run.n}`;
});

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/sales/admin/capabilities',
        element: (
          <>
            <Link to="/sales/admin">Admin</Link>
            <CapabilitiesPage title="Capabilities" />
          </>
        ),
      },
      { path: '/sales/admin', element: <h1>Admin home</h1> },
    ],
    { initialEntries: ['/sales/admin/capabilities'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

/** Whether the browser would ask before closing the tab. */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const leaveDialog = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

async function addCapability() {
  await screen.findByText('Discovery & Assessment');
  fireEvent.click(screen.getByRole('button', { name: 'Add capability' }));
  expect(await screen.findByText('Unsaved changes')).toBeTruthy();
}

describe('leaving the Capabilities admin', () => {
  it('leaves at once, and the tab closes without a prompt, while nothing is unsaved', async () => {
    const router = renderPage();
    await screen.findByText('Discovery & Assessment');
    expect(tabCloseAsks()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sales/admin');
    expect(leaveDialog()).toBeNull();
  });

  it('asks before leaving with unsaved edits: Stay keeps them, Leave goes', async () => {
    const router = renderPage();
    await addCapability();
    expect(tabCloseAsks()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('You have changes that are not saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(router.state.location.pathname).toBe('/sales/admin/capabilities');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Admin' }));
    await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('asks nothing once the edits are saved', async () => {
    renderPage();
    await addCapability();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(tabCloseAsks()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeTruthy();
    expect(leaveDialog()).toBeNull();
  });
});
