// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { findCapability, NO_CAPABILITIES_FOUND, type Capability } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ScopeStepView } from './scope-step.tsx';
import { disableAnimations, Harness, testStore } from './test-harness.tsx';

const SIZED: Capability[] = [
  {
    id: 'core',
    name: 'Core',
    selected: true,
    items: [
      { id: 's', name: 'Small one', selected: true, size: 'S', teamId: 'PROVIDER' },
      { id: 'm', name: 'Medium one', selected: true, size: 'M', teamId: 'ACCENTURE' },
      { id: 'c', name: 'Complex one', selected: true, size: 'L' },
      { id: 'vc', name: 'Very complex one', selected: true, size: 'XL', teamId: 'PROVIDER' },
      { id: 'off', name: 'Not selected', selected: false, size: 'S' },
    ],
  },
];

beforeAll(disableAnimations);
afterEach(cleanup);

function renderStep(
  tree: Capability[],
  complexity = 1,
  kind: 'full' | 'submit' = 'full',
  leadProvider = true,
) {
  const store = testStore(tree, complexity);
  render(
    <Harness store={store}>
      <ScopeStepView kind={kind} leadProvider={leadProvider} />
    </Harness>,
  );
  return store;
}

const summary = () => screen.getByRole('region', { name: 'ROM' });
const summaryRows = () =>
  within(summary())
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('ScopeStepView, full users', () => {
  it('shows the ROM per size (S 160, M 250, C 400, VC 600), total hours, weeks and hours by team', () => {
    renderStep(SIZED);
    expect(summaryRows()).toEqual([
      ['Small one', 'S', '160', 'Provider'],
      ['Medium one', 'M', '250', 'Accenture'],
      ['Complex one', 'C', '400', 'No team'],
      ['Very complex one', 'VC', '600', 'Provider'],
    ]);
    const totals = summary().querySelector('[data-rom-total]');
    expect(totals?.textContent).toBe('1,410');
    expect(summary().querySelector('[data-rom-weeks]')?.textContent).toBe('35.3');
    expect(summary().textContent).toContain('Provider760 h');
    expect(summary().textContent).toContain('Accenture250 h');
    expect(summary().textContent).toContain('No team400 h');
    // The tree's ROM column shows the hours of the size too.
    const row = screen
      .getByText('Complex one', { selector: '[role="treegrid"] span' })
      .closest('[role="row"]');
    expect(row?.textContent).toContain('400 h');
  });

  it('multiplies the hours by the solution complexity when it is not 1', () => {
    renderStep(SIZED, 1.5);
    expect(summaryRows().map((r) => r[2])).toEqual(['240', '375', '600', '900']);
    expect(summary().querySelector('[data-rom-total]')?.textContent).toBe('2,115');
    expect(summary().querySelector('[data-rom-weeks]')?.textContent).toBe('52.9');
  });

  it('updates the totals when a size radio or the team changes', () => {
    const store = renderStep(SIZED);
    const group = screen.getByRole('radiogroup', { name: 'Size of Small one' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['S', 'M', 'C', 'VC']);
    fireEvent.click(within(group).getByRole('radio', { name: 'VC' }));
    expect(findCapability(store.getSnapshot().tree, 's')?.node.size).toBe('XL');
    expect(summary().querySelector('[data-rom-total]')?.textContent).toBe('1,850');
    fireEvent.change(screen.getByRole('combobox', { name: 'Team of Complex one' }), {
      target: { value: 'ACCENTURE' },
    });
    expect(summary().textContent).toContain('Accenture650 h');
    expect(summary().textContent).not.toContain('No team');
  });

  it('hides effort hours from users outside the lead provider', () => {
    renderStep(SIZED, 1, 'full', false);
    expect(summaryRows()[0]).toEqual(['Small one', 'S', 'Provider']);
    expect(summary().querySelector('[data-rom-total]')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Effort' })).toBeNull();
  });
});

describe('ScopeStepView, capability search', () => {
  const TREE: Capability[] = [
    {
      id: 'sec',
      name: 'Security',
      items: [
        { id: 'id', name: 'Identity', expanded: false, items: [{ id: 'mfa', name: 'MFA rollout' }] },
        { id: 'edr', name: 'Endpoint detection' },
      ],
    },
  ];

  it("says 'No capabilities found!' when nothing matches", () => {
    renderStep(TREE, 1, 'submit');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search capabilities' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText(NO_CAPABILITIES_FOUND)).toBeTruthy();
  });

  it('lists matches with their path, selects with or without ALL, and GO TO opens the path', async () => {
    const store = renderStep(TREE, 1, 'submit');
    expect(screen.queryByText('Size')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search capabilities' }), {
      target: { value: 'IDENT' },
    });
    const results = screen.getByRole('table', { name: 'Capabilities found' });
    expect(within(results).getByText('Security/Identity')).toBeTruthy();

    fireEvent.click(
      within(results).getByRole('checkbox', { name: 'ALL: select the child capabilities of Identity' }),
    );
    fireEvent.click(within(results).getByRole('checkbox', { name: 'Select Identity' }));
    const tree = store.getSnapshot().tree;
    expect(findCapability(tree, 'id')?.node.selected).toBe(true);
    expect(findCapability(tree, 'sec')?.node.selected).toBe(true);
    expect(findCapability(tree, 'mfa')?.node.selected).toBe(true);
    expect(findCapability(tree, 'edr')?.node.selected).toBeFalsy();

    expect(screen.queryByText('MFA rollout', { selector: '[role="treegrid"] span' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search capabilities' }), {
      target: { value: 'mfa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to MFA rollout' }));
    const row = await waitFor(() => {
      const found = screen
        .getByText('MFA rollout', { selector: '[role="treegrid"] span' })
        .closest('[role="row"]');
      expect(document.activeElement).toBe(found);
      return found;
    });
    expect(row?.getAttribute('aria-level')).toBe('3');
  });
});
