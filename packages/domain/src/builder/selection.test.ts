import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { coreMetrics, setCapabilityMetricValue } from './metric-quantities.ts';
import {
  LINKED_SELECTED_MESSAGE,
  LINKED_UNSELECT_MESSAGE,
  setActionScope,
  restoreSizes,
  setAllSizes,
  sizesOfSelected,
  setCapabilitySelected,
  setCapabilitySize,
  setCapabilityTeam,
  topNodeState,
  type SelectionResult,
} from './selection.ts';
import { findAction, findCapability } from './tree.ts';

const tree: Capability[] = [
  {
    id: 'cap-workplace',
    name: 'Modern Workplace',
    actions: [
      {
        id: 'act-plan',
        name: 'Plan',
        effort: 8,
        selected: false,
        actions: [{ id: 'act-plan-1', name: 'Plan 1', effort: 2, selected: true }],
      },
    ],
    items: [
      {
        id: 'cap-intune',
        name: 'Intune',
        size: 'M',
        linkIds: ['cap-entra'],
        actions: [{ id: 'act-enrol', name: 'Enrol', effort: 4, selected: false }],
        items: [
          {
            id: 'cap-autopilot',
            name: 'Autopilot',
            expanded: false,
            items: [{ id: 'cap-ap-deep', name: 'Deep' }],
          },
        ],
      },
      {
        id: 'cap-collapsed',
        name: 'Collapsed',
        expanded: false,
        items: [{ id: 'cap-collapsed-child', name: 'Child' }],
      },
    ],
  },
  {
    id: 'cap-identity',
    name: 'Identity',
    items: [
      { id: 'cap-entra', name: 'Entra ID', linkIds: ['cap-mfa'] },
      { id: 'cap-mfa', name: 'MFA' },
    ],
  },
];

const ok = (r: SelectionResult) => {
  if (!r.ok) throw new Error(`refused: ${r.linkedBy.join(', ')}`);
  return r;
};
const selectedIds = (items: readonly Capability[]) => {
  const out: string[] = [];
  const walk = (caps: readonly Capability[]) => {
    for (const c of caps) {
      if (c.selected) out.push(c.id);
      walk(c.items ?? []);
    }
  };
  walk(items);
  return out;
};
const node = (items: readonly Capability[], id: string) => findCapability(items, id)?.node as Capability;

describe('selecting capabilities', () => {
  it.each([
    [
      'a top-level node selects every descendant, and the linked ones',
      'cap-workplace',
      undefined,
      [
        'cap-workplace',
        'cap-intune',
        'cap-autopilot',
        'cap-ap-deep',
        'cap-collapsed',
        'cap-collapsed-child',
        'cap-identity',
        'cap-entra',
        'cap-mfa',
      ],
      ['Identity/Entra ID', 'Identity/MFA'],
    ],
    [
      'an expanded node selects its children, not below a collapsed child; its parent too',
      'cap-intune',
      undefined,
      ['cap-workplace', 'cap-intune', 'cap-autopilot', 'cap-identity', 'cap-entra', 'cap-mfa'],
      ['Identity/Entra ID', 'Identity/MFA'],
    ],
    [
      'a collapsed node selects only itself',
      'cap-collapsed',
      undefined,
      ['cap-workplace', 'cap-collapsed'],
      [],
    ],
    [
      'search ALL on a collapsed node selects its children',
      'cap-collapsed',
      { selectChildren: true },
      ['cap-workplace', 'cap-collapsed', 'cap-collapsed-child'],
      [],
    ],
    [
      'search without ALL on an expanded node selects only the node',
      'cap-intune',
      { selectChildren: false },
      ['cap-workplace', 'cap-intune', 'cap-identity', 'cap-entra', 'cap-mfa'],
      ['Identity/Entra ID', 'Identity/MFA'],
    ],
    ['a node without links', 'cap-mfa', undefined, ['cap-identity', 'cap-mfa'], []],
  ] as [string, string, { selectChildren?: boolean } | undefined, string[], string[]][])(
    '%s (%s)',
    (_label, id, opts, selected, linked) => {
      const result = ok(setCapabilitySelected(tree, id, true, opts));
      expect(selectedIds(result.items)).toEqual(selected);
      expect(result.linkedSelected).toEqual(linked);
    },
  );

  it('a top-level node clears its descendants\u2019 sizes and puts every action of the subtree in scope', () => {
    const { items } = ok(setCapabilitySelected(tree, 'cap-workplace', true));
    expect(node(items, 'cap-intune').size).toBe('');
    expect(
      ['act-plan', 'act-plan-1', 'act-enrol'].map((id) => findAction(items, id)?.action.selected),
    ).toEqual([true, true, true]);
  });

  it('a nested node keeps the actions as they are', () => {
    const { items } = ok(setCapabilitySelected(tree, 'cap-intune', true));
    expect(findAction(items, 'act-enrol')?.action.selected).toBe(false);
    expect(node(items, 'cap-intune').size).toBe('M');
  });

  it('never changes the input', () => {
    setCapabilitySelected(tree, 'cap-workplace', true);
    expect(selectedIds(tree)).toEqual([]);
    expect(node(tree, 'cap-intune').size).toBe('M');
  });

  it('shows the linked alert text', () => {
    expect(LINKED_SELECTED_MESSAGE).toBe('You selected capabilities that are linked to other capabilities');
  });
});

