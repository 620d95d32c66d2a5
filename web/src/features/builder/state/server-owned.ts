/**
 * What a save request is made of and what the server owns in its answer (the builder store's one path to the
 * API, builder-store.ts): the request that recreates a stored solution, and the server-owned parts of a saved
 * solution taken back into the draft.
 */
import type { SaveSolutionRequest, Solution } from '@portal/domain';

/** The request that would recreate this stored solution. */
export function requestFrom(solution: Solution): SaveSolutionRequest {
  return {
    solutionId: solution.id,
    salesClient: solution.salesClient,
    expectedStart: solution.expectedStart,
    salesCountry: solution.salesCountry,
    requirementDescription: solution.requirementDescription,
    catalogueVersion: solution.catalogueVersion,
    ...(solution.rateCardVersion ? { rateCardVersion: solution.rateCardVersion } : {}),
    fields: solution.fields,
    state: solution.state,
  };
}

/**
 * After a save, take what the server owns (visited steps, partner submission, region, organisation, approval
 * stamps, the Deliver export) and keep everything the user types (the server trims text; taking it back
 * mid-typing would swallow a trailing space).
 */
export function adoptServerOwned(
  draft: SaveSolutionRequest,
  saved: Solution,
  editedSinceSave: boolean,
): SaveSolutionRequest {
  const { fields, state } = saved;
  return {
    ...draft,
    solutionId: saved.id,
    catalogueVersion: saved.catalogueVersion,
    ...(saved.rateCardVersion ? { rateCardVersion: saved.rateCardVersion } : {}),
    fields: {
      ...draft.fields,
      organization: fields.organization,
      regionId: fields.regionId,
      // Approvals and the Deliver export are also edited here: keep an edit made while the save was under way.
      ...(editedSinceSave
        ? {}
        : {
            approvals: fields.approvals,
            isExportedToDeliver: fields.isExportedToDeliver,
            exportedToDeliverAt: fields.exportedToDeliverAt,
          }),
    },
    state: {
      ...draft.state,
      // A step move made while this save was under way is the user's latest word: the next save sends it.
      ...(editedSinceSave ? {} : { step: state.step, steps: state.steps }),
      partnerSubmitted: state.partnerSubmitted,
    },
  };
}
