/**
 * What the local telemetry ingestion endpoint received (ADR 0035): only when APPLICATIONINSIGHTS_CONNECTION_STRING
 * names the local host as its IngestionEndpoint, a 404 otherwise. Registered by the local host only
 * (api/src/local/routes.ts), never deployed. Admins only, as the mailbox: page views and requests carry every
 * user's ids. `?type=PageviewData` filters by base type.
 */
import { notFound } from '../http/errors.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';

export const localTelemetryRoutes = defineRoutes([
  {
    name: 'local-telemetry',
    methods: ['GET'],
    route: 'local/telemetry',
    policy: 'admin',
    handler: async (req, { services }) => {
      if (!services.telemetryInbox) throw notFound('The local telemetry endpoint');
      return json(services.telemetryInbox.received(req.query.get('type') ?? undefined));
    },
  },
]);