describe('deselecting capabilities', () => {
  const selected = ok(setCapabilitySelected(tree, 'cap-workplace', true)).items;

  it.each([
    ['Entra ID, needed by Intune', 'cap-entra', ['Modern Workplace/Intune']],
    ['MFA, needed by Entra ID', 'cap-mfa', ['Identity/Entra ID']],
    ['Identity, whose Entra ID Intune needs', 'cap-identity', ['Modern Workplace/Intune']],
  ])('refuses %s (%s)', (_label, id, linkedBy) => {
    expect(setCapabilitySelected(selected, id, false)).toEqual({ ok: false, reason: 'linked', linkedBy });
  });

  it('shows the refusal text', () => {
    expect(LINKED_UNSELECT_MESSAGE).toBe(
      'This capability cannot be unselected because it is linked to following capabilities:',
    );
  });

  it('deselects a nested node and its descendants, clearing sizes, and leaves actions alone', () => {
    const sized = setAllSizes(selected, 'L');
    const { items } = ok(setCapabilitySelected(sized, 'cap-intune', false));
    expect(selectedIds(items)).toEqual([
      'cap-workplace',
      'cap-collapsed',
      'cap-collapsed-child',
      'cap-identity',
      'cap-entra',
      'cap-mfa',
    ]);
    expect(['cap-intune', 'cap-autopilot', 'cap-ap-deep'].map((id) => node(items, id).size)).toEqual([
      '',
      '',
      '',
    ]);
    expect(node(items, 'cap-workplace').size).toBe('L');
    expect(findAction(items, 'act-enrol')?.action.selected).toBe(true);
  });

  it('deselects a top-level node with its whole scope', () => {
    const { items } = ok(setCapabilitySelected(selected, 'cap-workplace', false));
    expect(selectedIds(items)).toEqual(['cap-identity', 'cap-entra', 'cap-mfa']);
    expect(findAction(items, 'act-plan-1')?.action.selected).toBe(false);
    expect(findAction(items, 'act-enrol')?.action.selected).toBe(false);
  });

  it('allows deselecting once the linking capability is deselected', () => {
    const without = ok(setCapabilitySelected(selected, 'cap-intune', false)).items;
    expect(setCapabilitySelected(without, 'cap-entra', false).ok).toBe(true);
  });
});

describe('top-level tri-state', () => {
  const base: Capability = {
    id: 't',
    name: 'Top',
    actions: [{ id: 'a', name: 'A', effort: 1, selected: true }],
    items: [{ id: 'c', name: 'Child', actions: [{ id: 'b', name: 'B', effort: 1, selected: true }] }],
  };
  const all = ok(setCapabilitySelected([base], 't', true)).items[0] as Capability;
  it.each([
    ['nothing selected (actions in scope by default)', base, 'unchecked'],
    ['everything selected and in scope', all, 'checked'],
    ['one action out of scope', setActionScope([all], 'b', false)[0], 'mixed'],
    ['a child capability not selected', ok(setCapabilitySelected([all], 'c', false)).items[0], 'mixed'],
    ['only a child selected', { ...base, items: [{ id: 'c', name: 'Child', selected: true }] }, 'mixed'],
  ] as [string, Capability, string][])('%s: %s', (_label, cap, state) => {
    expect(topNodeState(cap)).toBe(state);
  });
});

describe('scope, size, team', () => {
  it.each([
    [false, [false, false]],
    [true, [true, true]],
  ])('action scope %s applies to its sub-actions', (inScope, expected) => {
    const items = setActionScope(tree, 'act-plan', inScope);
    expect(['act-plan', 'act-plan-1'].map((id) => findAction(items, id)?.action.selected)).toEqual(expected);
  });

  it('sizes only selected capabilities', () => {
    expect(setCapabilitySize(tree, 'cap-mfa', 'XL')).toBe(tree);
    const selected = ok(setCapabilitySelected(tree, 'cap-mfa', true)).items;
    expect(node(setCapabilitySize(selected, 'cap-mfa', 'XL'), 'cap-mfa').size).toBe('XL');
  });

  it('the header control sizes every selected capability', () => {
    const selected = ok(setCapabilitySelected(tree, 'cap-identity', true)).items;
    const sized = setAllSizes(selected, 'S');
    expect(
      ['cap-identity', 'cap-entra', 'cap-mfa', 'cap-workplace', 'cap-intune'].map(
        (id) => node(sized, id).size,
      ),
    ).toEqual(['S', 'S', 'S', undefined, 'M']);
  });

  it('sets and clears the team', () => {
    const withTeam = setCapabilityTeam(tree, 'cap-mfa', 'ACCENTURE');
    expect(node(withTeam, 'cap-mfa').teamId).toBe('ACCENTURE');
    expect('teamId' in node(setCapabilityTeam(withTeam, 'cap-mfa', ''), 'cap-mfa')).toBe(false);
  });
});

