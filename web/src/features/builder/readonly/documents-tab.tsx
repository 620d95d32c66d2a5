/**
 * The read-only view's Documents tab (spec: Step content): a table of Document (with a Customer or Internal badge:
 * who a generated file is written for, issue 19), Name, Timestamp; a row opens
 * a preview dialog 600 px wide with the pages' images and the download (lead provider's users); 'No Documents'
 * when there are none.
 */
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  DOCUMENT_VARIANT_LABELS,
  documentTypeName,
  formatTimestamp,
  isLeadProvider,
  type SolutionDocument,
} from '@portal/domain';
import { useState } from 'react';
import { ColumnTable } from '../../../lib/column-table.tsx';
import { useSolutionDocuments } from '../api/documents.ts';
import { DocumentDownloadButton } from '../../../lib/documents/document-download.tsx';
import { DocumentPreviewPages } from '../../../lib/documents/document-preview-pages.tsx';
import { useSolutionPage } from '../state/page-context.tsx';

export const NO_DOCUMENTS = 'No Documents';
export const PREVIEW_WIDTH = '600px';

const useStyles = makeStyles({
  surface: { width: PREVIEW_WIDTH, maxWidth: '95vw' },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  none: { color: tokens.colorNeutralForeground3 },
  kind: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    rowGap: tokens.spacingVerticalXXS,
  },
});

/** The document's kind with a badge saying who it is for (generated solution documents only). */
function DocumentKind({ doc, className }: { doc: SolutionDocument; className: string }) {
  return (
    <span className={className}>
      {documentTypeName(doc.type)}
      {doc.variant ? (
        <Badge size="small" appearance="tint" color={doc.variant === 'internal' ? 'warning' : 'informative'}>
          {documentVariant(doc)}
        </Badge>
      ) : null}
    </span>
  );
}

/** 'Customer' or 'Internal' for a generated solution document (issue 19); '' for others. */
export function documentVariant(doc: SolutionDocument): string {
  return doc.variant ? DOCUMENT_VARIANT_LABELS[doc.variant] : '';
}

export function documentTimestamp(doc: SolutionDocument): string {
  return formatTimestamp(doc.timestamp ?? doc.modifiedAt);
}

/** Solution documents: Document (with its Customer / Internal badge), Name, Timestamp; a name opens the preview. */
export function SolutionDocumentsTable({
  documents,
  empty,
}: {
  documents: readonly SolutionDocument[];
  empty: string;
}) {
  const styles = useStyles();
  const [preview, setPreview] = useState<SolutionDocument | null>(null);
  const leadProvider = isLeadProvider(useSolutionPage().role);
  if (documents.length === 0) return <Text className={styles.none}>{empty}</Text>;
  return (
    <>
      <ColumnTable
        label="Solution documents"
        rows={documents}
        rowKey={(doc) => doc.id}
        columns={[
          { title: 'Document', cell: (doc) => <DocumentKind doc={doc} className={styles.kind} /> },
          {
            title: 'Name',
            cell: (doc) => (
              <Link as="button" onClick={() => setPreview(doc)}>
                {doc.name}
              </Link>
            ),
          },
          { title: 'Timestamp', cell: documentTimestamp },
        ]}
      />
      <Dialog open={preview !== null} onOpenChange={(_e, data) => (data.open ? undefined : setPreview(null))}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{preview?.name}</DialogTitle>
            <DialogContent>
              {preview ? (
                <dl className={styles.details}>
                  <dt className={styles.term}>Document</dt>
                  <dd className={styles.value}>{documentTypeName(preview.type)}</dd>
                  {preview.variant ? (
                    <>
                      <dt className={styles.term}>For</dt>
                      <dd className={styles.value}>{documentVariant(preview)}</dd>
                    </>
                  ) : null}
                  <dt className={styles.term}>File</dt>
                  <dd className={styles.value}>{preview.fileName}</dd>
                  <dt className={styles.term}>Timestamp</dt>
                  <dd className={styles.value}>{documentTimestamp(preview)}</dd>
                </dl>
              ) : null}
              {preview ? <DocumentPreviewPages documentId={preview.id} fileName={preview.fileName} /> : null}
            </DialogContent>
            <DialogActions>
              {preview && leadProvider ? <DocumentDownloadButton documentId={preview.id} /> : null}
              <Button appearance="primary" onClick={() => setPreview(null)}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

export function DocumentsTab() {
  const documents = useSolutionDocuments();
  return <SolutionDocumentsTable documents={documents} empty={NO_DOCUMENTS} />;
}
