import { clientConfigSchema, type ClientConfig } from '@portal/domain';
import { apiFetch } from '../client.ts';

/** GET /config: read once before the router renders (auth mode, demo mode, Entra settings). */
export function fetchClientConfig(): Promise<ClientConfig> {
  return apiFetch('/config', { schema: clientConfigSchema, anonymous: true });
}
