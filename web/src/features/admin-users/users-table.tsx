/**
 * The users table (spec: Users admin): Name, E-mail, Organization, Role, sortable by each column. Admins change a
 * role in a dropdown per row (RoleSelect); everyone else sees the role name only.
 */
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { ORGANIZATION_NAMES, type UserListItem } from '@portal/domain';
import { RoleSelect } from './role-select.tsx';

export type SortColumn = 'name' | 'email' | 'organization' | 'role';
export interface SortState {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

const COLUMNS: { column: SortColumn; title: string }[] = [
  { column: 'name', title: 'Name' },
  { column: 'email', title: 'E-mail' },
  { column: 'organization', title: 'Organization' },
  { column: 'role', title: 'Role' },
];

const sortValue = (u: UserListItem, column: SortColumn) =>
  column === 'organization' ? ORGANIZATION_NAMES[u.organization] : u[column];

/** Sorted by the column (en-GB, case-insensitive), then by name and e-mail so ties keep a stable order. */
export function sortUsers(users: readonly UserListItem[], sort: SortState): UserListItem[] {
  const compare = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...users].sort(
    (a, b) =>
      sign * compare(sortValue(a, sort.column), sortValue(b, sort.column)) ||
      compare(a.name, b.name) ||
      compare(a.email, b.email),
  );
}

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  email: { overflowWrap: 'anywhere' },
  roleCell: { minWidth: '240px' },
});

export interface UsersTableProps {
  users: readonly UserListItem[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  /** Admins change roles; the signed-in admin's own row stays as it is (ADR 0016). */
  editable: boolean;
  currentUserId: string;
}

export function UsersTable({ users, sort, onSort, editable, currentUserId }: UsersTableProps) {
  const styles = useStyles();
  const toggle = (column: SortColumn) =>
    onSort({
      column,
      direction: sort.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
    });
  return (
    <Table sortable aria-label="Users" className={styles.table}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(({ column, title }) => (
            <TableHeaderCell
              key={column}
              sortDirection={sort.column === column ? sort.direction : undefined}
              onClick={() => toggle(column)}
              className={column === 'role' ? styles.roleCell : undefined}
            >
              {title}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.id}>
            <TableCell>{u.name}</TableCell>
            <TableCell className={styles.email}>{u.email}</TableCell>
            <TableCell>{ORGANIZATION_NAMES[u.organization]}</TableCell>
            <TableCell className={styles.roleCell}>
              {editable ? <RoleSelect user={u} self={u.id === currentUserId} /> : u.role}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
