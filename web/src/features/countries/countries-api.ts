/**
 * The countries admin's calls (ADR 0017): the countries with their etags (GET /sales/countries), the provider's
 * and HP's regions (GET /sales/configuration/regions and hp-regions) and the save (PUT /sales/countries, If-Match).
 */
import {
  regionSchema,
  storedSalesCountrySchema,
  type Region,
  type SalesCountry,
  type StoredSalesCountry,
} from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../lib/api/client.ts';

export const COUNTRIES_KEY = '/sales/countries';

const countriesSchema = z.array(storedSalesCountrySchema);
const regionsSchema = z.object({ value: z.array(regionSchema) });

export function useAdminCountries(enabled: boolean) {
  return useSWR(enabled ? COUNTRIES_KEY : null, (key: string) => apiFetch(key, { schema: countriesSchema }));
}

export interface RegionLists {
  provider: Region[];
  hp: Region[];
}

async function fetchRegions(): Promise<RegionLists> {
  const [provider, hp] = await Promise.all([
    apiFetch('/sales/configuration/regions', { schema: regionsSchema }),
    apiFetch('/sales/configuration/hp-regions', { schema: regionsSchema }),
  ]);
  return { provider: provider.value, hp: hp.value };
}

export function useRegions(enabled: boolean) {
  return useSWR(enabled ? 'places/regions' : null, fetchRegions);
}

export function saveCountry(country: SalesCountry, etag: string): Promise<StoredSalesCountry> {
  return apiFetch(COUNTRIES_KEY, {
    method: 'PUT',
    body: country,
    headers: { 'If-Match': etag },
    schema: storedSalesCountrySchema,
  });
}

/** The stored country a 409 carries, if it is one. */
export function conflictCurrent(details: unknown): StoredSalesCountry | undefined {
  const parsed = storedSalesCountrySchema.safeParse((details as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : undefined;
}

/** 'UK & Ireland (EME-UKI)'; an id the list no longer has is shown as it is; none is '—'. */
export function regionLabel(regions: readonly Region[] | undefined, id: string): string {
  if (!id) return '—';
  const region = regions?.find((r) => r.id === id);
  return region ? `${region.name} (${region.id})` : id;
}
