import {
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  formatRelative,
  formatTimestamp,
  hasFullSolutionAccess,
  opportunityLabel,
  type RoleId,
  type SolutionListItem,
} from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  opportunity: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  links: { display: 'flex', gap: tokens.spacingHorizontalM },
  time: { cursor: 'default' },
});

export interface Column {
  key: 'opportunity' | 'client' | 'region' | 'country' | 'owner' | 'stage' | 'links' | 'updated';
  label: string;
}

/** Columns per role: Region and Links for full-access roles, Country for the others. */
export function solutionColumns(role: RoleId): Column[] {
  const full = hasFullSolutionAccess(role);
  const columns: Column[] = [
    { key: 'opportunity', label: 'Opportunity' },
    { key: 'client', label: 'Client Name' },
    full ? { key: 'region', label: 'Region' } : { key: 'country', label: 'Country' },
    { key: 'owner', label: 'Owner' },
    { key: 'stage', label: 'Stage' },
  ];
  if (full) columns.push({ key: 'links', label: 'Links' });
  columns.push({ key: 'updated', label: 'Updated' });
  return columns;
}

function Cell({ column, item, now }: { column: Column; item: SolutionListItem; now: Date }) {
  const styles = useStyles();
  switch (column.key) {
    case 'opportunity':
      return (
        <RouterLink to={`/sales/solution/${item.id}`} className={styles.opportunity}>
          {opportunityLabel(item.name, item.organization)}
        </RouterLink>
      );
    case 'client':
      return <>{item.clientName}</>;
    case 'region':
      return <>{item.regionId ?? ''}</>;
    case 'country':
      return <>{item.countryName ?? ''}</>;
    case 'owner':
      return <>{item.owner.name}</>;
    case 'stage':
      return <>{item.stage}</>;
    case 'links':
      return (
        <span className={styles.links}>
          {item.aepUrl ? (
            <Link href={item.aepUrl} target="_blank" rel="noopener noreferrer">
              AEP
            </Link>
          ) : null}
          {item.c365Url ? (
            <Link href={item.c365Url} target="_blank" rel="noopener noreferrer">
              C365
            </Link>
          ) : null}
        </span>
      );
    case 'updated':
      return (
        <Tooltip content={formatTimestamp(item.modifiedAt)} relationship="description">
          <time dateTime={item.modifiedAt} className={styles.time} tabIndex={0}>
            {formatRelative(item.modifiedAt, now)}
          </time>
        </Tooltip>
      );
  }
}

/** The solutions table (spec: Solutions list). `now` drives the relative Updated times. */
export function SolutionsTable({
  items,
  role,
  now,
}: {
  items: readonly SolutionListItem[];
  role: RoleId;
  now: Date;
}) {
  const styles = useStyles();
  const columns = solutionColumns(role);
  return (
    <Table className={styles.table} aria-label="Solutions">
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHeaderCell key={c.key}>{c.label}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            {columns.map((c) => (
              <TableCell key={c.key}>
                <Cell column={c} item={item} now={now} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
