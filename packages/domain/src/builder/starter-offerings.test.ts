import { describe, expect, it } from 'vitest';
import type { Capability, Metric } from '../contracts/catalogue.ts';
import {
  offeringCapabilityIds,
  offeringsWithEdit,
  unknownBundleCapabilities,
} from '../engagements/offerings.ts';
import { frameworkItems } from '../engagements/framework-solution.ts';
import { findCapability } from './tree.ts';
import { startFromOffering, untickCapabilities } from './starter-offerings.ts';

const metric = (id: string, name: string, value: number): Metric => ({
  id,
  name,
  effort: 0.1,
  value,
  core: true,
});
const action = (id: string) => ({ id, name: id, effort: 8 });

/** Caledonia's volumes already in the metrics (issue 32): 2,600 devices, 2,400 users, 900 mobile devices. */
const tree = (): Capability[] => [
  {
    id: 'cap-w11',
    name: 'Windows 11 Migration',
    // Windows 11 needs Intune: ticking it ticks Device Management on the way, only partly.
    linkIds: ['cap-dm'],
    metrics: [metric('w', 'Number of devices', 2600)],
    actions: [action('w-a')],
  },
  {
    id: 'cap-dm',
    name: 'Device Management (Intune)',
    metrics: [metric('d', 'Number of devices', 2600)],
    actions: [action('d-a')],
    items: [
      {
        id: 'cap-mdm',
        name: 'Mobile',
        metrics: [metric('m', 'Number of mobile devices', 900)],
        actions: [action('m-a')],
      },
    ],
  },
  {
    id: 'cap-id',
    name: 'Identity Foundation',
    metrics: [metric('i', 'Number of users', 2400)],
    actions: [action('i-a')],
  },
  { id: 'cap-print', name: 'Print Services', actions: [action('p-a')], selected: true, size: 'S' },
];

const state = (items: Capability[], id: string) => {
  const node = findCapability(items, id)?.node;
  return node?.selected ? `ticked ${node.size ?? '-'}` : 'not ticked';
};

describe('a starter bundle ticks a typical set at once (issue 32)', () => {
  it.each([
    // the set, what it ticks, then each capability after it; 2,600 devices and 2,400 users are both C (stored
    // 'L': 2,001 to 5,000)
    [
      ['cap-w11', 'cap-dm', 'cap-id'],
      ['cap-w11', 'cap-dm', 'cap-id'],
      'ticked L',
      'ticked L',
      'ticked L',
      'ticked S',
    ],
    // one already ticked (its size kept) and one the catalogue has no more: neither is 'ticked'
    [['cap-print', 'cap-gone', 'cap-id'], ['cap-id'], 'not ticked', 'not ticked', 'ticked L', 'ticked S'],
    // a sub-capability on its own: its parent with it, unsized (the seller sizes the parent)
    [['cap-mdm'], ['cap-mdm'], 'not ticked', 'ticked -', 'not ticked', 'ticked S'],
  ] as const)('%j ticks %j, each sized from its volumes', (ids, ticked, w11, dm, id, print) => {
    const result = startFromOffering(tree(), ids);
    expect(result.ticked).toEqual(ticked);
    expect([
      state(result.items, 'cap-w11'),
      state(result.items, 'cap-dm'),
      state(result.items, 'cap-id'),
    ]).toEqual([w11, dm, id]);
    expect(state(result.items, 'cap-print')).toBe(print);
  });

  it('Undo takes out exactly what it ticked, and leaves what was ticked before', () => {
    // Device Management is taken out last: Windows 11 needs it until that one is out.
    const result = startFromOffering(tree(), ['cap-w11', 'cap-dm', 'cap-print']);
    const undone = untickCapabilities(result.items, result.ticked);
    expect(state(undone, 'cap-w11')).toBe('not ticked');
    expect(state(undone, 'cap-dm')).toBe('not ticked');
    expect(state(undone, 'cap-print')).toBe('ticked S');
  });

  it.each([
    [{ id: 'offering-w11', capabilityIds: ['cap-w11', 'cap-dm'] }, ['cap-w11', 'cap-dm']],
    [{ id: 'offering-w11', capabilityIds: [] }, ['cap-w11']],
    [{ id: 'offering-print' }, ['cap-print']],
  ])('the offering %j ticks %j', (offering, ids) => expect(offeringCapabilityIds(offering)).toEqual(ids));

  it("an engagement's framework solution ticks a bundle's typical set", () => {
    const items = frameworkItems(
      tree().map((c) => ({ ...c, selected: false })),
      ['offering-starter'],
      [
        {
          id: 'offering-starter',
          name: 'Starter',
          areaId: 'area-core',
          description: '',
          capabilityIds: ['cap-w11', 'cap-id'],
        },
      ],
    );
    // Device Management with them: Windows 11 needs it.
    expect(items.filter((c) => c.selected).map((c) => c.id)).toEqual(['cap-w11', 'cap-dm', 'cap-id']);
  });

  it.each([
    [
      ['cap-w11', 'cap-id'],
      ['cap-w11', 'cap-id'],
    ],
    [[], undefined],
  ])("an admin's edit with the set %j keeps %j", (capabilityIds, kept) => {
    const result = offeringsWithEdit([], undefined, {
      name: 'Starter',
      areaId: 'area-core',
      description: '',
      capabilityIds,
    });
    expect('offerings' in result && result.offerings[0]?.capabilityIds).toEqual(kept ?? undefined);
  });

  it('names the ids of a set the catalogue does not hold, by offering', () =>
    expect(
      unknownBundleCapabilities(
        [{ capabilityIds: ['cap-w11'] }, {}, { capabilityIds: ['cap-mdm', 'cap-x'] }],
        tree(),
      ),
    ).toEqual([{ index: 2, ids: ['cap-x'] }]));
});
