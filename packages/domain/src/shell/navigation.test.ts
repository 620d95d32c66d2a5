import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import {
  adminLandingEntries,
  adminMenu,
  headerMenu,
  homeCards,
  isRouteAvailable,
  unknownRouteRedirect,
} from './navigation.ts';

const labels = (entries: { label: string }[]) => entries.map((e) => e.label);

describe('header menu', () => {
  it.each([
    ['SALES_PERSON', 'production', ['Solutions']],
    ['HP_SALES_PERSON', 'production', ['Solutions']],
    ['SALES_PERSON', 'demo', ['Engagements', 'Solutions', 'People']],
    ['ADMIN', 'demo', ['Engagements', 'Solutions', 'People']],
    ['HP_SALES_PERSON', 'demo', ['Solutions', 'People']],
    ['ACCENTURE_SOLUTION_ARCHITECT', 'demo', ['Solutions', 'People']],
    ['CLIENT', 'demo', ['Solutions', 'People']],
  ] as const)('%s in %s mode: %j', (role, mode, expected) => {
    expect(labels(headerMenu(role, mode))).toEqual(expected);
  });
});

describe('admin menu', () => {
  const PRODUCTION_ADMIN = [
    'Users',
    'Countries',
    'Notifications',
    'Capabilities',
    'Capability Roles',
    'Baseline Security Controls',
    'Templates',
    'Rate Card',
  ];
  const DEMO_ADMIN = [
    'Settings',
    'Countries',
    'Clients',
    'Notifications',
    'Capabilities',
    'Capability Roles',
    'Deliverables',
    'Work Products',
    'Baseline Security Controls',
    'Templates',
    'Rate Card',
    'Offerings',
    'Users',
    'Changelog',
  ];
  it.each([
    ['ADMIN', 'production', PRODUCTION_ADMIN],
    ['ADMIN', 'demo', DEMO_ADMIN],
    ['SOLUTION_AREA_OWNER', 'production', ['Capabilities']],
    ['SOLUTION_CAPABILITY_OWNER', 'demo', ['Capabilities']],
    ['SALES_PERSON', 'production', []],
    ['SOLUTION_REVIEWER', 'demo', []],
    ['HP_SOLUTION_ARCHITECT', 'production', []],
    ['CLIENT', 'demo', []],
  ] as [RoleId, 'production' | 'demo', string[]][])('%s in %s mode: %j', (role, mode, expected) => {
    expect(labels(adminMenu(role, mode))).toEqual(expected);
  });
});

describe('home cards', () => {
  it.each([
    ['SALES_PERSON', 'demo', ['create-engagement', 'create-solution', 'find-people']],
    ['SALES_PERSON', 'production', ['create-solution']],
    ['HP_SALES_PERSON', 'demo', ['create-solution', 'find-people']],
    ['CLIENT', 'production', ['create-solution']],
    ['SOLUTION_REVIEWER', 'production', ['view-solutions']],
    ['SOLUTION_AREA_OWNER', 'production', ['view-solutions']],
    ['SOLUTION_CAPABILITY_OWNER', 'demo', ['create-engagement', 'view-solutions', 'find-people']],
    ['DEAL_TEAM', 'production', ['create-solution']],
    ['ADMIN', 'production', ['create-solution']],
  ] as const)('%s in %s mode: %j', (role, mode, expected) => {
    expect(homeCards(role, mode).map((c) => c.id)).toEqual(expected);
  });
});

describe('routes', () => {
  it.each([
    ['/sales/solution', 'production', true],
    ['/sales/solution/1001', 'production', true],
    ['/sales/solution/new', 'production', true],
    ['/sales/solution/screenshot/1001/risk', 'production', true],
    ['/sales/admin/users', 'production', true],
    ['/sales/engagements', 'production', false],
    ['/sales/engagements', 'demo', true],
    ['/sales/people', 'production', false],
    ['/sales/people', 'demo', true],
    ['/sales/changelog', 'demo', true],
    ['/nowhere', 'demo', false],
    ['/?t=123', 'production', true],
  ] as const)('%s in %s mode: %s', (path, mode, expected) => {
    expect(isRouteAvailable(path, mode)).toBe(expected);
  });

  it('redirects unknown paths to /sales/solution in production and / in demo', () => {
    expect(unknownRouteRedirect('production')).toBe('/sales/solution');
    expect(unknownRouteRedirect('demo')).toBe('/');
  });
});

describe('admin landing cards', () => {
  it('adds Capability Relevance after the capability pages, for admins in demo mode only', () => {
    const landing = labels(adminLandingEntries('ADMIN', 'demo'));
    expect(landing.filter((l) => l !== 'Capability Relevance')).toEqual(labels(adminMenu('ADMIN', 'demo')));
    expect(landing.slice(landing.indexOf('Work Products'), landing.indexOf('Work Products') + 2)).toEqual([
      'Work Products',
      'Capability Relevance',
    ]);
    expect(adminLandingEntries('ADMIN', 'demo').find((e) => e.label === 'Capability Relevance')?.path).toBe(
      '/sales/admin/engagements',
    );
  });
  it.each([
    ['ADMIN', 'production'],
    ['SOLUTION_AREA_OWNER', 'demo'],
    ['SALES_PERSON', 'demo'],
  ] as [RoleId, 'production' | 'demo'][])('%s in %s mode has no Capability Relevance card', (role, mode) => {
    expect(labels(adminLandingEntries(role, mode))).toEqual(labels(adminMenu(role, mode)));
  });
});
