/** The estimate's hours by staffing level and location (delivery and governance), most senior first. */
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { EstimateLevelLine } from '@portal/domain';
import { formatHours, formatPounds, formatRate, locationLabel } from './estimate-format.ts';

const useStyles = makeStyles({
  table: { fontSize: tokens.fontSizeBase200, tableLayout: 'auto' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  head: { whiteSpace: 'nowrap' },
});

export function ByLevelTable({ lines }: { lines: readonly EstimateLevelLine[] }) {
  const styles = useStyles();
  return (
    <Table size="extra-small" aria-label="Hours by level and location" className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.head}>Level</TableHeaderCell>
          <TableHeaderCell className={styles.head}>Location</TableHeaderCell>
          <TableHeaderCell className={styles.head}>Hours</TableHeaderCell>
          <TableHeaderCell className={styles.head}>Price</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={`${line.levelId}|${line.location}`}>
            <TableCell>{line.level}</TableCell>
            <TableCell>{locationLabel(line.location)}</TableCell>
            <TableCell className={styles.number}>{formatHours(line.hours)}</TableCell>
            <TableCell
              className={styles.number}
              title={`Cost ${formatRate(line.costPerHour)}, price ${formatRate(line.pricePerHour)}`}
            >
              {formatPounds(line.price)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
