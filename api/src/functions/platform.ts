/** Public configuration the browser needs before sign-in, and a health probe. */
import { APP_VERSION, type ClientConfig } from '@portal/domain';
import type { Settings } from '../config.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';

/** MSAL's settings: the tenant's Entra authority, or any OpenID authority in OIDC mode (ADR 0033). */
export function msalConfig(entra: Settings['entra']): Pick<ClientConfig, 'entra'> {
  const authority =
    entra.authority ?? (entra.tenantId ? `https://login.microsoftonline.com/${entra.tenantId}` : undefined);
  if (!entra.clientId || !authority) return {};
  return {
    entra: {
      clientId: entra.clientId,
      authority,
      scopes: entra.scope ? [entra.scope] : [],
      ...(entra.authority
        ? { protocolMode: 'OIDC' as const, knownAuthorities: [new URL(entra.authority).host] }
        : {}),
      graph: { url: entra.graphUrl, scopes: entra.graphScopes },
    },
  };
}

export const platformRoutes = defineRoutes([
  {
    name: 'config',
    methods: ['GET'],
    route: 'config',
    policy: 'public',
    handler: async (_req, { services }) => {
      const { settings } = services;
      const config: ClientConfig = {
        version: APP_VERSION,
        authMode: settings.authMode,
        demoModeAllowed: settings.demoModeAllowed,
        ...(settings.authMode === 'entra' ? msalConfig(settings.entra) : {}),
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
