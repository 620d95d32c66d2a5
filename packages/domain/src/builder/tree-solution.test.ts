import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { selectedCapabilitySchema } from '../contracts/solutions.ts';
import { persistedItems, selectedCapabilityItems, workingTree } from './tree-solution.ts';

const catalogue: Capability[] = [
  {
    id: 'cap-workplace',
    name: 'Modern Workplace',
    actions: [
      { id: 'act-a', name: 'A', effort: 1 },
      {
        id: 'act-b',
        name: 'B',
        effort: 1,
        defaultSelected: false,
        actions: [{ id: 'act-b1', name: 'B1', effort: 1 }],
      },
    ],
    items: [
      { id: 'cap-intune', name: 'Intune' },
      { id: 'cap-old', name: 'Old', groups: ['HIDDEN'] },
    ],
  },
  { id: 'cap-hidden', name: 'Hidden', groups: ['HIDDEN'] },
  { id: 'cap-security', name: 'Security' },
];

const solutionCopy: Capability = { id: 'cap-security', name: 'Security', selected: true, size: 'M' };
const retired: Capability = { id: 'cap-retired', name: 'Retired', selected: true };

describe('working tree', () => {
  const tree = workingTree(catalogue, [retired, solutionCopy]);

  it('uses the solution copy where there is one and keeps retired copies at the end', () => {
    expect(tree.map((c) => c.id)).toEqual(['cap-workplace', 'cap-security', 'cap-retired']);
    expect(tree[1]).toBe(solutionCopy);
    expect(tree[2]).toBe(retired);
  });

  it('brings new catalogue capabilities unselected, hidden children dropped, actions scoped by defaultSelected', () => {
    const fresh = tree[0] as Capability;
    expect(fresh.selected).toBe(false);
    expect(fresh.items?.map((c) => [c.id, c.selected])).toEqual([['cap-intune', false]]);
    expect(fresh.actions?.map((a) => [a.id, a.selected])).toEqual([
      ['act-a', true],
      ['act-b', false],
    ]);
    expect(fresh.actions?.[1]?.actions?.[0]?.selected).toBe(true);
    expect(catalogue[0]?.selected).toBeUndefined();
  });

  it('keeps a solution copy whose catalogue capability became hidden', () => {
    const stored: Capability = { id: 'cap-hidden', name: 'Hidden', selected: true };
    expect(workingTree(catalogue, [stored]).map((c) => c.id)).toEqual([
      'cap-workplace',
      'cap-security',
      'cap-hidden',
    ]);
  });
});

describe('working tree with the volumes (issue 32)', () => {
  const devices = (value: number) => [{ id: 'm', name: 'Number of devices', effort: 0.1, value }];
  it('sizes a new catalogue capability on the volumes; a stored copy keeps its own quantities', () => {
    const withMetrics: Capability[] = [
      { id: 'cap-w11', name: 'Windows 11', metrics: devices(0) },
      { id: 'cap-intune', name: 'Intune', metrics: devices(0) },
    ];
    const stored: Capability = { id: 'cap-intune', name: 'Intune', selected: true, metrics: devices(2100) };
    const tree = workingTree(withMetrics, [stored], { devices: 2600 });
    expect(tree.map((c) => c.metrics?.[0]?.value)).toEqual([2600, 2100]);
    expect(tree[1]).toBe(stored);
    expect(workingTree(withMetrics, [])[0]?.metrics?.[0]?.value).toBe(0);
  });
});

describe('persisted items', () => {
  const tree: Capability[] = [
    { id: 'cap-a', name: 'A', selected: false, items: [{ id: 'cap-a1', name: 'A1', selected: true }] },
    { id: 'cap-b', name: 'B', selected: false },
    { id: 'cap-c', name: 'C', selected: true },
    { id: 'cap-d', name: 'D', selected: false },
  ];
  it.each([
    [[], ['cap-a', 'cap-c']],
    [[{ id: 'cap-d', name: 'D' }], ['cap-a', 'cap-c', 'cap-d']],
  ] as [Capability[], string[]][])('with %j stored before: %j', (previous, ids) => {
    expect(persistedItems(tree, previous).map((c) => c.id)).toEqual(ids);
  });
});

describe('selected capability items', () => {
  const items: Capability[] = [
    {
      id: 'cap-workplace',
      name: 'Modern Workplace',
      selected: true,
      size: 'L',
      teamId: 'PROVIDER',
      locationId: 'ONSHORE_UK',
      actions: [
        {
          id: 'act-plan',
          name: 'Plan',
          effort: 10,
          selected: true,
          metrics: [{ id: 'm', name: 'Devices', effort: 1, value: 5 }],
          actions: [
            { id: 'act-in', name: 'In', effort: 4, selected: true },
            { id: 'act-out', name: 'Out', effort: 4, selected: false },
          ],
        },
        { id: 'act-skip', name: 'Skip', effort: 3, selected: false },
      ],
      items: [
        { id: 'cap-intune', name: 'Intune', selected: true },
        { id: 'cap-off', name: 'Off', selected: false },
      ],
    },
  ];

  it('lists every selected capability with its path and the tree of in-scope actions', () => {
    const rows = selectedCapabilityItems(items);
    expect(rows).toEqual([
      {
        path: 'Modern Workplace',
        isSelected: true,
        size: 'L',
        teamId: 'PROVIDER',
        locationId: 'ONSHORE_UK',
        scope: [
          {
            id: 'act-plan',
            name: 'Plan',
            effort: 19,
            metrics: [{ name: 'Devices', value: 5 }],
            items: [{ id: 'act-in', name: 'In', effort: 4, metrics: [], items: [] }],
          },
        ],
      },
      { path: 'Modern Workplace/Intune', isSelected: true, size: '', scope: [] },
    ]);
    for (const row of rows) expect(selectedCapabilitySchema.safeParse(row).success).toBe(true);
  });
});
