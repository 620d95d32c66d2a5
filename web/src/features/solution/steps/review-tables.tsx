/** The review mode's tables: Metrics, Tools/Resources, Risks, Assumptions, Dependencies ('None' when empty). */
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
import type { ReactNode } from 'react';
import type { Owned } from './review-items.ts';

const useStyles = makeStyles({
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  none: { color: tokens.colorNeutralForeground3 },
});

export interface Column<T> {
  title: string;
  cell: (item: T) => ReactNode;
}

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
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHeaderCell key={c.title}>{c.title}</TableHeaderCell>
          ))}
          <TableHeaderCell>Action</TableHeaderCell>
          <TableHeaderCell>Path</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {columns.map((c) => (
              <TableCell key={c.title}>{c.cell(row.item)}</TableCell>
            ))}
            <TableCell>{row.action}</TableCell>
            <TableCell className={styles.path}>{row.path}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
