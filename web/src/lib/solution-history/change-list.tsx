/**
 * The changes between two states of a solution, side by side and grouped by area (issue 22): what changed, its
 * value before and after, in plain words. A content text compared word by word shows the words removed struck
 * through on the left and the words added highlighted on the right, each also said in words ("removed:",
 * "added:") for screen readers and for anyone who cannot tell the colours apart. The History area's compare
 * view and the "changed since approval" dialog both show this.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { HistoryChange, WordChange } from '@portal/domain';
import { Fragment } from 'react';
import { ColumnTable } from '../column-table.tsx';
import { groupByArea } from './history-words.ts';
import { VISUALLY_HIDDEN } from '../styles/visually-hidden.ts';

export const NO_CHANGES = 'Nothing changed between these two.';
export const WORDS_LEGEND = 'In texts, removed words are struck through and added words are underlined.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  area: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  table: { tableLayout: 'fixed' },
  what: { width: '28%' },
  value: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  none: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  removed: {
    textDecorationLine: 'line-through',
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorNeutralForeground1,
  },
  added: {
    textDecorationLine: 'underline',
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorNeutralForeground1,
  },
  hidden: VISUALLY_HIDDEN,
});

/** One side of a word-by-word comparison: the words kept and those removed (before) or added (after). */
function Words({ words, side }: { words: readonly WordChange[]; side: 'before' | 'after' }) {
  const styles = useStyles();
  const shown = side === 'before' ? 'removed' : 'added';
  return (
    <>
      {words
        .filter((w) => w.op === 'same' || w.op === shown)
        .map((w, i) => {
          const gap = i > 0 ? ' ' : '';
          if (w.op === 'same') return <Fragment key={i}>{`${gap}${w.text}`}</Fragment>;
          const Tag = w.op === 'removed' ? 'del' : 'ins';
          return (
            <Fragment key={i}>
              {gap}
              <Tag className={w.op === 'removed' ? styles.removed : styles.added}>
                <span className={styles.hidden}>{`${w.op}: `}</span>
                {w.text}
              </Tag>
            </Fragment>
          );
        })}
    </>
  );
}

function Value({ change, side }: { change: HistoryChange; side: 'before' | 'after' }) {
  const styles = useStyles();
  if (change.words?.length) {
    return (
      <span className={styles.value}>
        <Words words={change.words} side={side} />
      </span>
    );
  }
  const value = side === 'before' ? change.before : change.after;
  if (value === undefined || value === '') {
    return <span className={styles.none}>{side === 'before' ? 'not there' : 'removed'}</span>;
  }
  return <span className={styles.value}>{value}</span>;
}

export interface ChangeListProps {
  changes: readonly HistoryChange[];
  /** The column titles of the two sides ('Version 2', 'Now'). */
  beforeTitle: string;
  afterTitle: string;
  /** The heading level of each area (3 in a page section, 3 in a dialog). */
  headingLevel?: 'h3' | 'h4';
}

export function ChangeList({ changes, beforeTitle, afterTitle, headingLevel = 'h3' }: ChangeListProps) {
  const styles = useStyles();
  if (!changes.length) return <Text>{NO_CHANGES}</Text>;
  const groups = groupByArea(changes);
  return (
    <div className={styles.root}>
      {changes.some((c) => c.words?.length) ? <Text>{WORDS_LEGEND}</Text> : null}
      {groups.map((g) => (
        <section key={g.area} className={styles.area} aria-label={g.title}>
          <Text as={headingLevel} size={400} weight="semibold" className={styles.heading}>
            {g.title}
          </Text>
          <ColumnTable
            label={`${g.title} changes`}
            size="small"
            className={styles.table}
            rows={g.changes.map((c, i) => ({ ...c, key: `${c.path}#${i}` }))}
            rowKey={(c) => c.key}
            columns={[
              { title: 'What changed', headerClassName: styles.what, cell: (c) => c.label },
              { title: beforeTitle, cell: (c) => <Value change={c} side="before" /> },
              { title: afterTitle, cell: (c) => <Value change={c} side="after" /> },
            ]}
          />
        </section>
      ))}
    </div>
  );
}
