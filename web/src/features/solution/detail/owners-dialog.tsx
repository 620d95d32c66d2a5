/**
 * 'Manage owners' of a capability (spec: Dialogs; Validation rules): owners are e-mail addresses; the
 * candidates are the provider's users (GET /api/users) whose e-mail is not yet listed, compared
 * case-insensitively. Save stores the list (spinner) and closes.
 */
import {
  DialogBody,
  DialogContent,
  DialogTitle,
  Dropdown,
  Field,
  Option,
  Text,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { ownerCandidates } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useUsers } from '../../../lib/data/users.ts';
import { IconButton } from '../shared/icon-button.tsx';
import { EditDialog, SaveActions } from './edit-dialog.tsx';
import { usePanelStyles } from './panel-styles.ts';

export interface OwnersDialogProps {
  capabilityName: string;
  owners: readonly string[];
  saving: boolean;
  onSave: (owners: string[]) => void;
  onClose: () => void;
}

export function OwnersDialog({ capabilityName, owners, saving, onSave, onClose }: OwnersDialogProps) {
  const styles = usePanelStyles();
  const { data: users, isLoading } = useUsers(true);
  const [list, setList] = useState<string[]>(() => [...owners]);
  const candidates = useMemo(() => ownerCandidates(users ?? [], list), [users, list]);
  return (
    <EditDialog saving={saving} onClose={onClose}>
      <DialogBody>
        <DialogTitle>{`Manage owners: ${capabilityName}`}</DialogTitle>
        <DialogContent className={styles.body}>
          {list.length === 0 ? (
            <Text className={styles.muted}>None</Text>
          ) : (
            <ul className={styles.list} aria-label="Owners">
              {list.map((email) => (
                <li key={email} className={styles.item}>
                  <span className={styles.itemText}>{email}</span>
                  <IconButton
                    label={`Remove ${email}`}
                    icon={<DeleteRegular />}
                    onClick={() => setList((prev) => prev.filter((o) => o !== email))}
                  />
                </li>
              ))}
            </ul>
          )}
          <Field label="Add owner">
            <Dropdown
              placeholder={isLoading ? 'Loading users…' : 'Choose a user'}
              value=""
              selectedOptions={[]}
              onOptionSelect={(_, d) => {
                if (d.optionValue) setList((prev) => [...prev, d.optionValue as string]);
              }}
            >
              {candidates.map((u) => (
                <Option key={u.id} value={u.email} text={u.name}>
                  {`${u.name} (${u.email})`}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </DialogContent>
        <SaveActions label="Save" saving={saving} onSave={() => onSave(list)} onClose={onClose} />
      </DialogBody>
    </EditDialog>
  );
}
