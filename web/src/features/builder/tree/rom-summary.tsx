/**
 * The ROM summary beside the scope tree (spec: ROM effort per size; weeks = hours / 40): one row per sized
 * selected capability, the total hours and weeks, and the hours by team. Hours are shown to lead-provider
 * users only. Rows are memoised on their figures (a tick re-renders only the rows whose figures moved) and
 * the list is windowed, so a solution with a thousand sized capabilities stays cheap to update.
 */
import { makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { romSummary } from '@portal/domain';
import { memo, useMemo, useRef, type CSSProperties } from 'react';
import { useBuilder } from '../state/builder-context.tsx';
import { RomDocumentOptions } from './rom-options.tsx';
import { formatNumber, teamLabel } from './tree-format.ts';
import { useVirtualWindow } from './use-virtual-window.ts';

const SUMMARY_ROW_HEIGHT = 24;

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
  },
  title: { margin: 0 },
  table: { fontSize: tokens.fontSizeBase200 },
  scroll: { maxHeight: '420px', overflowY: 'auto' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'var(--rom-columns)',
    columnGap: '6px',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: `${SUMMARY_ROW_HEIGHT}px`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  head: {
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  totals: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    rowGap: '2px',
    columnGap: tokens.spacingHorizontalM,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface SummaryRowProps {
  name: string;
  path: string;
  label: string;
  hours: number;
  teamId: string;
  showHours: boolean;
}

const SummaryRow = memo(function SummaryRow({
  name,
  path,
  label,
  hours,
  teamId,
  showHours,
}: SummaryRowProps) {
  const styles = useStyles();
  return (
    <div role="row" className={styles.row}>
      <span role="cell" className={styles.name} title={path}>
        {name}
      </span>
      <span role="cell">{label}</span>
      {showHours ? (
        <span role="cell" className={styles.number}>
          {formatNumber(hours)}
        </span>
      ) : null}
      <span role="cell">{teamLabel(teamId)}</span>
    </div>
  );
});

export function RomSummaryPanel({ leadProvider }: { leadProvider: boolean }) {
  const styles = useStyles();
  const tree = useBuilder((s) => s.tree);
  const complexity = useBuilder((s) => s.draft.fields.complexity);
  const summary = useMemo(() => romSummary(tree, complexity), [tree, complexity]);
  const teams = Object.entries(summary.byTeam).sort(([a], [b]) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const win = useVirtualWindow(listRef, summary.rows.length, SUMMARY_ROW_HEIGHT);
  const columns = { '--rom-columns': leadProvider ? '1fr 28px 52px 72px' : '1fr 28px 72px' } as CSSProperties;

  return (
    <section className={styles.panel} aria-labelledby="rom-summary-title">
      <Text as="h3" id="rom-summary-title" weight="semibold" size={400} className={styles.title}>
        ROM
      </Text>
      {summary.rows.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <div role="table" aria-label="ROM per capability" className={styles.table} style={columns}>
          <div role="row" className={mergeClasses(styles.row, styles.head)}>
            <span role="columnheader">Capability</span>
            <span role="columnheader">Size</span>
            {leadProvider ? (
              <span role="columnheader" className={styles.number}>
                Hours
              </span>
            ) : null}
            <span role="columnheader">Team</span>
          </div>
          <div role="rowgroup" className={styles.scroll} ref={listRef}>
            <div role="presentation" style={{ height: win.padTop }} />
            {summary.rows.slice(win.start, win.end).map((row) => (
              <SummaryRow
                key={row.id}
                name={row.name}
                path={row.path}
                label={row.label}
                hours={row.hours}
                teamId={row.teamId}
                showHours={leadProvider}
              />
            ))}
            <div role="presentation" style={{ height: win.padBottom }} />
          </div>
        </div>
      )}
      {leadProvider ? (
        <div className={styles.totals}>
          {/* The ROM's own figure, named apart from the estimate's range beside it (issue 30). */}
          <Text weight="semibold">ROM hours (by size)</Text>
          <Text weight="semibold" className={styles.number} data-rom-total="">
            {formatNumber(summary.totalHours)}
          </Text>
          <Text>Weeks</Text>
          <Text className={styles.number} data-rom-weeks="">
            {formatNumber(summary.weeks)}
          </Text>
          {teams.map(([teamId, hours]) => (
            <TeamTotal key={teamId || 'none'} teamId={teamId} hours={hours} />
          ))}
        </div>
      ) : null}
      <RomDocumentOptions />
    </section>
  );
}

function TeamTotal({ teamId, hours }: { teamId: string; hours: number }) {
  const styles = useStyles();
  return (
    <>
      <Text className={styles.muted}>{teamLabel(teamId)}</Text>
      <Text className={mergeClasses(styles.muted, styles.number)}>{formatNumber(hours)} h</Text>
    </>
  );
}
