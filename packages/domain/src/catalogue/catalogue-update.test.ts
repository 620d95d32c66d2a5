import { describe, expect, it } from 'vitest';
import type { Action, Capability } from '../contracts/catalogue.ts';
import { catalogueDiff } from './diff.ts';
import {
  catalogueChangesFor,
  describeCatalogueChange,
  takeCatalogueChanges,
  usedCapabilityIds,
} from './catalogue-update.ts';

/** Version 1 of a small catalogue: Workplace > Intune with two actions, and Security. */
const v1: Capability[] = [
  {
    id: 'c1',
    name: 'Workplace',
    description: 'Devices',
    items: [
      {
        id: 'c1a',
        name: 'Intune',
        actions: [
          {
            id: 'a1',
            name: 'Plan',
            effort: 2,
            metrics: [{ id: 'm1', name: 'Devices', effort: 1, value: 10 }],
            roles: [{ staticId: 'r1', name: 'Architect', value: 50 }],
          },
          { id: 'a2', name: 'Enrol', effort: 8 },
        ],
      },
    ],
  },
  { id: 'c2', name: 'Security', actions: [{ id: 'b1', name: 'Assess', effort: 4 }] },
];

/** The solution's copy of Workplace built on v1: Intune selected, size M, team t1, a2 out of scope. */
const copyV1 = (edit: (a1: Action) => Action = (a) => a): Capability => {
  const intune = v1[0]!.items![0]!;
  return {
    ...v1[0]!,
    selected: false,
    items: [
      {
        ...intune,
        selected: true,
        size: 'M',
        teamId: 't1',
        actions: [
          edit({ ...intune.actions![0]!, selected: true }),
          { ...intune.actions![1]!, selected: false },
        ],
      },
    ],
  };
};

/** v2 with a change applied to Intune. */
const v2With = (change: (intune: Capability) => Capability): Capability[] => [
  { ...v1[0]!, items: [change(v1[0]!.items![0]!)] },
  v1[1]!,
];

const intuneOf = (items: Capability[]) => items[0]!.items![0]!;
const actionOf = (items: Capability[], id: string) => intuneOf(items).actions!.find((a) => a.id === id);

describe('takeCatalogueChanges', () => {
  const cases: {
    name: string;
    copy: Capability;
    after: Capability[];
    expect: (items: Capability[]) => void;
  }[] = [
    {
      name: 'a renamed action takes the new name and keeps its selection',
      copy: copyV1(),
      after: v2With((c) => ({
        ...c,
        actions: [{ ...c.actions![0]!, name: 'Plan the rollout' }, c.actions![1]!],
      })),
      expect: (items) => {
        expect(actionOf(items, 'a1')).toMatchObject({ name: 'Plan the rollout', selected: true });
        expect(actionOf(items, 'a2')).toMatchObject({ name: 'Enrol', selected: false });
      },
    },
    {
      name: 'a new effort default is taken when the user kept the old one',
      copy: copyV1(),
      after: v2With((c) => ({ ...c, actions: [{ ...c.actions![0]!, effort: 5 }, c.actions![1]!] })),
      expect: (items) => expect(actionOf(items, 'a1')?.effort).toBe(5),
    },
    {
      name: "the user's edited effort, metrics and roles are kept",
      copy: copyV1((a) => ({
        ...a,
        effort: 3,
        metrics: [{ id: 'm1', name: 'Devices', effort: 1, value: 250 }],
        roles: [{ staticId: 'r1', name: 'Architect', value: 80 }],
      })),
      after: v2With((c) => ({
        ...c,
        actions: [
          {
            ...c.actions![0]!,
            name: 'Plan it',
            effort: 5,
            metrics: [
              { id: 'm1', name: 'Managed devices', effort: 2, value: 10 },
              { id: 'm2', name: 'Sites', effort: 1, value: 1 },
            ],
          },
          c.actions![1]!,
        ],
      })),
      expect: (items) => {
        const a1 = actionOf(items, 'a1');
        expect(a1?.name).toBe('Plan it');
        expect(a1?.effort).toBe(3);
        expect(a1?.roles).toEqual([{ staticId: 'r1', name: 'Architect', value: 80 }]);
        // The new metric names and the new metric come; the value the user gave is kept.
        expect(a1?.metrics).toEqual([
          { id: 'm1', name: 'Managed devices', effort: 1, value: 250 },
          { id: 'm2', name: 'Sites', effort: 1, value: 1 },
        ]);
      },
    },
    {
      name: 'a removed action leaves the copy',
      copy: copyV1(),
      after: v2With((c) => ({ ...c, actions: [c.actions![0]!] })),
      expect: (items) => expect(intuneOf(items).actions!.map((a) => a.id)).toEqual(['a1']),
    },
    {
      name: 'an added action comes in scope as defaultSelected says',
      copy: copyV1(),
      after: v2With((c) => ({
        ...c,
        actions: [
          ...c.actions!,
          { id: 'a3', name: 'Pilot', effort: 1 },
          { id: 'a4', name: 'Optional', effort: 1, defaultSelected: false },
        ],
      })),
      expect: (items) => {
        expect(actionOf(items, 'a3')).toMatchObject({ name: 'Pilot', selected: true });
        expect(actionOf(items, 'a4')).toMatchObject({ selected: false });
      },
    },
    {
      name: 'selection, size and team of the capability are kept; its new name and description are taken',
      copy: copyV1(),
      after: v2With((c) => ({ ...c, name: 'Microsoft Intune', description: 'MDM', size: 'XL' })),
      expect: (items) =>
        expect(intuneOf(items)).toMatchObject({
          name: 'Microsoft Intune',
          description: 'MDM',
          selected: true,
          size: 'M',
          teamId: 't1',
        }),
    },
    {
      name: 'a new sub-capability comes unselected, a hidden one does not come',
      copy: copyV1(),
      after: [
        {
          ...v1[0]!,
          items: [
            ...v1[0]!.items!,
            { id: 'c1b', name: 'Autopilot' },
            { id: 'c1c', name: 'Secret', groups: ['HIDDEN'] },
          ],
        },
        v1[1]!,
      ],
      expect: (items) =>
        expect(items[0]!.items!.map((c) => [c.id, c.selected])).toEqual([
          ['c1a', true],
          ['c1b', false],
        ]),
    },
    {
      name: 'a copy whose capability the newer version no longer has stays as it is',
      copy: copyV1(),
      after: [v1[1]!],
      expect: (items) => expect(items[0]).toEqual(copyV1()),
    },
    {
      name: 'an action the solution added itself (in neither version) stays',
      copy: {
        ...copyV1(),
        items: [
          {
            ...copyV1().items![0]!,
            actions: [...copyV1().items![0]!.actions!, { id: 'own', name: 'Mine', effort: 1 }],
          },
        ],
      },
      after: v1,
      expect: (items) => expect(intuneOf(items).actions!.map((a) => a.id)).toEqual(['a1', 'a2', 'own']),
    },
    {
      name: 'nothing changed: the copy is unchanged',
      copy: copyV1(),
      after: v1,
      expect: (items) => expect(items).toEqual([copyV1()]),
    },
  ];
  it.each(cases)('$name', ({ copy, after, expect: check }) => {
    check(takeCatalogueChanges([copy], v1, after));
  });
});

