/** The Risk Block / Risk Score / Not Answered table with the overall score, and the 7-axis radar chart. */
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { RiskBlockScore } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../lib/page-spinner.tsx';

const Chart = lazy(() => import('../../lib/charts/chart.tsx'));

const useStyles = makeStyles({
  // Table and radar side by side when the card is wide enough for both, one under the other otherwise: the
  // radar is always as wide as its column (never over the card's edge or the buttons below).
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  table: { minWidth: 0 },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  chart: { minWidth: 0, overflow: 'hidden' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

const score = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A score with its scale: '11.40 / 30' (issue 18: a bare score says nothing about how high it is). */
export const scoreOf = (value: number, max: number) =>
  `${score(value)} / ${max.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;

/** Breaks a radar axis label into lines of about `width` characters (plotly's <br>), so no label is cut. */
export function wrapLabel(name: string, width = 16): string {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && (lines[last] as string).length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join('<br>');
}

export function RiskSummary(props: {
  blocks: readonly RiskBlockScore[];
  overall: number;
  overallMax: number;
  screenshot: boolean;
  fileName: string;
  onDrawn?: () => void;
}) {
  const { blocks, overall, overallMax, screenshot, fileName, onDrawn } = props;
  const styles = useStyles();
  const names = blocks.map((b) => wrapLabel(b.name));
  const scaleMax = Math.max(1, ...blocks.map((b) => b.max));
  return (
    <div className={styles.root}>
      <Table size="small" className={styles.table} aria-label="Risk scores">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Risk Block</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Risk Score</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Not Answered</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {blocks.map((b) => (
            <TableRow key={b.id}>
              <TableCell>{b.name}</TableCell>
              <TableCell className={styles.number}>{scoreOf(b.score, b.max)}</TableCell>
              <TableCell className={styles.number}>{b.notAnswered}</TableCell>
            </TableRow>
          ))}
          <TableRow className={styles.total}>
            <TableCell>Overall</TableCell>
            <TableCell className={styles.number}>{scoreOf(overall, overallMax)}</TableCell>
            <TableCell className={styles.number}>{blocks.reduce((s, b) => s + b.notAnswered, 0)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <div className={styles.chart}>
        <Suspense fallback={<PageSpinner label="Loading chart…" />}>
          <Chart
            title={`Risk radar (overall ${scoreOf(overall, overallMax)})`}
            data={[
              {
                type: 'scatterpolar',
                r: [...blocks.map((b) => b.score), blocks[0]?.score ?? 0],
                theta: [...names, names[0] ?? ''],
                fill: 'toself',
                name: 'Risk Score',
                line: { color: '#C2410C' },
                customdata: [...blocks, blocks[0]].map((b) =>
                  b ? `${b.name}: ${scoreOf(b.score, b.max)}` : '',
                ),
                hovertemplate: '%{customdata}<extra></extra>',
              },
            ]}
            layout={{
              // The radial axis runs over the whole scale, so the shape shows how high the scores are.
              polar: {
                radialaxis: { visible: true, range: [0, scaleMax] },
                angularaxis: { tickfont: { size: 11 } },
              },
              showlegend: false,
              margin: { l: 90, r: 90, t: 60, b: 50 },
            }}
            height={380}
            {...(screenshot ? { width: 640 } : {})}
            fileName={fileName}
            screenshot={screenshot}
            {...(onDrawn ? { onDrawn } : {})}
          />
        </Suspense>
      </div>
    </div>
  );
}
