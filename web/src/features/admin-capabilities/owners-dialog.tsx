/**
 * 'Manage owners' of a capability or an action (spec: Dialogs; Validation rules): owners are e-mail addresses,
 * typed or chosen from the provider's users; trimmed, checked and never listed twice (compared
 * case-insensitively). OK puts the list into the draft; 'Save Changes' stores it.
 */
import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { addOwner, ownerCandidates, removeOwner } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useUsers } from '../../lib/data/users.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function ManageOwnersDialog({
  itemName,
  owners,
  onSave,
  onClose,
}: {
  itemName: string;
  owners: readonly string[];
  onSave: (owners: string[]) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { data: users } = useUsers(true);
  const [list, setList] = useState<string[]>(() => [...owners]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const candidates = useMemo(() => {
    const needle = typed.trim().toLowerCase();
    return ownerCandidates(users ?? [], list)
      .filter((u) => !needle || `${u.name} ${u.email}`.toLowerCase().includes(needle))
      .slice(0, 30);
  }, [users, list, typed]);

  const add = (email: string) => {
    const result = addOwner(list, email);
    if (!result.ok) return setError(result.message);
    setList(result.owners);
    setTyped('');
    setError(undefined);
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`Manage owners: ${itemName}`}</DialogTitle>
          <DialogContent className={styles.body}>
            {list.length === 0 ? (
              <Text className={styles.muted}>None</Text>
            ) : (
              <ul className={styles.list} aria-label="Owners">
                {list.map((email) => (
                  <li key={email} className={styles.item}>
                    <span>{email}</span>
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`Remove ${email}`}
                      title={`Remove ${email}`}
                      onClick={() => setList((prev) => removeOwner(prev, email))}
                    />
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.add}>
              <Field label="Add owner (e-mail)" validationMessage={error} className={styles.grow}>
                <Combobox
                  freeform
                  placeholder="name@example.com"
                  value={typed}
                  onChange={(e) => {
                    setTyped(e.target.value);
                    setError(undefined);
                  }}
                  onOptionSelect={(_, d) => {
                    if (d.optionValue) add(d.optionValue);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && typed.trim()) add(typed);
                  }}
                >
                  {candidates.map((u) => (
                    <Option key={u.id} value={u.email} text={u.email}>
                      {`${u.name} (${u.email})`}
                    </Option>
                  ))}
                </Combobox>
              </Field>
              <Button disabled={!typed.trim()} onClick={() => add(typed)}>
                Add
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onSave(list)}>
              OK
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
