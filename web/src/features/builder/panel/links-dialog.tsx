/** The 'Links' dialog (full users): the AEP and C365 record links; https links only, or empty. */
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { SaveActions } from '../../../lib/dialogs/edit-dialog.tsx';

export const HTTPS_ONLY = 'Enter a full https:// link, or leave the field empty.';

/** An empty field clears the link; otherwise it must be an absolute https URL. */
export function linkError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && url.hostname ? undefined : HTTPS_ONLY;
  } catch {
    return HTTPS_ONLY;
  }
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function LinksForm({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const fields = useBuilder((s) => s.draft.fields);
  const [aep, setAep] = useState(fields.aepUrl ?? '');
  const [c365, setC365] = useState(fields.c365Url ?? '');
  const [submitted, setSubmitted] = useState(false);
  const aepError = submitted ? linkError(aep) : undefined;
  const c365Error = submitted ? linkError(c365) : undefined;

  const save = () => {
    setSubmitted(true);
    if (linkError(aep) || linkError(c365)) return;
    store.edit((d) => ({ ...d, fields: { ...d.fields, aepUrl: aep.trim(), c365Url: c365.trim() } }));
    void store.saveNow();
    onClose();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <DialogBody>
        <DialogTitle>Links</DialogTitle>
        <DialogContent className={styles.form}>
          <Field label="AEP Link" validationMessage={aepError}>
            <Input
              type="url"
              value={aep}
              placeholder="https://"
              onChange={(_e, data) => setAep(data.value)}
            />
          </Field>
          <Field label="C365 Link" validationMessage={c365Error}>
            <Input
              type="url"
              value={c365}
              placeholder="https://"
              onChange={(_e, data) => setC365(data.value)}
            />
          </Field>
        </DialogContent>
        <SaveActions label="Save" saving={false} submit onClose={onClose} />
      </DialogBody>
    </form>
  );
}

export function LinksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>{open ? <LinksForm onClose={onClose} /> : null}</DialogSurface>
    </Dialog>
  );
}
