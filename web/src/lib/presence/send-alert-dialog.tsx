/**
 * 'Send alert' (admins, from the user menu): the text, its kind and its buttons, sent with POST /api/alerts
 * to every connected browser, where it opens the alert dialog. Lazy: loaded when an admin opens it.
 */
import {
  Checkbox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Label,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
  useId,
} from '@fluentui/react-components';
import { ALERT_CLASS_LABELS, ALERT_CLASS_NAMES, MAX_ALERT_TEXT, type AlertClassName } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useNotify } from '../toasts/toasts.tsx';
import { sendAlert } from './send-alert.ts';
import { SaveActions } from '../dialogs/edit-dialog.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Fields = Partial<Record<'text' | 'className' | 'buttons' | 'form', string>>;

function errorsOf(error: unknown): Fields {
  if (!isApiError(error)) return { form: 'The alert could not be sent. Please try again.' };
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const out: Fields = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = path.split('.')[0] as keyof Fields;
    if (key === 'text' || key === 'className' || key === 'buttons') out[key] ??= `This ${message}.`;
  }
  return Object.keys(out).length > 0 ? out : { form: error.message };
}

export default function SendAlertDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [className, setClassName] = useState<AlertClassName>('info');
  const [ok, setOk] = useState(true);
  const [reload, setReload] = useState(false);
  const [errors, setErrors] = useState<Fields>({});
  const [sending, setSending] = useState(false);
  const buttonsLabelId = useId('alert-buttons');

  const reset = () => {
    setText('');
    setClassName('info');
    setOk(true);
    setReload(false);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Fields = {};
    if (!text.trim()) local.text = 'Type the message to send.';
    if (!ok && !reload) local.buttons = 'Choose at least one button.';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    try {
      await sendAlert({
        text,
        className,
        buttons: [...(ok ? (['OK'] as const) : []), ...(reload ? (['Reload'] as const) : [])],
      });
      notify('Alert sent');
      reset();
      onClose();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>Send alert to everyone</DialogTitle>
            <DialogContent className={styles.form}>
              <Field
                label="Message"
                required
                validationMessage={errors.text}
                hint={`Everyone using the portal now sees it in a dialog. ${text.length} of ${MAX_ALERT_TEXT} characters.`}
              >
                <Textarea
                  value={text}
                  maxLength={MAX_ALERT_TEXT}
                  rows={4}
                  resize="vertical"
                  onChange={(_e, data) => setText(data.value)}
                />
              </Field>
              <Field label="Kind" validationMessage={errors.className}>
                <RadioGroup
                  layout="horizontal"
                  value={className}
                  onChange={(_e, data) => setClassName(data.value as AlertClassName)}
                >
                  {ALERT_CLASS_NAMES.map((name) => (
                    <Radio key={name} value={name} label={ALERT_CLASS_LABELS[name]} />
                  ))}
                </RadioGroup>
              </Field>
              {/* Not a Field: a Field gives its one id to every control inside, and there are two. */}
              <div role="group" aria-labelledby={buttonsLabelId} className={styles.group}>
                <Label id={buttonsLabelId}>Buttons</Label>
                <div className={styles.buttons}>
                  <Checkbox label="OK" checked={ok} onChange={(_e, data) => setOk(data.checked === true)} />
                  <Checkbox
                    label="Reload"
                    checked={reload}
                    onChange={(_e, data) => setReload(data.checked === true)}
                  />
                </div>
                {errors.buttons ? (
                  <Text role="alert" size={200} className={styles.error}>
                    {errors.buttons}
                  </Text>
                ) : null}
              </div>
              {errors.form ? (
                <Text role="alert" className={styles.error}>
                  {errors.form}
                </Text>
              ) : null}
            </DialogContent>
            <SaveActions label="Send" saving={sending} savingLabel="Sending..." submit onClose={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
