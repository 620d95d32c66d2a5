/**
 * Images of a stored document's first pages or slides (POST /sales/documents/{id}/preview-images/content, ADR
 * 0015), one at a time with previous and next. Drawn on the server the first time (a few seconds: a spinner says
 * so), kept after that. A document without a preview says why; the rest of the page is unaffected.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useDocumentPreview } from '../data/document-preview.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'stretch' },
  image: {
    width: '100%',
    height: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
    backgroundColor: '#ffffff',
  },
  controls: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

export function DocumentPreviewPages({ documentId, fileName }: { documentId: string; fileName: string }) {
  const styles = useStyles();
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useDocumentPreview(documentId);
  if (isLoading) return <Spinner size="small" label="Preparing the preview..." />;
  if (error || !data)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {isApiError(error) ? error.message : 'The preview could not be loaded.'}
        </MessageBarBody>
      </MessageBar>
    );
  const pages = data.previewImages;
  const current = Math.min(page, pages.length - 1);
  const image = pages[current]!;
  return (
    <div className={styles.root} role="group" aria-label={`Preview of ${fileName}`}>
      <img className={styles.image} src={image.content} alt={`Page ${image.page} of ${fileName}`} />
      {pages.length > 1 ? (
        <div className={styles.controls}>
          <Button
            size="small"
            icon={<ChevronLeftRegular />}
            aria-label="Previous document page"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          />
          <Text size={200} aria-live="polite">
            Page {current + 1} of {pages.length}
          </Text>
          <Button
            size="small"
            icon={<ChevronRightRegular />}
            aria-label="Next document page"
            disabled={current >= pages.length - 1}
            onClick={() => setPage(current + 1)}
          />
        </div>
      ) : null}
    </div>
  );
}
