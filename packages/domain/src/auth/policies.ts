/**
 * Route policies: every API route declares one (a test fails if any route has none). The API checks the
 * policy against the role in effect before the handler runs; object-level rules (which solution) follow in
 * the handler through solutions/access.ts.
 */
import { canCreateSolution, hasFullSolutionAccess, permissionLevel } from './permissions.ts';
import { organizationOf, type RoleId } from './roles.ts';

export const POLICY_NAMES = [
  'public',
  'signedIn',
  'provider',
  'solutionWriter',
  'fullSolution',
  'engagements',
  'capabilityAdmin',
  'admin',
] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

const RULES: Record<Exclude<PolicyName, 'public'>, (role: RoleId) => boolean> = {
  signedIn: () => true,
  provider: (role) => organizationOf(role) === 'PROVIDER',
  solutionWriter: (role) => canCreateSolution(role),
  fullSolution: (role) => hasFullSolutionAccess(role),
  engagements: (role) => permissionLevel('sales/engagements', role) !== 'NONE',
  capabilityAdmin: (role) => permissionLevel('admin/capabilities', role) === 'FULL',
  admin: (role) => role === 'ADMIN',
};

/** Whether a signed-in user with this role passes the policy ('public' needs no sign-in at all). */
export function policyAllows(policy: PolicyName, role: RoleId): boolean {
  return policy === 'public' ? true : RULES[policy](role);
}
