import { regionSchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

const REGIONS_KEY = '/sales/configuration/regions';
const regionsResponseSchema = z.object({ name: z.literal('regions'), value: z.array(regionSchema) });

export async function fetchRegions() {
  return (await apiFetch(REGIONS_KEY, { schema: regionsResponseSchema })).value;
}

/** GET /sales/configuration/regions: the provider's geographic regions (when no country is chosen). */
export function useRegions(enabled = true) {
  return useSWR(enabled ? REGIONS_KEY : null, fetchRegions, { revalidateOnFocus: false });
}
