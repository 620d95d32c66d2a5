/**
 * The people named to approve the solution (issue 30, ADR 0054), above the Approvals table. A full user who may
 * save the solution names provider users (saved with the solution like an approval) and removes them; everyone else
 * reads the names. A named approver may approve at Review whatever their role (mayApproveSolution).
 */
import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { APPROVAL_SAVE_DELAY_MS, withApprover, withoutApprover } from '@portal/domain';
import { useUsers } from '../../../lib/data/users.ts';
import { UserPicker } from '../../../lib/users/user-picker.tsx';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
  names: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

export const NO_NAMED_APPROVERS = 'Nobody is named yet.';

export function NamedApprovers({ editable }: { editable: boolean }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const approvers = useBuilder((s) => s.draft.fields.approvers) ?? [];
  const users = useUsers(editable);
  const candidates = (users.data ?? []).filter((u) => !approvers.some((a) => a.id === u.id));

  return (
    <div className={styles.root} role="group" aria-label="Named approvers">
      <Text weight="semibold">Named approvers</Text>
      <div className={styles.names}>
        {approvers.length === 0 ? <Text className={styles.muted}>{NO_NAMED_APPROVERS}</Text> : null}
        {!editable && approvers.length ? <Text>{approvers.map((a) => a.name).join(', ')}</Text> : null}
        {editable
          ? approvers.map((a) => (
              <Button
                key={a.id}
                size="small"
                shape="circular"
                icon={<DismissRegular />}
                iconPosition="after"
                aria-label={`Remove approver ${a.name}`}
                onClick={() =>
                  store.edit(
                    (d) => ({ ...d, fields: withoutApprover(d.fields, a.id) }),
                    APPROVAL_SAVE_DELAY_MS,
                  )
                }
              >
                {a.name}
              </Button>
            ))
          : null}
      </div>
      {editable ? (
        <Field label="Name an approver" hint="They can approve at Review, whatever their role.">
          <UserPicker
            users={candidates}
            value={null}
            disabled={!users.data}
            onChange={(person) => {
              if (person)
                store.edit((d) => ({ ...d, fields: withApprover(d.fields, person) }), APPROVAL_SAVE_DELAY_MS);
            }}
          />
        </Field>
      ) : null}
    </div>
  );
}
