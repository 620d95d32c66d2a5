/**
 * The provider's and HP's regions (the reference lists `regions` and `hp-regions`, lib/data) and how a region reads,
 * shared by the countries admin and the contacts page (ADR 0017, docs/contacts.md).
 */
import type { Region } from '@portal/domain';
import { useMemo } from 'react';
import { useReferenceList } from '../data/reference-lists.ts';

export interface RegionLists {
  provider: Region[];
  hp: Region[];
}

export function useRegions(enabled: boolean) {
  const provider = useReferenceList('regions', enabled);
  const hp = useReferenceList('hp-regions', enabled);
  const data = useMemo<RegionLists | undefined>(
    () => (provider.data && hp.data ? { provider: provider.data, hp: hp.data } : undefined),
    [provider.data, hp.data],
  );
  return {
    data,
    error: (provider.error ?? hp.error) as unknown,
    isLoading: provider.isLoading || hp.isLoading,
    /** Loads both lists again (after an error). */
    retry: () => {
      void provider.mutate();
      void hp.mutate();
    },
  };
}

/** 'UK & Ireland (EME-UKI)'; an id the list no longer has is shown as it is; none is '—'. */
export function regionLabel(regions: readonly Region[] | undefined, id: string): string {
  if (!id) return '—';
  const region = regions?.find((r) => r.id === id);
  return region ? `${region.name} (${region.id})` : id;
}
