/** Public configuration the browser needs before sign-in, and a health probe. */
import { APP_VERSION, type ClientConfig } from '@portal/domain';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';

export const platformRoutes = defineRoutes([
  {
    name: 'config',
    methods: ['GET'],
    route: 'config',
    policy: 'public',
    handler: async (_req, { services }) => {
      const { settings } = services;
      const entra = settings.entra;
      const config: ClientConfig = {
        version: APP_VERSION,
        authMode: settings.authMode,
        demoModeAllowed: settings.demoModeAllowed,
        ...(settings.authMode === 'entra' && entra.clientId && entra.tenantId
          ? {
              entra: {
                clientId: entra.clientId,
                authority: `https://login.microsoftonline.com/${entra.tenantId}`,
                scopes: entra.scope ? [entra.scope] : [],
              },
            }
          : {}),
        ...(settings.telemetry.connectionString
          ? { telemetry: { connectionString: settings.telemetry.connectionString } }
          : {}),
      };
      return json(config);
    },
  },
  {
    name: 'health',
    methods: ['GET'],
    route: 'health',
    policy: 'public',
    handler: async () => json({ status: 'ok', version: APP_VERSION }),
  },
]);
