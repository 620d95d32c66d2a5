/** The twelve roles of the portal, their organisation and theme (spec: Roles and permissions). */

export const ROLE_IDS = [
  'ADMIN',
  'SALES_PERSON',
  'SOLUTION_ARCHITECT',
  'SOLUTION_AREA_OWNER',
  'SOLUTION_CAPABILITY_OWNER',
  'SOLUTION_REVIEWER',
  'DEAL_TEAM',
  'HP_SALES_PERSON',
  'HP_SOLUTION_ARCHITECT',
  'ACCENTURE_SALES_PERSON',
  'ACCENTURE_SOLUTION_ARCHITECT',
  'CLIENT',
] as const;

export type RoleId = (typeof ROLE_IDS)[number];

/** The role a user gets on first sign-in. */
export const DEFAULT_ROLE: RoleId = 'SALES_PERSON';

export const ROLE_NAMES: Record<RoleId, string> = {
  ADMIN: 'Admin',
  SALES_PERSON: 'Sales Person',
  SOLUTION_ARCHITECT: 'Solution Architect',
  SOLUTION_AREA_OWNER: 'Solution Area Owner',
  SOLUTION_CAPABILITY_OWNER: 'Solution Capability Owner',
  SOLUTION_REVIEWER: 'Solution Reviewer',
  DEAL_TEAM: 'Deal Team',
  HP_SALES_PERSON: 'HP Sales Person',
  HP_SOLUTION_ARCHITECT: 'HP Solution Architect',
  ACCENTURE_SALES_PERSON: 'Accenture Sales Person',
  ACCENTURE_SOLUTION_ARCHITECT: 'Accenture Solution Architect',
  CLIENT: 'Client',
};

/** Role entries that can be assigned on a solution (spec section 6). */
export const ASSIGNABLE_SOLUTION_ROLES: readonly RoleId[] = [
  'SALES_PERSON',
  'SOLUTION_ARCHITECT',
  'HP_SALES_PERSON',
  'HP_SOLUTION_ARCHITECT',
  'ACCENTURE_SALES_PERSON',
  'ACCENTURE_SOLUTION_ARCHITECT',
];

export const ORGANIZATIONS = ['PROVIDER', 'HP', 'ACCENTURE', 'CLIENT'] as const;
export type Organization = (typeof ORGANIZATIONS)[number];

/** Display names of the organisations; the lead provider is shown by the product name. */
export const ORGANIZATION_NAMES: Record<Organization, string> = {
  PROVIDER: 'Provider',
  HP: 'HP',
  ACCENTURE: 'Accenture',
  CLIENT: 'Client',
};

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}

/** Organisation from the role prefix: ACCENTURE_, HP_, CLIENT, otherwise the provider. */
export function organizationOf(role: RoleId): Organization {
  if (role.startsWith('ACCENTURE_')) return 'ACCENTURE';
  if (role.startsWith('HP_')) return 'HP';
  if (role.startsWith('CLIENT')) return 'CLIENT';
  return 'PROVIDER';
}

export function isPartnerOrClient(role: RoleId): boolean {
  return organizationOf(role) !== 'PROVIDER';
}

export function isPartner(role: RoleId): boolean {
  const org = organizationOf(role);
  return org === 'HP' || org === 'ACCENTURE';
}

/** Lead-provider users see effort hours, the timeline scale slider and document downloads. */
export function isLeadProvider(role: RoleId): boolean {
  return organizationOf(role) === 'PROVIDER';
}

export const THEMES = ['default', 'hp', 'accenture', 'client'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Theme from the role prefix: HP_, ACCENTURE_ or CLIENT, otherwise the provider's orange. */
export function themeOf(role: RoleId): ThemeName {
  switch (organizationOf(role)) {
    case 'HP':
      return 'hp';
    case 'ACCENTURE':
      return 'accenture';
    case 'CLIENT':
      return 'client';
    default:
      return 'default';
  }
}

/** An Accenture-type role changes the footer brand. */
export function footerBrandOf(role: RoleId): 'accenture' | 'provider' {
  return organizationOf(role) === 'ACCENTURE' ? 'accenture' : 'provider';
}

/**
 * Who may hold a role entry on a solution (issue 6): only the six assignable entries, each held by a user whose
 * assigned role is that role (so the organisation fits too: an HP architect never holds the provider's entry, a
 * client never holds any).
 */
export function canHoldSolutionRole(entryRoleId: string, userRoleId: RoleId): boolean {
  return (ASSIGNABLE_SOLUTION_ROLES as readonly string[]).includes(entryRoleId) && entryRoleId === userRoleId;
}
