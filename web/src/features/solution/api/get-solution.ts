import { solutionSchema } from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/api/client.ts';

export function solutionPath(id: string): string {
  return `/sales/solutions/${encodeURIComponent(id)}`;
}

export function fetchSolution(path: string) {
  return apiFetch(path, { schema: solutionSchema });
}

/** GET /sales/solutions/{id}: the stored solution with its etag. */
export function useSolution(id: string) {
  return useSWR(solutionPath(id), fetchSolution);
}
