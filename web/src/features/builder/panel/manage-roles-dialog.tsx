/**
 * 'Manage Roles' (full users): one searchable, clearable user picker per assignable role entry (Sales
 * Person, Solution Architect and the HP and Accenture ones), each offering only users of that role (the API
 * refuses any other holder). Save stores fields.roles as
 * [{id: role id, name: role name, user: {id, name, email}}] for the roles with a user.
 */
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ASSIGNABLE_SOLUTION_ROLES,
  canHoldSolutionRole,
  ROLE_NAMES,
  type PersonRef,
  type SolutionRoleEntry,
} from '@portal/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useUsers } from '../../../lib/data/users.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { UserPicker } from '../../../lib/users/user-picker.tsx';
import { SaveActions } from '../../../lib/dialogs/edit-dialog.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: { color: tokens.colorNeutralForeground2 },
});

type Assignments = Record<string, PersonRef | null>;

/** The spec's fixed text beside the assignable entries: the roles that are not held per solution. */
export const OTHER_ROLES_TEXT =
  'Not assigned here: Solution Area Owner and Solution Capability Owner (they own parts of the catalogue), ' +
  'Deal Team (approves the deal at Review) and Solution Reviewer (reviews solutions at Review). ' +
  'An administrator gives these roles in Admin > Users.';

/** The roles to store: those not managed here are kept; managed ones only with a user, in the list's order. */
export function rolesFrom(
  previous: readonly SolutionRoleEntry[] | undefined,
  chosen: Assignments,
): SolutionRoleEntry[] {
  const managed = new Set<string>(ASSIGNABLE_SOLUTION_ROLES);
  const kept = (previous ?? []).filter((r) => !managed.has(r.id));
  const assigned = ASSIGNABLE_SOLUTION_ROLES.flatMap((roleId) => {
    const user = chosen[roleId];
    return user ? [{ id: roleId, name: ROLE_NAMES[roleId], user }] : [];
  });
  return [...kept, ...assigned];
}

function RolesForm({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const roles = useBuilder((s) => s.draft.fields.roles);
  const users = useUsers();
  const [chosen, setChosen] = useState<Assignments>(() =>
    Object.fromEntries(
      ASSIGNABLE_SOLUTION_ROLES.map((id) => [id, roles?.find((r) => r.id === id)?.user ?? null]),
    ),
  );

  const save = () => {
    store.edit((d) => ({ ...d, fields: { ...d.fields, roles: rolesFrom(d.fields.roles, chosen) } }));
    void store.saveNow();
    onClose();
  };

  return (
    <DialogBody>
      <DialogTitle>Manage Roles</DialogTitle>
      <DialogContent className={styles.form}>
        {users.error ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {isApiError(users.error) ? users.error.message : 'The users could not be loaded.'}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {users.isLoading ? <Spinner size="tiny" label="Loading users…" /> : null}
        {ASSIGNABLE_SOLUTION_ROLES.map((roleId) => (
          <Field key={roleId} label={ROLE_NAMES[roleId]}>
            <UserPicker
              users={(users.data ?? []).filter((u) => canHoldSolutionRole(roleId, u.roleId))}
              value={chosen[roleId] ?? null}
              disabled={!users.data}
              onChange={(user) => setChosen((c) => ({ ...c, [roleId]: user }))}
            />
          </Field>
        ))}
        <Text className={styles.note}>{OTHER_ROLES_TEXT}</Text>
      </DialogContent>
      <SaveActions label="Save" saving={false} onSave={save} onClose={onClose} />
    </DialogBody>
  );
}

export function ManageRolesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>{open ? <RolesForm onClose={onClose} /> : null}</DialogSurface>
    </Dialog>
  );
}
