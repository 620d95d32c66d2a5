// @vitest-environment happy-dom
/** The approvals row: Approve adds {id, name} and saves after about 0.5 s; Cancel removes it and saves. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  builderFor,
  disableAnimations,
  FakeApi,
  Providers,
  savedFrom,
  solutionFixture,
  type Setup,
} from '../page/test-support.tsx';
import { ApprovalsTable } from './approvals-table.tsx';

const api = new FakeApi();
beforeAll(async () => {
  disableAnimations();
  await api.start();
});
afterAll(() => api.stop());
afterEach(cleanup);

describe('ApprovalsTable', () => {
  it('toggles the solution row between Approve and Approved / Cancel, saving each change', async () => {
    const base = solutionFixture({ state: { step: 6, steps: [1, 2, 5, 6], items: [] } });
    let version = 1;
    api.handler = (req, body) => {
      if (req.method !== 'POST') return undefined;
      version += 1;
      return { status: 200, body: savedFrom(body as never, base, version) };
    };
    const setup: Setup = { role: 'SALES_PERSON', solution: base };
    render(
      <Providers setup={setup} store={builderFor(setup)}>
        <ApprovalsTable />
      </Providers>,
    );
    const table = screen.getByRole('table', { name: 'Approvals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Share', 'Approver', 'Approval']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('—')).toBeTruthy();
    const share = within(row).getByRole('link', { name: /Share Contoso workplace/ }) as HTMLAnchorElement;
    expect(share.href).toContain('mailto:?subject=Contoso%20workplace&body=');
    expect(decodeURIComponent(share.href)).toContain('/sales/solution/1001');

    fireEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByText('Sam Seller')).toBeTruthy();
    // Saved after about half a second, not at once.
    expect(api.saves()).toHaveLength(0);
    await waitFor(() => expect(api.saves()).toHaveLength(1), { timeout: 2000 });
    expect(api.saves()[0]!.fields.approvals).toEqual([{ id: 'solution', name: 'Sam Seller' }]);

    fireEvent.click(within(row).getByRole('button', { name: /^Cancel approval/ }));
    expect(within(row).getByRole('button', { name: /^Approve/ })).toBeTruthy();
    expect(within(row).getByText('—')).toBeTruthy();
    await waitFor(() => expect(api.saves()).toHaveLength(2), { timeout: 2000 });
    expect(api.saves()[1]!.fields.approvals).toEqual([]);
  });

  it('lets a full user name an approver from the provider users and remove them, saving each change', async () => {
    const base = solutionFixture({ state: { step: 6, steps: [1, 2, 5, 6], items: [] } });
    const george = { id: 'u-9', name: 'George Whitaker', email: 'solution.reviewer@provider.example' };
    api.requests = [];
    let version = 1;
    api.handler = (req, body) => {
      if (req.method === 'GET' && req.url === '/api/users')
        return {
          status: 200,
          body: [
            { ...george, roleId: 'SOLUTION_REVIEWER', role: 'Solution Reviewer', organization: 'PROVIDER' },
          ],
        };
      if (req.method !== 'POST') return undefined;
      version += 1;
      return { status: 200, body: savedFrom(body as never, base, version) };
    };
    const setup: Setup = { role: 'SALES_PERSON', solution: base };
    render(
      <Providers setup={setup} store={builderFor(setup)}>
        <ApprovalsTable />
      </Providers>,
    );
    const named = screen.getByRole('group', { name: 'Named approvers' });
    expect(within(named).getByText('Nobody is named yet.')).toBeTruthy();
    const picker = within(named).getByRole('combobox', { name: /Name an approver/ });
    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(picker);
    fireEvent.click(screen.getByRole('option', { name: /^George Whitaker/ }));
    await waitFor(() => expect(api.saves()).toHaveLength(1), { timeout: 2000 });
    expect(api.saves()[0]!.fields.approvers).toEqual([george]);
    fireEvent.click(within(named).getByRole('button', { name: 'Remove approver George Whitaker' }));
    await waitFor(() => expect(api.saves()).toHaveLength(2), { timeout: 2000 });
    expect(api.saves()[1]!.fields.approvers).toEqual([]);
  });

  it("does not offer Cancel on someone else's approval", () => {
    const base = solutionFixture();
    const setup: Setup = {
      role: 'SALES_PERSON',
      solution: solutionFixture({
        fields: { ...base.fields, approvals: [{ id: 'solution', name: 'Olivia Hart', approverId: 'u-2' }] },
      }),
    };
    render(
      <Providers setup={setup} store={builderFor(setup)}>
        <ApprovalsTable />
      </Providers>,
    );
    expect(screen.getByText('Olivia Hart')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
