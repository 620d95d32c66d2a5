/**
 * A labelled Fluent table built from column definitions: one header cell per column, one row per item. Tests
 * and screen readers find it by its label (role table) and its header texts (role columnheader).
 */
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  type TableProps,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface TableColumn<T> {
  /** The header text; unique within a table. */
  title: string;
  cell: (row: T) => ReactNode;
  /** The class of the column's header cell. */
  headerClassName?: string;
  /** The class of the column's body cells. */
  className?: string;
}

export interface ColumnTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly TableColumn<T>[];
  size?: TableProps['size'];
  className?: string;
}

export function ColumnTable<T>({ label, rows, rowKey, columns, size, className }: ColumnTableProps<T>) {
  return (
    <Table className={className} aria-label={label} size={size}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHeaderCell key={c.title} className={c.headerClassName}>
              {c.title}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((c) => (
              <TableCell key={c.title} className={c.className}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
