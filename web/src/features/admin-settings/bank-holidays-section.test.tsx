// @vitest-environment happy-dom
/**
 * Admin > Settings, the Bank holidays section (issue 29, ADR 0050) with the real data module against a stand-in
 * API: the region in effect is chosen (England and Wales by default) and the bank holidays of the next two years
 * are listed in UK dates; choosing Scotland lists Scotland's (St Andrew's Day, 2 January's Monday) before saving;
 * Save sends the region with the other sections and If-Match, and the answer's holidays become the page's; the
 * API's field message for a refused region shows under the choice.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Settings } from '@portal/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_DEFAULTS, settingsAnswer } from '../../lib/data/settings.fixtures.ts';
import { freshCacheEachTest, problem, stubApi } from '../../lib/data/test-support.tsx';

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

const ENGLAND_AND_WALES =
  /^Bank holidays used in plans: 25 December 2026, 28 December 2026, 1 January 2027, 26 March 2027, 29 March 2027, /;
const SCOTLAND =
  /^Bank holidays used in plans: 30 November 2026, 25 December 2026, 28 December 2026, 1 January 2027, 4 January 2027, 26 March 2027, 3 May 2027, /;

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

const datesText = () => screen.getByText(/^Bank holidays used in plans: /).textContent ?? '';
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

freshCacheEachTest();
vi.setConfig({ testTimeout: 20_000 });

describe('Admin > Settings: Bank holidays', () => {
  it('shows the region in effect and its dates, lists another region’s when chosen, and saves it with If-Match', async () => {
    const sent = stubApi({
      'GET /sales/configuration/settings': { body: settingsAnswer(), etag: '"s1"' },
      'GET /sales/configuration/staffing-levels': { body: { value: [] } },
      'POST /sales/configuration/settings': (req) => ({
        body: settingsAnswer(req.body as Settings),
        etag: '"s2"',
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Bank holidays' })).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Bank holidays of' });
    expect(group).toBeTruthy();
    // Nothing stored: England and Wales, whose next two years start with Christmas 2026 (Boxing Day on Monday 28th).
    expect(radio('England and Wales').checked).toBe(true);
    expect(datesText()).toMatch(ENGLAND_AND_WALES);
    expect(datesText()).not.toMatch(/26 December 2026/);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.click(radio('Scotland'));
    expect(radio('Scotland').checked).toBe(true);
    expect(datesText()).toMatch(SCOTLAND);
    expect(datesText()).not.toMatch(/29 March 2027/); // no Easter Monday in Scotland
    expect(datesText()).toMatch(/Plans use them once you save\.$/);
    expect(save.hasAttribute('disabled')).toBe(false);

    fireEvent.click(save);
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.headers['if-match']).toBe('"s1"');
    const body = post.body as Settings;
    expect(body.bankHolidayRegion).toBe('GB-SCT');
    expect(body.deliverableReview).toEqual(REVIEW_DEFAULTS);
    expect(body.estimate).toBeDefined();
    expect(body.history).toBeDefined();
    // The answer is the cached settings: Scotland is the region in effect, with nothing left to save.
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    expect(radio('Scotland').checked).toBe(true);
    expect(datesText()).toMatch(SCOTLAND);
    expect(datesText()).not.toMatch(/once you save/);
  });

  it('shows a stored region, and the API’s message under the choice when it refuses one', async () => {
    stubApi({
      'GET /sales/configuration/settings': {
        body: settingsAnswer({ deliverableReview: REVIEW_DEFAULTS, bankHolidayRegion: 'GB-NIR' }),
        etag: '"s1"',
      },
      'GET /sales/configuration/staffing-levels': { body: { value: [] } },
      'POST /sales/configuration/settings': problem(400, 'bad_request', 'Check the bank holiday region.', {
        fields: { bankHolidayRegion: 'Choose England and Wales, Scotland or Northern Ireland' },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Bank holidays' })).toBeTruthy();
    expect(radio('Northern Ireland').checked).toBe(true);
    // Northern Ireland: St Patrick's Day and the Boyne's Monday.
    expect(datesText()).toMatch(/17 March 2027/);
    expect(datesText()).toMatch(/12 July 2027/);
    fireEvent.click(radio('England and Wales'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Check the bank holiday region.')).toBeTruthy();
    expect(await screen.findByText(/Choose England and Wales, Scotland or Northern Ireland/)).toBeTruthy();
  });
});
