/**
 * The edit dialog of one matrix cell (spec: an edit dialog per cell): the recipient's name and e-mail and the four
 * notifications. Save stores the whole list with the cell changed; Remove recipient empties the cell. What the
 * admin typed stays in the dialog until it is saved (a refused or stale save keeps it).
 */
import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  notificationSettingSchema,
  type NotificationFlags,
  type NotificationSetting,
} from '@portal/domain';
import { useId, useState } from 'react';
import { SaveActions } from '../../lib/dialogs/edit-dialog.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  flags: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    columnGap: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
  },
  legend: {
    gridColumn: '1 / -1',
    fontWeight: tokens.fontWeightSemibold,
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { width: '100%', display: 'flex', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
});

const NONE: NotificationFlags = {
  solutionSubmitted: false,
  architectAssigned: false,
  dailySummary: false,
  weeklySymmary: false,
};

export type CellValue = Pick<NotificationSetting, 'recipient' | 'notifications'>;

export interface CellDialogProps {
  /** 'Modern Workplace: UK & Ireland' */
  title: string;
  /** What the cell's level means for routing, in a sentence. */
  hint: string;
  current: CellValue | undefined;
  /** Stores the cell (or empties it with null); resolves when saved, rejects with the message to show. */
  onSave: (value: CellValue | null) => Promise<void>;
  onClose: () => void;
}

/** Field messages from the shared contract, by the dialog's field. */
function problems(value: CellValue): { name?: string; email?: string } {
  const parsed = notificationSettingSchema.safeParse({ solutionAreaId: 'x', ...value });
  if (parsed.success) return {};
  const out: { name?: string; email?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[1];
    if (field === 'email')
      out.email ??= value.recipient.email.trim()
        ? 'Enter an e-mail address such as name@example.com.'
        : 'Enter the e-mail address of the recipient.';
    if (field === 'name') out.name ??= 'Remove the control characters from the name.';
  }
  return out;
}

export function CellDialog({ title, hint, current, onSave, onClose }: CellDialogProps) {
  const styles = useStyles();
  const legendId = useId();
  const [name, setName] = useState(current?.recipient.name ?? '');
  const [email, setEmail] = useState(current?.recipient.email ?? '');
  const [flags, setFlags] = useState<NotificationFlags>(current?.notifications ?? NONE);
  const [shown, setShown] = useState<{ name?: string; email?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);

  const run = async (kind: 'save' | 'remove') => {
    const value: CellValue = { recipient: { name: name.trim(), email: email.trim() }, notifications: flags };
    if (kind === 'save') {
      const found = problems(value);
      setShown(found);
      if (found.name || found.email) return;
    }
    setBusy(kind);
    setError(null);
    try {
      await onSave(kind === 'save' ? value : null);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The notification settings could not be saved.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => (!data.open && !busy ? onClose() : undefined)}>
      <DialogSurface aria-describedby={`${legendId}-hint`}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void run('save');
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text id={`${legendId}-hint`} className={styles.muted}>
                {hint}
              </Text>
              <Field label="Recipient name" validationMessage={shown.name}>
                <Input
                  value={name}
                  maxLength={200}
                  onChange={(_e, d) => setName(d.value)}
                  autoComplete="off"
                />
              </Field>
              <Field label="Recipient e-mail" required validationMessage={shown.email}>
                <Input
                  type="email"
                  value={email}
                  maxLength={320}
                  onChange={(_e, d) => {
                    setEmail(d.value);
                    setShown((s) => ({ ...s, email: undefined }));
                  }}
                  autoComplete="off"
                />
              </Field>
              <div role="group" aria-labelledby={legendId} className={styles.flags}>
                <Text id={legendId} className={styles.legend}>
                  Notifications
                </Text>
                {NOTIFICATION_KINDS.map((kind) => (
                  <Checkbox
                    key={kind}
                    label={NOTIFICATION_LABELS[kind]}
                    checked={flags[kind]}
                    onChange={(_e, d) => setFlags((f) => ({ ...f, [kind]: d.checked === true }))}
                  />
                ))}
              </div>
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <SaveActions
              label="Save"
              saving={busy === 'save'}
              busy={busy === 'remove'}
              submit
              onClose={onClose}
              fluid
              className={styles.actions}
              before={
                <>
                  {current ? (
                    <Button disabled={!!busy} onClick={() => void run('remove')}>
                      {busy === 'remove' ? 'Removing…' : 'Remove recipient'}
                    </Button>
                  ) : null}
                  <span className={styles.spacer} />
                </>
              }
            />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
