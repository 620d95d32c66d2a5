/**
 * Named approvers (issue 30, ADR 0054). A full user's save names them (`fields.approvers`: provider users resolved
 * from the users, never trusted as sent); anyone the rule allows (`approvalRefusal`, solutions/approvers.ts in the
 * domain) gives or withdraws their own approval of one row through POST /sales/solutions/{id}/approvals/{row}, which
 * changes nothing else: a Solution Reviewer named as an approver approves without being able to save the solution.
 */
import {
  approvalRefusal,
  DEAL_TEAM_APPROVAL_ROW,
  hasFullSolutionAccess,
  organizationOf,
  solutionFor,
  SOLUTION_APPROVAL_ROW,
  type Approval,
  type PersonRef,
  type SaveSolutionRequest,
  type Solution,
} from '@portal/domain';
import { solutionDocuments } from '../files/document-store.ts';
import { afterSolutionSave, beforeSolutionSave } from '../history/save-history.ts';
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
import { approvalsAfterSave } from './save-rules.ts';

/**
 * The approvers a save names: one already named is kept as stored; a new one must be an existing provider user
 * (they read every solution). Names and e-mails come from the store; each person once.
 */
export async function resolveApprovers(
  services: Services,
  existing: StoredSolution | undefined,
  requested: SaveSolutionRequest['fields']['approvers'],
): Promise<PersonRef[] | undefined> {
  if (!requested) return undefined;
  const before = existing?.fields.approvers ?? [];
  const out: PersonRef[] = [];
  for (const ref of requested) {
    if (out.some((p) => p.id === ref.id)) continue;
    const kept = before.find((p) => p.id === ref.id);
    if (kept) {
      out.push(kept);
      continue;
    }
    const user = await readById(services, 'users', ref.id);
    if (!user || organizationOf(user.roleId) !== 'PROVIDER')
      throw badRequest('An approver must be one of the provider’s users. Choose them from the list.', {
        fields: { 'fields.approvers': 'names someone who cannot approve' },
      });
    out.push({ id: user.id, name: user.name, email: user.email });
  }
  return out;
}

const STALE = 'Someone saved this solution after you opened it. Reload to see the approvals as they are now.';

/** The rows of the approvals table this actor may name: the solution, the Deal Team, or one of its documents. */
async function checkRow(services: Services, actor: Actor, solutionId: string, row: string) {
  if (row === SOLUTION_APPROVAL_ROW || row === DEAL_TEAM_APPROVAL_ROW) return;
  const documents = await solutionDocuments(services, solutionId, {
    withInternalOnly: hasFullSolutionAccess(actor.role),
  });
  if (!documents.some((d) => d.id === row)) throw notFound('The approval row');
}

/**
 * The actor gives (`approved`) or withdraws their own approval of `row`, with the solution's ETag like every save.
 * 403 for anyone the rule refuses, 409 when approvals are not open (or the solution changed meanwhile). Giving an
 * approval one already gave, or withdrawing one not given, changes nothing.
 */
export async function recordApproval(
  services: Services,
  actor: Actor,
  solutionId: string,
  row: string,
  approved: boolean,
  ifMatch: string | undefined,
): Promise<Solution> {
  if (!ifMatch) throw new HttpError(428, 'precondition_failed', 'Send the version you approved (If-Match).');
  const existing = await readVisibleSolution(services, actor, solutionId);
  const refusal = approvalRefusal({ id: actor.user.id, role: actor.role }, existing.item, row);
  if (refusal?.kind === 'forbidden') throw forbidden(refusal.message);
  const stale = () => conflict(STALE, { current: solutionFor(actor.role, withEtag(existing)) });
  if (existing.etag !== ifMatch) throw stale();
  if (refusal) throw conflict(refusal.message, { stage: existing.item.state.step });
  await checkRow(services, actor, solutionId, row);

  const now = services.now().toISOString();
  const before = existing.item.fields.approvals ?? [];
  const mine = (a: Approval) => a.id === row && a.approverId === actor.user.id;
  if (approved === before.some(mine)) return withEtag(existing);
  const requested = approved
    ? [...before, { id: row, name: actor.user.name }]
    : before.filter((a) => !mine(a));
  const me = { id: actor.user.id, name: actor.user.name, email: actor.user.email };
  const doc: StoredSolution = {
    ...existing.item,
    modifiedAt: now,
    modifiedBy: me,
    fields: { ...existing.item.fields, approvals: approvalsAfterSave(actor, before, requested, now) },
  };
  const history = await beforeSolutionSave(services, existing.item, doc);
  let saved: Solution;
  try {
    saved = withEtag(await solutionsOf(services).replace(withDerivedFields(history.doc), { ifMatch }));
  } catch (err) {
    if (!(err instanceof PreconditionFailedError)) throw err;
    const current = await solutionsOf(services).read(solutionId);
    throw current ? conflict(STALE, { current: solutionFor(actor.role, withEtag(current)) }) : stale();
  }
  await afterSolutionSave(services, me, now, existing.item, saved, history.plan);
  return saved;
}
