/**
 * One solution's estimate (issue 19, ADR 0028): GET /sales/solutions/{id}/estimate, for the lead provider's full
 * users. The stored solution's estimate with the Deal Team reasons; the approvals table reads the reasons from it.
 */
import { solutionEstimateViewSchema } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { apiFetch } from '../api/client.ts';

export const solutionEstimateKey = (id: string) => `/sales/solutions/${encodeURIComponent(id)}/estimate`;

export function fetchSolutionEstimate(key: string) {
  return apiFetch(key, { schema: solutionEstimateViewSchema });
}

/** Fetched only when `enabled` and the solution is stored. */
export function useSolutionEstimate(id: string | undefined, enabled = true) {
  return useSWR(enabled && id ? solutionEstimateKey(id) : null, fetchSolutionEstimate);
}

/** After a save that may change the estimate. */
export function refreshSolutionEstimate(id: string) {
  return mutate(solutionEstimateKey(id));
}
