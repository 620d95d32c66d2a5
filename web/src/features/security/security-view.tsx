/**
 * Baseline security controls (spec: Derived views): how many controls apply per domain (Solution,
 * Engagement, Environment) against the totals, from the controls linked (staticId) to in-scope actions, and
 * the grid of the applicable control references in rows of 10.
 */
import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { applicableControls, CONTROL_GRID_ROW } from '@portal/domain';
import { useMemo } from 'react';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { useDrawnSignal } from '../../lib/solution-views/drawn-signal.ts';
import { useSecurityControls } from '../../lib/data/security-controls.ts';
import { useSolutionView } from '../../lib/solution-views/solution-view-context.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  counts: { maxWidth: '420px' },
  number: { textAlign: 'right' },
  grid: { tableLayout: 'fixed', maxWidth: '900px' },
  heading: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

export default function SecurityView() {
  const styles = useStyles();
  const view = useSolutionView();
  const controls = useSecurityControls();
  const result = useMemo(
    () => applicableControls(view.items, controls.data ?? []),
    [view.items, controls.data],
  );
  useDrawnSignal(view.screenshot, Boolean(controls.data));
  if (controls.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          The baseline security controls could not be loaded. Reload the page to try again.
        </MessageBarBody>
      </MessageBar>
    );
  if (!controls.data) return <PageSpinner label="Loading controls…" />;
  return (
    <div className={styles.root}>
      <Table size="small" className={styles.counts} aria-label="Applicable controls per domain">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Domain</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Applicable</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Total</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {result.domains.map((d) => (
            <TableRow key={d.domain}>
              <TableCell>{d.domain}</TableCell>
              <TableCell className={styles.number}>{d.applicable}</TableCell>
              <TableCell className={styles.number}>{d.total}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Text as="h3" className={styles.heading}>
        Applicable controls
      </Text>
      {result.rows.length === 0 ? (
        <Text>None</Text>
      ) : (
        <Table size="extra-small" className={styles.grid} aria-label="Applicable control references">
          <TableBody>
            {result.rows.map((row, i) => (
              <TableRow key={i}>
                {Array.from({ length: CONTROL_GRID_ROW }, (_, j) => (
                  <TableCell key={j}>{row[j] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
