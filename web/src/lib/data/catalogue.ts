/**
 * The capability catalogue (ADR 0007, 0020, 0028): GET /sales/configuration[?version=N] gives one immutable version
 * (the current one without `version`) with `currentVersion` and, in the ETag, the version of `current` a save must
 * name; POST /sales/configuration saves the whole tree (If-Match) as a new version. One cached shape for the builder,
 * the Capabilities admin, the deliverables and work products pages, the engagement offerings and the sales helper:
 * each derives what it needs (offerings, rows) from it.
 */
import { catalogueSchema, type Capability } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';

/** Partners and clients get no `createdBy` (ADR 0004); the API adds `currentVersion`. */
export const storedCatalogueSchema = catalogueSchema
  .extend({
    createdBy: catalogueSchema.shape.createdBy.optional(),
    currentVersion: z.number().int().min(1).optional(),
  })
  .partial({ createdAt: true });

export type StoredCatalogue = z.infer<typeof storedCatalogueSchema> & {
  /** The ETag of `current`: the If-Match of a save. */
  etag: string;
};

/** The current version without a version (or with 0: a solution stored before versions were recorded). */
export function cataloguePath(version?: number): string {
  return version && version > 0 ? `/sales/configuration?version=${version}` : '/sales/configuration';
}
export const CATALOGUE_KEY = cataloguePath();

export async function fetchCatalogue(key: string): Promise<StoredCatalogue> {
  const res = await apiRequest(key, { schema: storedCatalogueSchema });
  return { ...res.data, etag: res.headers.get('etag') ?? '' };
}

/**
 * A version of the catalogue; undefined: the current one; null: not yet known which (nothing is fetched). Not
 * revalidated on focus or reconnect, so a tree being edited is never swapped under the person.
 */
export function useCatalogue(version: number | undefined | null, enabled = true) {
  return useSWR(enabled && version !== null ? cataloguePath(version) : null, fetchCatalogue, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** Puts a catalogue fetched or saved elsewhere under its version's key (and the current key if it is current). */
export function cacheCatalogue(catalogue: StoredCatalogue, version = catalogue.version) {
  return mutate(cataloguePath(version), catalogue, { revalidate: false });
}

/** Fetches the current catalogue again (after a change made through another resource, e.g. the relevance table). */
export function refreshCatalogue() {
  return mutate(CATALOGUE_KEY);
}

/** POST /sales/configuration (If-Match): the new current version, cached as current and under its version. */
export async function saveCatalogue(capabilities: Capability[], etag: string): Promise<StoredCatalogue> {
  const res = await apiRequest(CATALOGUE_KEY, {
    method: 'POST',
    body: { capabilities },
    headers: { 'If-Match': etag },
    schema: storedCatalogueSchema,
  });
  const saved: StoredCatalogue = {
    ...res.data,
    currentVersion: res.data.version,
    etag: res.headers.get('etag') ?? '',
  };
  await Promise.all([mutate(CATALOGUE_KEY, saved, { revalidate: false }), cacheCatalogue(saved)]);
  return saved;
}
