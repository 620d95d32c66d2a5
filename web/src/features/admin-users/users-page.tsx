/**
 * /sales/admin/users (spec: Users admin; ADR 0016). Admins see every user with a role dropdown per row, invite users
 * (Invite User), see the pending invitations and the recent changes. The provider's other staff may open the page
 * from its address and see the role names only; partners and clients are told the page is not theirs.
 */
import { Button, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { isLeadProvider, matchesUserSearch, ORGANIZATION_NAMES } from '@portal/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { AuditTrail } from '../../lib/admin/audit-trail.tsx';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { useUsers } from '../../lib/data/users.ts';
import { sortUsers, UsersTable, type SortState } from './users-table.tsx';

/** Rows drawn at first and added by each 'Show more' (every row of an admin holds a dropdown). */
export const USERS_PAGE_SIZE = 100;
export const NOT_FOR_PARTNERS = "Only the provider's staff can see the portal's users.";

const useStyles = makeStyles({
  root: { maxWidth: '1200px' },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  search: { width: '320px', maxWidth: '100%' },
  count: { color: tokens.colorNeutralForeground2, marginRight: 'auto' },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'flex-start' },
});

export default function UsersPage({ title }: { title: string }) {
  const styles = useStyles();
  const { user, role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const staff = isLeadProvider(role);
  const { data, error, isLoading, mutate } = useUsers(staff);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [sort, setSort] = useState<SortState>({ column: 'name', direction: 'ascending' });
  const [shown, setShown] = useState(USERS_PAGE_SIZE);

  const rows = useMemo(() => {
    const matching = (data ?? []).filter((u) =>
      matchesUserSearch({ ...u, organization: ORGANIZATION_NAMES[u.organization] }, deferredSearch),
    );
    return sortUsers(matching, sort);
  }, [data, deferredSearch, sort]);

  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={staff}
      notAllowed={NOT_FOR_PARTNERS}
      lead={
        <>
          <Text>
            {admin
              ? 'Everyone who has signed in to the portal. Change a role in the Role column; it takes effect at their next request. Invite someone to give them a role before they first sign in.'
              : 'Everyone who has signed in to the portal, with their role. Only admins can change roles.'}
          </Text>
          <div className={styles.toolbar}>
            <SearchBox
              className={styles.search}
              aria-label="Search users"
              placeholder="Name, e-mail, organization or role"
              value={search}
              onChange={(_e, d) => {
                setSearch(d.value);
                setShown(USERS_PAGE_SIZE);
              }}
            />
            <Text className={styles.count} role="status">
              {data ? `${rows.length} of ${data.length} users` : ''}
            </Text>
            {admin ? <InviteDialog /> : null}
          </div>
        </>
      }
      loading={isLoading}
      loadingLabel="Loading users…"
      error={error}
      errorText="The users could not be loaded."
      onRetry={() => void mutate()}
    >
      {data && data.length === 0 ? <Text className={styles.empty}>No users found!</Text> : null}
      {data && data.length > 0 && rows.length === 0 ? (
        <Text className={styles.empty}>No users match the search.</Text>
      ) : null}
      {rows.length > 0 ? (
        <UsersTable
          users={rows.slice(0, shown)}
          sort={sort}
          onSort={setSort}
          editable={admin}
          currentUserId={user.id}
        />
      ) : null}
      {rows.length > shown ? (
        <Button className={styles.more} onClick={() => setShown((n) => n + USERS_PAGE_SIZE)}>
          Show more ({rows.length - shown} more)
        </Button>
      ) : null}
      {admin ? (
        <>
          <PendingInvitations />
          <AuditTrail area="users" title="Recent role changes" />
          <AuditTrail area="invitations" title="Recent invitations" />
        </>
      ) : null}
    </AdminPage>
  );
}