describe('metric quantities', () => {
  const items: Capability[] = [
    {
      id: 'cap-intune',
      name: 'Intune',
      selected: true,
      metrics: [
        { id: 'met-devices', name: 'Devices', effort: 0, value: 100, core: true },
        { id: 'met-apps', name: 'Apps', effort: 0, value: 10 },
      ],
      actions: [
        {
          id: 'act-enrol',
          name: 'Enrol',
          effort: 1,
          metrics: [{ id: 'am-1', name: 'Devices', effort: 0.5, value: 100, metricId: 'met-devices' }],
          actions: [
            {
              id: 'act-sub',
              name: 'Sub',
              effort: 1,
              metrics: [{ id: 'am-2', name: 'Devices', effort: 1, value: 100, metricId: 'met-devices' }],
            },
          ],
        },
      ],
      items: [
        {
          id: 'cap-child',
          name: 'Child',
          metrics: [{ id: 'met-child', name: 'Sites', effort: 0, value: 1, core: true }],
          actions: [
            {
              id: 'act-child',
              name: 'C',
              effort: 1,
              metrics: [{ id: 'am-3', name: 'Devices', effort: 1, value: 100, metricId: 'met-devices' }],
            },
          ],
        },
      ],
    },
  ];
  it.each([
    ['250', 250],
    ['abc', 0],
    ['', 0],
    [-5, 0],
    [12000, 9999],
    [12.7, 12],
  ] as [string | number, number][])(
    '%j sets the capability metric and every linked action metric to %s',
    (input, value) => {
      const next = setCapabilityMetricValue(items, 'cap-intune', 'met-devices', input);
      const intune = node(next, 'cap-intune');
      expect(intune.metrics?.map((m) => m.value)).toEqual([value, 10]);
      expect(
        ['act-enrol', 'act-sub', 'act-child'].map((id) => findAction(next, id)?.action.metrics?.[0]?.value),
      ).toEqual([value, value, value]);
      expect(items[0]?.metrics?.[0]?.value).toBe(100);
    },
  );

  it('lists the core metrics of selected capabilities', () => {
    expect(coreMetrics(items).map((r) => [r.capabilityId, r.capabilityName, r.metric.id])).toEqual([
      ['cap-intune', 'Intune', 'met-devices'],
    ]);
  });
});

describe('undoing a bulk size change (issue 18)', () => {
  const mixed: Capability[] = [
    {
      id: 'a',
      name: 'A',
      selected: true,
      size: 'S',
      items: [
        { id: 'a1', name: 'A1', selected: true },
        { id: 'a2', name: 'A2', selected: true, size: '' },
      ],
    },
    { id: 'b', name: 'B', selected: true, size: 'XL' },
    { id: 'c', name: 'C', selected: false, size: 'M' },
  ];

  it.each(['S', 'M', 'L', 'XL'] as const)('restores every size exactly after setting all to %s', (size) => {
    const before = sizesOfSelected(mixed);
    const sized = setAllSizes(mixed, size);
    expect(restoreSizes(sized, before)).toEqual(mixed);
  });

  it('keeps what changed since other than the sizes, and leaves unselected capabilities alone', () => {
    const before = sizesOfSelected(mixed);
    expect([...before.entries()]).toEqual([
      ['a', 'S'],
      ['a1', undefined],
      ['a2', ''],
      ['b', 'XL'],
    ]);
    const sized = setAllSizes(mixed, 'M').map((c) => (c.id === 'b' ? { ...c, name: 'B renamed' } : c));
    const undone = restoreSizes(sized, before);
    expect(undone.find((c) => c.id === 'b')).toEqual({
      id: 'b',
      name: 'B renamed',
      selected: true,
      size: 'XL',
    });
    expect(undone.find((c) => c.id === 'c')?.size).toBe('M');
  });

  it('returns the same tree when nothing differs', () => {
    expect(restoreSizes(mixed, sizesOfSelected(mixed))).toBe(mixed);
  });
});
