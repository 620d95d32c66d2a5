/**
 * Core Metrics (step 2.5 and the Core Metrics sub-tab): the core metrics of the selected capabilities with a
 * quantity each. Quantities are whole numbers 0-9999 (empty or not numeric 0, negative 0, above 9999 gives
 * 9999), copied to the linked action metrics and saved 2 s after the last change. Empty: 'None'.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { coreMetrics, METRIC_QUANTITY_RULE, setCapabilityMetricValue } from '@portal/domain';
import { useMemo } from 'react';
import { ColumnTable } from '../../../lib/column-table.tsx';
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
  const setQuantity = (capabilityId: string, metricId: string, quantity: number) =>
    store.editTree(
      (items) => setCapabilityMetricValue(items, capabilityId, metricId, quantity),
      METRIC_QUANTITY_SAVE_DELAY_MS,
    );

  return (
    <ColumnTable
      className={styles.table}
      label="Core Metrics"
      size="small"
      rows={rows}
      rowKey={({ capabilityId, metric }) => `${capabilityId}/${metric.id}`}
      columns={[
        { title: 'Capability', cell: (row) => row.capabilityName },
        { title: 'Metric', cell: (row) => row.metric.name },
        {
          title: 'Quantity',
          headerClassName: styles.quantity,
          cell: ({ capabilityId, capabilityName, metric }) =>
            editable ? (
              <NumberInput
                label={`${metric.name} of ${capabilityName}`}
                value={metric.value}
                rule={METRIC_QUANTITY_RULE}
                onValue={(quantity) => setQuantity(capabilityId, metric.id, quantity)}
              />
            ) : (
              <span className={styles.number}>{metric.value}</span>
            ),
        },
      ]}
    />
  );
}
