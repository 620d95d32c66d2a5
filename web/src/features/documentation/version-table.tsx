/** The generated version table (spec: content after the Introduction heading is used with a generated version table). */
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
import { formatDocumentationDate, type DocumentationVersion } from '@portal/domain';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  version: { whiteSpace: 'nowrap', width: '90px' },
  date: { whiteSpace: 'nowrap', width: '150px' },
  author: { width: '200px' },
});

export function VersionTable({ versions }: { versions: DocumentationVersion[] }) {
  const styles = useStyles();
  return (
    <Table size="small" aria-label="Document versions" className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.version}>Version</TableHeaderCell>
          <TableHeaderCell className={styles.date}>Date</TableHeaderCell>
          <TableHeaderCell className={styles.author}>Author</TableHeaderCell>
          <TableHeaderCell>Change</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {versions.map((v) => (
          <TableRow key={`${v.version}-${v.date}`}>
            <TableCell className={styles.version}>{v.version}</TableCell>
            <TableCell className={styles.date}>{formatDocumentationDate(v.date)}</TableCell>
            <TableCell className={styles.author}>{v.author}</TableCell>
            <TableCell>{v.change}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
