// @vitest-environment happy-dom
/**
 * A Solution Reviewer named as an approver (issue 30, ADR 0054): the read-only view shows them the Approvals tab,
 * and Approve there is their own call (POST .../approvals/solution), never a save of the solution. Not named: no
 * tab. Named on a closed solution: the tab shows their approval, without controls.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Solution } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  builderFor,
  fakeApiForFile,
  Providers,
  solutionFixture,
  userFixture,
  type Setup,
} from '../page/test-support.tsx';
import { ReadOnlyView } from './read-only-view.tsx';

vi.mock('../../../lib/session/session-context.tsx', async () => {
  const { userFixture: signedIn } = await import('../page/test-support.tsx');
  return {
    useSignedInUser: () => ({
      user: signedIn('SOLUTION_REVIEWER'),
      role: 'SOLUTION_REVIEWER',
      mode: 'production',
    }),
  };
});

const api = fakeApiForFile();
const me = userFixture('SOLUTION_REVIEWER');
const ME = { id: me.id, name: me.name, email: me.email };
const OTHER = { id: 'u-2', name: 'Olivia Hart', email: 'olivia@provider.example' };

function atStep(step: 6 | 7, approvers = [ME], approvals: Solution['fields']['approvals'] = []) {
  const base = solutionFixture();
  return solutionFixture({
    fields: { ...base.fields, approvers, approvals },
    state: { step, steps: step === 6 ? [1, 2, 5, 6] : [1, 2, 5, 6, 7], items: [] },
  });
}

function renderView(solution: Solution) {
  const answer = api.handler;
  // The solution has no documents: the table has the solution's row only.
  api.handler = (req, body) =>
    req.method === 'GET' && req.url === '/api/sales/solutions/1001/documents'
      ? { status: 200, body: [] }
      : answer(req, body);
  const setup: Setup = { role: 'SOLUTION_REVIEWER', solution };
  render(
    <Providers setup={setup} store={builderFor(setup)}>
      <ReadOnlyView />
    </Providers>,
  );
}

/** The tabs' names (a Fluent tab repeats its label in a hidden element that keeps its width: read it once). */
const tabs = () =>
  within(screen.getByRole('tablist', { name: 'Solution views' }))
    .getAllByRole('tab')
    .map((t) => t.querySelector('.fui-Tab__content:not(.fui-Tab__content--reserved-space)')?.textContent);

describe('the read-only view for a named approver', () => {
  it('shows the Approvals tab, and Approve records the approval through its own call without a save', async () => {
    const solution = atStep(6, [OTHER, ME]);
    api.handler = (req, body) => {
      if (req.method !== 'POST' || req.url !== '/api/sales/solutions/1001/approvals/solution')
        return undefined;
      expect(req.headers['if-match']).toBe('"v1"');
      expect(body).toEqual({ approved: true });
      const approvals = [
        { id: 'solution', name: ME.name, approverId: ME.id, approvedAt: '2026-01-13T10:00:00.000Z' },
      ];
      return { status: 200, body: { ...solution, fields: { ...solution.fields, approvals }, etag: '"v2"' } };
    };
    renderView(solution);
    expect(tabs()).toEqual([
      'Scope',
      'Metrics',
      'Timeline',
      'People',
      'Deliverables',
      'Work Products',
      'Solution',
      'Documents',
      'Approvals',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Approvals' }));
    const panel = screen.getByRole('tabpanel', { name: 'Approvals' });
    expect(within(panel).getByRole('group', { name: 'Named approvers' }).textContent).toContain(
      'Olivia Hart, Sam Seller',
    );
    // Naming is for those who may save the solution.
    expect(within(panel).queryByRole('combobox')).toBeNull();
    const row = within(within(panel).getByRole('table', { name: 'Approvals' })).getAllByRole('row')[1]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Approve Contoso workplace' }));
    await waitFor(() => expect(within(row).getByText('Approved')).toBeTruthy());
    expect(within(row).getByText(ME.name)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Cancel approval of Contoso workplace' })).toBeTruthy();
    expect(api.requests.filter((r) => r.path.endsWith('/approvals/solution'))).toHaveLength(1);
    // Looking and approving saved nothing (ADR 0051): no POST /sales/solutions.
    expect(api.saves()).toHaveLength(0);
  });

  it('has no Approvals tab for a reviewer who is not named', () => {
    renderView(atStep(6, [OTHER]));
    expect(tabs()).not.toContain('Approvals');
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('shows a closed solution’s approval without controls', () => {
    const approvals = [
      { id: 'solution', name: ME.name, approverId: ME.id, approvedAt: '2026-01-12T10:00:00.000Z' },
    ];
    renderView(atStep(7, [ME], approvals));
    fireEvent.click(screen.getByRole('tab', { name: 'Approvals' }));
    const panel = screen.getByRole('tabpanel', { name: 'Approvals' });
    expect(within(panel).getByText('Approved')).toBeTruthy();
    expect(within(panel).getByText('Approvals are given while the solution is at Review.')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
