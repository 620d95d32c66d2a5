/** The engagements list (docs/engagements.md, ADR 0028): GET /sales/engagements. */
import { engagementListSchema } from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';

export const ENGAGEMENTS_KEY = '/sales/engagements';

export function fetchEngagementList(key: string = ENGAGEMENTS_KEY) {
  return apiFetch(key, { schema: engagementListSchema });
}

export function useEngagementList(enabled = true) {
  return useSWR(enabled ? ENGAGEMENTS_KEY : null, fetchEngagementList);
}
