import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import {
  capabilityRoleInputSchema,
  type CapabilityRoleInput,
  type StaffingResourceLevel,
  type TalentCommunity,
} from '../contracts/reference.ts';
import {
  AEP_LEVEL_UNKNOWN,
  AEP_ROLE_UNKNOWN,
  duplicateRoleName,
  normaliseRoleLocation,
  removedRoleIds,
  resolveCapabilityRoles,
  rolesInUseMessage,
  staticRoleIdsIn,
} from './capability-roles.ts';

const communities: TalentCommunity[] = [
  {
    talentCommunityName: 'Infrastructure',
    roles: [{ roleId: 0, externalRoleId: 60002433, roleName: 'Workplace Engineer', skills: [] }],
  },
  {
    talentCommunityName: 'Security',
    roles: [{ roleId: 0, externalRoleId: 60002526, roleName: 'Security Architect', skills: [] }],
  },
];
const level = (id: number, name: string): StaffingResourceLevel => ({
  staffingResourceLevelId: id,
  resourceLevel: name,
  resourceType: 'Onshore',
  hoursPerWeek: 38,
  title: 'Provider Title',
  order: id,
  acnLevelId: 5,
  staffingResourceLevelBillCodes: [],
});
const levels = [level(5, 'Manager'), level(7, 'Consultant')];
const reference = { communities, levels };
const input = (over: Partial<CapabilityRoleInput> = {}): CapabilityRoleInput =>
  capabilityRoleInputSchema.parse({ name: 'Workplace Engineer', ...over });
let n = 0;
const newId = () => `role-new-${++n}`;

describe('resolveCapabilityRoles', () => {
  it('takes the AEP role and level names from the reference data, never from the request', () => {
    const result = resolveCapabilityRoles(
      [
        input({
          id: 'role-a',
          aep: { talentCommunityName: 'Infrastructure', externalRoleId: 60002433, roleName: 'Chief Hacker' },
          aepLevel: { staffingResourceLevelId: 7, resourceLevel: 'Exec' },
        }),
      ],
      reference,
      newId,
    );
    expect(result).toEqual({
      ok: true,
      roles: [
        {
          id: 'role-a',
          name: 'Workplace Engineer',
          team: 'PROVIDER',
          location: 'ONSHORE_UK',
          governance: false,
          aep: {
            talentCommunityName: 'Infrastructure',
            externalRoleId: 60002433,
            roleName: 'Workplace Engineer',
          },
          aepLevel: { staffingResourceLevelId: 7, resourceLevel: 'Consultant' },
        },
      ],
    });
  });

  it('gives a new role an id and keeps the defaults (team PROVIDER, location ONSHORE_UK)', () => {
    const result = resolveCapabilityRoles([input({ name: 'Tester' })], reference, () => 'role-x');
    expect(result.ok && result.roles[0]).toMatchObject({
      id: 'role-x',
      team: 'PROVIDER',
      location: 'ONSHORE_UK',
    });
  });

  it.each([
    [
      'an AEP role of another community',
      input({ aep: { talentCommunityName: 'Security', externalRoleId: 60002433 } }),
      'roles.0.aep',
      AEP_ROLE_UNKNOWN,
    ],
    [
      'an unknown community',
      input({ aep: { talentCommunityName: 'Wizards', externalRoleId: 60002433 } }),
      'roles.0.aep',
      AEP_ROLE_UNKNOWN,
    ],
    [
      'an unknown external role id',
      input({ aep: { talentCommunityName: 'Infrastructure', externalRoleId: 1 } }),
      'roles.0.aep',
      AEP_ROLE_UNKNOWN,
    ],
    [
      'an unknown level',
      input({ aepLevel: { staffingResourceLevelId: 99 } }),
      'roles.0.aepLevel',
      AEP_LEVEL_UNKNOWN,
    ],
  ])('refuses %s with a field message', (_label, role, field, message) => {
    expect(resolveCapabilityRoles([role], reference, newId)).toEqual({
      ok: false,
      fields: { [field]: message },
    });
  });

  it.each([
    ['the same name', 'Tester', 'Tester'],
    ['another case', 'Tester', 'TESTER'],
    ['extra spaces', 'Test  Lead', ' Test Lead '],
  ])('refuses two roles with %s', (_label, a, b) => {
    const result = resolveCapabilityRoles([input({ name: a }), input({ name: b })], reference, newId);
    expect(result).toEqual({ ok: false, fields: { 'roles.1.name': duplicateRoleName(b.trim()) } });
  });

  it('accepts roles without an AEP role or level (shown as not set)', () => {
    const result = resolveCapabilityRoles([input({ id: 'r' })], reference, newId);
    expect(result.ok && result.roles[0]).not.toHaveProperty('aep');
  });
});

describe('role use', () => {
  const tree: Capability[] = [
    {
      id: 'c1',
      name: 'Core',
      actions: [
        {
          id: 'a1',
          name: 'Plan',
          effort: 1,
          roles: [{ staticId: 'role-a', name: 'A', value: 100 }],
          actions: [
            { id: 'a2', name: 'Sub', effort: 1, roles: [{ staticId: 'role-b', name: 'B', value: 50 }] },
          ],
        },
      ],
      items: [
        {
          id: 'c2',
          name: 'Child',
          actions: [
            { id: 'a3', name: 'Do', effort: 1, roles: [{ staticId: 'role-c', name: 'C', value: 10 }] },
          ],
        },
      ],
    } as Capability,
  ];

  it('finds the static roles of actions, sub-actions and child capabilities', () => {
    expect([...staticRoleIdsIn(tree)].sort()).toEqual(['role-a', 'role-b', 'role-c']);
    expect(staticRoleIdsIn(undefined).size).toBe(0);
  });

  it.each([
    [[{ id: 'a' }, { id: 'b' }], [{ id: 'b' }], ['a']],
    [[{ id: 'a' }], [{ id: 'a' }, { id: 'c' }], []],
    [[], [{ id: 'a' }], []],
  ])('removedRoleIds(%j, %j) = %j', (before, after, expected) => {
    expect(removedRoleIds(before, after)).toEqual(expected);
  });

  it.each([
    [
      ['Tester'],
      { catalogue: true, solutions: 0 },
      "'Tester' is still used by the capability catalogue, so it cannot be deleted. Rename or change the role instead.",
    ],
    [
      ['A', 'B'],
      { catalogue: true, solutions: 2 },
      "'A', 'B' are still used by the capability catalogue and 2 solutions, so they cannot be deleted. Rename or change the role instead.",
    ],
    [
      ['A'],
      { catalogue: false, solutions: 1 },
      "'A' is still used by 1 solution, so it cannot be deleted. Rename or change the role instead.",
    ],
  ])('explains a refused delete of %j', (names, where, message) => {
    expect(rolesInUseMessage(names, where)).toBe(message);
  });
});

describe('normaliseRoleLocation', () => {
  it.each([
    ['onshore uk', 'ONSHORE_UK'],
    [' Offshore-India ', 'OFFSHORE_INDIA'],
    ['ONSHORE__DE', 'ONSHORE_DE'],
  ])('%j -> %j', (typed, stored) => {
    expect(normaliseRoleLocation(typed)).toBe(stored);
  });
});
