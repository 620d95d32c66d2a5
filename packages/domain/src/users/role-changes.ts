/**
 * Users admin rules (issue 9, ADR 0016): what a cleared role means and which role changes are refused so that the
 * portal always keeps an admin and no admin locks themselves out.
 */
import { DEFAULT_ROLE, type RoleId } from '../auth/roles.ts';
import { CLEARED_ROLE_ID } from '../contracts/users.ts';

export type RequestedRole = RoleId | typeof CLEARED_ROLE_ID | null;

/** The role a change request gives: the role named, or the default role (Sales Person) when cleared. */
export function roleAfterChange(requested: RequestedRole): RoleId {
  return requested === CLEARED_ROLE_ID || requested === null ? DEFAULT_ROLE : requested;
}

export interface RoleChange {
  /** The admin making the change. */
  actorId: string;
  target: { id: string; name: string; roleId: RoleId };
  nextRoleId: RoleId;
  /** Users whose assigned role is ADMIN now, the target included. */
  adminCount: number;
}

export const SELF_DEMOTION_MESSAGE =
  'You cannot take the Admin role away from yourself. Ask another admin to change your role.';

export const lastAdminMessage = (name: string) =>
  `${name} is the last Admin. Give another user the Admin role first.`;

/** Why a role change is refused, or undefined when it may go ahead. */
export function roleChangeRefusal(change: RoleChange): string | undefined {
  const { actorId, target, nextRoleId, adminCount } = change;
  if (target.roleId !== 'ADMIN' || nextRoleId === 'ADMIN') return undefined;
  if (target.id === actorId) return SELF_DEMOTION_MESSAGE;
  if (adminCount <= 1) return lastAdminMessage(target.name);
  return undefined;
}

/** Case- and accent-insensitive search of the users table over name, e-mail, organisation and role. */
export function matchesUserSearch(
  user: { name: string; email: string; role: string; organization: string },
  search: string,
): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold([user.name, user.email, user.role, user.organization].join(' '));
  return words.every((w) => haystack.includes(w));
}
