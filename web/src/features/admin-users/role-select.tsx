/**
 * An admin's role dropdown for one user (accessible name 'Role of {name}'). Choosing a role saves it at once with
 * the user's version (If-Match); a refusal (stale version, last Admin) is shown under the dropdown and the row takes
 * the role stored now. The signed-in admin's own row is read-only: nobody removes their own Admin role.
 */
import { Dropdown, Field, makeStyles, Option, OptionGroup, Spinner } from '@fluentui/react-components';
import {
  ORGANIZATION_NAMES,
  ORGANIZATIONS,
  organizationOf,
  ROLE_IDS,
  ROLE_NAMES,
  userListItemSchema,
  type RoleId,
  type UserListItem,
} from '@portal/domain';
import { useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { useNotify } from '../../lib/toasts/toasts.tsx';
import { refreshUsers, replaceCachedUser, setUserRole } from '../../lib/data/users.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '8px' },
  dropdown: { minWidth: '250px' },
});

export const OWN_ROLE_HINT = 'Your own role: another admin can change it.';

export function RoleSelect({ user, self }: { user: UserListItem; self: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  async function choose(roleId: RoleId) {
    if (roleId === user.roleId) return;
    setSaving(true);
    setError(undefined);
    try {
      const saved = await setUserRole(user, roleId);
      notify(`${saved.name} is now ${saved.role}.`);
      void refreshAuditTrail('users');
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The role could not be changed. Try again.');
      const current = isApiError(err)
        ? userListItemSchema.safeParse((err.details as { current?: unknown } | undefined)?.current)
        : undefined;
      if (current?.success) await replaceCachedUser(current.data);
      else await refreshUsers();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Field
      validationMessage={error ?? (self ? OWN_ROLE_HINT : undefined)}
      validationState={error ? 'error' : 'none'}
    >
      <div className={styles.row}>
        <Dropdown
          className={styles.dropdown}
          aria-label={`Role of ${user.name}`}
          value={user.role}
          selectedOptions={[user.roleId]}
          disabled={self || saving}
          onOptionSelect={(_e, data) => {
            if (data.optionValue) void choose(data.optionValue as RoleId);
          }}
        >
          {ORGANIZATIONS.map((org) => (
            <OptionGroup key={org} label={ORGANIZATION_NAMES[org]}>
              {ROLE_IDS.filter((r) => organizationOf(r) === org).map((r) => (
                <Option key={r} value={r}>
                  {ROLE_NAMES[r]}
                </Option>
              ))}
            </OptionGroup>
          ))}
        </Dropdown>
        {saving ? <Spinner size="tiny" aria-label={`Saving the role of ${user.name}`} /> : null}
      </div>
    </Field>
  );
}
