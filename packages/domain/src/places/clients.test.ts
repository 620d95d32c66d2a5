import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '../auth/roles.ts';
import type { StoredSalesClient } from '../contracts/places.ts';
import {
  clientAccess,
  clientFor,
  clientsFor,
  mayCreateClient,
  seesClientDetails,
  type ClientViewer,
} from './clients.ts';

const stored = (id: string, name: string): StoredSalesClient => ({
  id,
  name,
  etag: `"${id}-1"`,
  fields: {
    industry: 'Transport & Logistics',
    strategy: 'Equip frontline depot staff with shared devices.',
    users: 9800,
    devices: 8600,
    applications: 350,
    c365id: 'C365-100402',
    hpid: 'HP-AC-004733',
    companyNumber: '01234567',
    registeredOffice: '1 Station Road, York',
  },
});
const ALBION = stored('client-albion', 'Albion Rail Services');
const HARROWFIELD = stored('client-harrowfield', 'Harrowfield University');
const ALL = [ALBION, HARROWFIELD];

const PROVIDER_ROLES: RoleId[] = [
  'ADMIN',
  'SALES_PERSON',
  'SOLUTION_ARCHITECT',
  'SOLUTION_AREA_OWNER',
  'SOLUTION_CAPABILITY_OWNER',
  'SOLUTION_REVIEWER',
  'DEAL_TEAM',
];
const PARTNER_ROLES: RoleId[] = [
  'HP_SALES_PERSON',
  'HP_SOLUTION_ARCHITECT',
  'ACCENTURE_SALES_PERSON',
  'ACCENTURE_SOLUTION_ARCHITECT',
];

/** Each viewer -> the clients it reads (ids, in order) and the keys each of them carries. */
const TABLE: [string, ClientViewer, string[], string[]][] = [
  ...PROVIDER_ROLES.map((role): [string, ClientViewer, string[], string[]] => [
    role,
    { role },
    ['client-albion', 'client-harrowfield'],
    ['etag', 'fields', 'id', 'name'],
  ]),
  // A provider user's clientId (left from an earlier client role) changes nothing.
  [
    'SALES_PERSON with a clientId',
    { role: 'SALES_PERSON', clientId: 'client-harrowfield' },
    ['client-albion', 'client-harrowfield'],
    ['etag', 'fields', 'id', 'name'],
  ],
  ...PARTNER_ROLES.map((role): [string, ClientViewer, string[], string[]] => [
    role,
    { role },
    ['client-albion', 'client-harrowfield'],
    ['etag', 'id', 'name'],
  ]),
  [
    'HP_SALES_PERSON with a clientId',
    { role: 'HP_SALES_PERSON', clientId: 'client-harrowfield' },
    ['client-albion', 'client-harrowfield'],
    ['etag', 'id', 'name'],
  ],
  [
    'CLIENT of Harrowfield',
    { role: 'CLIENT', clientId: 'client-harrowfield' },
    ['client-harrowfield'],
    ['etag', 'id', 'name'],
  ],
  [
    'CLIENT of Albion',
    { role: 'CLIENT', clientId: 'client-albion' },
    ['client-albion'],
    ['etag', 'id', 'name'],
  ],
  ['CLIENT of a client that is gone', { role: 'CLIENT', clientId: 'client-gone' }, [], []],
  ['CLIENT without a client', { role: 'CLIENT' }, [], []],
];

describe('clients by viewer (ADR 0053)', () => {
  it('covers every role', () => {
    const covered = new Set(TABLE.map(([, viewer]) => viewer.role));
    expect([...covered].sort()).toEqual([...ROLE_IDS].sort());
  });

  it.each(TABLE)('%s reads %j with the keys %j', (_label, viewer, ids, keys) => {
    const seen = clientsFor(viewer, ALL);
    expect(seen.map((c) => c.id)).toEqual(ids);
    for (const client of seen) {
      expect(Object.keys(client).sort()).toEqual(keys);
      expect(client.name).toBe(ALL.find((c) => c.id === client.id)!.name);
    }
  });

  it.each(TABLE)('%s never receives a strategy, a size or a CRM id without full access', (_l, viewer) => {
    const text = JSON.stringify(clientsFor(viewer, ALL));
    const full = seesClientDetails(viewer.role);
    for (const secret of ['Equip frontline', '9800', 'C365-100402', 'HP-AC-004733', '01234567'])
      expect(text.includes(secret)).toBe(full);
  });

  it.each([
    ['ADMIN', undefined, 'full'],
    ['DEAL_TEAM', undefined, 'full'],
    ['HP_SOLUTION_ARCHITECT', undefined, 'name'],
    ['ACCENTURE_SALES_PERSON', undefined, 'name'],
    ['CLIENT', 'client-albion', 'name'],
    ['CLIENT', 'client-harrowfield', 'none'],
    ['CLIENT', undefined, 'none'],
  ] as [RoleId, string | undefined, string][])(
    '%s (client %s) has %s access to Albion',
    (role, clientId, access) => {
      expect(clientAccess({ role, clientId }, 'client-albion')).toBe(access);
    },
  );

  it('gives the provider the stored record itself, and a partner only id, name and etag', () => {
    expect(clientFor({ role: 'SALES_PERSON' }, ALBION)).toBe(ALBION);
    expect(clientFor({ role: 'HP_SALES_PERSON' }, ALBION)).toEqual({
      id: 'client-albion',
      name: 'Albion Rail Services',
      etag: '"client-albion-1"',
    });
  });

  it('keeps no key it does not name: a field added to clients later is not sent to partners', () => {
    const withMore = { ...ALBION, notes: 'internal' } as StoredSalesClient & { notes: string };
    expect(Object.keys(clientFor({ role: 'ACCENTURE_SALES_PERSON' }, withMore)!).sort()).toEqual([
      'etag',
      'id',
      'name',
    ]);
    const { etag: _etag, ...bare } = ALBION;
    expect(clientFor({ role: 'HP_SALES_PERSON' }, bare)).toEqual({
      id: 'client-albion',
      name: 'Albion Rail Services',
    });
  });

  it('never changes the stored clients it is given', () => {
    const copy = JSON.parse(JSON.stringify(ALL)) as StoredSalesClient[];
    for (const [, viewer] of TABLE) clientsFor(viewer, ALL);
    expect(ALL).toEqual(copy);
  });

  it.each([
    ['ADMIN', true],
    ['SALES_PERSON', true],
    ['SOLUTION_REVIEWER', false],
    ['HP_SALES_PERSON', true],
    ['ACCENTURE_SOLUTION_ARCHITECT', true],
    ['CLIENT', false],
  ] as [RoleId, boolean][])('%s may add a client: %s', (role, may) => {
    expect(mayCreateClient(role)).toBe(may);
  });
});
