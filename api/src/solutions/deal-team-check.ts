/**
 * The Deal Team approval before Close (issue 19, docs/estimate.md): a save that moves a solution into Close is
 * refused (400, with the message the builder shows) while its estimate is below the margin floor or above the risk ceiling and the Deal Team has not
 * approved it. The estimate is the domain's, of the state being saved, with the stored reference data.
 */
import {
  dealTeamCloseProblem,
  dealTeamReasons,
  DEAL_TEAM_BEFORE_STEP,
  solutionEstimate,
  type Approval,
  type SaveSolutionRequest,
} from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import { readEstimateContext } from '../rate-card/estimate-context.ts';
import type { Services } from '../services.ts';

export async function checkDealTeamBeforeClose(
  services: Services,
  body: SaveSolutionRequest,
  approvals: Approval[],
  fromStep: number,
  toStep: number,
): Promise<void> {
  if (toStep < DEAL_TEAM_BEFORE_STEP || fromStep >= DEAL_TEAM_BEFORE_STEP) return;
  // The client's nation from its record (the id resolved against the store there, never the name as sent).
  const context = await readEstimateContext(services, body.rateCardVersion, body.salesClient?.id);
  const estimate = solutionEstimate(body, context);
  const problem = dealTeamCloseProblem(
    dealTeamReasons(estimate, context.settings),
    approvals,
    fromStep,
    toStep,
  );
  if (problem) throw badRequest(problem, { fields: { 'state.step': 'needs a Deal Team approval' } });
}
