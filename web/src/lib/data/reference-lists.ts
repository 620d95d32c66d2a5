/**
 * The plain reference lists (ADR 0028): GET /sales/configuration/{name} answers `{ name, value, modifiedAt }` with the
 * list in `value`. One key function, one fetcher and one schema per name (the list's item schema from the domain),
 * so every page reading the regions (the builder, the countries admin, contacts, the notifications matrix) shares
 * one cached `Region[]`.
 */
import {
  geoAreaSchema,
  regionSchema,
  solutionAreaSchema,
  staffingResourceLevelSchema,
  talentCommunitySchema,
} from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const REFERENCE_LIST_ITEMS = {
  regions: regionSchema,
  'hp-regions': regionSchema,
  'geo-areas': geoAreaSchema,
  'solution-areas': solutionAreaSchema,
  'talent-communities': talentCommunitySchema,
  'staffing-levels': staffingResourceLevelSchema,
} as const;

export type ReferenceListName = keyof typeof REFERENCE_LIST_ITEMS;
export type ReferenceListItem<N extends ReferenceListName> = z.infer<(typeof REFERENCE_LIST_ITEMS)[N]>;

export const referenceListKey = (name: ReferenceListName) => `/sales/configuration/${name}`;

export async function fetchReferenceList<N extends ReferenceListName>(
  name: N,
): Promise<ReferenceListItem<N>[]> {
  const schema = z.object({ value: z.array(REFERENCE_LIST_ITEMS[name]) });
  return (await apiFetch(referenceListKey(name), { schema })).value as ReferenceListItem<N>[];
}

/** One reference list, read once per visit (not revalidated on focus); fetched only when `enabled`. */
export function useReferenceList<N extends ReferenceListName>(name: N, enabled = true) {
  return useSWR(enabled ? referenceListKey(name) : null, () => fetchReferenceList(name), {
    revalidateOnFocus: false,
  });
}
