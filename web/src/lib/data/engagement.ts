/**
 * One engagement (docs/engagements.md, ADR 0028): GET /sales/engagements/{id} with its ETag; create (POST
 * /sales/engagements) and save (PUT /sales/engagements/{id}, If-Match) both answer { engagement, job } (the slide
 * deck's job). Used by the engagement page and the sales helper.
 */
import {
  createEngagementResponseSchema,
  engagementSchema,
  type CreateEngagementResponse,
  type Engagement,
  type SaveEngagementRequest,
} from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';
import { ENGAGEMENTS_KEY } from './engagements.ts';

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

/** The stored engagement a 409 carries, if it is one. */
export function conflictEngagement(details: unknown): Engagement | undefined {
  const parsed = engagementSchema.safeParse((details as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : undefined;
}
