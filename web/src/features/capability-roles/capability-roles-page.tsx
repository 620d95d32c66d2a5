/**
 * /sales/admin/capabilities/roles (spec: Capability Roles admin): the static roles actions staff their work with.
 * Table Role, Team, Location, AEP Role, AEP Level, Governance with an edit button; Add Role and Save Changes. The
 * 'Role' dialog changes the list on the page only; Save Changes stores the whole list (If-Match) with a spinner,
 * then 'Saved!' for about 1.5 s. Leaving with unsaved changes asks first. Admins only.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { DEFAULT_ROLE_LOCATION, type CapabilityRole } from '@portal/domain';
import { useMemo, useRef, useState } from 'react';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { useSavedFlag } from '../../lib/admin/saved-flag.ts';
import { UnsavedChangesGuard } from '../../lib/admin/unsaved-changes.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { ColumnTable, type TableColumn } from '../../lib/column-table.tsx';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { RoleDialog, teamName, type EditedRole } from './role-dialog.tsx';
import {
  refreshCapabilityRoles,
  saveCapabilityRoles,
  useCapabilityRoles,
} from '../../lib/data/capability-roles.ts';
import { useReferenceList } from '../../lib/data/reference-lists.ts';

export const ADMINS_ONLY = 'Only admins can manage capability roles.';

const useStyles = makeStyles({
  root: { maxWidth: '1280px' },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  saved: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  unsaved: { color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  table: { tableLayout: 'auto' },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

interface Row {
  key: string;
  role: EditedRole;
}

const rowsOf = (roles: readonly CapabilityRole[]): Row[] => roles.map((role) => ({ key: role.id, role }));
const same = (rows: readonly Row[], roles: readonly CapabilityRole[]) =>
  JSON.stringify(rows.map((r) => r.role)) === JSON.stringify(roles);

/** What went wrong with a save, in words: a field message names the role it is about. */
function saveProblem(err: unknown, rows: readonly Row[]): { text: string; stale: boolean } {
  if (!isApiError(err)) return { text: 'The roles could not be saved. Try again.', stale: false };
  const fields = (err.details as { fields?: Record<string, string> } | undefined)?.fields;
  const [path, message] = Object.entries(fields ?? {})[0] ?? [];
  const index = path?.match(/^roles\.(\d+)\./)?.[1];
  const row = index === undefined ? undefined : rows[Number(index)];
  const text = row && message ? `${row.role.name}: ${message}` : err.message;
  const stale = err.status === 409 && Boolean((err.details as { current?: unknown } | undefined)?.current);
  return { text, stale };
}

