/**
 * POST /api/sales/documents/upload (multipart: documentType 101 | 102 | 103, documentFileName, documentFile): a
 * document for a deliverable, work product or tool. Nothing is stored unless the file is what its name says:
 * an allowed extension (the last one counts, so 'x.pdf.exe' is refused), within the size limit, bytes matching
 * the extension, and an Office file a sound zip (entry count, unpacked size, no entry writing outside it, the
 * package's own parts). The stored name is sanitised; the row goes in the documents container without a solution.
 */
import { randomUUID } from 'node:crypto';
import {
  CONTENT_OF,
  CPOR_PROOF_UPLOAD,
  extensionOf,
  formatMegabytes,
  isUploadExtension,
  isUploadType,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
  contentMatches,
  UPLOAD_EXTENSIONS,
  type UploadExtension,
  type UploadedDocument,
} from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { formFile } from '../http/parse.ts';
import type { Services } from '../services.ts';
import { readVisibleSolution } from '../solutions/repository.ts';
import { documentsOf } from '../files/document-store.ts';
import { checkOfficeZip } from '../templates/zip-parts.ts';

const MIME: Record<UploadExtension, string> = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.doc': 'application/msword',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `The file is larger than ${formatMegabytes(MAX_UPLOAD_BYTES)}.`);

/** The limits of an upload's request (functions/documents.ts reads the form with them at the edge). */
export const DOCUMENT_UPLOAD_LIMITS = { what: 'file', maxBytes: MAX_UPLOAD_BYTES, tooLarge };

export async function uploadDocument(
  services: Services,
  actor: Actor,
  form: FormData,
): Promise<UploadedDocument> {
  const documentType = Number(form.get('documentType'));
  if (!isUploadType(documentType))
    throw badRequest(
      'documentType must be 101 (deliverable), 102 (work product), 103 (tool) or 104 (CPoR proof).',
      { fields: { documentType: 'must be 101, 102, 103 or 104' } },
    );
  // A CPoR proof belongs to one solution the uploader may see (resolved from the store, never trusted).
  let solutionId = '';
  if (documentType === CPOR_PROOF_UPLOAD) {
    const sent = form.get('solutionId');
    if (typeof sent !== 'string' || !/^\d{1,12}$/.test(sent))
      throw badRequest('A CPoR proof needs the solutionId of its solution.', {
        fields: { solutionId: 'required' },
      });
    solutionId = (await readVisibleSolution(services, actor, sent)).item.id;
  }
  const file = formFile(form, 'documentFile', 'Choose a file to upload.');
  const givenName = form.get('documentFileName');
  const fileName = sanitizeFileName(
    typeof givenName === 'string' && givenName.trim() ? givenName : file.name,
  );
  const ext = extensionOf(fileName);
  if (!fileName || !isUploadExtension(ext))
    throw badRequest(`Only ${UPLOAD_EXTENSIONS.join(' ')} files can be uploaded.`, {
      fields: { documentFileName: 'extension not allowed' },
    });
  if (file.size === 0) throw badRequest('The file is empty.');
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const data = Buffer.from(await file.arrayBuffer());
  const kind = CONTENT_OF[ext];
  if (!contentMatches(kind, data.subarray(0, 8192)))
    throw badRequest(`The file's content is not ${ext} content.`, {
      fields: { documentFile: 'content does not match' },
    });
  if (kind === 'zip') await checkOfficeZip(data, ext);

  const id = randomUUID();
  const blobName = `${id}/${fileName}`;
  await services.blobs.put('uploads', blobName, data, MIME[ext]);
  const now = services.now().toISOString();
  await documentsOf(services).create({
    id,
    solutionId,
    type: documentType,
    name: fileName,
    fileName,
    blobName,
    container: 'uploads',
    contentType: MIME[ext],
    createdAt: now,
    modifiedAt: now,
    createdBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
  });
  return { documentId: id, documentFileName: fileName, size: formatMegabytes(data.length) };
}
