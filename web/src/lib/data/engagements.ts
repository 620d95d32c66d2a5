/** The engagements list (docs/engagements.md, ADR 0028): GET /sales/engagements. */
import { engagementListSchema } from '@portal/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '../api/client.ts';

export const ENGAGEMENTS_KEY = '/sales/engagements';

export function fetchEngagementList(key: string = ENGAGEMENTS_KEY) {
  return apiFetch(key, { schema: engagementListSchema });
}

export function useEngagementList(enabled = true) {
  return useSWR(enabled ? ENGAGEMENTS_KEY : null, fetchEngagementList);
}

/** Reads the list again on the cache the page renders with (after a save, or a deck made, moved an engagement). */
export function useRefreshEngagementList() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(ENGAGEMENTS_KEY), [mutate]);
}
