import { describe, expect, it } from 'vitest';
import { isCatalogueOwner, permissionLevel, type PermissionLevel } from './permissions.ts';
import { policyAllows, type PolicyName } from './policies.ts';
import { effectiveMode, modeSwitchTarget } from './modes.ts';
import { ROLE_IDS, type RoleId } from './roles.ts';

// Levels by resource key and role (ADR 0004 where the spec is silent).
const LEVELS: [
  RoleId,
  PermissionLevel,
  PermissionLevel,
  PermissionLevel,
  PermissionLevel,
  PermissionLevel,
][] = [
  //  role                            sales/solution    header/engagements sales/engagements admin/capabilities admin/users
  ['ADMIN', 'FULL', 'FULL', 'FULL', 'FULL', 'FULL'],
  ['SALES_PERSON', 'FULL', 'FULL', 'OWNER_FULL', 'NONE', 'NONE'],
  ['SOLUTION_ARCHITECT', 'FULL', 'FULL', 'FULL', 'NONE', 'NONE'],
  ['SOLUTION_AREA_OWNER', 'READ', 'FULL', 'FULL', 'FULL', 'NONE'],
  ['SOLUTION_CAPABILITY_OWNER', 'READ', 'FULL', 'FULL', 'FULL', 'NONE'],
  ['SOLUTION_REVIEWER', 'READ', 'FULL', 'FULL', 'NONE', 'NONE'],
  ['DEAL_TEAM', 'FULL', 'FULL', 'FULL', 'NONE', 'NONE'],
  ['HP_SALES_PERSON', 'PARTNER_SUBMIT', 'NONE', 'NONE', 'NONE', 'NONE'],
  ['HP_SOLUTION_ARCHITECT', 'PARTNER_SUBMIT', 'NONE', 'NONE', 'NONE', 'NONE'],
  ['ACCENTURE_SALES_PERSON', 'PARTNER_SUBMIT', 'NONE', 'NONE', 'NONE', 'NONE'],
  ['ACCENTURE_SOLUTION_ARCHITECT', 'PARTNER_SUBMIT', 'NONE', 'NONE', 'NONE', 'NONE'],
  ['CLIENT', 'PARTNER_SUBMIT', 'NONE', 'NONE', 'NONE', 'NONE'],
];

describe('permission levels', () => {
  it.each(LEVELS)(
    '%s: solution %s, engagements header %s, engagements list %s, capabilities admin %s, users admin %s',
    (role, sol, hdr, eng, caps, users) => {
      expect(permissionLevel('sales/solution', role)).toBe(sol);
      expect(permissionLevel('header/engagements', role)).toBe(hdr);
      expect(permissionLevel('sales/engagements', role)).toBe(eng);
      expect(permissionLevel('admin/capabilities', role)).toBe(caps);
      expect(permissionLevel('admin/users', role)).toBe(users);
    },
  );

  it('gives unknown roles nothing', () => {
    expect(permissionLevel('sales/solution', 'EMPEROR')).toBe('NONE');
    expect(permissionLevel('sales/solution', undefined)).toBe('NONE');
  });

  it.each([
    ['ADMIN', 'x@y.example', [], true],
    ['SOLUTION_CAPABILITY_OWNER', 'Owner@Provider.example', ['owner@provider.example'], true],
    ['SOLUTION_CAPABILITY_OWNER', 'other@provider.example', ['owner@provider.example'], false],
    ['SALES_PERSON', 'owner@provider.example', undefined, false],
  ] as const)('owner check: %s %s in %j → %s', (role, email, owners, expected) => {
    expect(isCatalogueOwner(role, email, owners ? [...owners] : undefined)).toBe(expected);
  });
});

describe('route policies', () => {
  const ALLOWED: Record<Exclude<PolicyName, 'public' | 'signedIn'>, RoleId[]> = {
    provider: [
      'ADMIN',
      'SALES_PERSON',
      'SOLUTION_ARCHITECT',
      'SOLUTION_AREA_OWNER',
      'SOLUTION_CAPABILITY_OWNER',
      'SOLUTION_REVIEWER',
      'DEAL_TEAM',
    ],
    solutionWriter: [
      'ADMIN',
      'SALES_PERSON',
      'SOLUTION_ARCHITECT',
      'DEAL_TEAM',
      'HP_SALES_PERSON',
      'HP_SOLUTION_ARCHITECT',
      'ACCENTURE_SALES_PERSON',
      'ACCENTURE_SOLUTION_ARCHITECT',
      'CLIENT',
    ],
    fullSolution: ['ADMIN', 'SALES_PERSON', 'SOLUTION_ARCHITECT', 'DEAL_TEAM'],
    engagements: [
      'ADMIN',
      'SALES_PERSON',
      'SOLUTION_ARCHITECT',
      'SOLUTION_AREA_OWNER',
      'SOLUTION_CAPABILITY_OWNER',
      'SOLUTION_REVIEWER',
      'DEAL_TEAM',
    ],
    capabilityAdmin: ['ADMIN', 'SOLUTION_AREA_OWNER', 'SOLUTION_CAPABILITY_OWNER'],
    admin: ['ADMIN'],
  };
  const cases = Object.entries(ALLOWED).flatMap(([policy, roles]) =>
    ROLE_IDS.map((role) => [policy as PolicyName, role, roles.includes(role)] as const),
  );
  it.each(cases)('%s allows %s: %s', (policy, role, expected) => {
    expect(policyAllows(policy, role)).toBe(expected);
  });
  it.each(ROLE_IDS.map((r) => [r]))('signedIn and public allow %s', (role) => {
    expect(policyAllows('signedIn', role)).toBe(true);
    expect(policyAllows('public', role)).toBe(true);
  });
});

describe('modes', () => {
  it.each([
    [false, undefined, 'production'],
    [false, 'demo', 'production'],
    [true, undefined, 'production'],
    [true, 'production', 'production'],
    [true, 'demo', 'demo'],
  ] as const)('server allows demo %s, user chose %s → %s', (allowed, chosen, expected) => {
    expect(effectiveMode(allowed, chosen)).toBe(expected);
  });
  it('redirects to /?t={timestamp} after a switch', () => {
    expect(modeSwitchTarget(1_700_000_000_000)).toBe('/?t=1700000000000');
  });
});

describe('the Solution-AI area (spec §6: ADMIN only; ADR 0042)', () => {
  it.each(ROLE_IDS)('%s', (role) => {
    expect(permissionLevel('admin/solution-ai', role)).toBe(role === 'ADMIN' ? 'FULL' : 'NONE');
  });
});
