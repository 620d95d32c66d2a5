/**
 * Permission levels looked up by resource key and role (spec section 6).
 * The spec names the levels (FULL, PARTNER_SUBMIT, OWNER_FULL, other) and what each shows, but not the full
 * table; the assignments below are recorded in docs/adr/0004-permission-model.md.
 */
import { isRoleId, organizationOf, type RoleId } from './roles.ts';

export type PermissionLevel = 'FULL' | 'PARTNER_SUBMIT' | 'OWNER_FULL' | 'READ' | 'NONE';

export const RESOURCE_KEYS = [
  'sales/solution',
  'header/engagements',
  'sales/engagements',
  'admin/users',
  'admin/countries',
  'admin/notifications',
  'admin/capabilities',
  'admin/capability-roles',
  'admin/baseline-security-controls',
  'admin/templates',
  'admin/settings',
  'admin/clients',
  'admin/engagements',
  'admin/deliverables',
  'admin/solution-ai',
  'admin/rate-card',
] as const;
export type ResourceKey = (typeof RESOURCE_KEYS)[number];

const FULL_SOLUTION_ROLES: readonly RoleId[] = ['ADMIN', 'SALES_PERSON', 'SOLUTION_ARCHITECT', 'DEAL_TEAM'];
const CAPABILITY_ADMIN_ROLES: readonly RoleId[] = [
  'ADMIN',
  'SOLUTION_AREA_OWNER',
  'SOLUTION_CAPABILITY_OWNER',
];

function solutionLevel(role: RoleId): PermissionLevel {
  if (FULL_SOLUTION_ROLES.includes(role)) return 'FULL';
  if (organizationOf(role) !== 'PROVIDER') return 'PARTNER_SUBMIT';
  return 'READ';
}

function engagementsLevel(role: RoleId): PermissionLevel {
  if (organizationOf(role) !== 'PROVIDER') return 'NONE';
  return role === 'SALES_PERSON' ? 'OWNER_FULL' : 'FULL';
}

/** Permission level of a role on a resource. Unknown roles get nothing. */
export function permissionLevel(resource: ResourceKey, role: RoleId | string | undefined): PermissionLevel {
  if (!isRoleId(role)) return 'NONE';
  switch (resource) {
    case 'sales/solution':
      return solutionLevel(role);
    case 'header/engagements':
      return organizationOf(role) === 'PROVIDER' ? 'FULL' : 'NONE';
    case 'sales/engagements':
      return engagementsLevel(role);
    case 'admin/capabilities':
      return CAPABILITY_ADMIN_ROLES.includes(role) ? 'FULL' : 'NONE';
    default:
      return role === 'ADMIN' ? 'FULL' : 'NONE';
  }
}

export function hasFullSolutionAccess(role: RoleId): boolean {
  return permissionLevel('sales/solution', role) === 'FULL';
}

export function isSubmitOnly(role: RoleId): boolean {
  return permissionLevel('sales/solution', role) === 'PARTNER_SUBMIT';
}

/** Owner check for catalogue items: admin, or a listed owner e-mail (case-insensitive). */
export function isCatalogueOwner(
  role: RoleId,
  email: string,
  owners: readonly string[] | undefined,
): boolean {
  if (role === 'ADMIN') return true;
  const mine = email.trim().toLowerCase();
  return (owners ?? []).some((o) => o.trim().toLowerCase() === mine);
}

/** The highest step a role may save a solution at; undefined means no saves at all. */
export function maxEditableStep(role: RoleId): number | undefined {
  if (hasFullSolutionAccess(role)) return 8;
  if (isSubmitOnly(role)) return 5;
  return undefined;
}

/** Whether the role may save a solution stored at `step` (as the API's save checks: ADR 0004, 0008). */
export function maySaveSolutionAt(role: RoleId, step: number): boolean {
  const max = maxEditableStep(role);
  if (max === undefined || step > max) return false;
  return !(isSubmitOnly(role) && step >= 4);
}

export function canCreateSolution(role: RoleId): boolean {
  return maxEditableStep(role) !== undefined;
}