export default function CapabilityRolesPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role: myRole } = useSignedInUser();
  const admin = myRole === 'ADMIN';
  const roles = useCapabilityRoles(admin);
  const communities = useReferenceList('talent-communities', admin);
  const levels = useReferenceList('staffing-levels');
  // The list being edited; until the first change it is the stored list.
  const [localRows, setLocalRows] = useState<Row[] | undefined>(undefined);
  const [editing, setEditing] = useState<{ key?: string } | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | undefined>(undefined);
  const [saved, showSaved] = useSavedFlag();
  const nextKey = useRef(0);

  const stored = roles.data?.roles;
  const rows = useMemo(() => localRows ?? (stored ? rowsOf(stored) : undefined), [localRows, stored]);
  const update = (change: (list: Row[]) => Row[]) => {
    if (rows) setLocalRows(change(rows));
  };

  const dirty = Boolean(rows && roles.data && !same(rows, roles.data.roles));
  const locations = useMemo(
    () =>
      [
        ...new Set([DEFAULT_ROLE_LOCATION, 'OFFSHORE_INDIA', ...(rows ?? []).map((r) => r.role.location)]),
      ].sort(),
    [rows],
  );

  const save = async () => {
    if (!rows || !roles.data) return;
    setSaving(true);
    setProblem(undefined);
    try {
      // The one cached list (and the builder's views' static roles) follow the save (lib/data).
      await saveCapabilityRoles(
        rows.map((r) => r.role),
        roles.data.etag,
      );
      setLocalRows(undefined);
      showSaved();
      void refreshAuditTrail('roles');
    } catch (err) {
      setProblem(saveProblem(err, rows));
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    setProblem(undefined);
    setLocalRows(undefined);
    await refreshCapabilityRoles();
  };

  const editedRow = editing?.key ? rows?.find((r) => r.key === editing.key) : undefined;
  const columns: TableColumn<Row>[] = [
    { title: 'Role', cell: (r) => <Text weight="semibold">{r.role.name}</Text> },
    { title: 'Team', cell: (r) => teamName(r.role.team) },
    { title: 'Location', cell: (r) => r.role.location },
    {
      title: 'AEP Role',
      cell: (r) =>
        r.role.aep ? (
          <>
            {r.role.aep.roleName}
            <br />
            <Text size={200} className={styles.muted}>
              {r.role.aep.talentCommunityName}
            </Text>
          </>
        ) : (
          <span className={styles.muted}>Not set</span>
        ),
    },
    {
      title: 'AEP Level',
      cell: (r) => r.role.aepLevel?.resourceLevel ?? <span className={styles.muted}>Not set</span>,
    },
    { title: 'Governance', cell: (r) => (r.role.governance ? 'Yes' : 'No') },
    {
      title: 'Actions',
      cell: (r) => (
        <span className={styles.actions}>
          <Button
            size="small"
            icon={<EditRegular />}
            aria-label={`Edit ${r.role.name}`}
            onClick={() => setEditing({ key: r.key })}
          />
          <Button
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`Delete ${r.role.name}`}
            onClick={() => update((list) => list.filter((x) => x.key !== r.key))}
          />
        </span>
      ),
    },
  ];

  const loadError = roles.error ?? communities.error ?? levels.error;
  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={admin}
      notAllowed={ADMINS_ONLY}
      lead={
        <>
          <Text>
            The roles that staff the actions of the catalogue, each with its team, location and the AEP role
            and level its people are booked at. Changes stay on this page until you save them.
          </Text>
          <div className={styles.toolbar}>
            <Button icon={<AddRegular />} disabled={!rows} onClick={() => setEditing({})}>
              Add Role
            </Button>
            <Button
              appearance="primary"
              disabled={!dirty || saving}
              icon={saving ? <Spinner size="tiny" aria-label="Saving" /> : undefined}
              onClick={() => void save()}
            >
              Save Changes
            </Button>
            <span role="status">
              {saved ? <span className={styles.saved}>Saved!</span> : null}
              {!saved && dirty ? <span className={styles.unsaved}>Unsaved changes</span> : null}
            </span>
          </div>
          {problem ? (
            <MessageBar intent="error">
              <MessageBarBody>{problem.text}</MessageBarBody>
              {problem.stale ? (
                <MessageBarActions>
                  <Button onClick={() => void reload()}>Reload (discard my changes)</Button>
                </MessageBarActions>
              ) : null}
            </MessageBar>
          ) : null}
        </>
      }
      loading={!rows}
      loadingLabel="Loading roles…"
      error={loadError}
      errorText="The roles could not be loaded."
      onRetry={() => {
        void roles.mutate();
        void communities.mutate();
        void levels.mutate();
      }}
    >
      {rows && rows.length === 0 ? (
        <Text className={styles.empty} role="status">
          No roles yet. Add the first one with Add Role.
        </Text>
      ) : null}
      {rows && rows.length > 0 ? (
        <ColumnTable
          label="Capability roles"
          className={styles.table}
          rows={rows}
          rowKey={(r) => r.key}
          columns={columns}
        />
      ) : null}
      <AuditTrail area="roles" title="Recent changes to capability roles" />
      {editing && rows ? (
        <RoleDialog
          role={editedRow?.role}
          otherNames={rows.filter((r) => r.key !== editing.key).map((r) => r.role.name)}
          locations={locations}
          communities={communities.data ?? []}
          levels={levels.data ?? []}
          onCancel={() => setEditing(undefined)}
          onOk={(role) => {
            update((list) => {
              if (editing.key) return list.map((r) => (r.key === editing.key ? { ...r, role } : r));
              return [...list, { key: `new-${++nextKey.current}`, role }];
            });
            setEditing(undefined);
          }}
        />
      ) : null}
      <UnsavedChangesGuard dirty={dirty} />
    </AdminPage>
  );
}
