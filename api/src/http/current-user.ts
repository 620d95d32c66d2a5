/** Turns a verified identity into the stored user (created on first sign-in) and the role in effect. */
import {
  DEFAULT_REGION_ID,
  DEFAULT_ROLE,
  effectiveMode,
  organizationOf,
  ROLE_NAMES,
  type CurrentUser,
  type RoleId,
  type User,
} from '@portal/domain';
import { invitedRole, markAccepted } from '../identity/invitation-store.ts';
import { ConflictError } from '../ports/store.ts';
import { userIdForEmail } from '../identity/user-id.ts';
import type { Services } from '../services.ts';
import type { Identity } from './auth.ts';

export interface Actor {
  user: User;
  etag: string;
  /** The role in effect: the demo role switch when demo mode is allowed and chosen, else the assigned role. */
  role: RoleId;
}

export function effectiveRole(user: User, demoAllowed: boolean): RoleId {
  return effectiveMode(demoAllowed, user.mode) === 'demo' && user.actingRoleId
    ? user.actingRoleId
    : user.roleId;
}

export async function resolveActor(services: Services, identity: Identity): Promise<Actor> {
  const users = services.store.container<User>('users');
  const id = userIdForEmail(identity.email);
  const isConfiguredAdmin = services.settings.adminEmails.includes(identity.email);
  let stored = await users.read(id);
  if (!stored) {
    const now = services.now().toISOString();
    // An invited address takes the role it was invited with (ADR 0016); a configured admin stays an admin.
    const invited = isConfiguredAdmin ? undefined : await invitedRole(services, id);
    const roleId: RoleId = isConfiguredAdmin ? 'ADMIN' : (invited ?? DEFAULT_ROLE);
    const user: User = {
      id,
      name: identity.name,
      email: identity.email,
      roleId,
      organization: organizationOf(roleId),
      regionId: DEFAULT_REGION_ID,
      createdAt: now,
      modifiedAt: now,
    };
    try {
      stored = await users.create(user);
      if (invited) await markAccepted(services, id);
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      stored = (await users.read(id))!;
    }
  } else if (isConfiguredAdmin && stored.item.roleId !== 'ADMIN') {
    const user = { ...stored.item, roleId: 'ADMIN' as const, organization: 'PROVIDER' as const };
    stored = await users.replace({ ...user, modifiedAt: services.now().toISOString() });
  }
  return {
    user: stored.item,
    etag: stored.etag,
    role: effectiveRole(stored.item, services.settings.demoModeAllowed),
  };
}

export function toCurrentUser(actor: Actor, demoAllowed: boolean): CurrentUser {
  const { user, role } = actor;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: { id: role, name: ROLE_NAMES[role] },
    assignedRole: { id: user.roleId, name: ROLE_NAMES[user.roleId] },
    organization: organizationOf(role),
    regionId: user.regionId ?? DEFAULT_REGION_ID,
    mode: effectiveMode(demoAllowed, user.mode),
    isAdmin: role === 'ADMIN',
  };
}
