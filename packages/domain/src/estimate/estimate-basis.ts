/**
 * Which hours an estimate rests on (ADR 0029, amended by ADR 0060): the ROM sizes, or the detailed effort of the
 * in-scope actions (split from estimate.ts).
 */
import type { Volumes } from '../contracts/places.ts';

export type EstimateBasis = 'rom' | 'detailed';

/** What the basis reads of a solution (an EstimateSolution). */
interface BasisSolution {
  fields: { volumes?: Volumes | undefined };
  state: { step: number; steps?: readonly number[] | undefined };
}

/** The step from which the detailed effort is the basis (Detail). */
export const DETAIL_STEP = 5;

/**
 * The detailed effort is the basis once the solution reaches Detail, or earlier where the volumes were typed on
 * Information (ADR 0029, amended by ADR 0060): they fill the actions' metrics, so the activities a proposal plans
 * are the ones it prices. Otherwise the ROM sizes are, until Detail.
 */
export function estimateBasis(solution: BasisSolution, detailedHours: number): EstimateBasis {
  return pricedOnDetail(solution) && detailedHours > 0 ? 'detailed' : 'rom';
}

/**
 * Whether the price rests on the detailed effort whenever there is any (the solution reached Detail, or its volumes
 * were typed): what the estimate's basis reads without computing the hours, as the Documents panel asks it.
 */
export function pricedOnDetail(solution: BasisSolution): boolean {
  const reached = solution.state.step >= DETAIL_STEP || (solution.state.steps ?? []).includes(DETAIL_STEP);
  const sized = Object.values(solution.fields.volumes ?? {}).some((v) => typeof v === 'number' && v > 0);
  return reached || sized;
}
