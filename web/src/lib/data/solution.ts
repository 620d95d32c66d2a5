/**
 * One stored solution (ADR 0006, ADR 0028): GET /sales/solutions/{id} gives it with its etag. Saves go through the
 * builder's save queue; each answer is put back here (cacheSolution), so the solution's route starts from it.
 */
import { solutionSchema, type Solution } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { apiFetch } from '../api/client.ts';

export function solutionPath(id: string): string {
  return `/sales/solutions/${encodeURIComponent(id)}`;
}

export function fetchSolution(path: string): Promise<Solution> {
  return apiFetch(path, { schema: solutionSchema });
}

/** GET /sales/solutions/{id}: the stored solution with its etag. */
export function useSolution(id: string) {
  return useSWR(solutionPath(id), fetchSolution);
}

/**
 * Whether solution `id` can be read by the signed-in user: 'readable' once its read has answered with it, 'refused'
 * when it answered with an error, 'pending' before. The solution page reads the same key, so beside it this asks
 * nothing more (SWR shares the request); no id asks nothing ('pending').
 */
export function useSolutionReadable(id: string | undefined): 'pending' | 'readable' | 'refused' {
  const { data, error } = useSWR(id === undefined ? null : solutionPath(id), fetchSolution);
  if (data !== undefined) return 'readable';
  return error === undefined ? 'pending' : 'refused';
}

/** A saved (or created) solution becomes the cached one, without a round trip. */
export function cacheSolution(solution: Solution) {
  return mutate(solutionPath(solution.id), solution, { revalidate: false });
}
