import { solutionSchema, type SaveSolutionRequest, type Solution } from '@portal/domain';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * POST /sales/solutions: creates (no solutionId) or saves with If-Match. A stale save fails with an ApiError
 * whose status is 409 and whose details.current is the version someone else saved. The answer (the whole solution)
 * is parsed in the answer worker, so a save does not hold the page (ADR 0049).
 */
export function saveSolution(request: SaveSolutionRequest, etag: string | undefined): Promise<Solution> {
  return apiFetch('/sales/solutions', {
    method: 'POST',
    body: request,
    schema: solutionSchema,
    offThread: 'solution',
    ...(etag ? { headers: { 'If-Match': etag } } : {}),
  });
}

/** The current version carried by a 409, if it parses as a solution. */
export function conflictCurrent(details: unknown): Solution | undefined {
  const current = (details as { current?: unknown } | undefined)?.current;
  const parsed = solutionSchema.safeParse(current);
  return parsed.success ? parsed.data : undefined;
}
