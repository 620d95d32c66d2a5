/**
 * The Invite User dialog (spec: Users admin, POST /api/sales/invitations): the e-mail address, the role it gets on
 * first sign-in (Sales Person unless chosen), an optional copy, Invite; then 'Invite has been sent to:' with the
 * address. The API checks the address; its refusals are shown at the field they concern.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { DEFAULT_ROLE, INVITE_SENT_TEXT, ROLE_IDS, ROLE_NAMES, type RoleId } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { sendInvitation } from '../../lib/data/invitations.ts';
import { SaveActions } from '../../lib/dialogs/edit-dialog.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sent: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  address: { overflowWrap: 'anywhere' },
});

type FieldName = 'userEmailAddress' | 'ccEmailAddress' | 'ccEmailName' | 'roleId';

const fieldErrorsOf = (err: unknown): Partial<Record<FieldName, string>> =>
  isApiError(err) ? ((err.details as { fields?: Partial<Record<FieldName, string>> })?.fields ?? {}) : {};

export function InviteDialog() {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<RoleId>(DEFAULT_ROLE);
  const [ccEmail, setCcEmail] = useState('');
  const [ccName, setCcName] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Partial<Record<FieldName, string>>>({});
  const [sentTo, setSentTo] = useState<string>();

  function reset() {
    setEmail('');
    setRoleId(DEFAULT_ROLE);
    setCcEmail('');
    setCcName('');
    setError(undefined);
    setFields({});
    setSentTo(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || sending) return;
    setSending(true);
    setError(undefined);
    setFields({});
    try {
      const invitation = await sendInvitation({
        userEmailAddress: email,
        roleId,
        ...(ccEmail.trim() ? { ccEmailAddress: ccEmail } : {}),
        ...(ccName.trim() ? { ccEmailName: ccName } : {}),
      });
      setSentTo(invitation.email);
      void refreshAuditTrail('invitations');
    } catch (err) {
      setFields(fieldErrorsOf(err));
      setError(isApiError(err) ? err.message : 'The invitation could not be sent. Try again.');
    } finally {
      setSending(false);
    }
  }

  const close = () => {
    setOpen(false);
    reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_e, data) => {
        setOpen(data.open);
        if (!data.open) reset();
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<PersonAddRegular />}>
          Invite User
        </Button>
      </DialogTrigger>
      <DialogSurface>
        {sentTo ? (
          <DialogBody>
            <DialogTitle>Invite User</DialogTitle>
            <DialogContent className={styles.sent}>
              <Text role="status">{INVITE_SENT_TEXT}</Text>
              <Text weight="semibold" className={styles.address}>
                {sentTo}
              </Text>
              <Text>They get the {ROLE_NAMES[roleId]} role when they first sign in with this address.</Text>
            </DialogContent>
            <DialogActions>
              <Button onClick={reset}>Invite another</Button>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="primary">Close</Button>
              </DialogTrigger>
            </DialogActions>
          </DialogBody>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <DialogBody>
              <DialogTitle>Invite User</DialogTitle>
              <DialogContent className={styles.form}>
                {error && !fields.userEmailAddress && !fields.ccEmailAddress && !fields.ccEmailName ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                ) : null}
                <Field
                  label="E-mail"
                  required
                  validationMessage={fields.userEmailAddress ? error : undefined}
                >
                  <Input
                    type="email"
                    autoComplete="off"
                    value={email}
                    onChange={(_e, data) => setEmail(data.value)}
                  />
                </Field>
                <Field label="Role" hint="Given when they first sign in.">
                  <Dropdown
                    value={ROLE_NAMES[roleId]}
                    selectedOptions={[roleId]}
                    onOptionSelect={(_e, data) => {
                      if (data.optionValue) setRoleId(data.optionValue as RoleId);
                    }}
                  >
                    {ROLE_IDS.map((r) => (
                      <Option key={r} value={r}>
                        {ROLE_NAMES[r]}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <Field
                  label="Copy to (optional)"
                  validationMessage={fields.ccEmailAddress ? fields.ccEmailAddress : undefined}
                >
                  <Input
                    type="email"
                    autoComplete="off"
                    value={ccEmail}
                    onChange={(_e, data) => setCcEmail(data.value)}
                  />
                </Field>
                <Field
                  label="Name of the copy's recipient (optional)"
                  validationMessage={fields.ccEmailName ? fields.ccEmailName : undefined}
                >
                  <Input value={ccName} onChange={(_e, data) => setCcName(data.value)} />
                </Field>
              </DialogContent>
              <SaveActions
                label="Invite"
                saving={sending}
                savingLabel="Sending..."
                disabled={!email.trim()}
                submit
                onClose={close}
              />
            </DialogBody>
          </form>
        )}
      </DialogSurface>
    </Dialog>
  );
}
