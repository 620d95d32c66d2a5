/**
 * The document of a deliverable, work product or tool in a list (spec: Document type of a link: FILE, SHAREPOINT
 * or URL). Lead-provider users open a SharePoint or web link in a new tab and download an uploaded file; others
 * see that a document is attached.
 */
import { Link } from '@fluentui/react-components';
import { documentLinkType } from '@portal/domain';
import { DocumentDownloadButton } from './document-download.tsx';

export const DOCUMENT_ATTACHED = 'Attached';

export function ItemDocumentCell({
  item,
  leadProvider,
  linkText = 'Open document',
}: {
  item: { name: string; documentId?: string | undefined };
  leadProvider: boolean;
  linkText?: string;
}) {
  const documentId = item.documentId?.trim();
  if (!documentId) return null;
  if (!leadProvider) return <>{DOCUMENT_ATTACHED}</>;
  if (documentLinkType(documentId) === 'FILE')
    return (
      <DocumentDownloadButton
        documentId={documentId}
        label={`Download ${item.name}`}
        appearance="subtle"
        size="small"
      />
    );
  return (
    <Link
      href={documentId}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={linkText === 'Download' ? `Download ${item.name}` : undefined}
    >
      {linkText}
    </Link>
  );
}
