/**
 * The engagements table (docs/engagements.md, "One list"): Client (the row's link to the engagement, with its name
 * when it is not the default one), Notes (the first line, the full text on hover and focus), Owner, Created
 * (HH:mm, DD-MM-YYYY), Slide Deck (download) and Solution ('Open Solution' when a framework solution exists).
 */
import { makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import {
  defaultEngagementName,
  ENGAGEMENT_TEXTS,
  formatTimestamp,
  type EngagementListItem,
} from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import { ColumnTable, type TableColumn } from '../../lib/column-table.tsx';
import { DocumentDownloadButton } from '../../lib/documents/document-download.tsx';

/** Notes longer than this are cut in the table; the whole text is in the tooltip. */
export const NOTES_PREVIEW_CHARS = 80;

/** The notes as the table shows them: the first line, at most NOTES_PREVIEW_CHARS, with '…' when cut. */
export function notesPreview(notes: string): { text: string; cut: boolean } {
  const trimmed = notes.trim();
  const firstLine = trimmed.split(/\r?\n/, 1)[0] ?? '';
  const cut = firstLine.length > NOTES_PREVIEW_CHARS || firstLine.length < trimmed.length;
  const text =
    firstLine.length > NOTES_PREVIEW_CHARS ? firstLine.slice(0, NOTES_PREVIEW_CHARS).trimEnd() : firstLine;
  return { text: cut ? `${text}…` : text, cut };
}

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1, tableLayout: 'fixed' },
  clientCol: { width: '20%' },
  notesCol: { width: '29%' },
  ownerCol: { width: '12%' },
  createdCol: { width: '15%' },
  deckCol: { width: '12%' },
  solutionCol: { width: '12%' },
  nowrap: { whiteSpace: 'nowrap' },
  client: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  name: { display: 'block', color: tokens.colorNeutralForeground2 },
  notes: { overflowWrap: 'anywhere' },
  tooltip: { maxWidth: '480px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  link: {
    color: tokens.colorBrandForegroundLink,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

function Notes({ notes }: { notes: string }) {
  const styles = useStyles();
  const { text, cut } = notesPreview(notes);
  if (!text) return <span className={styles.muted}>—</span>;
  if (!cut) return <span className={styles.notes}>{text}</span>;
  return (
    <Tooltip
      content={{ children: notes.trim(), className: styles.tooltip }}
      relationship="description"
      withArrow
    >
      <span className={styles.notes} tabIndex={0}>
        {text}
      </span>
    </Tooltip>
  );
}

export function EngagementsTable({ items }: { items: readonly EngagementListItem[] }) {
  const styles = useStyles();
  const columns: TableColumn<EngagementListItem>[] = [
    {
      title: 'Client',
      headerClassName: styles.clientCol,
      cell: (e) => (
        <>
          <RouterLink to={`/sales/engagements/${encodeURIComponent(e.id)}`} className={styles.client}>
            {e.clientName}
          </RouterLink>
          {e.name && e.name !== defaultEngagementName(e.clientName) ? (
            <Text size={200} className={styles.name}>
              {e.name}
            </Text>
          ) : null}
        </>
      ),
    },
    { title: 'Notes', headerClassName: styles.notesCol, cell: (e) => <Notes notes={e.notes} /> },
    { title: 'Owner', headerClassName: styles.ownerCol, cell: (e) => e.owner.name },
    {
      title: 'Created',
      headerClassName: styles.createdCol,
      cell: (e) => (
        <time dateTime={e.createdAt} className={styles.nowrap}>
          {formatTimestamp(e.createdAt)}
        </time>
      ),
    },
    {
      title: 'Slide Deck',
      headerClassName: styles.deckCol,
      cell: (e) =>
        e.slideDeck ? (
          <DocumentDownloadButton
            documentId={e.slideDeck.documentId}
            size="small"
            label={`Download the slide deck for ${e.clientName}`}
          />
        ) : (
          <span className={styles.muted}>Not yet</span>
        ),
    },
    {
      title: 'Solution',
      headerClassName: styles.solutionCol,
      cell: (e) =>
        e.solutionId ? (
          <RouterLink
            to={`/sales/solution/${encodeURIComponent(e.solutionId)}`}
            className={`${styles.link} ${styles.nowrap}`}
            aria-label={`${ENGAGEMENT_TEXTS.openSolution} ${e.solutionId} for ${e.clientName}`}
          >
            {ENGAGEMENT_TEXTS.openSolution}
          </RouterLink>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];
  return (
    <ColumnTable
      label="Engagements"
      rows={items}
      rowKey={(e) => e.id}
      columns={columns}
      className={styles.table}
    />
  );
}
