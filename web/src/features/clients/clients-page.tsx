/**
 * /sales/clients and /sales/admin/clients (spec: Clients; the same page): the table Name, Industry, Strategy,
 * Number of users, Number of devices, Number of applications (UK number format), a New Client button and the edit
 * dialog. Who may do what follows the API (ADR 0017): everyone who may create solutions adds clients, client users
 * excepted; only admins change one, and see the audit trail. Partners and client users read names only (ADR 0053):
 * the table is the Name column.
 */
import { Button, Link, makeStyles, Text, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  formatCount,
  mayCreateClient,
  seesClientDetails,
  type StoredSalesClient,
  type StoredSalesClientView,
} from '@portal/domain';
import { useState } from 'react';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { ColumnTable, type TableColumn } from '../../lib/column-table.tsx';
import { AdminPage, AdminPageTitle } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useNotify } from '../../lib/toasts/toasts.tsx';
import { ClientDialog } from '../../lib/clients/client-dialog.tsx';
import { hasDetails, useClients, useKeepClient } from '../../lib/data/clients.ts';

const useStyles = makeStyles({
  root: { maxWidth: '1280px' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  name: { fontWeight: tokens.fontWeightSemibold, textAlign: 'left' },
  nameCol: { width: '20%' },
  industryCol: { width: '14%' },
  strategyCol: { width: '36%' },
  numberCol: { width: '10%', textAlign: 'right' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  strategy: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    color: tokens.colorNeutralForeground2,
  },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

type Editing = { client: StoredSalesClient | null } | null;

export default function ClientsPage({ title }: { title: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const mayCreate = mayCreateClient(role);
  const details = seesClientDetails(role);
  const { data, error, isLoading, mutate } = useClients();
  const keepClient = useKeepClient();
  const [editing, setEditing] = useState<Editing>(null);
  // Closing the dialog puts focus back on the button or client that opened it.
  const restoreFocus = useRestoreFocusTarget();

  const number = (n: number | undefined) => (
    <span className={styles.number}>{n === undefined ? '—' : formatCount(n)}</span>
  );
  const numberColumn = (
    title: string,
    get: (c: StoredSalesClientView) => number | undefined,
  ): TableColumn<StoredSalesClientView> => ({
    title,
    cell: (c) => number(get(c)),
    headerClassName: styles.numberCol,
    className: styles.number,
  });
  const nameColumn: TableColumn<StoredSalesClientView> = {
    title: 'Name',
    ...(details ? { headerClassName: styles.nameCol } : {}),
    cell: (c) =>
      admin && hasDetails(c) ? (
        <Link as="button" {...restoreFocus} className={styles.name} onClick={() => setEditing({ client: c })}>
          {c.name}
        </Link>
      ) : (
        <span className={styles.name}>{c.name}</span>
      ),
  };
  const detailColumns: TableColumn<StoredSalesClientView>[] = [
    { title: 'Industry', headerClassName: styles.industryCol, cell: (c) => c.fields?.industry || '—' },
    {
      title: 'Strategy',
      headerClassName: styles.strategyCol,
      cell: (c) => (
        <span className={styles.strategy} title={c.fields?.strategy}>
          {c.fields?.strategy || '—'}
        </span>
      ),
    },
    numberColumn('Number of users', (c) => c.fields?.users),
    numberColumn('Number of devices', (c) => c.fields?.devices),
    numberColumn('Number of applications', (c) => c.fields?.applications),
  ];
  const columns = details ? [nameColumn, ...detailColumns] : [nameColumn];

  return (
    <AdminPage
      title={title}
      className={styles.root}
      heading={
        <div className={styles.bar}>
          <AdminPageTitle title={title} />
          {mayCreate ? (
            <Button
              appearance="primary"
              icon={<AddRegular />}
              {...restoreFocus}
              onClick={() => setEditing({ client: null })}
            >
              New Client
            </Button>
          ) : null}
        </div>
      }
      lead={
        <Text>
          The organisations solutions and engagements are made for.{' '}
          {admin ? 'Open a client to change it.' : 'Only admins can change an existing client.'}
        </Text>
      }
      loading={isLoading}
      loadingLabel="Loading clients…"
      error={error}
      errorText="The clients could not be loaded."
      onRetry={() => void mutate()}
    >
      {data && data.length === 0 ? (
        <Text className={styles.empty} role="status">
          No clients found!
        </Text>
      ) : null}
      {data && data.length > 0 ? (
        <ColumnTable label="Clients" rows={data} rowKey={(c) => c.id} columns={columns} />
      ) : null}
      {admin ? <AuditTrail area="clients" title="Recent changes to clients" /> : null}
      {editing ? (
        <ClientDialog
          key={editing.client ? `${editing.client.id}:${editing.client.etag}` : 'new'}
          client={editing.client}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            void keepClient(saved, { inNameOrder: true });
            if (admin) void refreshAuditTrail('clients');
            setEditing(null);
            notify(created ? 'Client created!' : 'Saved!', 'success');
          }}
        />
      ) : null}
    </AdminPage>
  );
}
