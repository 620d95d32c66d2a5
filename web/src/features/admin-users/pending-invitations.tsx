/** The invitations not yet taken up (admins): address, role given on first sign-in, who invited and when. */
import { makeStyles, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { formatTimestamp, ROLE_NAMES } from '@portal/domain';
import { ColumnTable } from '../../lib/column-table.tsx';
import { usePendingInvitations } from '../../lib/data/invitations.ts';

const useStyles = makeStyles({ email: { overflowWrap: 'anywhere' } });

export function PendingInvitations() {
  const styles = useStyles();
  const { data, error, isLoading } = usePendingInvitations(true);
  return (
    <section aria-labelledby="pending-invitations">
      <Text as="h2" id="pending-invitations" size={500} weight="semibold" block>
        Pending invitations
      </Text>
      {isLoading ? <Spinner size="tiny" label="Loading the invitations..." /> : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>The invitations could not be loaded.</MessageBarBody>
        </MessageBar>
      ) : null}
      {data && data.length === 0 ? <Text>No invitations are waiting for a first sign-in.</Text> : null}
      {data && data.length > 0 ? (
        <ColumnTable
          label="Pending invitations"
          size="small"
          rows={data}
          rowKey={(i) => i.id}
          columns={[
            { title: 'E-mail', cell: (i) => i.email, className: styles.email },
            { title: 'Role on first sign-in', cell: (i) => ROLE_NAMES[i.roleId] },
            { title: 'Invited by', cell: (i) => i.invitedBy.name },
            { title: 'Last sent', cell: (i) => formatTimestamp(i.invitedAt) },
          ]}
        />
      ) : null}
    </section>
  );
}
