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
import { boundUserId, recordBinding, sameEntraKey, type EntraKey } from '../identity/identity-bindings.ts';
import { userIdForEmail } from '../identity/user-id.ts';
import { ConflictError, PreconditionFailedError, type Stored } from '../ports/store.ts';
import { ETAG_TRIES } from '../ports/update-with-etag.ts';
import type { Services } from '../services.ts';
import type { Identity } from './auth.ts';
import { forbidden } from './errors.ts';
import { usersOf } from '../identity/user-store.ts';

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

type Users = ReturnType<typeof usersOf>;

/** A first sign-in: the invited role (ADR 0016), Admin for a configured admin, else the default role. */
async function createUser(
  services: Services,
  id: string,
  identity: Identity,
  entraIdentity?: EntraKey,
): Promise<Stored<User>> {
  const now = services.now().toISOString();
  const isConfiguredAdmin = services.settings.adminEmails.includes(identity.email);
  const invited = isConfiguredAdmin ? undefined : await invitedRole(services, id);
  const roleId: RoleId = isConfiguredAdmin ? 'ADMIN' : (invited ?? DEFAULT_ROLE);
  const stored = await usersOf(services).create({
    id,
    name: identity.name,
    email: identity.email,
    roleId,
    organization: organizationOf(roleId),
    regionId: DEFAULT_REGION_ID,
    ...(entraIdentity ? { entraIdentity } : {}),
    createdAt: now,
    modifiedAt: now,
  });
  if (invited) await markAccepted(services, id);
  return stored;
}

/** Local mode: the user of the e-mail the local sign-in page signed (created on first sign-in). */
async function userByEmail(services: Services, users: Users, identity: Identity): Promise<Stored<User>> {
  const id = userIdForEmail(identity.email);
  const stored = await users.read(id);
  if (stored) return stored;
  try {
    return await createUser(services, id, identity);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    return (await users.read(id))!;
  }
}

/** A bound person's e-mail and name follow the directory; a lost race keeps the stored record. */
async function followDirectory(users: Users, stored: Stored<User>, identity: Identity, now: string) {
  const { email, name } = identity;
  if (stored.item.email === email && stored.item.name === name) return stored;
  try {
    return await users.replace({ ...stored.item, email, name, modifiedAt: now }, { ifMatch: stored.etag });
  } catch (err) {
    if (!(err instanceof PreconditionFailedError)) throw err;
    return (await users.read(stored.item.id)) ?? stored;
  }
}

/**
 * Entra mode (ADR 0033): the person is their tid + oid. Once bound, a changed e-mail keeps the person. Unbound,
 * the e-mail matches a seeded or invited user once (or makes a new user) and binds it. An e-mail whose user is
 * bound to another object id is someone else's: refused, never merged.
 */
async function userByEntraKey(
  services: Services,
  users: Users,
  identity: Identity,
  key: EntraKey,
  attempt = 0,
): Promise<Stored<User>> {
  const now = services.now().toISOString();
  const boundId = await boundUserId(services, key);
  const bound = boundId ? await users.read(boundId) : undefined;
  if (bound) return followDirectory(users, bound, identity, now);
  const id = userIdForEmail(identity.email);
  const existing = await users.read(id);
  // The e-mail's own user, or anyone whose address it is now, bound to another object id: someone else's.
  const holders = await users.query({ where: [{ path: 'email', op: 'eq', value: identity.email }] });
  const taken = [existing, ...holders.items].some(
    (u) => u?.item.entraIdentity && !sameEntraKey(u.item.entraIdentity, key),
  );
  if (taken) {
    console.warn('Sign-in refused: the e-mail belongs to a user bound to another object id', id);
    throw forbidden(
      'This e-mail address belongs to another person in the portal. Ask an administrator to check your account.',
    );
  }
  let stored: Stored<User>;
  try {
    stored = existing
      ? await users.replace(
          {
            ...existing.item,
            email: identity.email,
            name: identity.name,
            entraIdentity: key,
            modifiedAt: now,
          },
          { ifMatch: existing.etag },
        )
      : await createUser(services, id, identity, key);
  } catch (err) {
    // A concurrent first sign-in or write: decide again from the start, within the one limit of ETag tries. Not
    // updateWithEtag: each try re-reads the binding and who holds the e-mail (a query) and may create the user.
    const raced = err instanceof ConflictError || err instanceof PreconditionFailedError;
    if (raced && attempt + 1 < ETAG_TRIES) return userByEntraKey(services, users, identity, key, attempt + 1);
    throw err;
  }
  await recordBinding(services, key, stored.item.id);
  return stored;
}

export async function resolveActor(services: Services, identity: Identity): Promise<Actor> {
  const users = usersOf(services);
  const { tenantId, objectId } = identity;
  let stored =
    tenantId && objectId
      ? await userByEntraKey(services, users, identity, { tenantId, objectId })
      : await userByEmail(services, users, identity);
  if (services.settings.adminEmails.includes(identity.email) && stored.item.roleId !== 'ADMIN') {
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

/** Who reads clients (ADR 0053, `ClientViewer`): the role in effect, and the client organisation of a client user. */
export const clientViewer = (actor: Actor) => ({ role: actor.role, clientId: actor.user.clientId });
