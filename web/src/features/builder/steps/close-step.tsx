/**
 * Step 7 Close (spec: Step content): a document preview with previous and next controls. The first page is
 * the solution's summary table, then each solution document; with no documents the list says
 * 'There are no documents!'. The lead provider's full users also see the estimate panel (docs/estimate.md).
 */
import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { documentTypeName, type UserKind } from '@portal/domain';
import { documentTimestamp, SolutionDocumentsTable } from '../readonly/documents-tab.tsx';
import { useSolutionDocuments } from '../api/documents.ts';
import { DocumentPreviewPages } from '../../../lib/documents/document-preview-pages.tsx';
import { EstimatePanelSlot } from '../../../lib/solution-views/estimate-panel-slot.tsx';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import {
  seesEstimatePanel,
  useEstimateSolution,
  useHeldRateCardVersion,
} from '../state/use-estimate-solution.ts';
import { SolutionSummary } from '../review/solution-summary.tsx';

export const NO_DOCUMENTS_WARNING = 'There are no documents!';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  preview: { minHeight: '220px' },
  controls: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
  },
  doc: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  estimate: { maxWidth: '560px' },
});

/** The lead provider's estimate of the solution as it stands (docs/estimate.md, "The estimate panel"). */
function CloseEstimate() {
  const styles = useStyles();
  return (
    <div className={styles.estimate}>
      <EstimatePanelSlot solution={useEstimateSolution()} heldRateCardVersion={useHeldRateCardVersion()} />
    </div>
  );
}

export function CloseStep({ kind }: { kind: UserKind }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const estimate = seesEstimatePanel(kind, role);
  const documents = useSolutionDocuments();
  const [page, setPage] = useState(0);
  const pages = 1 + documents.length;
  const current = Math.min(page, pages - 1);
  const doc = current > 0 ? documents[current - 1] : undefined;

  return (
    <div className={styles.root}>
      <section aria-label="Document preview">
        <Card className={styles.preview}>
          <CardHeader
            header={
              <Text weight="semibold" size={400}>
                {doc ? doc.name : 'Solution Summary'}
              </Text>
            }
          />
          {doc ? (
            <div className={styles.doc}>
              <Text>{documentTypeName(doc.type)}</Text>
              <Text>{doc.fileName}</Text>
              <Text>{documentTimestamp(doc)}</Text>
              <DocumentPreviewPages key={doc.id} documentId={doc.id} fileName={doc.fileName} />
            </div>
          ) : (
            <SolutionSummary />
          )}
        </Card>
        <div className={styles.controls}>
          <Button
            icon={<ChevronLeftRegular />}
            aria-label="Previous page"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </Button>
          <Text aria-live="polite">
            {current + 1} / {pages}
          </Text>
          <Button
            icon={<ChevronRightRegular />}
            iconPosition="after"
            aria-label="Next page"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </div>
      </section>
      {estimate ? <CloseEstimate /> : null}
      {documents.length === 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>{NO_DOCUMENTS_WARNING}</MessageBarBody>
        </MessageBar>
      ) : (
        <SolutionDocumentsTable documents={documents} empty={NO_DOCUMENTS_WARNING} />
      )}
    </div>
  );
}
