/**
 * The slide deck's download where the page offers it: disabled with 'Creating the slide deck...' while its job
 * runs, then the stored document's download (a fresh short-lived link each time), or the finished job's own link
 * when the document is not yet in the engagement read back. A failed job says so.
 */
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { DOCUMENT_TYPE, ENGAGEMENT_DOCUMENTS, type JobView } from '@portal/domain';
import { DocumentDownloadButton } from '../../lib/documents/document-download.tsx';
import { startDownload } from '../../lib/jobs/download.ts';
import { isJobDone, jobToastKind } from '../../lib/jobs/job-state.ts';

export const DECK_WORKING = ENGAGEMENT_DOCUMENTS[DOCUMENT_TYPE.slideDeck].working;
export const DECK_FAILED = 'The slide deck could not be created.';
export const DECK_NONE = 'No slide deck yet.';

const useStyles = makeStyles({
  row: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export function DeckDownload({ documentId, job }: { documentId?: string; job: JobView | null }) {
  const styles = useStyles();
  const label = 'Download the slide deck';
  if (job && !isJobDone(job))
    return (
      <span className={styles.row}>
        <Button icon={<ArrowDownloadRegular />} disabled aria-label={label}>
          Download
        </Button>
        <Spinner size="tiny" label={DECK_WORKING} />
      </span>
    );
  if (job && jobToastKind(job) === 'error')
    return (
      <Text className={styles.failed} role="status">
        {DECK_FAILED}
        {job.text2 ? ` ${job.text2}` : ''}
      </Text>
    );
  if (documentId) return <DocumentDownloadButton documentId={documentId} label={label} />;
  const url = job?.url;
  if (url)
    return (
      <Button
        icon={<ArrowDownloadRegular />}
        aria-label={label}
        onClick={() => startDownload(url, job.fileName)}
      >
        Download
      </Button>
    );
  return <Text className={styles.muted}>{DECK_NONE}</Text>;
}
