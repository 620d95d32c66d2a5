// @vitest-environment happy-dom
/**
 * The approvals table's rows for documents (spec: one row for the solution plus one per document; issue 21):
 * each solution document has its own row, approved and saved on its own, the solution row untouched.
 */
import type { SaveSolutionRequest, SolutionDocument } from '@portal/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  builderFor,
  fakeApiForFile,
  Providers,
  savedFrom,
  solutionFixture,
  type Setup,
} from '../page/test-support.tsx';
import { ApprovalsTable } from './approvals-table.tsx';

const api = fakeApiForFile();

const doc = (id: string, name: string, type: number): SolutionDocument => ({
  id,
  name,
  type,
  modifiedAt: '2026-01-12T09:00:00.000Z',
  fileName: `${name}.docx`,
  variant: 'customer',
});

describe('ApprovalsTable rows for documents', () => {
  it('lists the solution, then each document, and approves a document on its own row', async () => {
    const base = solutionFixture({
      state: { step: 6, steps: [1, 2, 5, 6], items: [] },
      documents: [doc('doc-rom', 'ROM Estimate', 2), doc('doc-proposal', 'Proposal', 3)],
    });
    let version = 1;
    api.handler = (req, body) =>
      req.method === 'POST'
        ? { status: 200, body: savedFrom(body as SaveSolutionRequest, base, ++version) }
        : undefined;
    const setup: Setup = { role: 'SOLUTION_REVIEWER', solution: base };
    render(
      <Providers setup={setup} store={builderFor(setup)}>
        <ApprovalsTable />
      </Providers>,
    );
    const table = screen.getByRole('table', { name: 'Approvals' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent?.trim())).toEqual([
      'Contoso workplace',
      'ROM Estimate',
      'Proposal',
    ]);

    fireEvent.click(within(rows[2]!).getByRole('button', { name: /^Approve/ }));
    expect(within(rows[2]!).getByText('Approved')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: /^Approve/ })).toBeTruthy();
    await waitFor(() => expect(api.saves()).toHaveLength(1), { timeout: 2000 });
    expect(api.saves()[0]!.fields.approvals).toEqual([{ id: 'doc-proposal', name: 'Sam Seller' }]);
  });
});
