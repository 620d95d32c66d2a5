/**
 * Users: the signed-in person's mode and demo role, the users list, and role changes (admin). Role changes
 * (ADR 0016) need If-Match, give Sales Person when cleared (roleId 0) and never remove the last Admin or the
 * acting admin's own Admin role.
 */
import {
  organizationOf,
  ROLE_IDS,
  ROLE_NAMES,
  roleAfterChange,
  roleChangeRefusal,
  type CurrentUser,
  type Mode,
  type Role,
  type SetUserRoleRequest,
  type User,
  type UserListItem,
} from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import { effectiveRole, toCurrentUser, type Actor } from '../http/current-user.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { PreconditionFailedError, type Stored } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { usersOf } from '../identity/user-store.ts';

const toListItem = (u: User, etag?: string): UserListItem => ({
  id: u.id,
  name: u.name,
  email: u.email,
  roleId: u.roleId,
  role: ROLE_NAMES[u.roleId],
  organization: u.organization,
  ...(etag ? { etag } : {}),
});

/** 409 with the user as stored now, so the page shows the current role and version. */
const staleUser = (stored: Stored<User>) =>
  conflict('Someone else changed this user first. The current role is shown; choose again if needed.', {
    current: toListItem(stored.item, stored.etag),
  });

export const rolesList = (): Role[] =>
  ROLE_IDS.map((id) => ({ id, name: ROLE_NAMES[id], organization: organizationOf(id) }));

/** Saves the signed-in person's own record (mode or acting role) and answers them as they are now. */
async function saveOwn(services: Services, actor: Actor, change: Partial<User>): Promise<CurrentUser> {
  const demoAllowed = services.settings.demoModeAllowed;
  const user: User = { ...actor.user, ...change, modifiedAt: services.now().toISOString() };
  const saved = await usersOf(services).replace(user, { ifMatch: actor.etag });
  const next = { user: saved.item, etag: saved.etag, role: effectiveRole(saved.item, demoAllowed) };
  return toCurrentUser(next, demoAllowed);
}

export async function setMode(services: Services, actor: Actor, mode: Mode): Promise<CurrentUser> {
  if (mode === 'demo' && !services.settings.demoModeAllowed)
    throw forbidden('Demo mode is not available on this portal.');
  return saveOwn(services, actor, { mode });
}

export async function switchRole(services: Services, actor: Actor, roleId: User['actingRoleId']) {
  if (!services.settings.demoModeAllowed || actor.user.mode !== 'demo') {
    throw forbidden('The role switcher is only available in demo mode.');
  }
  return saveOwn(services, actor, { actingRoleId: roleId });
}

/** Everyone, by name; admins also get each user's ETag, sent back as If-Match with a role change. */
export async function listUsers(services: Services, actor: Actor): Promise<UserListItem[]> {
  const withEtag = actor.role === 'ADMIN';
  const users: UserListItem[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await usersOf(services).query({
      pageSize: 1000,
      ...(continuationToken ? { continuationToken } : {}),
    });
    users.push(...page.items.map(({ item, etag }) => toListItem(item, withEtag ? etag : undefined)));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return users.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** An admin's role change; answers the user as stored, with the ETag to send next time. */
export async function setUserRole(
  services: Services,
  actor: Actor,
  id: string,
  body: SetUserRoleRequest,
  ifMatch: string,
): Promise<UserListItem & { etag: string }> {
  const users = usersOf(services);
  const stored = await users.read(id);
  if (!stored) throw notFound('The user');
  if (stored.etag !== ifMatch) throw staleUser(stored);
  const roleId = roleAfterChange(body.roleId);
  const current = stored.item;
  const adminCount =
    current.roleId === 'ADMIN' ? await users.count([{ path: 'roleId', op: 'eq', value: 'ADMIN' }]) : 0;
  const refusal = roleChangeRefusal({
    actorId: actor.user.id,
    target: { id: current.id, name: current.name, roleId: current.roleId },
    nextRoleId: roleId,
    adminCount,
  });
  if (refusal) throw conflict(refusal, { fields: { roleId: refusal } });
  if (roleId === current.roleId) return { ...toListItem(current), etag: stored.etag };
  const user: User = {
    ...current,
    roleId,
    organization: organizationOf(roleId),
    modifiedAt: services.now().toISOString(),
  };
  let saved;
  try {
    saved = await users.replace(user, { ifMatch });
  } catch (err) {
    if (!(err instanceof PreconditionFailedError)) throw err;
    const latest = await users.read(id);
    if (!latest) throw notFound('The user');
    throw staleUser(latest);
  }
  await recordAudit(services, actor, {
    area: 'users',
    action: 'update',
    target: { id: saved.item.id, name: saved.item.name },
    // Role names, as the admin chose them; the organisation follows the role.
    before: { role: ROLE_NAMES[current.roleId], organization: current.organization },
    after: { role: ROLE_NAMES[saved.item.roleId], organization: saved.item.organization },
  });
  return { ...toListItem(saved.item), etag: saved.etag };
}
