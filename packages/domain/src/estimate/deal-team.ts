/**
 * The Deal Team approval (issue 19, docs/estimate.md): a solution whose estimate is below the margin floor or above
 * the risk ceiling (dealTeamReasons) needs the Deal Team's approval before Close. It is one more row of the
 * approvals table ('deal-team'), which only a user with the Deal Team role may approve; moving to Close without it
 * is refused.
 */
import type { RoleId } from '../auth/roles.ts';
import type { Approval } from '../contracts/solutions.ts';
import type { Estimate } from './estimate.ts';
import { DEFAULT_ESTIMATE_SETTINGS, type EstimateSettings } from '../contracts/estimate-settings.ts';

export const DEAL_TEAM_APPROVAL_ROW = 'deal-team';
export const DEAL_TEAM_ROW_NAME = 'Deal Team';
/** The step the approval is needed before (Close). */
export const DEAL_TEAM_BEFORE_STEP = 7;

export const mayGiveDealTeamApproval = (role: RoleId) => role === 'DEAL_TEAM';

export const hasDealTeamApproval = (approvals: readonly Approval[] | undefined) =>
  (approvals ?? []).some((a) => a.id === DEAL_TEAM_APPROVAL_ROW);

/** Why a move to `toStep` must wait, or undefined: reasons exist, the move reaches Close, no approval yet. */
export function dealTeamCloseProblem(
  reasons: readonly string[],
  approvals: readonly Approval[] | undefined,
  fromStep: number,
  toStep: number,
): string | undefined {
  if (!reasons.length || toStep < DEAL_TEAM_BEFORE_STEP || fromStep >= DEAL_TEAM_BEFORE_STEP)
    return undefined;
  if (hasDealTeamApproval(approvals)) return undefined;
  return `This solution needs a Deal Team approval before Close: ${reasons.join('; ')}. Ask the Deal Team to approve it in the Approvals table.`;
}

/** Why a solution needs a Deal Team approval before Close: a margin below the floor, a risk above the ceiling. */
export function dealTeamReasons(
  estimate: Estimate,
  settings: EstimateSettings = DEFAULT_ESTIMATE_SETTINGS,
): string[] {
  const reasons: string[] = [];
  if (estimate.price.amount > 0 && estimate.marginPercent < settings.marginFloorPercent)
    reasons.push(
      `Margin ${estimate.marginPercent.toFixed(1)}% is below the ${settings.marginFloorPercent}% floor`,
    );
  if (estimate.risk.overall > settings.riskCeiling)
    reasons.push(
      `Overall risk ${estimate.risk.overall.toFixed(2)} is above the ceiling of ${settings.riskCeiling}`,
    );
  return reasons;
}
