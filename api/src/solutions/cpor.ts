/**
 * The CPoR on the server (docs/cpor.md): a solution save may answer the questions, move the step and request
 * an approval from a user resolved from the store (mergeCporSave); only the chosen approver answers, through
 * POST /sales/solutions/{id}/cpor/approvals/{approvalId}, with the solution's ETag like every save.
 */
import {
  answerApproval,
  APPROVE,
  approvalStatus,
  CporRuleError,
  CPOR_PROOF_UPLOAD,
  organizationOf,
  mergeCporSave,
  solutionFor,
  userKind,
  type CporAnswerRequest,
  type CporState,
  type PersonRef,
  type Solution,
} from '@portal/domain';
import { documentsOf } from '../files/document-store.ts';
import { afterSolutionSave, cporAnswerPlan } from '../history/save-history.ts';
import type { Actor } from '../http/current-user.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import { PreconditionFailedError } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { readById } from './references.ts';
import {
  readVisibleSolution,
  solutionsOf,
  withDerivedFields,
  withEtag,
  type StoredSolution,
} from './repository.ts';

/** Approvers named in the save, resolved from the users: provider users only (they can read every solution). */
async function approversOf(services: Services, sent: CporState): Promise<Map<string, PersonRef>> {
  const out = new Map<string, PersonRef>();
  for (const a of sent.approvals) {
    const id = a.requested ? a.approver?.id : undefined;
    if (!id || out.has(id)) continue;
    const user = await readById(services, 'users', id);
    if (user && organizationOf(user.roleId) === 'PROVIDER')
      out.set(id, { id: user.id, name: user.name, email: user.email });
  }
  return out;
}

/** The CPoR to store with a save: full users only change it, within the rules; others keep the stored one. */
export async function cporAfterSave(
  services: Services,
  actor: Actor,
  existing: StoredSolution | undefined,
  sent: CporState | undefined,
): Promise<CporState | undefined> {
  const stored = existing?.state.cpor;
  if (userKind(actor.role) !== 'full' || !sent) return stored;
  try {
    const merged = mergeCporSave(stored, sent, await approversOf(services, sent), actor.user.id);
    return merged && (await withResolvedProof(services, existing, merged));
  } catch (err) {
    if (err instanceof CporRuleError)
      throw badRequest(`CPoR: ${err.message}`, { fields: { 'state.cpor': err.message } });
    throw err;
  }
}

/**
 * The proof of execution: a new one must be this solution's CPoR proof upload; its name and time come from the
 * store. The one already stored is kept as stored.
 */
async function withResolvedProof(
  services: Services,
  existing: StoredSolution | undefined,
  cpor: CporState,
): Promise<CporState> {
  const proof = cpor.proof;
  if (!proof) return cpor;
  const before = existing?.state.cpor?.proof;
  if (before && before.documentId === proof.documentId) return { ...cpor, proof: before };
  const row = /^[A-Za-z0-9_.:@-]{1,100}$/.test(proof.documentId)
    ? await documentsOf(services).read(proof.documentId)
    : undefined;
  if (!existing || row?.item.type !== CPOR_PROOF_UPLOAD || row.item.solutionId !== existing.id)
    throw badRequest('The proof of execution is not a file uploaded to this solution. Upload it again.', {
      fields: { 'state.cpor.proof': 'is not an upload of this solution' },
    });
  return {
    ...cpor,
    proof: { documentId: row.item.id, fileName: row.item.fileName, uploadedAt: row.item.createdAt },
  };
}

/** The chosen approver answers APPROVE (1) or REFUSE (0); nobody else can. */
export async function answerCpor(
  services: Services,
  actor: Actor,
  solutionId: string,
  approvalId: string,
  body: CporAnswerRequest,
  ifMatch: string | undefined,
): Promise<Solution> {
  if (!ifMatch) throw new HttpError(428, 'precondition_failed', 'Send the version you answered (If-Match).');
  const existing = await readVisibleSolution(services, actor, solutionId);
  const stale = () =>
    conflict('Someone saved this solution after you opened it. Reload to see the approval as it is now.', {
      current: solutionFor(actor.role, withEtag(existing)),
    });
  const cpor = existing.item.state.cpor;
  const approval = cpor?.approvals.find((a) => a.id === approvalId);
  if (!cpor || !approval) throw notFound('The approval');
  if (approval.approver?.id !== actor.user.id)
    throw forbidden(`Only ${approval.approver?.name ?? 'the approver chosen'} can answer this approval.`);
  if (existing.etag !== ifMatch) throw stale();
  if (approvalStatus(approval) !== 'requested') throw conflict('This approval is not waiting for an answer.');
  const now = services.now().toISOString();
  const doc: StoredSolution = {
    ...existing.item,
    modifiedAt: now,
    modifiedBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
    state: { ...existing.item.state, cpor: answerApproval(cpor, approvalId, body.answer, body.text ?? '') },
  };
  let saved: Solution;
  try {
    saved = withEtag(await solutionsOf(services).replace(withDerivedFields(doc), { ifMatch }));
  } catch (err) {
    if (err instanceof PreconditionFailedError) throw stale();
    throw err;
  }
  const plan = await cporAnswerPlan(services, solutionId, actor.user.name, body.answer === APPROVE);
  await afterSolutionSave(services, doc.modifiedBy, now, existing.item, saved, plan);
  return saved;
}
