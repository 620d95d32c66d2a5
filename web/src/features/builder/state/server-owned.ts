/**
 * What a save request is made of and what the server owns in its answer (the builder store's one path to the
 * API, builder-store.ts): the request that recreates a stored solution, and the server-owned parts of a saved
 * solution taken back into the draft.
 */
import type { Approval, SaveSolutionRequest, Solution } from '@portal/domain';

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

/** One approval: its row and its approver ('' for one not yet stamped by the server, which is the sender's). */
const approvalKey = (a: Approval) => `${a.id}\u0000${a.approverId ?? ''}`;

/**
 * The approvals after a save answered while the person went on editing: a three-way merge. The server's list
 * (`saved`) is the truth of who approved what, approvals it cleared (the settings' "changed since approval" rule)
 * or stamped included; on top of it go the changes made to the draft since the request was sent (`sent` to
 * `mine`): an approval given meanwhile is added, one cancelled meanwhile (one's own, or anyone's by an admin) is
 * taken out. Sending the draft's stale list instead would name approvals the server no longer has, in someone
 * else's name, and be refused (403 "You can only approve in your own name.").
 */
export function mergeApprovals(
  sent: readonly Approval[] = [],
  mine: readonly Approval[] = [],
  saved: Approval[] | undefined,
): Approval[] | undefined {
  const sentKeys = new Set(sent.map(approvalKey));
  const mineKeys = new Set(mine.map(approvalKey));
  const added = mine.filter((a) => !sentKeys.has(approvalKey(a)));
  const cancelled = sent.filter((a) => !mineKeys.has(approvalKey(a)));
  // No approval changed meanwhile: the server's list as it is (absent stays absent).
  if (!added.length && !cancelled.length) return saved;
  // An approval sent unstamped comes back stamped with its giver: it is the server's on that row that was not sent.
  const isCancelled = (s: Approval) =>
    cancelled.some((c) =>
      c.approverId ? approvalKey(c) === approvalKey(s) : c.id === s.id && !sentKeys.has(approvalKey(s)),
    );
  const out = (saved ?? []).filter((s) => !isCancelled(s));
  const outKeys = new Set(out.map(approvalKey));
  for (const a of added) {
    // Given meanwhile on a row the save already stamped for me (approved, cancelled and approved again): kept once.
    const stampedMine = !a.approverId && out.some((s) => s.id === a.id && !sentKeys.has(approvalKey(s)));
    if (!outKeys.has(approvalKey(a)) && !stampedMine) out.push(a);
  }
  return out;
}

/**
 * After a save, take what the server owns (visited steps, partner submission, region, organisation, approval
 * stamps, the Deliver export) and keep everything the user types (the server trims text; taking it back
 * mid-typing would swallow a trailing space). `sent` is the request that save sent, given when the draft was
 * edited while it was under way: then the approvals are the server's with those edits on top (mergeApprovals).
 */
export function adoptServerOwned(
  draft: SaveSolutionRequest,
  saved: Solution,
  sent?: SaveSolutionRequest,
): SaveSolutionRequest {
  const { fields, state } = saved;
  const editedSinceSave = sent !== undefined;
  return {
    ...draft,
    solutionId: saved.id,
    catalogueVersion: saved.catalogueVersion,
    ...(saved.rateCardVersion ? { rateCardVersion: saved.rateCardVersion } : {}),
    fields: {
      ...draft.fields,
      organization: fields.organization,
      regionId: fields.regionId,
      approvals: sent
        ? mergeApprovals(sent.fields.approvals, draft.fields.approvals, fields.approvals)
        : fields.approvals,
      // The Deliver export is the person's own action: one made while the save was under way is kept.
      ...(editedSinceSave
        ? {}
        : {
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
