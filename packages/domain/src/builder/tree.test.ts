import { describe, expect, it } from 'vitest';
import type { Action, Capability } from '../contracts/catalogue.ts';
import {
  canAddChildCapability,
  capabilityDepth,
  capabilityPath,
  countInScope,
  findAction,
  findCapability,
  inScopeLabel,
  isHidden,
  mapAction,
  mapCapability,
  searchCapabilities,
  visibleCapabilities,
} from './tree.ts';

const enrol: Action = {
  id: 'act-enrol',
  name: 'Enrol devices',
  effort: 8,
  selected: true,
  actions: [
    { id: 'act-enrol-pilot', name: 'Pilot', effort: 4, selected: true },
    {
      id: 'act-enrol-wave',
      name: 'Wave',
      effort: 4,
      selected: false,
      actions: [{ id: 'act-deep', name: 'Deep', effort: 1, selected: true }],
    },
  ],
};

const items: Capability[] = [
  {
    id: 'cap-workplace',
    name: 'Modern Workplace',
    items: [
      {
        id: 'cap-intune',
        name: 'Intune',
        actions: [enrol, { id: 'act-report', name: 'Report', effort: 2, selected: false }],
      },
      {
        id: 'cap-legacy',
        name: 'Legacy Intune',
        groups: ['HIDDEN'],
        items: [{ id: 'cap-legacy-child', name: 'Intune Child' }],
      },
    ],
  },
  { id: 'cap-security', name: 'Security', groups: ['CORE'] },
];

describe('hidden capabilities', () => {
  it.each([
    [{ id: 'a', name: 'A' }, false],
    [{ id: 'a', name: 'A', groups: ['CORE'] }, false],
    [{ id: 'a', name: 'A', groups: ['CORE', 'HIDDEN'] }, true],
  ] as [Capability, boolean][])('%j hidden: %s', (cap, hidden) => {
    expect(isHidden(cap)).toBe(hidden);
  });

  it('drops hidden capabilities at every level and shares untouched branches', () => {
    const visible = visibleCapabilities(items);
    expect(visible.map((c) => c.id)).toEqual(['cap-workplace', 'cap-security']);
    expect(visible[0]?.items?.map((c) => c.id)).toEqual(['cap-intune']);
    expect(visible[1]).toBe(items[1]);
    expect(items[0]?.items).toHaveLength(2);
  });
});

describe('look-ups', () => {
  it.each([
    ['cap-workplace', 'Modern Workplace', 1],
    ['cap-intune', 'Modern Workplace/Intune', 2],
    ['cap-legacy-child', 'Modern Workplace/Legacy Intune/Intune Child', 3],
    ['cap-missing', '', 0],
  ])('%s: path %j, depth %s', (id, path, depth) => {
    expect(capabilityPath(items, id)).toBe(path);
    expect(capabilityDepth(items, id)).toBe(depth);
  });

  it('finds a capability with its ancestors', () => {
    const found = findCapability(items, 'cap-legacy-child');
    expect(found?.node.name).toBe('Intune Child');
    expect(found?.ancestors.map((a) => a.id)).toEqual(['cap-workplace', 'cap-legacy']);
    expect(findCapability(items, 'nope')).toBeUndefined();
  });

  it('finds an action with its capability and parent actions', () => {
    const found = findAction(items, 'act-deep');
    expect(found?.action.name).toBe('Deep');
    expect(found?.capability.id).toBe('cap-intune');
    expect(found?.ancestors.map((a) => a.id)).toEqual(['act-enrol', 'act-enrol-wave']);
    expect(found?.capabilityAncestors.map((c) => c.id)).toEqual(['cap-workplace']);
    expect(findAction(items, 'nope')).toBeUndefined();
  });
});

describe('immutable updates', () => {
  it('maps one capability, copying only the path to it', () => {
    const next = mapCapability(items, 'cap-intune', (c) => ({ ...c, size: 'M' }));
    expect(next).not.toBe(items);
    expect(findCapability(next, 'cap-intune')?.node.size).toBe('M');
    expect(findCapability(items, 'cap-intune')?.node.size).toBeUndefined();
    expect(next[1]).toBe(items[1]);
    expect(next[0]?.items?.[1]).toBe(items[0]?.items?.[1]);
  });

  it('returns the same array for an unknown id or an unchanged node', () => {
    expect(mapCapability(items, 'nope', (c) => ({ ...c, size: 'M' }))).toBe(items);
    expect(mapCapability(items, 'cap-intune', (c) => c)).toBe(items);
    expect(mapAction(items, 'nope', (a) => ({ ...a, effort: 1 }))).toBe(items);
  });

  it('maps one action at any depth', () => {
    const next = mapAction(items, 'act-deep', (a) => ({ ...a, effort: 9 }));
    expect(findAction(next, 'act-deep')?.action.effort).toBe(9);
    expect(findAction(items, 'act-deep')?.action.effort).toBe(1);
    expect(next[1]).toBe(items[1]);
  });
});

describe('maximum depth 8', () => {
  const chain = (depth: number): Capability[] => {
    let node: Capability = { id: `cap-${depth}`, name: `Level ${depth}` };
    for (let d = depth - 1; d >= 1; d -= 1) node = { id: `cap-${d}`, name: `Level ${d}`, items: [node] };
    return [node];
  };
  it.each([
    [1, true],
    [7, true],
    [8, false],
  ])('a child under a capability at depth %s: %s', (depth, allowed) => {
    expect(canAddChildCapability(chain(8), `cap-${depth}`)).toBe(allowed);
  });
  it('refuses an unknown parent', () => {
    expect(canAddChildCapability(chain(2), 'nope')).toBe(false);
  });
});

describe('in scope count', () => {
  it('counts selected actions and sub-actions', () => {
    const intune = findCapability(items, 'cap-intune')?.node as Capability;
    // enrol, pilot and deep (under an out-of-scope wave) are selected; wave and report are not.
    expect(countInScope(intune)).toBe(3);
    expect(inScopeLabel(intune)).toBe('In Scope - 3');
    expect(countInScope({ id: 'x', name: 'X' })).toBe(0);
  });
});

describe('capability search', () => {
  it.each([
    ['intune', [{ id: 'cap-intune', name: 'Intune', path: 'Modern Workplace/Intune' }]],
    ['WORK', [{ id: 'cap-workplace', name: 'Modern Workplace', path: 'Modern Workplace' }]],
    [' sec ', [{ id: 'cap-security', name: 'Security', path: 'Security' }]],
    ['', []],
    ['   ', []],
    ['child', []],
    ['zzz', []],
    // What a capability does (issue 32): an action's name, after the name matches.
    [
      'report',
      [{ id: 'cap-intune', name: 'Intune', path: 'Modern Workplace/Intune', reason: 'Action: Report' }],
    ],
    [
      'pilot',
      [{ id: 'cap-intune', name: 'Intune', path: 'Modern Workplace/Intune', reason: 'Action: Pilot' }],
    ],
  ])('%j finds %j', (query, results) => {
    expect(searchCapabilities(items, query)).toEqual(results);
  });
});
