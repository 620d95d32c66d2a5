// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { findCapability, type Capability, type Offering } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OFFERINGS_KEY } from '../../../lib/data/offerings.ts';
import { ScopeStepView } from './scope-step.tsx';
import { bundleNames, startedText } from './starter-offerings.tsx';
import { disableAnimations, Harness, testStore } from './test-harness.tsx';

const metric = (id: string, name: string, value: number) => ({ id, name, effort: 0.1, value, core: true });

/** Caledonia's volumes in the metrics: 2,600 devices (C), 2,400 users (C). */
const TREE: Capability[] = [
  { id: 'cap-w11', name: 'Windows 11 Migration', metrics: [metric('w', 'Number of devices', 2600)] },
  { id: 'cap-dm', name: 'Device Management (Intune)', metrics: [metric('d', 'Number of devices', 2600)] },
  { id: 'cap-id', name: 'Identity Foundation (Entra ID)', metrics: [metric('i', 'Number of users', 2400)] },
  { id: 'cap-print', name: 'Print Services' },
];

const BUNDLE: Offering = {
  id: 'offering-windows-11-and-intune-starter',
  name: 'Windows 11 and Intune starter',
  areaId: 'area-core',
  description: '',
  capabilityIds: ['cap-w11', 'cap-dm', 'cap-id', 'cap-gone'],
};
const PLAIN: Offering = {
  id: 'offering-print',
  name: 'Print Services',
  areaId: 'area-core',
  description: '',
};

beforeAll(disableAnimations);
afterEach(cleanup);

function renderStep(offerings: Offering[]) {
  const store = testStore(TREE);
  render(
    <Harness store={store} cached={{ [OFFERINGS_KEY]: { offerings, etag: '"1"' } }}>
      <ScopeStepView kind="full" leadProvider />
    </Harness>,
  );
  return store;
}

const state = (tree: Capability[], id: string) => {
  const node = findCapability(tree, id)?.node;
  return node?.selected ? `ticked ${node.size ?? '-'}` : 'not ticked';
};

describe('Start from an offering (issue 32)', () => {
  it('ticks a starter bundle at once, sized from the volumes, says so, and Undo takes it out', async () => {
    const store = renderStep([PLAIN, BUNDLE]);
    fireEvent.click(screen.getByRole('button', { name: 'Start from an offering' }));
    // Only starter bundles are listed, each with the capabilities it ticks.
    const item = await screen.findByRole('menuitem', { name: /Windows 11 and Intune starter/ });
    expect(item.textContent).toContain(
      'Windows 11 Migration, Device Management (Intune) and Identity Foundation (Entra ID)',
    );
    expect(screen.queryByRole('menuitem', { name: /Print Services/ })).toBeNull();
    fireEvent.click(item);
    await waitFor(() =>
      expect(
        ['cap-w11', 'cap-dm', 'cap-id', 'cap-print'].map((id) => state(store.getSnapshot().tree, id)),
      ).toEqual(['ticked L', 'ticked L', 'ticked L', 'not ticked']),
    );
    expect(
      screen.getByText(
        'Ticked Windows 11 Migration, Device Management (Intune) and Identity Foundation (Entra ID) from ‘Windows 11 and Intune starter’, sized from the client’s volumes.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(['cap-w11', 'cap-dm', 'cap-id'].map((id) => state(store.getSnapshot().tree, id))).toEqual([
        'not ticked',
        'not ticked',
        'not ticked',
      ]),
    );
  });

  it('is not offered where no offering is a starter bundle', () => {
    renderStep([PLAIN]);
    expect(screen.queryByRole('button', { name: 'Start from an offering' })).toBeNull();
  });

  it.each([
    [['Windows 11 Migration'], 'Ticked Windows 11 Migration from ‘S’, sized from the client’s volumes.'],
    [[], 'Everything in ‘S’ is ticked already.'],
  ])('after ticking %j the bar reads %j', (names, text) => expect(startedText('S', names)).toBe(text));

  it('names only the capabilities the catalogue holds', () =>
    expect(bundleNames(TREE, BUNDLE)).toEqual([
      'Windows 11 Migration',
      'Device Management (Intune)',
      'Identity Foundation (Entra ID)',
    ]));
});
