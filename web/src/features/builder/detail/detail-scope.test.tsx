// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { findAction, findCapability, type Capability } from '@portal/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { disableAnimations, Harness, testStore } from '../tree/test-harness.tsx';
import { DetailScopeView } from './detail-scope.tsx';

const TREE: Capability[] = [
  {
    id: 'cap-core',
    name: 'Core',
    selected: true,
    actions: [
      {
        id: 'act-plan',
        name: 'Plan workshops',
        effort: 10,
        parallel: 0,
        tranches: 1,
        selected: true,
        metrics: [{ id: 'm1', name: 'Sites', effort: 2, value: 3 }],
      },
      { id: 'act-out', name: 'Optional extra', effort: 99, selected: false },
    ],
    items: [{ id: 'cap-other', name: 'Other capability', selected: false }],
  },
];

beforeAll(disableAnimations);
beforeEach(() => {
  // The dialogs save at once; no server runs here, so every call is answered 503 (the edit stays in the draft).
  vi.stubGlobal('fetch', async () =>
    Response.json({ error: { code: 'unavailable', message: 'No server in this test' } }, { status: 503 }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDetail(editable: boolean, leadProvider: boolean) {
  const store = testStore(TREE);
  render(
    <Harness store={store}>
      <DetailScopeView editable={editable} leadProvider={leadProvider} />
    </Harness>,
  );
  return store;
}

const openScope = () => {
  const row = screen.getByText('Scope').closest('[role="row"]') as HTMLElement;
  fireEvent.click(row.querySelector('[data-chevron]') as HTMLElement);
};

describe('DetailScopeView', () => {
  it("lists selected capabilities with 'In Scope - {count}' and the Effort column for lead-provider users", () => {
    renderDetail(false, true);
    expect(screen.queryByText('Other capability')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Effort' })).toBeTruthy();
    const core = screen.getByText('Core').closest('[role="row"]') as HTMLElement;
    expect(core.textContent).toContain('In Scope - 1');
    // Plan workshops: 10 + 2 x 3 = 16 hours, multiplied by 1 tranche; the out-of-scope action does not count.
    expect(core.textContent).toContain('16 h');
    openScope();
    const plan = screen.getByText('Plan workshops').closest('[role="row"]') as HTMLElement;
    expect(plan.textContent).toContain('Sites: 3');
  });

  it('hides the Effort column from partner users', () => {
    renderDetail(false, false);
    expect(screen.queryByRole('columnheader', { name: 'Effort' })).toBeNull();
    expect(screen.getByText('Core').closest('[role="row"]')?.textContent).not.toContain(' h');
  });

  it("opens '{name} (Action)' and '{name} (Capability)' side panels with a close button", () => {
    renderDetail(false, true);
    fireEvent.click(screen.getByText('Core'));
    expect(screen.getByText('Core (Capability)')).toBeTruthy();
    openScope();
    fireEvent.click(screen.getByText('Plan workshops'));
    expect(screen.getByText('Plan workshops (Action)')).toBeTruthy();
    expect(screen.queryByText('Core (Capability)')).toBeNull();
    // Read-only: no inputs and no Add buttons.
    expect(screen.queryByRole('textbox', { name: 'Effort (hours)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Deliverable' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Plan workshops (Action)')).toBeNull();
  });

  it.each([
    ['Effort (hours)', '12000', 'effort', 9999, 'The most is 9,999: set to 9,999.'],
    ['Effort (hours)', '12.34', 'effort', 12.3, 'One decimal at most: set to 12.3.'],
    ['Work in Parallel', '0.5', 'parallel', 1, 'The least is 1: set to 1.'],
    ['Work in Parallel', '-3', 'parallel', undefined, 'No negative numbers: enter 1 to 100. Kept 0.'],
    ['Work in Tranches', '250', 'tranches', 100, 'The most is 100: set to 100.'],
    ['Work in Tranches', 'abc', 'tranches', undefined, 'Not a number: enter 1 to 100. Kept 1.'],
  ] as const)('%s typed %j: stores %s and says so beside the field', (label, typed, key, stored, message) => {
    const store = renderDetail(true, true);
    openScope();
    fireEvent.click(screen.getByText('Plan workshops'));
    const before = findAction(store.getSnapshot().tree, 'act-plan')?.action;
    const box = screen.getByRole('textbox', { name: label });
    fireEvent.change(box, { target: { value: typed } });
    const after = findAction(store.getSnapshot().tree, 'act-plan')?.action;
    // Refused: the last valid value stays.
    expect(after?.[key]).toBe(stored ?? before?.[key]);
    expect(screen.getByText(message)).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('offers the wave size on a rollout with a volume (ADR 0057), not on other actions', () => {
    const rollout: Capability = {
      id: 'cap-w11',
      name: 'Windows 11',
      selected: true,
      actions: [
        {
          id: 'act-waves',
          name: 'Deploy in waves',
          effort: 80,
          aepPhase: 'Deploy',
          selected: true,
          metrics: [{ id: 'd', name: 'Number of devices', effort: 0.06, value: 2600 }],
        },
        {
          id: 'act-build',
          name: 'Build the image',
          effort: 40,
          aepPhase: 'Build',
          selected: true,
          metrics: [{ id: 'b', name: 'Number of devices', effort: 0.01, value: 2600 }],
        },
      ],
    };
    const store = testStore([rollout]);
    render(
      <Harness store={store}>
        <DetailScopeView editable leadProvider />
      </Harness>,
    );
    openScope();
    fireEvent.click(screen.getByText('Build the image'));
    expect(screen.queryByRole('textbox', { name: 'Wave size (a week)' })).toBeNull();
    fireEvent.click(screen.getByText('Deploy in waves'));
    const box = screen.getByRole('textbox', { name: 'Wave size (a week)' });
    fireEvent.change(box, { target: { value: '500' } });
    expect(findAction(store.getSnapshot().tree, 'act-waves')?.action.waveSize).toBe(500);
    fireEvent.change(box, { target: { value: '12000' } });
    expect(findAction(store.getSnapshot().tree, 'act-waves')?.action.waveSize).toBe(9999);
    expect(screen.getByText('The most is 9,999: set to 9,999.')).toBeTruthy();
  });

  it.each([
    ['-4', 'No negative numbers: enter 0 to 9,999. Kept 3.'],
    ['abc', 'Not a number: enter 0 to 9,999. Kept 3.'],
    ['99999', 'The most is 9,999: set to 9,999.'],
  ])('metric quantity typed %j: %s', (typed, message) => {
    renderDetail(true, true);
    openScope();
    fireEvent.click(screen.getByText('Plan workshops'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Sites' }), {
      target: { value: typed },
    });
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('keeps Add disabled in the child item dialog until every field but comments is filled', async () => {
    const store = renderDetail(true, true);
    openScope();
    fireEvent.click(screen.getByText('Plan workshops'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Deliverable' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Deliverable' });
    const add = () => within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Design doc' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'The design' },
    });
    expect(add().disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Format/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Word' }));
    expect(add().disabled).toBe(false);
    fireEvent.click(add());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Deliverable' })).toBeNull());
    const deliverables = findAction(store.getSnapshot().tree, 'act-plan')?.action.deliverables;
    expect(deliverables).toMatchObject([
      { name: 'Design doc', description: 'The design', format: { id: 'word', name: 'Word' } },
    ]);
  });

  it('does not require the comments of a risk', () => {
    renderDetail(true, true);
    openScope();
    fireEvent.click(screen.getByText('Plan workshops'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Risk' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Risk' });
    const add = () => within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    for (const field of ['Name', 'Consequence', 'Mitigation', 'Owner']) {
      fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${field}`) }), {
        target: { value: 'x' },
      });
    }
    expect(add().disabled).toBe(true);
    for (const field of ['Impact', 'Probability']) {
      fireEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(field) }));
      fireEvent.click(screen.getByRole('option', { name: 'High' }));
    }
    expect(add().disabled).toBe(false);
  });

  it('links a capability once and selects it', async () => {
    const store = renderDetail(true, true);
    fireEvent.click(screen.getByText('Core'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Linked Capability' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Linked Capability' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Other capability/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Linked Capability' })).toBeNull());
    const tree = store.getSnapshot().tree;
    expect(findCapability(tree, 'cap-core')?.node.linkIds).toEqual(['cap-other']);
    expect(findCapability(tree, 'cap-other')?.node.selected).toBe(true);
    // Already linked: no longer offered.
    fireEvent.click(screen.getByRole('button', { name: 'Add Linked Capability' }));
    const again = screen.getByRole('dialog', { name: 'Add Linked Capability' });
    expect(within(again).queryByRole('radio', { name: /Other capability/ })).toBeNull();
  });
});
