import { describe, expect, it } from 'vitest';
import { HTTPS_ONLY, linkError } from './links-dialog.tsx';
import { rolesFrom } from './manage-roles-dialog.tsx';
import { filterUsers } from '../../../lib/users/user-picker.tsx';

describe('Links dialog', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['https://aep.example/projects/AEP-1', undefined],
    ['http://aep.example/projects/AEP-1', HTTPS_ONLY],
    ['aep.example/projects', HTTPS_ONLY],
    ['javascript:alert(1)', HTTPS_ONLY],
    ['https://', HTTPS_ONLY],
  ])('%j → %j', (value, error) => {
    expect(linkError(value)).toBe(error);
  });
});

describe('Manage Roles', () => {
  const olivia = { id: 'u-2', name: 'Olivia Hart', email: 'olivia@provider.example' };
  const sam = { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' };

  it('stores the assigned roles with role names, keeps unmanaged entries and drops cleared ones', () => {
    const previous = [
      { id: 'SALES_PERSON', name: 'Sales Person', user: sam },
      { id: 'DEAL_TEAM', name: 'Deal Team', user: sam },
    ];
    expect(rolesFrom(previous, { SALES_PERSON: null, SOLUTION_ARCHITECT: olivia })).toEqual([
      { id: 'DEAL_TEAM', name: 'Deal Team', user: sam },
      { id: 'SOLUTION_ARCHITECT', name: 'Solution Architect', user: olivia },
    ]);
  });

  it('searches users by name or e-mail, ignoring case', () => {
    const users = [
      {
        ...olivia,
        roleId: 'SOLUTION_ARCHITECT' as const,
        role: 'Solution Architect',
        organization: 'PROVIDER' as const,
      },
      { ...sam, roleId: 'SALES_PERSON' as const, role: 'Sales Person', organization: 'PROVIDER' as const },
    ];
    expect(filterUsers(users, 'HART').map((u) => u.id)).toEqual(['u-2']);
    expect(filterUsers(users, 'sam@').map((u) => u.id)).toEqual(['u-1']);
    expect(filterUsers(users, ' ')).toHaveLength(2);
  });
});
