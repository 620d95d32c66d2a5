import useSWR from 'swr';
import { salesCountrySchema } from '@portal/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

export interface SalesCountryListItem {
  id: string;
  name: string;
  /** The provider's geographic region of the country (e.g. EME-UKI). */
  regionId?: string;
}

const COUNTRIES_KEY = '/sales/countries';

export async function fetchCountries(): Promise<SalesCountryListItem[]> {
  const countries = await apiFetch(COUNTRIES_KEY, { schema: z.array(salesCountrySchema) });
  return countries.map(({ id, name, fields }) => ({ id, name, regionId: fields.provider.regionId }));
}

export function useCountries() {
  return useSWR(COUNTRIES_KEY, fetchCountries);
}
