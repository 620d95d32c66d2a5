import { describe, expect, it } from 'vitest';
import {
  canHoldSolutionRole,
  footerBrandOf,
  organizationOf,
  ROLE_IDS,
  themeOf,
  type RoleId,
} from './roles.ts';

// Spec: organisation and theme come from the role prefix (ACCENTURE_, HP_, CLIENT, otherwise the provider).
const TABLE: [RoleId, string, string, string][] = [
  ['ADMIN', 'PROVIDER', 'default', 'provider'],
  ['SALES_PERSON', 'PROVIDER', 'default', 'provider'],
  ['SOLUTION_ARCHITECT', 'PROVIDER', 'default', 'provider'],
  ['SOLUTION_AREA_OWNER', 'PROVIDER', 'default', 'provider'],
  ['SOLUTION_CAPABILITY_OWNER', 'PROVIDER', 'default', 'provider'],
  ['SOLUTION_REVIEWER', 'PROVIDER', 'default', 'provider'],
  ['DEAL_TEAM', 'PROVIDER', 'default', 'provider'],
  ['HP_SALES_PERSON', 'HP', 'hp', 'provider'],
  ['HP_SOLUTION_ARCHITECT', 'HP', 'hp', 'provider'],
  ['ACCENTURE_SALES_PERSON', 'ACCENTURE', 'accenture', 'accenture'],
  ['ACCENTURE_SOLUTION_ARCHITECT', 'ACCENTURE', 'accenture', 'accenture'],
  ['CLIENT', 'CLIENT', 'client', 'provider'],
];

describe('roles', () => {
  it('has the twelve roles of the spec', () => {
    expect(ROLE_IDS).toHaveLength(12);
    expect(TABLE.map(([r]) => r).sort()).toEqual([...ROLE_IDS].sort());
  });

  it.each(TABLE)('%s: organisation %s, theme %s, footer brand %s', (role, org, theme, brand) => {
    expect(organizationOf(role)).toBe(org);
    expect(themeOf(role)).toBe(theme);
    expect(footerBrandOf(role)).toBe(brand);
  });
});

describe('canHoldSolutionRole: the six assignable entries, each held by a user of that role', () => {
  it.each([
    ['SALES_PERSON', 'SALES_PERSON', true],
    ['SOLUTION_ARCHITECT', 'SOLUTION_ARCHITECT', true],
    ['HP_SALES_PERSON', 'HP_SALES_PERSON', true],
    ['HP_SOLUTION_ARCHITECT', 'HP_SOLUTION_ARCHITECT', true],
    ['ACCENTURE_SALES_PERSON', 'ACCENTURE_SALES_PERSON', true],
    ['ACCENTURE_SOLUTION_ARCHITECT', 'ACCENTURE_SOLUTION_ARCHITECT', true],
    ['SALES_PERSON', 'CLIENT', false],
    ['SOLUTION_ARCHITECT', 'HP_SOLUTION_ARCHITECT', false],
    ['HP_SOLUTION_ARCHITECT', 'SOLUTION_ARCHITECT', false],
    ['SALES_PERSON', 'ADMIN', false],
    ['ADMIN', 'ADMIN', false],
    ['CLIENT', 'CLIENT', false],
    ['DEAL_TEAM', 'DEAL_TEAM', false],
    ['MADE_UP', 'SALES_PERSON', false],
  ] as const)('entry %s held by a %s: %s', (entry, userRole, expected) => {
    expect(canHoldSolutionRole(entry, userRole)).toBe(expected);
  });
});
