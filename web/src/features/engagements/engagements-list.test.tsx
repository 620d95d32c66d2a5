// @vitest-environment happy-dom
/**
 * The engagements list in the app (demo mode) against a stand-in API: the spec's empty texts per reading, the
 * columns of the one list, notes cut with the full text kept, the deck download and Open Solution, and the page a
 * partner meets.
 */
import { cleanup, screen, waitFor, within, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGAGEMENTS_NOT_FOR_ROLE } from './engagements-list-page.tsx';
import { notesPreview, NOTES_PREVIEW_CHARS } from './engagements-table.tsx';
import { FakeApi, listItem, renderApp } from './test-support.tsx';

// The whole app renders in each test: slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
// Finding an element may take more than the default second when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

const api = new FakeApi();
beforeAll(async () => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
  await api.start();
});
afterAll(() => api.stop());
afterEach(() => {
  cleanup();
  api.reset();
  sessionStorage.clear();
});

const list = (items: unknown[]) => (req: { path: string }) =>
  req.path === '/api/sales/engagements' ? { status: 200, body: { items } } : undefined;

describe('empty texts as the spec places them', () => {
  it.each([
    ['SALES_PERSON', 'No sales engagements found!'],
    ['ADMIN', 'No sales engagements!'],
    ['DEAL_TEAM', 'No sales engagements!'],
  ] as const)('%s sees %s', async (role, text) => {
    api.role = role;
    api.handler = list([]);
    renderApp(api, '/sales/engagements');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Engagement' })).toBeTruthy();
  });
});

describe('the list', () => {
  it('shows Client, Notes, Owner, Created, Slide Deck and Solution, rows opening the engagement', async () => {
    const long = `${'Workshop with the CIO about the refresh. '.repeat(4)}\nSecond line`;
    api.handler = list([
      listItem({
        id: 'e-2',
        clientName: 'Fabrikam plc',
        name: 'Fabrikam refresh 2026',
        notes: long,
        createdAt: '2026-07-01T13:05:00.000Z',
        type: 1,
        slideDeck: { documentId: 'doc-9', fileName: 'Fabrikam deck.pptx' },
        solutionId: '1042',
      }),
      listItem({ notes: 'Short note' }),
    ]);
    renderApp(api, '/sales/engagements');
    const table = await screen.findByRole('table', { name: 'Engagements' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Client', 'Notes', 'Owner', 'Created', 'Slide Deck', 'Solution']);
    const rows = within(table).getAllByRole('row').slice(1);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Fabrikam plc' }).getAttribute('href')).toBe(
      '/sales/engagements/e-2',
    );
    expect(first.getByText('Fabrikam refresh 2026')).toBeTruthy();
    // British summer time: 13:05 UTC is 14:05 in London.
    expect(first.getByText('14:05, 01-07-2026')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Download the slide deck for Fabrikam plc' })).toBeTruthy();
    expect(
      first.getByRole('link', { name: 'Open Solution 1042 for Fabrikam plc' }).getAttribute('href'),
    ).toBe('/sales/solution/1042');
    const cut = first.getByText(/^Workshop with the CIO/);
    expect(cut.textContent!.endsWith('…')).toBe(true);
    expect(cut.getAttribute('tabindex')).toBe('0');

    const second = within(rows[1]!);
    // The default name is not repeated under the client.
    expect(second.queryByText('Engagement for Contoso Ltd')).toBeNull();
    expect(second.getByText('Short note').getAttribute('tabindex')).toBeNull();
    expect(second.getByText('Not yet')).toBeTruthy();
    expect(second.getByText('Sam Patel')).toBeTruthy();
  });

  it('says what went wrong when the list cannot be loaded', async () => {
    api.handler = (req) =>
      req.path === '/api/sales/engagements'
        ? { status: 503, body: { error: { code: 'unavailable', message: 'The store is not answering.' } } }
        : undefined;
    renderApp(api, '/sales/engagements');
    expect(await screen.findByText('The store is not answering.', undefined, { timeout: 5000 })).toBeTruthy();
  });
});

describe('roles without engagements', () => {
  it.each(['HP_SALES_PERSON', 'ACCENTURE_SOLUTION_ARCHITECT', 'CLIENT'] as const)(
    '%s is told so and the API is not asked',
    async (role) => {
      api.role = role;
      renderApp(api, '/sales/engagements');
      expect(await screen.findByText(ENGAGEMENTS_NOT_FOR_ROLE)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'New Engagement' })).toBeNull();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).queryByRole('link', { name: 'Engagements' })).toBeNull();
      await waitFor(() => expect(api.calls('GET', '/api/sales/engagements')).toHaveLength(0));
    },
  );
});

describe('notesPreview', () => {
  it.each([
    ['', '', false],
    ['  Short  ', 'Short', false],
    ['One\nTwo', 'One…', true],
    ['x'.repeat(NOTES_PREVIEW_CHARS), 'x'.repeat(NOTES_PREVIEW_CHARS), false],
    ['x'.repeat(NOTES_PREVIEW_CHARS + 1), `${'x'.repeat(NOTES_PREVIEW_CHARS)}…`, true],
  ])('%j → %j', (notes, text, cut) => {
    expect(notesPreview(notes)).toEqual({ text, cut });
  });
});