describe('usedCapabilityIds', () => {
  it.each([
    { name: 'a selected sub-capability', items: [copyV1()], ids: ['c1'] },
    { name: 'nothing selected', items: [{ ...v1[1]!, selected: false }], ids: [] },
    { name: 'a selected top level', items: [{ ...v1[1]!, selected: true }], ids: ['c2'] },
  ])('$name', ({ items, ids }) => expect(usedCapabilityIds(items)).toEqual(ids));
});

describe('catalogue changes in plain words', () => {
  it.each([
    {
      name: 'renamed action',
      change: {
        kind: 'action' as const,
        change: 'changed' as const,
        id: 'a1',
        name: 'Plan it',
        fields: ['name'],
      },
      old: 'Plan',
      text: "Action 'Plan' renamed to 'Plan it'.",
    },
    {
      name: 'renamed with other fields',
      change: {
        kind: 'action' as const,
        change: 'changed' as const,
        id: 'a1',
        name: 'Plan it',
        fields: ['effort', 'name'],
      },
      old: 'Plan',
      text: "Action 'Plan' renamed to 'Plan it'; effort default changed.",
    },
    {
      name: 'changed fields',
      change: {
        kind: 'capability' as const,
        change: 'changed' as const,
        id: 'c1',
        name: 'Intune',
        fields: ['actions order', 'description', 'relevance'],
      },
      old: 'Intune',
      text: "Capability 'Intune': order of actions, description and relevance scores changed.",
    },
    {
      name: 'added',
      change: { kind: 'action' as const, change: 'added' as const, id: 'a3', name: 'Pilot' },
      old: undefined,
      text: "Action 'Pilot' added.",
    },
    {
      name: 'removed',
      change: { kind: 'capability' as const, change: 'removed' as const, id: 'c9', name: 'Old' },
      old: 'Old',
      text: "Capability 'Old' removed.",
    },
  ])('$name', ({ change, old, text }) => expect(describeCatalogueChange(change, old)).toBe(text));

  it('lists the changes per used capability and leaves out capabilities without changes', () => {
    const after = v2With((c) => ({
      ...c,
      actions: [
        { ...c.actions![0]!, name: 'Plan it' },
        { id: 'a3', name: 'Pilot', effort: 1 },
      ],
    }));
    after[1] = { ...after[1]!, name: 'Security (changed)' };
    expect(catalogueChangesFor(v1, after, ['c1'])).toEqual([
      {
        capabilityId: 'c1',
        name: 'Workplace',
        lines: ["Action 'Plan' renamed to 'Plan it'.", "Action 'Enrol' removed.", "Action 'Pilot' added."],
      },
    ]);
    expect(catalogueDiff(v1, after).length).toBeGreaterThan(3);
  });
});
