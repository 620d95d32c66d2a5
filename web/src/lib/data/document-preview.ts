/**
 * A generated document's preview images (ADR 0015, 0028): POST /sales/documents/{id}/preview-images/content makes
 * them once and answers them; kept for the session (a preview does not change), not retried on error.
 */
import { documentPreviewSchema } from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';

export const documentPreviewKey = (id: string) =>
  `/sales/documents/${encodeURIComponent(id)}/preview-images/content`;

export function fetchDocumentPreview(key: string) {
  return apiFetch(key, { method: 'POST', schema: documentPreviewSchema });
}

export function useDocumentPreview(documentId: string) {
  return useSWR(documentPreviewKey(documentId), fetchDocumentPreview, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
