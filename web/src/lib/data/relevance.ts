/**
 * The capability relevance table (ADR 0028): GET /sales/configuration/relevance (with the catalogue's ETag) and the save
 * of the changed rows (If-Match). A save makes a new catalogue version, so the catalogue's own key is refreshed too.
 * The admin page writes through useRelevanceWrites, so the table it shows is the saved one.
 */
import {
  capabilityRelevanceTableSchema,
  type CapabilityRelevanceTable,
  type CapabilityRelevanceUpdate,
} from '@portal/domain';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '../api/client.ts';
import { refreshCatalogue } from './catalogue.ts';

export const RELEVANCE_KEY = '/sales/configuration/relevance';

export function useRelevanceTable(enabled: boolean) {
  return useSWR(
    enabled ? RELEVANCE_KEY : null,
    async (key: string) => (await apiRequest(key, { schema: capabilityRelevanceTableSchema })).data,
    { revalidateOnFocus: false },
  );
}

export async function saveRelevance(
  rows: CapabilityRelevanceUpdate[],
  etag: string,
): Promise<CapabilityRelevanceTable> {
  const res = await apiRequest(RELEVANCE_KEY, {
    method: 'POST',
    body: { rows },
    headers: { 'If-Match': etag },
    schema: capabilityRelevanceTableSchema,
  });
  // The catalogue every other page reads (the builder, the Capabilities admin, the sales helper).
  void refreshCatalogue();
  return res.data;
}

/**
 * The admin page's writes, on the cache it renders with: `save` sends the changed rows and the answered table
 * becomes the cached one; `show` puts a table the page already has (the newer one a 409 carried) in its place.
 */
export function useRelevanceWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const show = (table: CapabilityRelevanceTable) => mutate(RELEVANCE_KEY, table, { revalidate: false });
    return {
      save: async (rows: CapabilityRelevanceUpdate[], etag: string) => {
        const saved = await saveRelevance(rows, etag);
        await show(saved);
        return saved;
      },
      show,
    };
  }, [mutate]);
}
