/**
 * 'Save version' (issue 22): a named version of the solution as it is stored now. The name is 1 to 100 characters
 * (VERSION_NAME_MAX); what is wrong shows beside the field, and a refusal of the API in the dialog.
 */
import {
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { VERSION_NAME_MAX, type VersionSummary } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { saveVersion } from '../../lib/data/solution-history.ts';
import { EditDialog, SaveActions } from '../../lib/dialogs/edit-dialog.tsx';

export const SAVE_VERSION = 'Save version';
export const NAME_MISSING = 'Name the version.';
export const NAME_TOO_LONG = `The name can have at most ${VERSION_NAME_MAX} characters.`;

const useStyles = makeStyles({
  form: { display: 'contents' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** What is wrong with a version name, or undefined when it may be sent. */
export function versionNameProblem(name: string): string | undefined {
  if (!name.trim()) return NAME_MISSING;
  if (name.trim().length > VERSION_NAME_MAX) return NAME_TOO_LONG;
  return undefined;
}

export interface SaveVersionDialogProps {
  solutionId: string;
  onClose: () => void;
  onSaved: (version: VersionSummary) => void;
}

export function SaveVersionDialog({ solutionId, onClose, onSaved }: SaveVersionDialogProps) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wrong = versionNameProblem(name);
    setShown(wrong);
    if (wrong) return;
    setSaving(true);
    setProblem(undefined);
    try {
      onSaved(await saveVersion(solutionId, name.trim()));
    } catch (error) {
      const fieldError = isApiError(error) && error.status === 400;
      if (fieldError) setShown(error.message);
      else setProblem(isApiError(error) ? error.message : 'The version could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditDialog saving={saving} onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <DialogTitle>{SAVE_VERSION}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              Keeps the solution as it is saved now under a name, to open or compare later. Versions never
              change.
            </Text>
            <Field
              label="Name"
              required
              hint={`Up to ${VERSION_NAME_MAX} characters, e.g. 'Sent to the client'.`}
              validationMessage={shown}
            >
              <Input
                value={name}
                maxLength={VERSION_NAME_MAX + 20}
                onChange={(_, d) => {
                  setName(d.value);
                  if (shown) setShown(versionNameProblem(d.value));
                }}
              />
            </Field>
            {problem ? (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <SaveActions label="Save" saving={saving} submit onClose={onClose} />
        </DialogBody>
      </form>
    </EditDialog>
  );
}
