/** GET /v2/users/current, roles, the users list, role changes (admin), mode toggle and demo role switch. */
import {
  organizationOf,
  ROLE_IDS,
  ROLE_NAMES,
  setModeRequestSchema,
  setUserRoleRequestSchema,
  switchRoleRequestSchema,
  type Role,
  type User,
  type UserListItem,
} from '@portal/domain';
import { forbidden, notFound } from '../http/errors.ts';
import { effectiveRole, toCurrentUser } from '../http/current-user.ts';
import { parseBody, parseParam, safeId } from '../http/parse.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';

const toListItem = (u: User): UserListItem => ({
  id: u.id,
  name: u.name,
  email: u.email,
  roleId: u.roleId,
  role: ROLE_NAMES[u.roleId],
  organization: u.organization,
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
    handler: async (_req, { services }) => {
      const users: UserListItem[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await services.store
          .container<User>('users')
          .query({ pageSize: 1000, ...(continuationToken ? { continuationToken } : {}) });
        users.push(...page.items.map(({ item }) => toListItem(item)));
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
      const { roleId } = await parseBody(req, setUserRoleRequestSchema);
      const users = services.store.container<User>('users');
      const stored = await users.read(id);
      if (!stored) throw notFound('The user');
      const user: User = {
        ...stored.item,
        roleId,
        organization: organizationOf(roleId),
        modifiedAt: services.now().toISOString(),
      };
      const saved = await users.replace(user, { ifMatch: stored.etag });
      await recordAudit(services, actor, {
        area: 'users',
        action: 'update',
        target: { id: saved.item.id, name: saved.item.name },
        before: { roleId: stored.item.roleId, organization: stored.item.organization },
        after: { roleId: saved.item.roleId, organization: saved.item.organization },
      });
      return json(toListItem(saved.item));
    },
  },
]);
