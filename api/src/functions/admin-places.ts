/** Countries and clients (places/places.ts; issue 9, ADR 0017): lists for everyone signed in, writes with If-Match. */
import { saveSalesClientRequestSchema, saveSalesCountryRequestSchema } from '@portal/domain';
import { parseBody, requireIfMatch } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { listClients, listCountries, saveClient, saveCountry, withEtag } from '../places/places.ts';

export const adminPlacesRoutes = defineRoutes([
  {
    name: 'clients-list',
    methods: ['GET'],
    route: 'sales/clients',
    policy: 'signedIn',
    handler: async (_req, { services }) => json(await listClients(services)),
  },
  {
    name: 'clients-save',
    methods: ['POST'],
    route: 'sales/clients',
    policy: 'solutionWriter',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveSalesClientRequestSchema);
      const { saved, created } = await saveClient(services, actor, body, () => requireIfMatch(req));
      return json(withEtag(saved), created ? 201 : 200, { ETag: saved.etag });
    },
  },
  {
    name: 'countries-list',
    methods: ['GET'],
    route: 'sales/countries',
    policy: 'signedIn',
    handler: async (_req, { services, actor }) => json(await listCountries(services, actor.role)),
  },
  {
    name: 'countries-save',
    methods: ['POST', 'PUT'],
    route: 'sales/countries',
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveSalesCountryRequestSchema);
      const saved = await saveCountry(services, actor, body, requireIfMatch(req));
      return json(withEtag(saved), 200, { ETag: saved.etag });
    },
  },
]);
