/** Search and the user menu's notification counts (ADR 0023): both for every signed-in user, for themselves. */
import { searchQuerySchema } from '@portal/domain';
import { parseQuery } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { notificationCounts } from '../notifications/counts.ts';
import { search } from '../search/search.ts';

export const searchRoutes = defineRoutes([
  {
    name: 'search',
    methods: ['GET'],
    route: 'search',
    policy: 'signedIn',
    handler: async (req, { services, actor }) =>
      json(await search(services, actor, parseQuery(req, searchQuerySchema).q)),
  },
  {
    name: 'notification-counts',
    methods: ['GET'],
    route: 'notifications/counts',
    policy: 'signedIn',
    handler: async (_req, { services, actor }) => json(await notificationCounts(services, actor)),
  },
]);
