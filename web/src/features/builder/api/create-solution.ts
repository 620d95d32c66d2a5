import { solutionSchema, type SaveSolutionRequest, type Solution } from '@portal/domain';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST /sales/solutions without solutionId: creates a solution. */
export function createSolution(request: SaveSolutionRequest): Promise<Solution> {
  return apiFetch('/sales/solutions', { method: 'POST', body: request, schema: solutionSchema });
}
