/**
 * The engagement pages' calls (docs/engagements.md): the list (GET /sales/engagements), one engagement with its ETag
 * (GET /sales/engagements/{id}), create (POST /sales/engagements) and save (PUT /sales/engagements/{id}, If-Match),
 * both answering { engagement, job } where job is the slide deck's job; and the offerings of the wizard, from the
 * capabilities configuration (GET /sales/configuration: the current catalogue, as the API resolves them too).
 */
import {
  catalogueSchema,
  createEngagementResponseSchema,
  engagementListSchema,
  engagementOfferings,
  engagementSchema,
  type CreateEngagementResponse,
  type Engagement,
  type SaveEngagementRequest,
} from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../../lib/api/client.ts';

export const ENGAGEMENTS_KEY = '/sales/engagements';
/** The current catalogue: the spec's "capabilities configuration" the offerings are driven by. */
const CAPABILITIES_KEY = '/sales/configuration';

export const engagementKey = (id: string) => `${ENGAGEMENTS_KEY}/${encodeURIComponent(id)}`;

const capabilitiesSchema = catalogueSchema.pick({ capabilities: true });

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

/**
 * The offerings: one per visible top-level capability of the four offering areas (engagementOfferings, the rule the
 * API checks a save's offering ids with). Its own key: the builder's cache of the same call keeps more fields.
 */
export function useOfferings(enabled = true) {
  return useSWR(
    enabled ? ['engagement-offerings', CAPABILITIES_KEY] : null,
    async ([, path]: [string, string]) =>
      engagementOfferings((await apiFetch(path, { schema: capabilitiesSchema })).capabilities),
    { revalidateOnFocus: false },
  );
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
