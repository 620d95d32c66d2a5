// @vitest-environment happy-dom
/**
 * Admin > Settings, the Commercial terms section (issue 29, docs/documents.md) with the real data module against a
 * stand-in API: it shows the stored supplier and terms, payment milestones that do not add up to 100% say so and
 * keep Save off, a control character or a VAT rate above 100 is refused beside its field, and Save sends the
 * section with the others, with If-Match.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DEFAULT_COMMERCIAL_SETTINGS, type Settings } from '@portal/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { settingsAnswer } from '../../lib/data/settings.fixtures.ts';
import { freshCacheEachTest, stubApi } from '../../lib/data/test-support.tsx';

vi.mock('../../lib/session/session-context.tsx', () => ({
  useSignedInUser: () => ({
    user: { id: 'u', email: 'admin@provider.example' },
    role: 'ADMIN',
    mode: 'demo',
  }),
}));
vi.mock('../../lib/admin/audit-trail.tsx', () => ({
  AuditTrail: () => null,
  refreshAuditTrail: async () => {},
}));

const { default: SettingsPage } = await import('./settings-page.tsx');

const REVIEW = { cycles: 1, review: 5, update: 5, approve: 2 };

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <SettingsPage title="Settings" /> }]);
  render(
    <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </SWRConfig>,
  );
}

freshCacheEachTest();
vi.setConfig({ testTimeout: 45_000 });

describe('Admin > Settings: Commercial terms', () => {
  it('shows the terms, refuses milestones that do not add up and a VAT rate above 100, and saves with If-Match', async () => {
    const stored = { deliverableReview: REVIEW, commercial: DEFAULT_COMMERCIAL_SETTINGS };
    const sent = stubApi({
      'GET /sales/configuration/settings': { body: settingsAnswer(stored), etag: '"s1"' },
      'GET /sales/configuration/staffing-levels': { body: { value: [] } },
      'POST /sales/configuration/settings': (req) => ({
        body: settingsAnswer(req.body as Settings),
        etag: '"s2"',
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Commercial terms' })).toBeTruthy();
    const legal = screen.getByRole('textbox', { name: 'Supplier legal name' }) as HTMLInputElement;
    expect(legal.value).toBe('Provider Technology Services Limited');
    const save = screen.getByRole('button', { name: 'Save Changes' });

    const share = screen.getByRole('textbox', { name: 'Milestone 1: share (%)' });
    const first = DEFAULT_COMMERCIAL_SETTINGS.milestones[0]!.percent;
    fireEvent.change(share, { target: { value: String(first + 5) } });
    expect(
      await screen.findByText('The payment milestones must add up to 100% (they add up to 105%)'),
    ).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(share, { target: { value: String(first) } });

    const vat = screen.getByRole('textbox', { name: 'VAT rate (%)' });
    fireEvent.change(vat, { target: { value: '120' } });
    expect(await screen.findByText('At most 100')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(vat, { target: { value: '20' } });

    fireEvent.change(legal, { target: { value: 'Northgate Digital\u0007 Limited' } });
    expect(await screen.findByText('must not contain control characters')).toBeTruthy();
    fireEvent.change(legal, { target: { value: 'Northgate Digital Limited' } });

    // The workshops the engagement summary offers: a count out of range is said under its field, a fee typed with
    // its pound sign is taken.
    const count = screen.getByRole('textbox', { name: 'Discovery workshops' }) as HTMLInputElement;
    expect(count.value).toBe('2');
    fireEvent.change(count, { target: { value: '0' } });
    expect(await screen.findByText('At least 1')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(count, { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Fee for all the workshops/ }), {
      target: { value: '£1,200' },
    });

    fireEvent.click(save);
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.headers['if-match']).toBe('"s1"');
    const body = post.body as Settings;
    expect(body.commercial).toEqual({
      ...DEFAULT_COMMERCIAL_SETTINGS,
      supplier: { ...DEFAULT_COMMERCIAL_SETTINGS.supplier, legalName: 'Northgate Digital Limited' },
      workshops: { discoveryCount: 3, discoveryHours: 3, solutionHours: 3, feePounds: 1200 },
    });
    expect(body.deliverableReview).toEqual(REVIEW);
  });
});
