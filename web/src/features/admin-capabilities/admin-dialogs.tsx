/**
 * The capabilities admin's dialogs: Edit (name and description), Delete (confirm prompt, spec: Validation rules)
 * and Select item (the move target picker: a searchable list of capabilities, plus the top level for admins).
 * Every change stays in the page's draft until 'Save Changes'.
 */
import {
  Button,
  Combobox,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState, type ReactNode } from 'react';
import { EditDialog, SaveActions } from '../../lib/dialogs/edit-dialog.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function Frame({
  title,
  children,
  actions,
  onClose,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
}) {
  const styles = useStyles();
  return (
    <EditDialog saving={false} onClose={onClose}>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.body}>{children}</DialogContent>
        {actions}
      </DialogBody>
    </EditDialog>
  );
}

export function EditTextDialog({
  kind,
  name,
  description,
  error,
  onSave,
  onClose,
}: {
  kind: 'capability' | 'action';
  name: string;
  description: string;
  error: string | undefined;
  onSave: (text: { name: string; description: string }) => void;
  onClose: () => void;
}) {
  const [draftName, setName] = useState(name);
  const [draftDescription, setDescription] = useState(description);
  return (
    <Frame
      title={kind === 'capability' ? 'Edit capability' : 'Edit action'}
      onClose={onClose}
      actions={
        <SaveActions
          label="OK"
          saving={false}
          disabled={!draftName.trim()}
          onSave={() => onSave({ name: draftName, description: draftDescription })}
          onClose={onClose}
        />
      }
    >
      <Field label="Name" required validationMessage={error}>
        <Input value={draftName} maxLength={300} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field label="Description">
        <Textarea
          value={draftDescription}
          rows={5}
          maxLength={8000}
          resize="vertical"
          onChange={(_, d) => setDescription(d.value)}
        />
      </Field>
    </Frame>
  );
}

export function ConfirmDeleteDialog({
  kind,
  name,
  onConfirm,
  onClose,
}: {
  kind: 'capability' | 'action';
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Frame
      title={`Delete ${kind}`}
      onClose={onClose}
      actions={
        <DialogActions>
          <Button appearance="primary" onClick={onConfirm}>
            Delete
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      }
    >
      <Text>
        {kind === 'capability'
          ? `Delete '${name}' with everything inside it? It is removed when you save the changes.`
          : `Delete '${name}' with its sub-actions? It is removed when you save the changes.`}
      </Text>
    </Frame>
  );
}

export interface MoveTarget {
  /** null: the top level. */
  id: string | null;
  label: string;
}

const MAX_SHOWN = 50;

export function SelectItemDialog({
  itemName,
  targets,
  error,
  onSelect,
  onClose,
}: {
  itemName: string;
  targets: MoveTarget[];
  error: string | undefined;
  onSelect: (target: MoveTarget) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<MoveTarget | undefined>();
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return targets.filter((t) => !needle || t.label.toLowerCase().includes(needle)).slice(0, MAX_SHOWN);
  }, [targets, query]);
  return (
    <Frame
      title="Select item"
      onClose={onClose}
      actions={
        <SaveActions
          label="Move"
          saving={false}
          disabled={!chosen}
          onSave={() => chosen && onSelect(chosen)}
          onClose={onClose}
        />
      }
    >
      <Text>{`Move '${itemName}' into:`}</Text>
      <Field
        label="Capability"
        validationMessage={error}
        hint={targets.length > MAX_SHOWN ? 'Type to narrow the list.' : undefined}
      >
        <Combobox
          freeform
          placeholder="Type a capability name"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setChosen(undefined);
          }}
          onOptionSelect={(_, d) => {
            const target = targets.find((t) => (t.id ?? '') === d.optionValue);
            setChosen(target);
            if (target) setQuery(target.label);
          }}
        >
          {shown.map((t) => (
            <Option key={t.id ?? ''} value={t.id ?? ''} text={t.label}>
              {t.label}
            </Option>
          ))}
        </Combobox>
      </Field>
    </Frame>
  );
}
