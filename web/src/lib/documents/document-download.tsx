/**
 * Download of one stored document, generated or uploaded: asks the API for a short-lived read-only link and saves
 * the file; 'Document does not exist in storage!' when there is none. Spec: downloads are the lead provider's;
 * callers show the button to them only (the API refuses everyone else).
 */
import { Button, type ButtonProps } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { showAlert } from '../alerts/alert-store.ts';
import { startDownload } from '../jobs/download.ts';
import { useNotify } from '../toasts/toasts.tsx';
import { fetchDocumentDownload } from './document-api.ts';

export const NO_DOCUMENT_IN_STORAGE = 'Document does not exist in storage!';

export interface DocumentDownloadButtonProps {
  documentId: string;
  /** What the button says to a screen reader when the row does not (e.g. 'Download Build book'). */
  label?: string;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
}

export function DocumentDownloadButton({ documentId, label, appearance, size }: DocumentDownloadButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const link = await fetchDocumentDownload(documentId);
      startDownload(link.sasUrl, link.documentFileName);
    } catch (error) {
      if (isApiError(error) && error.status === 404)
        showAlert({ text: NO_DOCUMENT_IN_STORAGE, buttons: ['ok'] });
      else notify(isApiError(error) ? error.message : 'The document could not be downloaded.', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon={<ArrowDownloadRegular />}
      disabled={busy}
      appearance={appearance}
      size={size}
      aria-label={label}
      onClick={() => void download()}
    >
      Download
    </Button>
  );
}
