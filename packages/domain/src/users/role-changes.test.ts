import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import {
  lastAdminMessage,
  matchesUserSearch,
  roleAfterChange,
  roleChangeRefusal,
  SELF_DEMOTION_MESSAGE,
  type RequestedRole,
} from './role-changes.ts';

describe('roleAfterChange', () => {
  it.each<[RequestedRole, RoleId]>([
    [0, 'SALES_PERSON'],
    [null, 'SALES_PERSON'],
    ['ADMIN', 'ADMIN'],
    ['CLIENT', 'CLIENT'],
    ['HP_SOLUTION_ARCHITECT', 'HP_SOLUTION_ARCHITECT'],
  ])('%j gives %s', (requested, role) => expect(roleAfterChange(requested)).toBe(role));
});

describe('roleChangeRefusal', () => {
  const admin = { id: 'u-a', name: 'Alex Morgan', roleId: 'ADMIN' as RoleId };
  const sales = { id: 'u-s', name: 'Sam Patel', roleId: 'SALES_PERSON' as RoleId };
  it.each<[string, string, typeof admin, RoleId, number, string | undefined]>([
    ['promotes a sales person', 'u-a', sales, 'ADMIN', 1, undefined],
    ['moves a sales person to HP', 'u-a', sales, 'HP_SALES_PERSON', 1, undefined],
    ['demotes another admin while two remain', 'u-x', admin, 'SALES_PERSON', 2, undefined],
    ['keeps the own Admin role (no change)', 'u-a', admin, 'ADMIN', 1, undefined],
    [
      'refuses to demote oneself even with other admins',
      'u-a',
      admin,
      'SOLUTION_ARCHITECT',
      3,
      SELF_DEMOTION_MESSAGE,
    ],
    ['refuses to demote the last admin', 'u-x', admin, 'CLIENT', 1, lastAdminMessage('Alex Morgan')],
    ['refuses when the count is stale at 0', 'u-x', admin, 'CLIENT', 0, lastAdminMessage('Alex Morgan')],
  ])('%s', (_label, actorId, target, nextRoleId, adminCount, refusal) =>
    expect(roleChangeRefusal({ actorId, target, nextRoleId, adminCount })).toBe(refusal),
  );
});

describe('matchesUserSearch', () => {
  const user = {
    name: 'Inès Moreau',
    email: 'ines@accenture.example',
    role: 'Accenture Solution Architect',
    organization: 'ACCENTURE',
  };
  it.each<[string, boolean]>([
    ['', true],
    ['  ', true],
    ['ines', true],
    ['INÈS moreau', true],
    ['architect accenture', true],
    ['@accenture.example', true],
    ['ines hp', false],
    ['Sales', false],
  ])('%j matches: %s', (search, expected) => expect(matchesUserSearch(user, search)).toBe(expected));
});
