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
  root: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap', alignItems: 'flex-start' },
  table: { maxWidth: '480px' },
  number: { textAlign: 'right' },
  chart: { flexGrow: 1, minWidth: '360px', maxWidth: '560px' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

const score = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function RiskSummary(props: {
  blocks: readonly RiskBlockScore[];
  overall: number;
  screenshot: boolean;
  fileName: string;
  onDrawn?: () => void;
}) {
  const { blocks, overall, screenshot, fileName, onDrawn } = props;
  const styles = useStyles();
  const names = blocks.map((b) => b.name);
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
              <TableCell className={styles.number}>{score(b.score)}</TableCell>
              <TableCell className={styles.number}>{b.notAnswered}</TableCell>
            </TableRow>
          ))}
          <TableRow className={styles.total}>
            <TableCell>Overall</TableCell>
            <TableCell className={styles.number}>{score(overall)}</TableCell>
            <TableCell className={styles.number}>{blocks.reduce((s, b) => s + b.notAnswered, 0)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <div className={styles.chart}>
        <Suspense fallback={<PageSpinner label="Loading chart…" />}>
          <Chart
            title={`Risk radar (overall ${score(overall)})`}
            data={[
              {
                type: 'scatterpolar',
                r: [...blocks.map((b) => b.score), blocks[0]?.score ?? 0],
                theta: [...names, names[0] ?? ''],
                fill: 'toself',
                name: 'Risk Score',
                line: { color: '#C2410C' },
                hovertemplate: '%{theta}: %{r:.2f}<extra></extra>',
              },
            ]}
            layout={{
              polar: { radialaxis: { visible: true, rangemode: 'tozero' } },
              showlegend: false,
              margin: { l: 110, r: 110, t: 50, b: 40 },
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
