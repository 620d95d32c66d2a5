/**
 * One engagement (docs/engagements.md, ADR 0028): GET /sales/engagements/{id} with its ETag; create (POST
 * /sales/engagements) and save (PUT /sales/engagements/{id}, If-Match) both answer { engagement, job } (the slide
 * deck's job). Used by the engagement page and the sales helper. The engagement page writes through
 * useEngagementWrites, which keeps its cache in step (the sales helper reads its engagement again once the deck is
 * made, so its create leaves the cache alone).
 */
import {
  createEngagementResponseSchema,
  engagementSchema,
  type CreateEngagementResponse,
  type Engagement,
  type SaveEngagementRequest,
} from '@portal/domain';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '../api/client.ts';
import { ENGAGEMENTS_KEY, useRefreshEngagementList } from './engagements.ts';

export const engagementKey = (id: string) => `${ENGAGEMENTS_KEY}/${encodeURIComponent(id)}`;

export function fetchEngagement(id: string): Promise<Engagement> {
  return apiFetch(engagementKey(id), { schema: engagementSchema });
}

/** One stored engagement; not revalidated on focus, so a form being edited is never replaced under the user. */
export function useEngagement(id: string | undefined) {
  return useSWR(id ? engagementKey(id) : null, () => fetchEngagement(id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

export function createEngagement(request: SaveEngagementRequest): Promise<CreateEngagementResponse> {
  return apiFetch(ENGAGEMENTS_KEY, { method: 'POST', body: request, schema: createEngagementResponseSchema });
}

export function saveEngagement(
  id: string,
  request: SaveEngagementRequest,
  etag: string,
): Promise<CreateEngagementResponse> {
  return apiFetch(engagementKey(id), {
    method: 'PUT',
    body: request,
    headers: { 'If-Match': etag },
    schema: createEngagementResponseSchema,
  });
}

/**
 * The engagement page's writes, on the cache it renders with: a create or a save reads the list again and makes
 * the stored engagement its own entry (so the page that follows a create shows it at once); `keep` puts an
 * engagement read again (its deck made) in its entry, the list untouched.
 */
export function useEngagementWrites() {
  const { mutate } = useSWRConfig();
  const refreshList = useRefreshEngagementList();
  return useMemo(() => {
    const keep = (engagement: Engagement) =>
      mutate(engagementKey(engagement.id), engagement, { revalidate: false });
    const stored = (result: CreateEngagementResponse) => {
      void refreshList();
      void keep(result.engagement);
      return result;
    };
    return {
      create: async (request: SaveEngagementRequest) => stored(await createEngagement(request)),
      save: async (id: string, request: SaveEngagementRequest, etag: string) =>
        stored(await saveEngagement(id, request, etag)),
      keep,
    };
  }, [mutate, refreshList]);
}

/** The stored engagement a 409 carries, if it is one. */
export function conflictEngagement(details: unknown): Engagement | undefined {
  const parsed = engagementSchema.safeParse((details as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : undefined;
}
