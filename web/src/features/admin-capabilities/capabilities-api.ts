/**
 * The capabilities admin's calls: the current catalogue with its ETag (GET /sales/configuration) and the save of
 * the whole tree (POST /sales/configuration, If-Match), which answers with the new version and its ETag.
 */
import { catalogueSchema, type Capability } from '@portal/domain';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api/client.ts';

export const CATALOGUE_KEY = '/sales/configuration';

const adminCatalogueSchema = catalogueSchema.pick({ version: true, capabilities: true });

export interface AdminCatalogue {
  version: number;
  capabilities: Capability[];
  etag: string;
}

async function fetchCatalogue(key: string): Promise<AdminCatalogue> {
  const res = await apiRequest(key, { schema: adminCatalogueSchema });
  return { ...res.data, etag: res.headers.get('etag') ?? '' };
}

export function useAdminCatalogue(enabled: boolean) {
  return useSWR(enabled ? CATALOGUE_KEY : null, fetchCatalogue, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

export async function saveCatalogue(capabilities: Capability[], etag: string): Promise<AdminCatalogue> {
  const res = await apiRequest(CATALOGUE_KEY, {
    method: 'POST',
    body: { capabilities },
    headers: { 'If-Match': etag },
    schema: adminCatalogueSchema,
  });
  return { ...res.data, etag: res.headers.get('etag') ?? '' };
}
