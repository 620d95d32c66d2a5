// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  findAction,
  findCapability,
  LINKED_SELECTED_MESSAGE,
  LINKED_UNSELECT_MESSAGE,
  type Capability,
} from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CapabilityTree } from './capability-tree.tsx';
import { SizeStepView } from './size-step.tsx';
import { disableAnimations, Harness, testStore } from './test-harness.tsx';

const TREE: Capability[] = [
  {
    id: 'cap-a',
    name: 'Alpha',
    actions: [
      { id: 'act-plan', name: 'Plan', effort: 10, selected: true },
      {
        id: 'act-build',
        name: 'Build',
        effort: 20,
        selected: true,
        actions: [{ id: 'act-build-sub', name: 'Build sub', effort: 5, selected: true }],
      },
    ],
    items: [
      { id: 'cap-a1', name: 'Alpha One', linkIds: ['cap-b1'] },
      { id: 'cap-a2', name: 'Alpha Two' },
    ],
  },
  { id: 'cap-b', name: 'Beta', items: [{ id: 'cap-b1', name: 'Beta One' }] },
  { id: 'cap-h', name: 'Hidden Thing', groups: ['HIDDEN'] },
];

beforeAll(disableAnimations);
afterEach(cleanup);

function renderScopeTree(tree = TREE) {
  const store = testStore(tree);
  render(
    <Harness store={store}>
      <CapabilityTree label="Scope" columns={{ scope: true }} editable leadProvider />
    </Harness>,
  );
  return store;
}

const selected = (store: ReturnType<typeof testStore>, id: string) =>
  Boolean(findCapability(store.getSnapshot().tree, id)?.node.selected);

describe('CapabilityTree, scope mode', () => {
  it('never shows hidden capabilities and nests rows by level', () => {
    renderScopeTree();
    expect(screen.queryByText('Hidden Thing')).toBeNull();
    const row = screen.getByText('Alpha One').closest('[role="row"]');
    expect(row?.getAttribute('aria-level')).toBe('2');
    expect(screen.getByText('Alpha').closest('[role="row"]')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('selects linked capabilities with the alert, and refuses to deselect a linked one', () => {
    const store = renderScopeTree();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha One' }));
    expect(selected(store, 'cap-a1')).toBe(true);
    expect(selected(store, 'cap-a')).toBe(true);
    expect(selected(store, 'cap-b1')).toBe(true);
    const alert = screen.getByRole('alertdialog');
    expect(within(alert).getByText(LINKED_SELECTED_MESSAGE)).toBeTruthy();
    expect(alert.textContent).toContain('Beta/Beta One');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Beta One' }));
    const refusal = screen.getByRole('alertdialog');
    expect(within(refusal).getByText(LINKED_UNSELECT_MESSAGE)).toBeTruthy();
    expect(refusal.textContent).toContain('Alpha/Alpha One');
    expect(selected(store, 'cap-b1')).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select Beta One' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows the top-level node tri-state: checked, then mixed when an action goes out of scope', () => {
    const store = renderScopeTree();
    const top = () => screen.getByRole('checkbox', { name: 'Select Alpha' }) as HTMLInputElement;
    expect(top().checked).toBe(false);
    expect(top().indeterminate).toBe(false);
    fireEvent.click(top());
    expect(top().checked).toBe(true);
    expect(top().indeterminate).toBe(false);
    expect(selected(store, 'cap-a2')).toBe(true);

    // Open the synthetic Scope row, then take Build (and its sub-action) out of scope.
    const scopeRow = screen.getByText('Scope').closest('[role="row"]') as HTMLElement;
    expect(scopeRow.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(scopeRow.querySelector('[data-chevron]') as HTMLElement);
    fireEvent.click(screen.getByRole('checkbox', { name: 'In scope: Build' }));
    expect(findAction(store.getSnapshot().tree, 'act-build-sub')?.action.selected).toBe(false);
    expect(top().checked).toBe(false);
    expect(top().indeterminate).toBe(true);
  });

  it('opens and closes a parent when its name is clicked, as the chevron does (issue 32)', () => {
    renderScopeTree();
    const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
    expect(rowOf('Alpha').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('Alpha'));
    expect(rowOf('Alpha').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Alpha One')).toBeNull();
    fireEvent.click(screen.getByText('Alpha'));
    expect(screen.getByText('Alpha One')).toBeTruthy();
    // A leaf's name does nothing (no expansion to toggle).
    fireEvent.click(screen.getByText('Alpha One'));
    expect(rowOf('Alpha One').getAttribute('aria-expanded')).toBeNull();
  });

  it('moves with the arrow keys, opens and closes with Right/Left and ticks with Space', () => {
    const store = renderScopeTree();
    const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
    const alpha = rowOf('Alpha');
    expect(alpha.tabIndex).toBe(0);
    alpha.focus();
    fireEvent.keyDown(alpha, { key: 'ArrowLeft' });
    expect(rowOf('Alpha').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Alpha One')).toBeNull();
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    expect(screen.getByText('Alpha One')).toBeTruthy();
    fireEvent.keyDown(alpha, { key: 'ArrowDown' });
    const scope = rowOf('Scope');
    expect(document.activeElement).toBe(scope);
    fireEvent.keyDown(scope, { key: 'ArrowDown' });
    const one = rowOf('Alpha One');
    expect(document.activeElement).toBe(one);
    expect(one.tabIndex).toBe(0);
    expect(alpha.tabIndex).toBe(-1);
    fireEvent.keyDown(one, { key: ' ' });
    expect(selected(store, 'cap-a1')).toBe(true);
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(rowOf('Alpha'));
  });
});

describe('SizeStepView', () => {
  it('lists selected capabilities with S, M, L, XL radios and sizes them all from the header', () => {
    const tree: Capability[] = [
      {
        id: 'x',
        name: 'Xray',
        selected: true,
        items: [{ id: 'x1', name: 'Xray One', selected: true, size: 'S' }],
      },
      { id: 'y', name: 'Yankee', selected: false },
    ];
    const store = testStore(tree);
    render(
      <Harness store={store}>
        <SizeStepView leadProvider />
      </Harness>,
    );
    expect(screen.queryByText('Yankee')).toBeNull();
    const group = screen.getByRole('radiogroup', { name: 'Size of Xray One' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['S', 'M', 'L', 'XL']);
    fireEvent.click(screen.getByRole('button', { name: 'Set size L for all selected capabilities' }));
    const snap = store.getSnapshot().tree;
    expect(findCapability(snap, 'x')?.node.size).toBe('L');
    expect(findCapability(snap, 'x1')?.node.size).toBe('L');
    expect(findCapability(snap, 'y')?.node.size).toBeUndefined();
    fireEvent.click(within(group).getByRole('radio', { name: 'M' }));
    expect(findCapability(store.getSnapshot().tree, 'x1')?.node.size).toBe('M');
  });
});
