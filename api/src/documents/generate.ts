/** Starting a document job and handing out a document: the rules in front of the 'document' job. */
import {
  GENERATED_DOCUMENTS,
  hasFullSolutionAccess,
  isInternalOnlyDocumentType,
  isLeadProvider,
  type DocumentDownload,
  type GenerateRequest,
  type JobView,
} from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import { badRequest, forbidden, HttpError } from '../http/errors.ts';
import { startJob } from '../jobs/job-service.ts';
import type { Services } from '../services.ts';
import { readVisibleSolution } from '../solutions/repository.ts';
import { documentsOf } from '../files/document-store.ts';
import { readVisibleEngagement } from '../engagements/engagement-store.ts';

/** The engagement of a deck, or a 404 naming the document for anyone who may not see it (never a 403). */
export async function readDeckEngagement(services: Services, actor: Actor, engagementId: string) {
  try {
    return await readVisibleEngagement(services, actor, engagementId);
  } catch (err) {
    if (err instanceof HttpError && (err.status === 403 || err.status === 404))
      throw new HttpError(404, 'not_found', NO_DOCUMENT);
    throw err;
  }
}

export const NO_DOCUMENT = 'Document does not exist in storage!';

export async function startDocumentJob(
  services: Services,
  actor: Actor,
  body: GenerateRequest,
): Promise<JobView> {
  const stored = await readVisibleSolution(services, actor, body.solutionId);
  if (!hasFullSolutionAccess(actor.role)) throw forbidden();
  const internalOnly = isInternalOnlyDocumentType(body.documentType);
  if (internalOnly && body.variant === 'customer')
    throw badRequest(`The ${GENERATED_DOCUMENTS[body.documentType].title} is internal only.`, {
      fields: { variant: 'must be internal for this document' },
    });
  return startJob(services, {
    type: 'document',
    userId: actor.user.id,
    text: GENERATED_DOCUMENTS[body.documentType].working,
    payload: {
      solutionId: stored.item.id,
      documentType: String(body.documentType),
      variant: internalOnly ? 'internal' : (body.variant ?? 'customer'),
    },
  });
}

/** A read-only SAS link to one document (generated or uploaded), for the lead provider's users who may see it. */
export async function documentDownload(
  services: Services,
  actor: Actor,
  id: string,
): Promise<DocumentDownload> {
  const row = await documentsOf(services).read(id);
  if (!row) throw new HttpError(404, 'not_found', NO_DOCUMENT);
  // A solution's document follows the solution's access; an upload belongs to the catalogue's items.
  if (row.item.solutionId) await readVisibleSolution(services, actor, row.item.solutionId);
  // An engagement's deck follows the engagement's access: whoever may not see it gets a 404.
  if (row.item.engagementId) await readDeckEngagement(services, actor, row.item.engagementId);
  if (!isLeadProvider(actor.role)) throw forbidden('Document downloads are for the lead provider.');
  // Cost, rates and margin: only for those who may see the estimate, as its listing is.
  if (isInternalOnlyDocumentType(row.item.type) && !hasFullSolutionAccess(actor.role))
    throw new HttpError(404, 'not_found', NO_DOCUMENT);
  const container = row.item.container ?? 'documents';
  if (!(await services.blobs.exists(container, row.item.blobName)))
    throw new HttpError(404, 'not_found', NO_DOCUMENT);
  const sasUrl = await services.blobs.readUrl(container, row.item.blobName, {
    downloadName: row.item.fileName,
  });
  return { sasUrl, documentFileName: row.item.fileName };
}
