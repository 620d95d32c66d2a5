/** GET /v2/users/current, roles, the users list, role changes (admin), mode toggle and demo role switch (users/). */
import { setModeRequestSchema, setUserRoleRequestSchema, switchRoleRequestSchema } from '@portal/domain';
import { toCurrentUser } from '../http/current-user.ts';
import { parseBody, parseParam, requireIfMatch, safeId } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { listUsers, rolesList, setMode, setUserRole, switchRole } from '../users/users.ts';

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
    handler: async () => json(rolesList()),
  },
  {
    name: 'users-current-mode',
    methods: ['POST'],
    route: 'v2/users/current/mode',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { mode } = await parseBody(req, setModeRequestSchema);
      return json(await setMode(services, actor, mode));
    },
  },
  {
    name: 'users-current-role',
    methods: ['POST'],
    route: 'v2/users/current/role',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { roleId } = await parseBody(req, switchRoleRequestSchema);
      return json(await switchRole(services, actor, roleId));
    },
  },
  {
    name: 'users-list',
    methods: ['GET'],
    route: 'users',
    policy: 'provider',
    handler: async (_req, { services, actor }) => json(await listUsers(services, actor)),
  },
  {
    name: 'users-set-role',
    methods: ['POST'],
    route: 'v2/users/{id}',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const id = parseParam(req, 'id', safeId);
      const body = await parseBody(req, setUserRoleRequestSchema);
      const user = await setUserRole(services, actor, id, body, requireIfMatch(req));
      return json(user, 200, { ETag: user.etag });
    },
  },
]);
