/**
 * Core Metrics (step 2.5 and the Core Metrics sub-tab): the core metrics of the selected capabilities with a
 * quantity each. Quantities are whole numbers 0-9999 (empty or not numeric 0, negative 0, above 9999 gives
 * 9999), copied to the linked action metrics and saved 2 s after the last change. Empty: 'None'.
 */
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { coreMetrics, setCapabilityMetricValue } from '@portal/domain';
import { useMemo } from 'react';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { NumberInput } from './number-input.tsx';

/** Metric quantity saves wait this long after the last change (spec: States and transitions). */
export const METRIC_QUANTITY_SAVE_DELAY_MS = 2000;

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1, maxWidth: '900px' },
  quantity: { width: '120px' },
  muted: { color: tokens.colorNeutralForeground3 },
  number: { fontVariantNumeric: 'tabular-nums' },
});

export function CoreMetrics({ editable }: { editable: boolean }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const tree = useBuilder((s) => s.tree);
  const rows = useMemo(() => coreMetrics(tree), [tree]);

  if (rows.length === 0) return <Text className={styles.muted}>None</Text>;
  const setQuantity = (capabilityId: string, metricId: string, text: string) =>
    store.editTree(
      (items) => setCapabilityMetricValue(items, capabilityId, metricId, text),
      METRIC_QUANTITY_SAVE_DELAY_MS,
    );

  return (
    <Table className={styles.table} aria-label="Core Metrics" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Capability</TableHeaderCell>
          <TableHeaderCell>Metric</TableHeaderCell>
          <TableHeaderCell className={styles.quantity}>Quantity</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ capabilityId, capabilityName, metric }) => (
          <TableRow key={`${capabilityId}/${metric.id}`}>
            <TableCell>{capabilityName}</TableCell>
            <TableCell>{metric.name}</TableCell>
            <TableCell>
              {editable ? (
                <NumberInput
                  label={`${metric.name} of ${capabilityName}`}
                  value={metric.value}
                  onText={(text) => setQuantity(capabilityId, metric.id, text)}
                />
              ) : (
                <span className={styles.number}>{metric.value}</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
