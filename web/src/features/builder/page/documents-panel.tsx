/**
 * The side panel titled 'Documents' beside the main container (full users, stored solution, steps below 7). Issue
 * 32: it starts with what the seller sends the client: 'Generate the customer proposal' (again, once there is
 * one), the documents for the client each with its latest version or a Generate button, and the pages of the
 * latest customer proposal; then every document of the solution.
 */
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import {
  documentsToSend,
  documentTypeName,
  DOCUMENT_TYPE,
  formatTimestamp,
  pricedOnDetail,
  type GeneratedDocumentType,
} from '@portal/domain';
import { DocumentPreviewPages } from '../../../lib/documents/document-preview-pages.tsx';
import { startDocumentJob, useSolutionDocuments } from '../api/documents.ts';
import { SolutionDocumentsTable } from '../readonly/documents-tab.tsx';
import { GenerateProposalButton } from '../shared/generate-proposal-button.tsx';
import { useSidePanelStyles } from '../shared/side-panel-styles.ts';
import { useEstimateSolution } from '../state/use-estimate-solution.ts';
import { useStartJob } from '../shared/use-start-job.ts';
import { NO_DOCUMENTS_WARNING } from '../steps/close-step.tsx';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  what: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function DocumentsPanel({ solutionId, onClose }: { solutionId: string; onClose: () => void }) {
  const styles = useStyles();
  const panel = useSidePanelStyles();
  const documents = useSolutionDocuments();
  // The ROM deck is for the client only while the price rests on the ROM (one price beside the proposal's).
  const romIsThePrice = !pricedOnDetail(useEstimateSolution());
  const toSend = documentsToSend(documents, false, romIsThePrice);
  const proposal = toSend.find((d) => d.type === DOCUMENT_TYPE.proposal)?.latest;
  return (
    <aside className={panel.panel} aria-labelledby="documents-panel-title">
      <div className={styles.head}>
        <Text as="h2" id="documents-panel-title" size={500} weight="semibold">
          Documents
        </Text>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label="Close Documents"
          onClick={onClose}
        />
      </div>
      <GenerateProposalButton solutionId={solutionId} again={proposal !== undefined} />
      <section className={styles.section} aria-labelledby="documents-for-client">
        <Text as="h3" id="documents-for-client" weight="semibold">
          For the client
        </Text>
        <ul className={styles.list}>
          {toSend
            .filter((d) => d.type !== DOCUMENT_TYPE.proposal || d.latest)
            .map((d) => (
              <ToSendRow
                key={d.type}
                solutionId={solutionId}
                type={d.type}
                generatedAt={d.latest ? (d.latest.timestamp ?? d.latest.modifiedAt) : undefined}
              />
            ))}
        </ul>
        {romIsThePrice ? null : (
          <Text size={200} className={styles.muted}>
            The ROM deck is not sent now: the price rests on the detailed effort, and the proposal carries it.
            It stays under Resources.
          </Text>
        )}
      </section>
      {proposal ? (
        <section className={styles.section} aria-labelledby="latest-proposal">
          <Text as="h3" id="latest-proposal" weight="semibold">
            The latest customer proposal
          </Text>
          <DocumentPreviewPages documentId={proposal.id} fileName={proposal.fileName} />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="all-documents">
        <Text as="h3" id="all-documents" weight="semibold">
          All documents
        </Text>
        <SolutionDocumentsTable documents={documents} empty={NO_DOCUMENTS_WARNING} />
      </section>
    </aside>
  );
}

/** A document for the client: when its latest customer version was made, or 'Not generated yet' and Generate. */
function ToSendRow({
  solutionId,
  type,
  generatedAt,
}: {
  solutionId: string;
  type: GeneratedDocumentType;
  generatedAt: string | undefined;
}) {
  const styles = useStyles();
  const { starting, start } = useStartJob();
  const name = documentTypeName(type);
  return (
    <li className={styles.item}>
      <span className={styles.what}>
        <Text>{name}</Text>
        <Text size={200} className={styles.muted}>
          {generatedAt ? `Generated ${formatTimestamp(generatedAt)}` : 'Not generated yet'}
        </Text>
      </span>
      {type === DOCUMENT_TYPE.proposal ? null : (
        <Button
          size="small"
          disabled={starting !== null}
          icon={starting ? <Spinner size="extra-tiny" /> : undefined}
          aria-label={`${generatedAt ? 'Generate again' : 'Generate'}: ${name}`}
          onClick={() => void start(`doc-${type}`, 'document', () => startDocumentJob(solutionId, type))}
        >
          {generatedAt ? 'Again' : 'Generate'}
        </Button>
      )}
    </li>
  );
}
