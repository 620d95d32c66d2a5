/**
 * The waiting screen ('Generating the slide deck! Please wait...') while the deck job runs, then step 4: the
 * generated documents to download (the slide deck), 'Open Solution' when a framework solution was created, and the
 * engagement's own page.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { DOCUMENT_TYPE, ENGAGEMENT_TEXTS, type Engagement, type JobView } from '@portal/domain';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DocumentDownloadButton } from '../../lib/documents/document-download.tsx';

export const WAITING_TEXT = ENGAGEMENT_TEXTS.salesHelperWaiting;
export const OPEN_ENGAGEMENT_TEXT = 'Open the engagement';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '900px' },
  waiting: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXXL,
  },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  table: { maxWidth: '900px' },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
});

export function WaitingScreen({ job }: { job: JobView | null }) {
  const styles = useStyles();
  return (
    <div className={styles.waiting} role="status" aria-live="polite">
      <Spinner size="large" aria-hidden />
      <Text size={500} weight="semibold">
        {WAITING_TEXT}
      </Text>
      {job?.text ? <Text>{job.text}</Text> : null}
    </div>
  );
}

export function GenerationFailed({ job, onBack }: { job: JobView; onBack: () => void }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        <MessageBarTitle>The slide deck could not be generated.</MessageBarTitle>
        {job.text2 ?? job.text}
      </MessageBarBody>
      <Button onClick={onBack}>Back to Generate materials</Button>
    </MessageBar>
  );
}

export function DocumentsStep({
  engagement,
  onStartAgain,
}: {
  engagement: Engagement;
  onStartAgain: () => void;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const decks = [...engagement.documents]
    .filter((d) => d.type === DOCUMENT_TYPE.slideDeck)
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt))
    .slice(0, 1);
  return (
    <div className={styles.root}>
      <Text>
        The materials for {engagement.salesClient.name} are ready. They are kept with the engagement, where
        you can download them again.
      </Text>
      {decks.length === 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            No document was generated. Open the engagement to generate the slide deck again.
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Table className={styles.table} aria-label="Generated documents">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Document</TableHeaderCell>
              <TableHeaderCell>File</TableHeaderCell>
              <TableHeaderCell>Download</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {decks.map((d) => (
              <TableRow key={d.id} data-testid="generated-document">
                <TableCell>Slide Deck</TableCell>
                <TableCell>{d.fileName}</TableCell>
                <TableCell>
                  <DocumentDownloadButton documentId={d.id} label={`Download ${d.fileName}`} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <div className={styles.actions}>
        {engagement.solutionId ? (
          <Button
            appearance="primary"
            icon={<OpenRegular />}
            onClick={() => navigate(`/sales/solution/${encodeURIComponent(engagement.solutionId ?? '')}`)}
          >
            {ENGAGEMENT_TEXTS.openSolution}
          </Button>
        ) : null}
        <RouterLink className={styles.link} to={`/sales/engagements/${encodeURIComponent(engagement.id)}`}>
          {OPEN_ENGAGEMENT_TEXT}
        </RouterLink>
        <Button appearance="secondary" onClick={onStartAgain}>
          Start again
        </Button>
      </div>
    </div>
  );
}
