/**
 * Who changed what (issue 22): every accepted save of the solution, newest first, with who, when and what changed
 * in plain words (before → after), a page at a time with 'Show more'.
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
import { formatTimestamp, historyChangeLine, type HistoryEntry } from '@portal/domain';
import { useSolutionHistory } from '../../lib/data/solution-history.ts';
import { errorText } from './versions-tab.tsx';

export const NO_HISTORY = 'No changes recorded yet.';
export const SHOW_MORE = 'Show more';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Entry({ entry }: { entry: HistoryEntry }) {
  const styles = useStyles();
  return (
    <li className={styles.entry}>
      <Text weight="semibold">
        {formatTimestamp(entry.at)}, {entry.by.name}
      </Text>
      {entry.changes.length ? (
        <ul className={styles.changes}>
          {entry.changes.map((c, i) => (
            <li key={`${c.path}#${i}`}>
              <Text>{historyChangeLine(c)}</Text>
            </li>
          ))}
          {entry.truncated ? <li className={styles.muted}>and more changes</li> : null}
        </ul>
      ) : (
        <Text className={styles.muted}>Saved without a change you can see.</Text>
      )}
    </li>
  );
}

export function ChangesTab({ solutionId }: { solutionId: string }) {
  const styles = useStyles();
  const { data, error, isLoading, isValidating, size, setSize } = useSolutionHistory(solutionId);
  const entries = data?.flatMap((page) => page.items) ?? [];
  const more = !!data?.at(-1)?.continuationToken;
  const loadingMore = isValidating && !!data && data.length < size;

  return (
    <div className={styles.root}>
      {isLoading ? <Spinner size="small" label="Loading the changes…" /> : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>The changes could not be loaded. {errorText(error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data && entries.length === 0 ? <Text>{NO_HISTORY}</Text> : null}
      {entries.length ? (
        <ul className={styles.list} aria-label="Who changed what">
          {entries.map((e, i) => (
            <Entry key={`${e.at}#${i}`} entry={e} />
          ))}
        </ul>
      ) : null}
      {more ? (
        <div>
          <Button
            disabled={loadingMore}
            icon={loadingMore ? <Spinner size="tiny" aria-hidden /> : undefined}
            onClick={() => void setSize(size + 1)}
          >
            {SHOW_MORE}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
