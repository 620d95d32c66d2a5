/**
 * The solution's documents (ADR 0012): one row per file in the 'documents' container, the file itself in the
 * 'documents' blob container. Kept apart from the solution so a job that records a document never changes the
 * solution's ETag under someone editing it.
 */
import {
  DOCUMENT_TYPE,
  isDocumentTypeNumber,
  isInternalOnlyDocumentType,
  isGeneratedDocumentType,
  type DocumentVariant,
  type PersonRef,
  type SolutionDocument,
} from '@portal/domain';
import type { Services } from '../services.ts';

export interface DocumentRow {
  id: string;
  /** '' for an upload (a deliverable's, work product's or tool's document, not a solution's). */
  solutionId: string;
  /** DOCUMENT_TYPE (1-5) generated (spec: document types); 101-105 uploads. */
  type: number;
  name: string;
  fileName: string;
  blobName: string;
  /** Where the file is: generated documents in 'documents' (the default), uploads in 'uploads'. */
  container?: 'uploads';
  contentType: string;
  createdAt: string;
  modifiedAt: string;
  createdBy: PersonRef;
  /** A generated solution document's audience; rows written before variants have none and read as 'customer'. */
  variant?: DocumentVariant;
  /** The job that made it: a job run twice writes one row. */
  jobId?: string;
  /** An engagement's slide deck (DOCUMENT_TYPE.slideDeck): downloads and previews follow the engagement's access. */
  engagementId?: string;
  /** An engagement logo (type 105): its size, read from the image header at upload. */
  image?: { width: number; height: number };
}

export const documentsOf = (services: Services) => services.store.container<DocumentRow>('documents');

/** Rows of one solution, newest first (at most 200: a solution's documents, not an archive). */
export async function documentRowsOf(services: Services, solutionId: string): Promise<DocumentRow[]> {
  const page = await documentsOf(services).query({
    where: [{ path: 'solutionId', op: 'eq', value: solutionId }],
    orderBy: [{ path: 'createdAt', direction: 'desc' }],
    pageSize: 200,
  });
  return page.items.map((s) => s.item);
}

/** A stored row as the API shows a document (the row's creation time is the document's timestamp). */
export const toSolutionDocument = (r: DocumentRow): SolutionDocument => ({
  id: r.id,
  name: r.name,
  type: r.type,
  fileName: r.fileName,
  modifiedAt: r.modifiedAt,
  timestamp: r.createdAt,
  ...(isGeneratedDocumentType(r.type) ? { variant: r.variant ?? 'customer' } : {}),
});

/**
 * The solution's documents as its pages list them: generated types only, and only the latest ROM (spec) of each
 * variant (a customer ROM and an internal one are different files for different readers); internal-only types
 * (the estimate workbook) only `withInternalOnly`.
 */
export async function solutionDocuments(
  services: Services,
  solutionId: string,
  { withInternalOnly }: { withInternalOnly: boolean },
): Promise<SolutionDocument[]> {
  // The estimate workbook (cost, rates, margin) is listed only for those who may see the estimate.
  const rows = (await documentRowsOf(services, solutionId)).filter(
    (r) => isDocumentTypeNumber(r.type) && (withInternalOnly || !isInternalOnlyDocumentType(r.type)),
  );
  const docs = rows.map(toSolutionDocument);
  const latestRom = (variant: string | undefined) =>
    docs.find((d) => d.type === DOCUMENT_TYPE.rom && d.variant === variant);
  return docs.filter((d) => d.type !== DOCUMENT_TYPE.rom || d === latestRom(d.variant));
}
