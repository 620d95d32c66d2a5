/**
 * The capability relevance admin table (catalogue/relevance.ts; docs/engagements.md). Admins only.
 * The literal route wins over `sales/configuration/{name}` (functions/reference.ts) on Azure and on the local host.
 */
import { saveCapabilityRelevanceRequestSchema } from '@portal/domain';
import { readRelevanceTable, saveRelevance } from '../catalogue/relevance.ts';
import { parseBody, requireIfMatch } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';

const ROUTE = 'sales/configuration/relevance';

export const capabilityRelevanceRoutes = defineRoutes([
  {
    name: 'configuration-relevance',
    methods: ['GET'],
    route: ROUTE,
    policy: 'admin',
    handler: async (_req, { services }) => {
      const table = await readRelevanceTable(services);
      return json(table, 200, { ETag: table.etag });
    },
  },
  {
    name: 'configuration-relevance-save',
    methods: ['POST'],
    route: ROUTE,
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveCapabilityRelevanceRequestSchema);
      const { table, status } = await saveRelevance(services, actor, body, requireIfMatch(req));
      return json(table, status, { ETag: table.etag });
    },
  },
]);
