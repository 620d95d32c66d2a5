/**
 * The 'Add/Edit child item' dialog (spec: Derived views, Dialogs; Validation rules): the fields of a
 * deliverable, work product, tool, risk, assumption or dependency. Save/Add stays disabled until every field
 * but comments and the document is filled (and while a document uploads); then the dialog saves (spinner) and
 * closes. A deliverable's, work product's or tool's document is a web link or an uploaded file.
 */
import {
  DialogBody,
  DialogContent,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { isChildItemComplete, type ChildItemKind } from '@portal/domain';
import { useCallback, useState } from 'react';
import { DocumentAttachment } from '../../../lib/documents/document-attachment.tsx';
import { useTextLimit } from '../../../lib/hooks/use-text-limit.ts';
import {
  CHILD_ITEMS,
  FORMAT_OPTIONS,
  RISK_LEVELS,
  UPLOAD_TYPE_OF,
  type ChildItemValue,
  type FieldDef,
} from './child-item-kinds.ts';
import { EditDialog, SaveActions } from '../../../lib/dialogs/edit-dialog.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ChildItemDialogProps {
  kind: ChildItemKind;
  /** The item as it starts: blank when adding. */
  initial: ChildItemValue;
  mode: 'add' | 'edit';
  saving: boolean;
  onSubmit: (value: ChildItemValue) => void;
  onClose: () => void;
}

interface FieldInputProps {
  def: FieldDef;
  value: unknown;
  onChange: (v: unknown) => void;
}

/** A text of the item in its Field: input stops at the domain's limit, with a counter and a message. */
function TextField({ def, value, onChange }: FieldInputProps) {
  const text = String(value ?? '');
  const limit = useTextLimit(def.max ?? Number.MAX_SAFE_INTEGER, text.length);
  const props = { ...(def.max ? limit.input : {}), value: text };
  return (
    <Field label={def.label} required={!def.optional} {...(def.max ? limit.field : {})}>
      {def.input === 'textarea' ? (
        <Textarea {...props} resize="vertical" onChange={(_, d) => onChange(d.value)} />
      ) : (
        <Input {...props} onChange={(_, d) => onChange(d.value)} />
      )}
    </Field>
  );
}

function FieldInput({ def, value, onChange }: FieldInputProps) {
  switch (def.input) {
    case 'format': {
      const current = (value as { id?: string; name?: string } | undefined) ?? {};
      return (
        <Dropdown
          placeholder="Choose a format"
          value={current.name ?? ''}
          selectedOptions={current.id ? [current.id] : []}
          onOptionSelect={(_, d) => {
            const picked = FORMAT_OPTIONS.find((f) => f.id === d.optionValue);
            if (picked) onChange({ ...picked });
          }}
        >
          {FORMAT_OPTIONS.map((f) => (
            <Option key={f.id} value={f.id}>
              {f.name}
            </Option>
          ))}
        </Dropdown>
      );
    }
    case 'level': {
      const current = String(value ?? '');
      const options = current && !RISK_LEVELS.includes(current) ? [...RISK_LEVELS, current] : RISK_LEVELS;
      return (
        <Dropdown
          placeholder="Choose a level"
          value={current}
          selectedOptions={current ? [current] : []}
          onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
        >
          {options.map((level) => (
            <Option key={level} value={level}>
              {level}
            </Option>
          ))}
        </Dropdown>
      );
    }
    default:
      return null;
  }
}

export function ChildItemDialog({ kind, initial, mode, saving, onSubmit, onClose }: ChildItemDialogProps) {
  const styles = useStyles();
  const info = CHILD_ITEMS[kind];
  const [value, setValue] = useState<ChildItemValue>(initial);
  // False while a document uploads or a typed link is incomplete.
  const [documentReady, setDocumentReady] = useState(true);
  const onDocumentReady = useCallback((ready: boolean) => setDocumentReady(ready), []);
  const complete = isChildItemComplete(kind, value) && documentReady;
  const set = (key: string, v: unknown) => setValue((prev) => ({ ...prev, [key]: v }));
  const title = `${mode === 'add' ? 'Add' : 'Edit'} ${info.label}`;
  return (
    <EditDialog saving={saving} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (complete && !saving) onSubmit(value);
        }}
      >
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.form}>
            {info.fields.map((def) =>
              def.input === 'document' ? (
                <DocumentAttachment
                  key={def.key}
                  uploadType={UPLOAD_TYPE_OF[kind] ?? 101}
                  itemName={String(value['name'] ?? '')}
                  value={value[def.key] as string | undefined}
                  onChange={(v) => set(def.key, v)}
                  onReadyChange={onDocumentReady}
                />
              ) : def.input === 'text' || def.input === 'textarea' ? (
                <TextField key={def.key} def={def} value={value[def.key]} onChange={(v) => set(def.key, v)} />
              ) : (
                <Field key={def.key} label={def.label} required={!def.optional}>
                  <FieldInput def={def} value={value[def.key]} onChange={(v) => set(def.key, v)} />
                </Field>
              ),
            )}
          </DialogContent>
          <SaveActions
            label={mode === 'add' ? 'Add' : 'Save'}
            saving={saving}
            disabled={!complete}
            submit
            onClose={onClose}
          />
        </DialogBody>
      </form>
    </EditDialog>
  );
}
