/**
 * The clients' calls, shared by the clients page and the engagement pages (ADR 0017): the clients with their
 * etags (GET /sales/clients) and the save (POST /sales/clients: without id it creates, with id it changes the
 * client the admin edited, If-Match).
 */
import { storedSalesClientSchema, type SaveSalesClientRequest, type StoredSalesClient } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const CLIENTS_KEY = '/sales/clients';

const clientsSchema = z.array(storedSalesClientSchema);

export function useClientList() {
  return useSWR(CLIENTS_KEY, (key: string) => apiFetch(key, { schema: clientsSchema }));
}

export function saveClient(client: SaveSalesClientRequest, etag?: string): Promise<StoredSalesClient> {
  return apiFetch(CLIENTS_KEY, {
    method: 'POST',
    body: client,
    ...(client.id && etag ? { headers: { 'If-Match': etag } } : {}),
    schema: storedSalesClientSchema,
  });
}
