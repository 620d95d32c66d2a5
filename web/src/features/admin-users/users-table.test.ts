import type { UserListItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { sortUsers, type SortState } from './users-table.tsx';

const user = (
  name: string,
  email: string,
  roleId: UserListItem['roleId'],
  role: string,
  organization: UserListItem['organization'],
): UserListItem => ({
  id: email,
  name,
  email,
  roleId,
  role,
  organization,
});

const USERS = [
  user('sam Patel', 'sales.person@provider.example', 'SALES_PERSON', 'Sales Person', 'PROVIDER'),
  user('Alex Morgan', 'admin@provider.example', 'ADMIN', 'Admin', 'PROVIDER'),
  user('Martin Hughes', 'sales.person@hp.example', 'HP_SALES_PERSON', 'HP Sales Person', 'HP'),
  user('Laura Bennett', 'it.director@client.example', 'CLIENT', 'Client', 'CLIENT'),
  user('Alex Morgan', 'alex.morgan@hp.example', 'HP_SALES_PERSON', 'HP Sales Person', 'HP'),
];

describe('sortUsers', () => {
  it.each<[SortState, string[]]>([
    [
      { column: 'name', direction: 'ascending' },
      [
        'admin@provider.example',
        'alex.morgan@hp.example',
        'it.director@client.example',
        'sales.person@hp.example',
        'sales.person@provider.example',
      ],
    ],
    [
      { column: 'name', direction: 'descending' },
      [
        'sales.person@provider.example',
        'sales.person@hp.example',
        'it.director@client.example',
        'admin@provider.example',
        'alex.morgan@hp.example',
      ],
    ],
    [
      { column: 'email', direction: 'ascending' },
      [
        'admin@provider.example',
        'alex.morgan@hp.example',
        'it.director@client.example',
        'sales.person@hp.example',
        'sales.person@provider.example',
      ],
    ],
    // Organisation by its shown name (Client, HP, Provider), ties by name then e-mail.
    [
      { column: 'organization', direction: 'ascending' },
      [
        'it.director@client.example',
        'alex.morgan@hp.example',
        'sales.person@hp.example',
        'admin@provider.example',
        'sales.person@provider.example',
      ],
    ],
    [
      { column: 'role', direction: 'ascending' },
      [
        'admin@provider.example',
        'it.director@client.example',
        'alex.morgan@hp.example',
        'sales.person@hp.example',
        'sales.person@provider.example',
      ],
    ],
  ])('%j', (sort, emails) => {
    expect(sortUsers(USERS, sort).map((u) => u.email)).toEqual(emails);
  });

  it('leaves the list it was given as it was', () => {
    const before = USERS.map((u) => u.email);
    sortUsers(USERS, { column: 'email', direction: 'descending' });
    expect(USERS.map((u) => u.email)).toEqual(before);
  });
});
