/**
 * The offerings (issue 21, ADR 0041, ADR 0028): GET /sales/configuration/offerings with its ETag, the one cached
 * `{ offerings, etag }` the engagement wizard, the sales helper and Admin > Offerings read, and the admins' save of
 * the whole list (POST, If-Match), whose answer becomes the cached list.
 */
import { offeringListSchema, type Offering } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';

export const OFFERINGS_KEY = '/sales/configuration/offerings';

export interface StoredOfferings {
  offerings: Offering[];
  etag: string;
}

const offeringsResponse = z.object({ value: offeringListSchema });

export async function fetchOfferings(key: string = OFFERINGS_KEY): Promise<StoredOfferings> {
  const res = await apiRequest(key, { schema: offeringsResponse });
  return { offerings: res.data.value, etag: res.headers.get('etag') ?? '' };
}

/** The stored offerings and their version, read once per visit (a form is never replaced on focus). */
export function useOfferings(enabled = true) {
  return useSWR(enabled ? OFFERINGS_KEY : null, fetchOfferings, { revalidateOnFocus: false });
}

/** POST /sales/configuration/offerings: the whole list replaces the stored one. */
export async function saveOfferings(offerings: Offering[], etag: string): Promise<StoredOfferings> {
  const res = await apiRequest(OFFERINGS_KEY, {
    method: 'POST',
    body: { offerings },
    headers: { 'If-Match': etag },
    schema: offeringsResponse,
  });
  const saved = { offerings: res.data.value, etag: res.headers.get('etag') ?? '' };
  await mutate(OFFERINGS_KEY, saved, { revalidate: false });
  return saved;
}

/** Reads the stored offerings again (Reload after a 409). */
export function refreshOfferings() {
  return mutate(OFFERINGS_KEY);
}
