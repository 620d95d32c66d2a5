/**
 * The summary table of a solution (spec: Derived views, Summary table): client, opportunity, region (full
 * users) or country, stage, the effort and ROM totals (hours and weeks, lead-provider users only) and the
 * approvals.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  formatHours,
  formatWeeks,
  isLeadProvider,
  romSummary,
  solutionNameOrDefault,
  solutionTotals,
  solutionStage,
} from '@portal/domain';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useReferenceList } from '../../../lib/data/reference-lists.ts';
import { useSolutionPage } from '../state/page-context.tsx';
import { useBuilder } from '../state/builder-context.tsx';

const useStyles = makeStyles({
  table: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  note: { color: tokens.colorNeutralForeground3, maxWidth: '60ch' },
});

/**
 * How the two estimates relate: the ROM is the rough order of magnitude from each selected capability's size
 * (S 160, M 250, C 400, VC 600 hours, times the complexity); the detailed effort adds up the actions in scope
 * (own effort plus metrics, parallel and tranches).
 */
export function effortNote(romHours: number, detailedHours: number): string {
  const base =
    'The ROM comes from the size of each selected capability (times the complexity); the detailed effort adds up the actions in scope with their metrics.';
  if (!romHours || !detailedHours) return base;
  const pct = Math.round((detailedHours / romHours) * 100);
  return `${base} The detailed effort is ${pct}% of the ROM.`;
}

export function SolutionSummary() {
  const styles = useStyles();
  const { kind, role } = useSolutionPage();
  const draft = useBuilder((s) => s.draft);
  // The stage of the stored solution, as the list and the progress bar read it (ADR 0051).
  const stored = useBuilder((s) => s.base ?? s.draft);
  const tree = useBuilder((s) => s.tree);
  const regions = useReferenceList('regions', kind === 'full');
  const totals = useMemo(() => solutionTotals(tree), [tree]);
  const rom = useMemo(() => romSummary(tree, draft.fields.complexity), [tree, draft.fields.complexity]);
  const regionId = draft.fields.regionId;
  const region = regions.data?.find((r) => r.id === regionId)?.name ?? regionId;
  const approvals = draft.fields.approvals ?? [];

  const rows: [string, ReactNode][] = [
    ['Client', draft.salesClient?.name || '—'],
    ['Opportunity', solutionNameOrDefault(draft.fields.name)],
    kind === 'full' ? ['Region', region || '—'] : ['Country', draft.salesCountry?.name || '—'],
    ['Stage', solutionStage(stored)],
  ];
  if (isLeadProvider(role)) {
    // Two different estimates: say which is which and how they relate (issue 6).
    rows.push(
      ['ROM estimate (from capability sizes)', `${formatHours(rom.totalHours)} (${formatWeeks(rom.weeks)})`],
      [
        'Detailed effort (from in-scope actions)',
        <>
          {`${formatHours(totals.hours)} (${formatWeeks(totals.weeks)})`}
          <Text block size={200} className={styles.note}>
            {effortNote(rom.totalHours, totals.hours)}
          </Text>
        </>,
      ],
    );
  }
  rows.push(['Approvals', approvals.length ? approvals.map((a) => a.name).join(', ') : <Text>None</Text>]);

  return (
    <dl className={styles.table} aria-label="Solution summary">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
