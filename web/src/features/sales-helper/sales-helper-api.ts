/**
 * The sales helper's calls: the current catalogue (capabilities with their relevance scores), the clients, a new
 * client, the logo upload and the engagement Generate creates (POST /sales/engagements: { engagement, job }).
 */
import {
  catalogueSchema,
  engagementSchema,
  jobViewSchema,
  storedSalesClientSchema,
  type SaveEngagementRequest,
  type SaveSalesClientRequest,
  type SliderPriorities,
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

export const uploadedLogoSchema = z.object({
  logoId: z.string(),
  fileName: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadedLogo = z.infer<typeof uploadedLogoSchema>;

/** POST /sales/engagements/logos (multipart, one field `logoFile`). */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.set('logoFile', file, file.name);
  return apiFetch('/sales/engagements/logos', { method: 'POST', form, schema: uploadedLogoSchema });
}

/** The engagement request with the sales helper's additions (its sliders and logo). */
export type HelperEngagementRequest = SaveEngagementRequest & { sliders: SliderPriorities; logoId?: string };

const createdSchema = z.object({ engagement: engagementSchema, job: jobViewSchema });
export type CreatedEngagement = z.infer<typeof createdSchema>;

export function createEngagement(request: HelperEngagementRequest) {
  return apiFetch('/sales/engagements', { method: 'POST', body: request, schema: createdSchema });
}

export function fetchEngagement(id: string) {
  return apiFetch(`/sales/engagements/${encodeURIComponent(id)}`, { schema: engagementSchema });
}
