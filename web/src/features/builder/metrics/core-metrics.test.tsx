// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { findAction, findCapability, type Capability } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { disableAnimations, Harness, testStore } from '../tree/test-harness.tsx';
import { CoreMetrics } from './core-metrics.tsx';

const TREE: Capability[] = [
  {
    id: 'cap-a',
    name: 'Devices',
    selected: true,
    metrics: [
      { id: 'users', name: 'Number of users', effort: 0.02, value: 10, core: true },
      { id: 'sites', name: 'Number of sites', effort: 2, value: 1 },
    ],
    actions: [
      {
        id: 'act-1',
        name: 'Enrol',
        effort: 4,
        selected: true,
        metrics: [{ id: 'act-1-users', name: 'Number of users', effort: 0.01, value: 10, metricId: 'users' }],
      },
    ],
  },
  {
    id: 'cap-b',
    name: 'Unselected',
    selected: false,
    metrics: [{ id: 'b-users', name: 'Mailboxes', effort: 1, value: 0, core: true }],
  },
];

beforeAll(disableAnimations);
afterEach(cleanup);

function renderMetrics(tree: Capability[], editable: boolean) {
  const store = testStore(tree);
  render(
    <Harness store={store}>
      <CoreMetrics editable={editable} />
    </Harness>,
  );
  return store;
}

describe('CoreMetrics', () => {
  it("says 'None' when no selected capability has core metrics", () => {
    renderMetrics([{ ...TREE[1]!, id: 'x' }], true);
    expect(screen.getByText('None')).toBeTruthy();
  });

  it('lists the core metrics of selected capabilities only', () => {
    renderMetrics(TREE, true);
    expect(screen.getByText('Number of users')).toBeTruthy();
    expect(screen.queryByText('Number of sites')).toBeNull();
    expect(screen.queryByText('Mailboxes')).toBeNull();
  });

  it.each([
    ['250', 250, undefined],
    ['12000', 9999, 'The most is 9,999: set to 9,999.'],
    ['-5', 10, 'No negative numbers: enter 0 to 9,999. Kept 10.'],
    ['', 0, undefined],
    ['abc', 10, 'Not a number: enter 0 to 9,999. Kept 10.'],
    ['7.9', 7, 'Whole numbers only: set to 7.'],
  ])(
    'typed %j: stores %i (copied to the linked action metrics) and says %s beside the field',
    (typed, stored, message) => {
      const store = renderMetrics(TREE, true);
      const input = screen.getByRole('textbox', { name: 'Number of users of Devices' });
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: typed } });
      const tree = store.getSnapshot().tree;
      expect(findCapability(tree, 'cap-a')?.node.metrics?.[0]?.value).toBe(stored);
      expect(findAction(tree, 'act-1')?.action.metrics?.[0]?.value).toBe(stored);
      fireEvent.blur(input);
      expect((input as HTMLInputElement).value).toBe(String(stored));
      if (message) expect(screen.getByText(message)).toBeTruthy();
      else expect(screen.queryByText(/The most|Not a number|No negative|Whole numbers/)).toBeNull();
    },
  );

  it('shows quantities without inputs when not editable', () => {
    renderMetrics(TREE, false);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('10')).toBeTruthy();
  });
});
