// @vitest-environment happy-dom
/**
 * Admin > Settings, the "Changed since approval" section (issue 22, docs/history.md) with the real data module
 * against a stand-in API: it shows the stored rule (default: never clear), a percentage out of range shows the
 * domain's message beside the field and keeps Save off, and Save sends the section with the others, with If-Match.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Settings } from '@portal/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { freshCacheEachTest, stubApi } from '../../lib/data/test-support.tsx';
import { settingsAnswer } from '../../lib/data/settings.fixtures.ts';

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
const PERCENT = 'Clear approvals when the price changes by more than (%)';
const SCOPE = 'Clear approvals when the scope changes';
const OUT_OF_RANGE = 'Enter a percentage from 0 to 1000, or leave it empty to never clear on a price change.';

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
vi.setConfig({ testTimeout: 20_000 });

describe('Admin > Settings: Changed since approval', () => {
  it('shows the default, refuses a percentage out of range, and saves the section with If-Match', async () => {
    const sent = stubApi({
      'GET /sales/configuration/settings': { body: settingsAnswer(), etag: '"s1"' },
      'GET /sales/configuration/staffing-levels': { body: { value: [] } },
      'POST /sales/configuration/settings': (req) => ({
        body: settingsAnswer(req.body as Settings),
        etag: '"s2"',
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Changed since approval' })).toBeTruthy();
    const percent = screen.getByRole('textbox', { name: PERCENT }) as HTMLInputElement;
    const scope = screen.getByRole('checkbox', { name: SCOPE }) as HTMLInputElement;
    // No stored section: approvals are only marked, never cleared.
    expect(percent.value).toBe('');
    expect(scope.checked).toBe(false);
    const save = screen.getByRole('button', { name: 'Save Changes' });

    fireEvent.change(percent, { target: { value: '1000.5' } });
    expect(await screen.findByText(OUT_OF_RANGE)).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(percent, { target: { value: '12.5' } });
    expect(screen.queryByText(OUT_OF_RANGE)).toBeNull();
    fireEvent.click(scope);
    expect(scope.checked).toBe(true);
    fireEvent.click(save);
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.headers['if-match']).toBe('"s1"');
    const body = post.body as Settings;
    expect(body.history).toEqual({ clearApprovalOnChange: { pricePercent: 12.5, scope: true } });
    expect(body.deliverableReview).toEqual(REVIEW);
    expect(body.estimate).toBeDefined();
    // The saved answer is the cached settings: the page shows it, with nothing left to save.
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    expect(percent.value).toBe('12.5');
  });

  it('emptying the percentage saves "never" (null)', async () => {
    const stored = {
      deliverableReview: REVIEW,
      history: { clearApprovalOnChange: { pricePercent: 5, scope: true } },
    };
    const sent = stubApi({
      'GET /sales/configuration/settings': { body: settingsAnswer(stored), etag: '"s1"' },
      'GET /sales/configuration/staffing-levels': { body: { value: [] } },
      'POST /sales/configuration/settings': (req) => ({
        body: settingsAnswer(req.body as Settings),
        etag: '"s2"',
      }),
    });
    renderPage();
    const percent = (await screen.findByRole('textbox', { name: PERCENT })) as HTMLInputElement;
    expect(percent.value).toBe('5');
    expect((screen.getByRole('checkbox', { name: SCOPE }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(percent, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect((sent.find((r) => r.method === 'POST')!.body as Settings).history).toEqual({
      clearApprovalOnChange: { pricePercent: null, scope: true },
    });
  });
});
