/**
 * The countries admin's calls (ADR 0017): the countries with their etags (GET /sales/countries), the provider's
 * and HP's regions (GET /sales/configuration/regions and hp-regions) and the save (PUT /sales/countries, If-Match).
 */
import { storedSalesCountrySchema, type SalesCountry, type StoredSalesCountry } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../lib/api/client.ts';

export { regionLabel, useRegions, type RegionLists } from '../../lib/places/regions.ts';

export const COUNTRIES_KEY = '/sales/countries';

const countriesSchema = z.array(storedSalesCountrySchema);

export function useAdminCountries(enabled: boolean) {
  return useSWR(enabled ? COUNTRIES_KEY : null, (key: string) => apiFetch(key, { schema: countriesSchema }));
}

export function saveCountry(country: SalesCountry, etag: string): Promise<StoredSalesCountry> {
  return apiFetch(COUNTRIES_KEY, {
    method: 'PUT',
    body: country,
    headers: { 'If-Match': etag },
    schema: storedSalesCountrySchema,
  });
}
