/**
 * 'Manage owners' of a capability or an action (spec: Dialogs; Validation rules), one dialog for the builder's
 * capability panel and the capabilities admin: owners are e-mail addresses, typed or chosen from the provider's
 * users (GET /api/users); trimmed, checked and never listed twice (compared case-insensitively). The builder's
 * Save stores the list at once (the button shows 'Saving…'); the admin's OK puts it into the draft that
 * 'Save Changes' stores.
 */
import {
  Button,
  Combobox,
  DialogBody,
  DialogContent,
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
import { useUsers } from '../data/users.ts';
import { EditDialog, SaveActions } from '../dialogs/edit-dialog.tsx';

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
  email: { overflowWrap: 'anywhere' },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface OwnersDialogProps {
  itemName: string;
  owners: readonly string[];
  /** The primary button: 'Save' where it stores at once, 'OK' where it fills a draft. */
  confirmLabel: 'Save' | 'OK';
  /** The list is being stored (the dialog stays open and cannot be dismissed). */
  saving?: boolean;
  onSave: (owners: string[]) => void;
  onClose: () => void;
}

export function OwnersDialog({
  itemName,
  owners,
  confirmLabel,
  saving = false,
  onSave,
  onClose,
}: OwnersDialogProps) {
  const styles = useStyles();
  const { data: users, isLoading } = useUsers(true);
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
    <EditDialog saving={saving} onClose={onClose}>
      <DialogBody>
        <DialogTitle>{`Manage owners: ${itemName}`}</DialogTitle>
        <DialogContent className={styles.body}>
          {list.length === 0 ? (
            <Text className={styles.muted}>None</Text>
          ) : (
            <ul className={styles.list} aria-label="Owners">
              {list.map((email) => (
                <li key={email} className={styles.item}>
                  <span className={styles.email}>{email}</span>
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={`Remove ${email}`}
                    title={`Remove ${email}`}
                    disabled={saving}
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
                placeholder={isLoading ? 'Loading users…' : 'name@example.com'}
                value={typed}
                disabled={saving}
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
            <Button disabled={!typed.trim() || saving} onClick={() => add(typed)}>
              Add
            </Button>
          </div>
        </DialogContent>
        <SaveActions label={confirmLabel} saving={saving} onSave={() => onSave(list)} onClose={onClose} />
      </DialogBody>
    </EditDialog>
  );
}
