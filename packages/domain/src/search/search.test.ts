import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import type { Capability } from '../contracts/catalogue.ts';
import { searchQuerySchema } from '../contracts/search.ts';
import {
  capabilityResultHref,
  clientResultHref,
  matchesTerm,
  mayFindClients,
  matchingCapabilities,
  searchTerm,
} from './search.ts';

describe('search query', () => {
  it.each([
    ['', undefined],
    [' a ', undefined],
    ['ab', 'ab'],
    ['  Contoso  ', 'Contoso'],
  ])('%j -> term %j', (q, term) => {
    expect(searchTerm(q)).toBe(term);
  });

  it('trims, accepts 100 characters, refuses 101 and control characters', () => {
    expect(searchQuerySchema.parse({ q: `  ${'x'.repeat(100)}  ` }).q).toHaveLength(100);
    expect(searchQuerySchema.parse({}).q).toBe('');
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'ab\u0000c' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'ab\nc' }).success).toBe(false);
  });

  it('matches case-insensitive substrings', () => {
    expect(matchesTerm('Modern Workplace', 'WORK')).toBe(true);
    expect(matchesTerm('Modern Workplace', 'desk')).toBe(false);
    expect(matchesTerm(undefined, 'x')).toBe(false);
  });
});

describe('what each role finds and where it leads', () => {
  it.each([
    ['ADMIN', true, '/sales/clients', '/sales/admin/capabilities'],
    ['SALES_PERSON', true, '/sales/clients', undefined],
    ['SOLUTION_REVIEWER', true, undefined, undefined],
    ['SOLUTION_CAPABILITY_OWNER', true, undefined, '/sales/admin/capabilities'],
    ['HP_SALES_PERSON', true, '/sales/clients', undefined],
    ['ACCENTURE_SOLUTION_ARCHITECT', true, '/sales/clients', undefined],
    ['CLIENT', false, undefined, undefined],
  ] as [RoleId, boolean, string | undefined, string | undefined][])(
    '%s: clients %s, client link (demo) %s, capability link %s',
    (role, clients, clientHref, capabilityHref) => {
      expect(mayFindClients(role)).toBe(clients);
      expect(clientResultHref(role, 'demo')).toBe(clientHref);
      expect(clientResultHref(role, 'production')).toBeUndefined();
      expect(capabilityResultHref(role)).toBe(capabilityHref);
    },
  );
});

describe('matchingCapabilities', () => {
  const tree: Capability[] = [
    {
      id: 'c1',
      name: 'Device Management',
      areaId: 'core',
      items: [
        { id: 'c1a', name: 'Mobile device enrolment' },
        { id: 'c1b', name: 'Retired device wipe', groups: ['HIDDEN'] },
      ],
    },
    {
      id: 'c2',
      name: 'Hidden devices',
      areaId: 'security',
      groups: ['HIDDEN'],
      items: [{ id: 'c2a', name: 'Device x' }],
    },
    { id: 'c3', name: 'Endpoint Device Security', areaId: 'security' },
    { id: 'c4', name: 'Unknown area device', areaId: 'gone' },
  ];
  const areas = [
    { id: 'core', name: 'Core' },
    { id: 'security', name: 'Security' },
  ];

  it('finds visible capabilities at any depth with their area, skipping hidden ones and their children', () => {
    expect(matchingCapabilities(tree, areas, 'DEVICE')).toEqual([
      { id: 'c1', name: 'Device Management', areaName: 'Core' },
      { id: 'c1a', name: 'Mobile device enrolment', areaName: 'Core' },
      { id: 'c3', name: 'Endpoint Device Security', areaName: 'Security' },
      { id: 'c4', name: 'Unknown area device', areaName: '' },
    ]);
  });

  it('stops at the limit', () => {
    expect(matchingCapabilities(tree, areas, 'device', 2).map((c) => c.id)).toEqual(['c1', 'c1a']);
  });

  it('finds what a capability does (issue 32), name matches first and the limit after them', () => {
    const described: Capability[] = [
      {
        id: 'id',
        name: 'Identity Foundation',
        areaId: 'security',
        actions: [{ id: 'a1', name: 'Enforce Conditional Access policies', effort: 40 }],
      },
      { id: 'ca', name: 'Conditional Access reporting', areaId: 'security' },
    ];
    expect(matchingCapabilities(described, areas, 'conditional access')).toEqual([
      { id: 'ca', name: 'Conditional Access reporting', areaName: 'Security' },
      {
        id: 'id',
        name: 'Identity Foundation',
        areaName: 'Security',
        reason: 'Action: Enforce Conditional Access policies',
      },
    ]);
    expect(matchingCapabilities(described, areas, 'conditional', 1).map((c) => c.id)).toEqual(['ca']);
  });
});
