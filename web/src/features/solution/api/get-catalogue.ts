import { catalogueSchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * What the builder needs of a catalogue version, and the current version number (ADR 0020: a solution on an
 * older version learns from the version it loads anyway that a newer one exists).
 */
const builderCatalogueSchema = catalogueSchema
  .pick({ version: true, areas: true, capabilities: true })
  .extend({ currentVersion: z.number().int().min(1).optional() });

/**
 * GET /sales/configuration?version=N: the catalogue version a solution was built from; the current version
 * for a new solution (and for version 0, a solution stored before versions were recorded).
 */
export function cataloguePath(version: number | undefined): string {
  return version && version > 0 ? `/sales/configuration?version=${version}` : '/sales/configuration';
}

export function fetchCatalogue(path: string) {
  return apiFetch(path, { schema: builderCatalogueSchema });
}

/** null: not yet known which version (nothing is fetched). */
export function useCatalogue(version: number | undefined | null) {
  return useSWR(version === null ? null : cataloguePath(version), fetchCatalogue, {
    revalidateOnFocus: false,
  });
}
