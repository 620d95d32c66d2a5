/**
 * The roles of an action: static role, percentage of time and days (spec: Entities, Role child of an action;
 * roles can only be added, replaced by another static role, or deleted). The static roles come from
 * GET /api/roles; the percentage is a whole number 0-100 (empty 0, input that is not numeric ignored); the
 * days come from the schedule.
 */
import { mergeClasses, Select, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import {
  mapAction,
  ROLE_PERCENTAGE_RULE,
  type Action,
  type ActionRole,
  type StaticRole,
} from '@portal/domain';
import { useState } from 'react';
import { useStaticRoles } from '../../../lib/data/static-roles.ts';
import { NumberInput } from '../metrics/number-input.tsx';
import { IconButton } from '../shared/icon-button.tsx';
import { useBuilderStore } from '../state/builder-context.tsx';
import { useRoleDays } from '../state/use-role-days.ts';
import { formatNumber } from '../tree/tree-format.ts';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.tsx';
import { knownRoles } from './known-roles.ts';
import { usePanelStyles } from './panel-styles.ts';

/** A new role works full time on the action (spec: value default 100). */
export const DEFAULT_ROLE_PERCENT = 100;

function RoleSelect({
  label,
  value,
  roles,
  taken,
  onPick,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  roles: readonly StaticRole[];
  taken: ReadonlySet<string>;
  onPick: (role: StaticRole) => void;
  placeholder?: string;
  className?: string;
}) {
  return (
    <Select
      size="small"
      className={className}
      aria-label={label}
      // The full name on hover when the panel is narrow (the open list always shows full names).
      title={roles.find((r) => r.id === value)?.name ?? placeholder}
      value={value}
      onChange={(_, d) => {
        const role = roles.find((r) => r.id === d.value);
        if (role) onPick(role);
      }}
    >
      {placeholder ? <option value="">{placeholder}</option> : null}
      {roles
        .filter((r) => r.id === value || !taken.has(r.id))
        .map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
    </Select>
  );
}

export function ActionRoles({ action, editable }: { action: Action; editable: boolean }) {
  const styles = usePanelStyles();
  const store = useBuilderStore();
  const { data: staticRoles } = useStaticRoles(editable);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const roles = action.roles ?? [];
  const taken = new Set(roles.map((r) => r.staticId));
  const known = staticRoles ?? [];
  // A role with an unknown staticId: a warning in the console, no row (spec: error catalogue).
  const shown = knownRoles(roles, staticRoles, action.id);
  // Days come from the schedule: none while the action is out of scope.
  const days = useRoleDays(action.id);

  const editRoles = (change: (list: ActionRole[]) => ActionRole[]) =>
    store.editTree((tree) => mapAction(tree, action.id, (a) => ({ ...a, roles: change(a.roles ?? []) })));
  const replace = (index: number, role: StaticRole) =>
    editRoles((list) => list.map((r, i) => (i === index ? { ...r, staticId: role.id, name: role.name } : r)));
  const setPercent = (index: number, value: number) =>
    editRoles((list) => list.map((r, i) => (i === index ? { ...r, value } : r)));
  const add = (role: StaticRole) =>
    editRoles((list) => [...list, { staticId: role.id, name: role.name, value: DEFAULT_ROLE_PERCENT }]);
  const remove = (index: number, name: string) =>
    setConfirm({
      title: 'Delete Role',
      text: `Delete the role '${name}' from this action?`,
      confirmLabel: 'Delete',
      onConfirm: () => editRoles((list) => list.filter((_, i) => i !== index)),
    });

  return (
    <section className={styles.section} aria-label="Roles">
      <Text weight="semibold">Roles</Text>
      {shown.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.th}>Role</th>
              <th className={mergeClasses(styles.th, styles.narrow)}>%</th>
              <th className={mergeClasses(styles.th, styles.narrow)}>Days</th>
              {editable ? <th className={mergeClasses(styles.th, styles.tiny)} aria-label="Delete" /> : null}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ role: r, index }) => (
              <tr key={`${r.staticId}-${index}`}>
                <td className={styles.td}>
                  {editable && staticRoles ? (
                    <RoleSelect
                      label={`Replace ${r.name}`}
                      value={r.staticId}
                      roles={known}
                      taken={taken}
                      className={styles.fill}
                      onPick={(role) => replace(index, role)}
                    />
                  ) : (
                    r.name
                  )}
                </td>
                <td className={styles.td}>
                  {editable ? (
                    <NumberInput
                      label={`Percentage of ${r.name}`}
                      className={styles.fill}
                      value={r.value}
                      rule={ROLE_PERCENTAGE_RULE}
                      onValue={(v) => setPercent(index, v)}
                    />
                  ) : (
                    <span className={styles.number}>{r.value}</span>
                  )}
                </td>
                <td className={mergeClasses(styles.td, styles.number)}>
                  {days.has(r.staticId) ? formatNumber(days.get(r.staticId) ?? 0) : ''}
                </td>
                {editable ? (
                  <td className={styles.td}>
                    <IconButton
                      label={`Delete ${r.name}`}
                      icon={<DeleteRegular />}
                      onClick={() => remove(index, r.name)}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editable && known.length > 0 ? (
        <div className={styles.sectionHead}>
          <AddRegular aria-hidden="true" />
          <RoleSelect
            label="Add role"
            value=""
            roles={known}
            taken={taken}
            onPick={add}
            placeholder="Add role…"
          />
        </div>
      ) : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
