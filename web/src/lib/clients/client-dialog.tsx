/**
 * The client dialog (spec: Clients; the New Client button opens it with an empty name and no fields). The spec shows
 * no required-field check; a client needs a name to be found again, so Save asks for one (ADR 0017). Numbers take UK
 * thousands separators ('14,500'); empty is 0. The save verifies the session first (none: /welcome); an edit sends
 * the version edited (If-Match) and a newer version on the server is offered with Reload.
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
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  formatCount,
  parseCount,
  saveSalesClientRequestSchema,
  storedSalesClientSchema,
  type SaveSalesClientRequest,
  type StoredSalesClient,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { ConflictBar } from '../admin/conflict-bar.tsx';
import { fieldErrorsOf, sentence, type FieldErrors } from '../admin/field-errors.ts';
import { useDialogSave } from '../admin/use-dialog-save.ts';
import { saveClient } from '../data/clients.ts';
import { EditDialog, SaveActions } from '../dialogs/edit-dialog.tsx';

const useStyles = makeStyles({
  surface: { width: 'min(720px, calc(100vw - 48px))', maxWidth: 'none' },
  form: { display: 'contents' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
  },
});

const COUNTS = [
  ['users', 'Number of users'],
  ['devices', 'Number of devices'],
  ['applications', 'Number of applications'],
  // Issue 32: the volumes a solution asks first; kept here so an edit never drops them.
  ['mobileDevices', 'Number of phones and tablets'],
  ['sites', 'Number of sites'],
] as const;
type CountKey = (typeof COUNTS)[number][0];

interface Draft {
  name: string;
  industry: string;
  strategy: string;
  users: string;
  devices: string;
  applications: string;
  mobileDevices: string;
  sites: string;
  c365id: string;
  hpid: string;
  companyNumber: string;
  registeredOffice: string;
}

const draftOf = (c: StoredSalesClient | null): Draft => ({
  name: c?.name ?? '',
  industry: c?.fields.industry ?? '',
  strategy: c?.fields.strategy ?? '',
  users: c ? formatCount(c.fields.users) : '',
  devices: c ? formatCount(c.fields.devices) : '',
  applications: c ? formatCount(c.fields.applications) : '',
  mobileDevices: c?.fields.mobileDevices === undefined ? '' : formatCount(c.fields.mobileDevices),
  sites: c?.fields.sites === undefined ? '' : formatCount(c.fields.sites),
  c365id: c?.fields.c365id ?? '',
  hpid: c?.fields.hpid ?? '',
  companyNumber: c?.fields.companyNumber ?? '',
  registeredOffice: c?.fields.registeredOffice ?? '',
});

export const NAME_REQUIRED = "Enter the client's name.";

/** The request to send, or the field messages (keyed as the API keys them). */
function requestOf(
  id: string | undefined,
  d: Draft,
): { request?: SaveSalesClientRequest; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!d.name.trim()) errors.name = NAME_REQUIRED;
  const counts = {} as Record<CountKey, number>;
  for (const [key] of COUNTS) {
    const parsed = parseCount(d[key]);
    if (parsed.ok) counts[key] = parsed.value;
    else errors[`fields.${key}`] = parsed.message;
  }
  if (Object.keys(errors).length) return { errors };
  const result = saveSalesClientRequestSchema.safeParse({
    ...(id ? { id } : {}),
    name: d.name,
    fields: {
      industry: d.industry,
      strategy: d.strategy,
      ...counts,
      c365id: d.c365id,
      hpid: d.hpid,
      companyNumber: d.companyNumber,
      registeredOffice: d.registeredOffice,
    },
  });
  return result.success ? { request: result.data, errors } : { errors: fieldErrorsOf(result.error) };
}

export interface ClientDialogProps {
  /** The client to edit, or null for a new one. */
  client: StoredSalesClient | null;
  onClose: () => void;
  onSaved: (saved: StoredSalesClient, created: boolean) => void;
}

export function ClientDialog({ client, onClose, onSaved }: ClientDialogProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Draft>(() => draftOf(client));
  const [tried, setTried] = useState(false);
  const { errors, setErrors, busy, problem, setProblem, conflict, submit, takeConflict } = useDialogSave(
    storedSalesClientSchema,
    client?.etag,
    'The client could not be saved.',
  );

  const set = (key: keyof Draft) => (value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (tried) setErrors(requestOf(client?.id, next).errors);
  };
  const message = (path: string) => (errors[path] ? sentence(errors[path]) : undefined);

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setTried(true);
    setProblem(null);
    const { request, errors: found } = requestOf(client?.id, draft);
    setErrors(found);
    if (!request) return;
    await submit(async (etag) => onSaved(await saveClient(request, etag), !client));
  };

  const reload = () => {
    const newer = takeConflict();
    if (newer) setDraft(draftOf(newer));
    setTried(false);
  };

  const text = (key: keyof Draft, label: string, max: number) => (
    <Field label={label} validationMessage={message(key === 'name' ? 'name' : `fields.${key}`)}>
      <Input value={draft[key]} maxLength={max} onChange={(_e, d) => set(key)(d.value)} />
    </Field>
  );

  return (
    <EditDialog saving={busy} onClose={onClose} className={styles.surface}>
      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <DialogBody>
          <DialogTitle>{client ? client.name : 'New Client'}</DialogTitle>
          <DialogContent className={styles.content}>
            {conflict ? <ConflictBar what="client" onReload={reload} /> : null}
            {problem ? (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Field label="Name" required validationMessage={message('name')}>
              <Input value={draft.name} maxLength={200} onChange={(_e, d) => set('name')(d.value)} />
            </Field>
            {text('industry', 'Industry', 200)}
            <Field label="Strategy" validationMessage={message('fields.strategy')}>
              <Textarea
                value={draft.strategy}
                maxLength={4000}
                rows={4}
                resize="vertical"
                onChange={(_e, d) => set('strategy')(d.value)}
              />
            </Field>
            <div className={styles.row}>
              {COUNTS.map(([key, label]) => (
                <Field key={key} label={label} validationMessage={message(`fields.${key}`)}>
                  <Input
                    value={draft[key]}
                    inputMode="numeric"
                    maxLength={20}
                    placeholder="0"
                    onChange={(_e, d) => set(key)(d.value)}
                  />
                </Field>
              ))}
            </div>
            <div className={styles.row}>
              {text('c365id', 'C365 ID', 100)}
              {text('hpid', 'HP ID', 100)}
            </div>
            {/* The client's legal identity, printed with its name in the contract's parties. */}
            <div className={styles.row}>
              {text('companyNumber', 'Registration number', 20)}
              {text('registeredOffice', 'Registered office', 300)}
            </div>
          </DialogContent>
          <SaveActions label="Save" saving={busy} disabled={conflict !== null} submit onClose={onClose} />
        </DialogBody>
      </form>
    </EditDialog>
  );
}
