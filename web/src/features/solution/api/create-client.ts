import { salesClientSchema, type SalesClient, type SaveSalesClientRequest } from '@portal/domain';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST /sales/clients without id: creates a client (New Client dialog). */
export function createClient(request: SaveSalesClientRequest): Promise<SalesClient> {
  return apiFetch('/sales/clients', { method: 'POST', body: request, schema: salesClientSchema });
}
