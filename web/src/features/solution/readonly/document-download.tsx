/**
 * Download of one solution document (spec: lead-provider users get document downloads): asks the API for a
 * short-lived read-only link and saves the file; 'Document does not exist in storage!' when there is none.
 */
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { isLeadProvider, type SolutionDocument } from '@portal/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { showAlert } from '../../../lib/alerts/alert-store.ts';
import { startDownload } from '../../../lib/jobs/download.ts';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { fetchDocumentDownload } from '../api/documents.ts';
import { useSolutionPage } from '../page/page-context.tsx';

export const NO_DOCUMENT_IN_STORAGE = 'Document does not exist in storage!';

export function DocumentDownloadButton({ document }: { document: SolutionDocument }) {
  const { role } = useSolutionPage();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!isLeadProvider(role)) return null;

  const download = async () => {
    setBusy(true);
    try {
      const link = await fetchDocumentDownload(document.id);
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
    <Button icon={<ArrowDownloadRegular />} disabled={busy} onClick={() => void download()}>
      Download
    </Button>
  );
}
