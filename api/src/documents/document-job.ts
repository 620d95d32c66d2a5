/**
 * The 'document' job (queue-triggered): reads the stored solution and the reference data, builds the document
 * model (packages/domain), writes the pptx or docx with the admin's template (docs/templates.md), stores it in the 'documents' blob container and records it on
 * the solution's documents. Named and keyed from the job, so a job delivered twice writes one file and one row.
 */
import {
  DOCUMENT_MIME,
  DOCUMENT_TYPE,
  documentVariantSchema,
  type DocumentVariant,
  type GeneratedDocumentType,
  GENERATED_DOCUMENTS,
  isGeneratedDocumentType,
  isInternalOnlyDocumentType,
  solutionNameOrDefault,
  type User,
} from '@portal/domain';
import { jobFileName } from '../jobs/file-names.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { solutionsOf } from '../solutions/repository.ts';
import { documentTemplate } from '../templates/template-store.ts';
import { documentsOf } from '../files/document-store.ts';
import { readDocumentModel } from './model-reader.ts';
import { writeRomDeck } from './rom-deck.ts';
import { writeWordDocument } from './word-documents.ts';
import { writeSolutionWorkbook } from './solution-workbook.ts';

const FILE_PREFIX: Record<GeneratedDocumentType, string> = {
  [DOCUMENT_TYPE.rom]: 'ROM',
  [DOCUMENT_TYPE.proposal]: 'Proposal',
  [DOCUMENT_TYPE.solutionPlan]: 'SP051',
  [DOCUMENT_TYPE.capabilityContract]: 'Contract',
  [DOCUMENT_TYPE.estimateWorkbook]: 'Estimate',
};

/** `{ROM|Proposal|SP051|Contract}-{id}-{name}[-internal]-{stamp}.{pptx|docx}`. */
export function documentFileName(
  type: GeneratedDocumentType,
  id: string,
  name: string,
  at: Date,
  variant: DocumentVariant = 'customer',
): string {
  const file = jobFileName(FILE_PREFIX[type], id, name, at, GENERATED_DOCUMENTS[type].format);
  return variant === 'internal' ? file.replace(/-(\d{12}\.\w+)$/, '-internal-$1') : file;
}

export const runDocumentJob: JobRunner = async (ctx) => {
  const { services, job, progress } = ctx;
  const type = Number(job.payload.documentType);
  if (!isGeneratedDocumentType(type))
    throw new Error(`Document type ${job.payload.documentType} cannot be generated`);
  const spec = GENERATED_DOCUMENTS[type];
  // Jobs queued before variants carry none: they were customer documents. The workbook is internal only.
  const internalOnly = isInternalOnlyDocumentType(type);
  const variant = internalOnly
    ? 'internal'
    : documentVariantSchema.catch('customer').parse(job.payload.variant);
  const solutionId = job.payload.solutionId ?? '';
  const stored = await solutionsOf(services).read(solutionId);
  if (!stored) throw new Error(`Solution ${solutionId} no longer exists`);
  await progress(0.2, 'Reading the solution');
  const at = new Date(job.createdAt);
  let data: Buffer;
  let user: User | undefined;
  if (type === DOCUMENT_TYPE.estimateWorkbook) {
    // The internal documents' model too: the workbook repeats their terms, volumes, reasons and payments.
    const read = await readDocumentModel(services, stored, job.userId, at, 'internal');
    user = read.user;
    await progress(0.5, `Writing the ${spec.title}`);
    data = await writeSolutionWorkbook(services, stored.item, at, user?.name, read.model);
  } else {
    const read = await readDocumentModel(services, stored, job.userId, at, variant);
    user = read.user;
    // The admin's template for this type (checked again: a broken one fails the job with a message naming what
    // is wrong, never a corrupt document), or the built-in default.
    const template = await documentTemplate(services, type);
    await progress(0.5, `Writing the ${spec.title}`);
    data =
      type === DOCUMENT_TYPE.rom
        ? await writeRomDeck(read.model, template.look)
        : await writeWordDocument(read.model, type, template.look, template.data);
  }
  // An internal-only document has one variant: its name and file say nothing more.
  const fileName = documentFileName(
    type,
    stored.item.id,
    stored.item.fields.name,
    at,
    internalOnly ? 'customer' : variant,
  );
  const blobName = `${stored.item.id}/${job.id}/${fileName}`;
  await progress(0.8, 'Storing the file');
  const contentType = DOCUMENT_MIME[spec.format];
  await services.blobs.put('documents', blobName, data, contentType);
  const now = services.now().toISOString();
  await documentsOf(services).upsert({
    id: job.id,
    solutionId: stored.item.id,
    type,
    name: `${spec.title}: ${solutionNameOrDefault(stored.item.fields.name)}${variant === 'internal' && !internalOnly ? ' (internal)' : ''}`,
    variant,
    fileName,
    blobName,
    contentType,
    createdAt: job.createdAt,
    modifiedAt: now,
    createdBy: user ? { id: user.id, name: user.name, email: user.email } : stored.item.owner,
    jobId: job.id,
  });
  return { text: spec.created, text2: fileName, file: { container: 'documents', name: blobName, fileName } };
};
