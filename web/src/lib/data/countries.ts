/**
 * Countries (ADR 0017, ADR 0028): GET /sales/countries gives the stored countries with their regions, contacts (cut
 * by the role, countryFor) and etags; PUT /sales/countries saves one (If-Match). The one cached shape is the stored
 * list: the builder's `{ id, name, regionId }` choices are derived from it (countryChoices), never cached apart.
 */
import { storedSalesCountrySchema, type SalesCountry, type StoredSalesCountry } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import useSWR, { mutate, useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const COUNTRIES_KEY = '/sales/countries';
export const countriesSchema = z.array(storedSalesCountrySchema);

export function fetchCountries(key: string = COUNTRIES_KEY): Promise<StoredSalesCountry[]> {
  return apiFetch(key, { schema: countriesSchema });
}

/** The stored countries; fetched only when `enabled`. */
export function useCountries(enabled = true) {
  return useSWR(enabled ? COUNTRIES_KEY : null, fetchCountries);
}

/** A country as the builder's Primary Country offers it: its provider region comes with it. */
export interface CountryChoice {
  id: string;
  name: string;
  /** The provider's geographic region of the country (e.g. EME-UKI). */
  regionId?: string;
}

export function countryChoices(countries: readonly StoredSalesCountry[]): CountryChoice[] {
  return countries.map(({ id, name, fields }) => ({ id, name, regionId: fields.provider.regionId }));
}

/** The countries as choices (derived from the one cached list, so every page shares one request and one shape). */
export function useCountryChoices() {
  const swr = useCountries();
  const data = useMemo(() => (swr.data ? countryChoices(swr.data) : undefined), [swr.data]);
  return { data, error: swr.error as unknown, isLoading: swr.isLoading };
}

/** PUT /sales/countries (If-Match): the saved country replaces its entry in the cached list. */
export async function saveCountry(country: SalesCountry, etag: string): Promise<StoredSalesCountry> {
  const saved = await apiFetch(COUNTRIES_KEY, {
    method: 'PUT',
    body: country,
    headers: { 'If-Match': etag },
    schema: storedSalesCountrySchema,
  });
  await mutate(
    COUNTRIES_KEY,
    (list: StoredSalesCountry[] | undefined) => list?.map((c) => (c.id === saved.id ? saved : c)),
    { revalidate: false },
  );
  return saved;
}

/**
 * The countries admin after a save, on the cache the page renders with: the saved country in its place, and the
 * list read again (another admin's changes too).
 */
export function useKeepCountry() {
  const { mutate: mutateCache } = useSWRConfig();
  return useCallback(
    (saved: StoredSalesCountry) =>
      mutateCache(
        COUNTRIES_KEY,
        (list: StoredSalesCountry[] | undefined) => list?.map((c) => (c.id === saved.id ? saved : c)),
        { revalidate: true },
      ),
    [mutateCache],
  );
}
