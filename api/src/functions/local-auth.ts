/**
 * Local sign-in (local auth mode only): the sign-in page lists the seeded users and asks for a locally
 * signed token. Registered by the local host only (api/src/local/routes.ts), never deployed. The local host in
 * Entra mode answers 404 here (requireLocal) and local tokens are never accepted.
 */
import { localSignInRequestSchema, ROLE_NAMES, type LocalSignInUser } from '@portal/domain';
import { notFound } from '../http/errors.ts';
import { parseBody } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { userIdForEmail } from '../identity/user-id.ts';
import type { Services } from '../services.ts';
import { usersOf } from '../identity/user-store.ts';

function requireLocal(services: Services) {
  if (services.settings.authMode !== 'local' || !services.localTokens) throw notFound('Local sign-in');
  return services.localTokens;
}

export const localAuthRoutes = defineRoutes([
  {
    name: 'local-auth-users',
    methods: ['GET'],
    route: 'local-auth/users',
    policy: 'public',
    handler: async (_req, { services }) => {
      requireLocal(services);
      const page = await usersOf(services).query({
        orderBy: [{ path: 'name', direction: 'asc' }],
        pageSize: 200,
      });
      const users: LocalSignInUser[] = page.items.map(({ item }) => ({
        name: item.name,
        email: item.email,
        roleId: item.roleId,
        role: ROLE_NAMES[item.roleId],
      }));
      return json(users);
    },
  },
  {
    name: 'local-auth-token',
    methods: ['POST'],
    route: 'local-auth/token',
    policy: 'public',
    handler: async (req, { services }) => {
      const tokens = requireLocal(services);
      const { email } = await parseBody(req, localSignInRequestSchema);
      const normalized = email.trim().toLowerCase();
      const existing = await usersOf(services).read(userIdForEmail(normalized));
      const name = existing?.item.name ?? normalized.split('@')[0]!;
      return json(await tokens.issue({ id: userIdForEmail(normalized), email: normalized, name }));
    },
  },
]);
