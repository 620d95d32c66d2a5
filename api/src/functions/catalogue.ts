/** POST /api/sales/configuration: the capabilities admin's save (catalogue/catalogue-save.ts; ADR 0020). */
import { saveCatalogueRequestSchema } from '@portal/domain';
import { saveCatalogue } from '../catalogue/catalogue-save.ts';
import { parseBody, requireIfMatch } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';

export const catalogueRoutes = defineRoutes([
  {
    name: 'configuration-capabilities-save',
    methods: ['POST'],
    route: 'sales/configuration',
    policy: 'capabilityAdmin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveCatalogueRequestSchema);
      const saved = await saveCatalogue(services, actor, body, requireIfMatch(req));
      return json(saved.catalogue, saved.status, { ETag: saved.etag });
    },
  },
]);
