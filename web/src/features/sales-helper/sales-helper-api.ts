/**
 * The sales helper's calls: the current catalogue (capabilities with their relevance scores), the clients, a new
 * client, the logo upload and the engagement Generate creates (POST /sales/engagements: { engagement, job }).
 */
import {
  catalogueSchema,
  createEngagementResponseSchema,
  engagementLogoSchema,
  engagementSchema,
  storedSalesClientSchema,
  type EngagementLogo,
  type SaveEngagementRequest,
  type SaveSalesClientRequest,
} from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../lib/api/client.ts';

export const HELPER_CATALOGUE_KEY = '/sales/configuration';
export const HELPER_CLIENTS_KEY = '/sales/clients';

const helperCatalogueSchema = catalogueSchema.pick({ version: true, capabilities: true });
export type HelperCatalogue = z.infer<typeof helperCatalogueSchema>;
const clientsSchema = z.array(storedSalesClientSchema);

export function useHelperCatalogue() {
  return useSWR(HELPER_CATALOGUE_KEY, (key: string) => apiFetch(key, { schema: helperCatalogueSchema }), {
    revalidateOnFocus: false,
  });
}

export function useHelperClients() {
  return useSWR(HELPER_CLIENTS_KEY, (key: string) => apiFetch(key, { schema: clientsSchema }));
}

export function createClient(client: SaveSalesClientRequest) {
  return apiFetch(HELPER_CLIENTS_KEY, { method: 'POST', body: client, schema: storedSalesClientSchema });
}

export type UploadedLogo = EngagementLogo;

/** POST /sales/engagements/logos (multipart, one field `logoFile`). */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.set('logoFile', file, file.name);
  return apiFetch('/sales/engagements/logos', { method: 'POST', form, schema: engagementLogoSchema });
}

/** POST /sales/engagements: the engagement (with the sales helper's sliders and logo) and its slide deck job. */
export function createEngagement(request: SaveEngagementRequest) {
  return apiFetch('/sales/engagements', {
    method: 'POST',
    body: request,
    schema: createEngagementResponseSchema,
  });
}

export function fetchEngagement(id: string) {
  return apiFetch(`/sales/engagements/${encodeURIComponent(id)}`, { schema: engagementSchema });
}
