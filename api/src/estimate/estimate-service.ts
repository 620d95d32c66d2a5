/**
 * The estimate of a stored solution (issue 19, docs/estimate.md): the domain's solutionEstimate with the
 * capability roles, staffing levels, the rate card version the solution is priced with and the estimate settings,
 * all read from the store. Only the lead provider's full users see hours, cost and price: partners and clients
 * are refused by the route's policy, and a solution they cannot see is a 404 as everywhere else.
 */
import type { SolutionEstimateView } from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import { estimateViewOf } from '../rate-card/estimate-context.ts';
import { readVisibleSolution } from '../solutions/repository.ts';
import type { Services } from '../services.ts';

export async function estimateOfSolution(
  services: Services,
  actor: Actor,
  id: string,
): Promise<SolutionEstimateView> {
  const { item } = await readVisibleSolution(services, actor, id);
  return estimateViewOf(services, item);
}
