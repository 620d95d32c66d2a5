/**
 * Files of deliverables, work products and tools: upload one (POST /sales/documents/upload, multipart) and
 * download any stored document (POST /sales/documents/download/{id}: a short-lived read-only link).
 */
import { documentDownloadSchema, uploadedDocumentSchema, type UploadType } from '@portal/domain';
import { apiFetch } from '../api/client.ts';

export async function fetchDocumentDownload(documentId: string) {
  return apiFetch(`/sales/documents/download/${encodeURIComponent(documentId)}`, {
    method: 'POST',
    schema: documentDownloadSchema,
  });
}

/** solutionId: for an upload that belongs to one solution (the CPoR proof, 104). */
export async function uploadDocument(file: File, documentType: UploadType, solutionId?: string) {
  const form = new FormData();
  form.set('documentType', String(documentType));
  if (solutionId) form.set('solutionId', solutionId);
  form.set('documentFileName', file.name);
  form.set('documentFile', file);
  return apiFetch('/sales/documents/upload', { method: 'POST', form, schema: uploadedDocumentSchema });
}
