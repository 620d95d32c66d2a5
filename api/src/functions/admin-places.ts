/**
 * Countries and clients (places/places.ts; issue 9, ADR 0017): lists for everyone signed in, writes with If-Match.
 * Clients are cut to what the viewer reads (ADR 0053): full for the provider, id and name for partners, a client
 * user's own client only.
 */
import { saveSalesClientRequestSchema, saveSalesCountryRequestSchema } from '@portal/domain';
import { z } from 'zod';
import { parseBody, parseParam, requireIfMatch } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import {
  listClients,
  listCountries,
  readClient,
  saveClient,
  saveCountry,
  withEtag,
} from '../places/places.ts';

const clientIdParam = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be a client id');

export const adminPlacesRoutes = defineRoutes([
  {
    name: 'clients-list',
    methods: ['GET'],
    route: 'sales/clients',
    policy: 'signedIn',
    handler: async (_req, { services, actor }) => json(await listClients(services, actor)),
  },
  {
    name: 'clients-get',
    methods: ['GET'],
    route: 'sales/clients/{clientId}',
    policy: 'signedIn',
    handler: async (req, { services, actor }) => {
      const { seen, etag } = await readClient(services, actor, parseParam(req, 'clientId', clientIdParam));
      return json(seen, 200, { ETag: etag });
    },
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
