/** Total Team and the team tables: Onshore and Offshore roles and days, and the onshore/offshore ratio. */
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
import type { TeamTable } from '@portal/domain';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  table: { width: '340px' },
  number: { textAlign: 'right' },
});

const days = (n: number) => n.toLocaleString('en-GB', { maximumFractionDigits: 1 });

export function TeamTables({ tables }: { tables: readonly TeamTable[] }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {tables.map((t) => (
        <Table key={t.title} size="small" className={styles.table} aria-label={t.title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t.title}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>Roles</TableHeaderCell>
              <TableHeaderCell className={styles.number}>Days</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell>Onshore</TableCell>
              <TableCell className={styles.number}>{t.onshore.roles}</TableCell>
              <TableCell className={styles.number}>{days(t.onshore.days)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>Offshore</TableCell>
              <TableCell className={styles.number}>{t.offshore.roles}</TableCell>
              <TableCell className={styles.number}>{days(t.offshore.days)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>Onshore / Offshore</TableCell>
              <TableCell />
              <TableCell className={styles.number}>{t.ratio}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      ))}
    </div>
  );
}
