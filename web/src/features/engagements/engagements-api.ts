/**
 * The engagement pages' calls (docs/engagements.md): the list (GET /sales/engagements), one engagement with its ETag
 * (GET /sales/engagements/{id}), create (POST /sales/engagements) and save (PUT /sales/engagements/{id}, If-Match),
 * both answering { engagement, job } where job is the slide deck's job; and the offerings of the wizard
 * (GET /sales/configuration/offerings).
 */
import {
  engagementListSchema,
  engagementSchema,
  jobViewSchema,
  offeringSchema,
  type Engagement,
  type SaveEngagementRequest,
} from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../lib/api/client.ts';

export const ENGAGEMENTS_KEY = '/sales/engagements';
const OFFERINGS_KEY = '/sales/configuration/offerings';

export const engagementKey = (id: string) => `${ENGAGEMENTS_KEY}/${encodeURIComponent(id)}`;

/** POST and PUT answer with the stored engagement and the slide deck's job. */
export const engagementSavedSchema = z.object({ engagement: engagementSchema, job: jobViewSchema });
export type EngagementSaved = z.infer<typeof engagementSavedSchema>;

const offeringsResponseSchema = z.object({ value: z.array(offeringSchema) });

export function useEngagementList(enabled = true) {
  return useSWR(enabled ? ENGAGEMENTS_KEY : null, (key: string) =>
    apiFetch(key, { schema: engagementListSchema }),
  );
}

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

export function useOfferings(enabled = true) {
  return useSWR(
    enabled ? OFFERINGS_KEY : null,
    async (key: string) => (await apiFetch(key, { schema: offeringsResponseSchema })).value,
    { revalidateOnFocus: false },
  );
}

export function createEngagement(request: SaveEngagementRequest): Promise<EngagementSaved> {
  return apiFetch(ENGAGEMENTS_KEY, { method: 'POST', body: request, schema: engagementSavedSchema });
}

export function saveEngagement(
  id: string,
  request: SaveEngagementRequest,
  etag: string,
): Promise<EngagementSaved> {
  return apiFetch(engagementKey(id), {
    method: 'PUT',
    body: request,
    headers: { 'If-Match': etag },
    schema: engagementSavedSchema,
  });
}

/** The stored engagement a 409 carries, if it is one. */
export function conflictEngagement(details: unknown): Engagement | undefined {
  const parsed = engagementSchema.safeParse((details as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : undefined;
}
