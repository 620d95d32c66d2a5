/**
 * The notifications admin's places of the matrix (solution areas, geographic areas, regions, countries), read from
 * the data modules every other page shares (lib/data, ADR 0028); the settings themselves are
 * lib/data/notification-settings.ts.
 */
import type { GeoArea, Region, SalesCountry, SolutionArea } from '@portal/domain';
import { useMemo } from 'react';
import { useCountries } from '../../lib/data/countries.ts';
import { useReferenceList } from '../../lib/data/reference-lists.ts';

export interface MatrixPlaces {
  solutionAreas: SolutionArea[];
  areas: GeoArea[];
  regions: Region[];
  countries: SalesCountry[];
}

/** The matrix's columns (solution areas) and rows (areas, regions, countries). */
export function useMatrixPlaces(enabled: boolean) {
  const solutionAreas = useReferenceList('solution-areas', enabled);
  const areas = useReferenceList('geo-areas', enabled);
  const regions = useReferenceList('regions', enabled);
  const countries = useCountries(enabled);
  const parts = [solutionAreas, areas, regions, countries];
  const data = useMemo<MatrixPlaces | undefined>(
    () =>
      solutionAreas.data && areas.data && regions.data && countries.data
        ? {
            solutionAreas: solutionAreas.data,
            areas: areas.data,
            regions: regions.data,
            countries: countries.data,
          }
        : undefined,
    [solutionAreas.data, areas.data, regions.data, countries.data],
  );
  return {
    data,
    error: parts.find((p) => p.error)?.error as unknown,
    isLoading: parts.some((p) => p.isLoading),
    /** Loads again whatever could not be loaded. */
    retry: () => parts.forEach((p) => void p.mutate()),
  };
}
