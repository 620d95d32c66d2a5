// @vitest-environment happy-dom
/** The Documents tab: 'No Documents', or Document (with its Customer / Internal badge) | Name | Timestamp with a 600 px preview dialog. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  builderFor,
  disableAnimations,
  Providers,
  solutionFixture,
  type Setup,
} from '../page/test-support.tsx';
import { DocumentsTab, NO_DOCUMENTS } from './documents-tab.tsx';

beforeAll(disableAnimations);
afterEach(cleanup);

function renderTab(setup: Setup) {
  render(
    <Providers setup={setup} store={builderFor(setup)}>
      <DocumentsTab />
    </Providers>,
  );
}

describe('DocumentsTab', () => {
  it("says 'No Documents' when there are none", () => {
    renderTab({ role: 'SOLUTION_REVIEWER', solution: solutionFixture() });
    expect(screen.getByText(NO_DOCUMENTS)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists documents and previews one in a 600 px dialog', async () => {
    const documents = [
      {
        id: 'd-1',
        name: 'Contoso ROM',
        type: 2,
        modifiedAt: '2026-01-12T14:05:00.000Z',
        fileName: 'contoso-rom.pptx',
        variant: 'customer' as const,
      },
      {
        id: 'd-2',
        name: 'Contoso proposal (internal)',
        type: 3,
        modifiedAt: '2026-01-12T14:06:00.000Z',
        fileName: 'contoso-proposal-internal.docx',
        variant: 'internal' as const,
      },
    ];
    renderTab({ role: 'SOLUTION_REVIEWER', solution: solutionFixture({ documents }) });
    const table = screen.getByRole('table', { name: 'Solution documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Document', 'Name', 'Timestamp']);
    const [, row, internal] = within(table).getAllByRole('row');
    // Who each file is written for (issue 19).
    expect(within(row!).getByText('Customer')).toBeTruthy();
    expect(within(internal!).getByText('Internal')).toBeTruthy();
    expect(within(row!).getByText('ROM')).toBeTruthy();
    expect(within(row!).getByText('14:05, 12-01-2026')).toBeTruthy();
    fireEvent.click(within(row!).getByRole('button', { name: 'Contoso ROM' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('contoso-rom.pptx')).toBeTruthy();
    expect(getComputedStyle(dialog).width).toBe('600px');
  });
});
