/**
 * The contacts page's data (docs/contacts.md): the countries with their regions and contacts as the API gives them
 * to the role (GET /sales/countries, policy signedIn; contacts cut by countryFor, ADR 0017) and the region lists.
 */
import { storedSalesCountrySchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../lib/api/client.ts';

const countriesSchema = z.array(storedSalesCountrySchema);

export function useContactCountries() {
  return useSWR('/sales/countries', (key: string) => apiFetch(key, { schema: countriesSchema }));
}
