/**
 * GET /v2/users/current, roles, the users list, role changes (admin), mode toggle and demo role switch. Role changes
 * (ADR 0016) need If-Match, give Sales Person when cleared (roleId 0) and never remove the last Admin or the
 * acting admin's own Admin role.
 */
import {
  organizationOf,
  ROLE_IDS,
  ROLE_NAMES,
  roleAfterChange,
  roleChangeRefusal,
  setModeRequestSchema,
  setUserRoleRequestSchema,
  switchRoleRequestSchema,
  type Role,
  type User,
  type UserListItem,
} from '@portal/domain';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { PreconditionFailedError, type Stored } from '../ports/store.ts';
import { requireIfMatch } from '../reference/reference-writes.ts';
import { effectiveRole, toCurrentUser } from '../http/current-user.ts';
import { parseBody, parseParam, safeId } from '../http/parse.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';

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

export const userRoutes = defineRoutes([
  {
    name: 'users-current',
    methods: ['GET'],
    route: 'v2/users/current',
    policy: 'signedIn',
    handler: async (_req, { services, actor }) =>
      json(toCurrentUser(actor, services.settings.demoModeAllowed)),
  },
  {
    name: 'users-roles',
    methods: ['GET'],
    route: 'v2/users/roles',
    policy: 'signedIn',
    handler: async () => {
      const roles: Role[] = ROLE_IDS.map((id) => ({
        id,
        name: ROLE_NAMES[id],
        organization: organizationOf(id),
      }));
      return json(roles);
    },
  },
  {
    name: 'users-current-mode',
    methods: ['POST'],
    route: 'v2/users/current/mode',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { mode } = await parseBody(req, setModeRequestSchema);
      const demoAllowed = services.settings.demoModeAllowed;
      if (mode === 'demo' && !demoAllowed) throw forbidden('Demo mode is not available on this portal.');
      const user: User = { ...actor.user, mode, modifiedAt: services.now().toISOString() };
      const saved = await services.store.container<User>('users').replace(user, { ifMatch: actor.etag });
      const next = { user: saved.item, etag: saved.etag, role: effectiveRole(saved.item, demoAllowed) };
      return json(toCurrentUser(next, demoAllowed));
    },
  },
  {
    name: 'users-current-role',
    methods: ['POST'],
    route: 'v2/users/current/role',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { roleId } = await parseBody(req, switchRoleRequestSchema);
      const demoAllowed = services.settings.demoModeAllowed;
      if (!demoAllowed || actor.user.mode !== 'demo') {
        throw forbidden('The role switcher is only available in demo mode.');
      }
      const user: User = { ...actor.user, actingRoleId: roleId, modifiedAt: services.now().toISOString() };
      const saved = await services.store.container<User>('users').replace(user, { ifMatch: actor.etag });
      const next = { user: saved.item, etag: saved.etag, role: effectiveRole(saved.item, demoAllowed) };
      return json(toCurrentUser(next, demoAllowed));
    },
  },
  {
    name: 'users-list',
    methods: ['GET'],
    route: 'users',
    policy: 'provider',
    handler: async (_req, { services, actor }) => {
      // Admins also get each user's ETag, sent back as If-Match with a role change.
      const withEtag = actor.role === 'ADMIN';
      const users: UserListItem[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await services.store
          .container<User>('users')
          .query({ pageSize: 1000, ...(continuationToken ? { continuationToken } : {}) });
        users.push(...page.items.map(({ item, etag }) => toListItem(item, withEtag ? etag : undefined)));
        continuationToken = page.continuationToken;
      } while (continuationToken);
      return json(users.sort((a, b) => a.name.localeCompare(b.name, 'en-GB')));
    },
  },
  {
    name: 'users-set-role',
    methods: ['POST'],
    route: 'v2/users/{id}',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const id = parseParam(req, 'id', safeId);
      const body = await parseBody(req, setUserRoleRequestSchema);
      const ifMatch = requireIfMatch(req);
      const users = services.store.container<User>('users');
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
      if (roleId === current.roleId)
        return json(toListItem(current, stored.etag), 200, { ETag: stored.etag });
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
      return json(toListItem(saved.item, saved.etag), 200, { ETag: saved.etag });
    },
  },
]);
