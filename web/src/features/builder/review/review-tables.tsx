/** The review mode's tables: Metrics, Tools/Resources, Risks, Assumptions, Dependencies ('None' when empty). */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ColumnTable, type TableColumn } from '../../../lib/column-table.tsx';
import type { Owned } from '@portal/domain';

const useStyles = makeStyles({
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  none: { color: tokens.colorNeutralForeground3 },
});

export type Column<T> = Pick<TableColumn<T>, 'title' | 'cell'>;

/** A table of items with their owning action and capability path. */
export function OwnedTable<T>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly Owned<T>[];
  columns: readonly Column<T>[];
}) {
  const styles = useStyles();
  if (rows.length === 0) return <Text className={styles.none}>None</Text>;
  return (
    <ColumnTable
      size="small"
      label={label}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        ...columns.map((c): TableColumn<Owned<T>> => ({ title: c.title, cell: (row) => c.cell(row.item) })),
        { title: 'Action', cell: (row) => row.action },
        { title: 'Path', cell: (row) => row.path, className: styles.path },
      ]}
    />
  );
}
