/**
 * Uploading one file (POST /sales/documents/upload): the browser's own checks first (extension, size), then the
 * upload, with busy and error states for the control that offers it. The chosen-file input is cleared afterwards
 * so the same file can be chosen again.
 */
import {
  extensionOf,
  formatMegabytes,
  isUploadExtension,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  type UploadedDocument,
  type UploadType,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { uploadDocument } from './document-api.ts';

/** Why a chosen file cannot be uploaded, before it is sent; undefined when it may go. */
export function chosenFileProblem(file: { name: string; size: number }): string | undefined {
  if (!isUploadExtension(extensionOf(file.name)))
    return `Only ${UPLOAD_EXTENSIONS.join(' ')} files can be uploaded.`;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_UPLOAD_BYTES)
    return `The file is ${formatMegabytes(file.size)}; the largest upload is ${formatMegabytes(MAX_UPLOAD_BYTES)}.`;
  return undefined;
}

export function useDocumentUpload(
  uploadType: UploadType,
  onUploaded: (result: UploadedDocument) => void,
  solutionId?: string,
) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = chosenFileProblem(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await uploadDocument(file, uploadType, solutionId);
      // Spec: an upload answer without a documentId shows nothing.
      if (result.documentId) onUploaded(result);
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The file could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return { input, busy, error, setError, upload, choose: () => input.current?.click() };
}
