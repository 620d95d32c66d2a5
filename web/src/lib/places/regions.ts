/**
 * The provider's and HP's regions (GET /sales/configuration/regions and hp-regions) and how a region reads, shared
 * by the countries admin and the contacts page (ADR 0017, docs/contacts.md).
 */
import { regionSchema, type Region } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

const regionsSchema = z.object({ value: z.array(regionSchema) });

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

/** 'UK & Ireland (EME-UKI)'; an id the list no longer has is shown as it is; none is '—'. */
export function regionLabel(regions: readonly Region[] | undefined, id: string): string {
  if (!id) return '—';
  const region = regions?.find((r) => r.id === id);
  return region ? `${region.name} (${region.id})` : id;
}
