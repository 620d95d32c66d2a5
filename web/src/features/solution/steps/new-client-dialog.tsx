/** The 'New Client' dialog of step 1: name (required), industry, strategy and the estate's numbers. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { PLEASE_SPECIFY, type SalesClient } from '@portal/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { createClient } from '../api/create-client.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  numbers: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  number: { minWidth: 0 },
});

interface Draft {
  name: string;
  industry: string;
  strategy: string;
  users: string;
  devices: string;
  applications: string;
}

const EMPTY: Draft = { name: '', industry: '', strategy: '', users: '', devices: '', applications: '' };

/** A whole number of at least 0 from a number field; empty or not a number gives 0. */
function count(value: string): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function NewClientDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (client: SalesClient) => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const close = () => {
    setDraft(EMPTY);
    setSubmitted(false);
    setError(null);
    onClose();
  };

  const save = async () => {
    setSubmitted(true);
    if (!draft.name.trim()) return;
    setSaving(true);
    setError(null);
    try {
      const client = await createClient({
        name: draft.name.trim(),
        fields: {
          industry: draft.industry.trim(),
          strategy: draft.strategy.trim(),
          users: count(draft.users),
          devices: count(draft.devices),
          applications: count(draft.applications),
          c365id: '',
          hpid: '',
        },
      });
      onCreated(client);
      setDraft(EMPTY);
      setSubmitted(false);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The client could not be created.');
    } finally {
      setSaving(false);
    }
  };

  const numberField = (key: 'users' | 'devices' | 'applications', label: string) => (
    <Field label={label}>
      <Input
        className={styles.number}
        type="number"
        min={0}
        step={1}
        value={draft[key]}
        disabled={saving}
        onChange={(_e, data) => set({ [key]: data.value })}
      />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>New Client</DialogTitle>
            <DialogContent className={styles.form}>
              <Field
                label="Name"
                required
                validationMessage={submitted && !draft.name.trim() ? PLEASE_SPECIFY : undefined}
              >
                <Input
                  value={draft.name}
                  maxLength={200}
                  disabled={saving}
                  onChange={(_e, data) => set({ name: data.value })}
                />
              </Field>
              <Field label="Industry">
                <Input
                  value={draft.industry}
                  maxLength={200}
                  disabled={saving}
                  onChange={(_e, data) => set({ industry: data.value })}
                />
              </Field>
              <Field label="Strategy">
                <Textarea
                  value={draft.strategy}
                  maxLength={4000}
                  rows={3}
                  disabled={saving}
                  onChange={(_e, data) => set({ strategy: data.value })}
                />
              </Field>
              <div className={styles.numbers}>
                {numberField('users', 'Users')}
                {numberField('devices', 'Devices')}
                {numberField('applications', 'Applications')}
              </div>
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={saving} onClick={close}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
