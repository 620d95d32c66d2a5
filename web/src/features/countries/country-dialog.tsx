/**
 * The country dialog (spec: Countries admin): the provider's four contacts (sponsor, sales, alliance, solutions:
 * name and e-mail) with its region, and HP's region with the same four contacts. E-mails are checked with the
 * shared contract as the admin saves (field messages), the save verifies the session first (none: /welcome) and
 * sends the version edited (If-Match); a newer version on the server is offered with Reload.
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
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  CONTACT_KINDS,
  CONTACT_LABELS,
  saveSalesCountryRequestSchema,
  storedSalesCountrySchema,
  type ContactKind,
  type CountryContacts,
  type Region,
  type SalesCountry,
  type StoredSalesCountry,
} from '@portal/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ConflictBar } from '../../lib/admin/conflict-bar.tsx';
import { fieldErrorsOf, sentence, type FieldErrors } from '../../lib/admin/field-errors.ts';
import { useDialogSave } from '../../lib/admin/use-dialog-save.ts';
import { saveCountry } from '../../lib/data/countries.ts';
import type { RegionLists } from '../../lib/places/regions.ts';
import { EditDialog, SaveActions } from '../../lib/dialogs/edit-dialog.tsx';

const useStyles = makeStyles({
  surface: { width: 'min(820px, calc(100vw - 48px))', maxWidth: 'none' },
  form: { display: 'contents' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldset: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  legend: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  region: { maxWidth: '360px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: '7rem minmax(0, 1fr) minmax(0, 1.2fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
  },
  columnHead: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  kind: { paddingTop: tokens.spacingVerticalS },
});

type Org = 'provider' | 'hp';
const ORG_NAMES: Record<Org, string> = { provider: 'Provider', hp: 'HP' };

const stripEtag = ({ etag: _etag, ...country }: StoredSalesCountry): SalesCountry => country;

function validate(country: SalesCountry): FieldErrors {
  const result = saveSalesCountryRequestSchema.safeParse(country);
  return result.success ? {} : fieldErrorsOf(result.error);
}

interface ContactsProps {
  org: Org;
  contacts: CountryContacts;
  errors: FieldErrors;
  onChange: (kind: ContactKind, part: 'name' | 'email', value: string) => void;
  /** The region control of this organisation. */
  region: ReactNode;
}

function ContactsFieldset({ org, contacts, errors, onChange, region }: ContactsProps) {
  const styles = useStyles();
  const name = ORG_NAMES[org];
  const message = (kind: ContactKind, part: 'name' | 'email') => {
    const m = errors[`fields.${org}.contacts.${kind}.${part}`];
    return m ? sentence(m) : undefined;
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{name}</legend>
      {region}
      <div className={styles.grid}>
        <span aria-hidden="true" />
        <Text className={styles.columnHead} aria-hidden="true">
          Name
        </Text>
        <Text className={styles.columnHead} aria-hidden="true">
          E-mail
        </Text>
        {CONTACT_KINDS.map((kind) => (
          <div key={kind} style={{ display: 'contents' }}>
            <Text className={styles.kind} weight="semibold">
              {CONTACT_LABELS[kind]}
            </Text>
            <Field validationMessage={message(kind, 'name')}>
              <Input
                aria-label={`${name} ${kind} name`}
                value={contacts[kind].name}
                maxLength={200}
                autoComplete="off"
                onChange={(_e, d) => onChange(kind, 'name', d.value)}
              />
            </Field>
            <Field validationMessage={message(kind, 'email')}>
              <Input
                aria-label={`${name} ${kind} e-mail`}
                type="email"
                value={contacts[kind].email}
                maxLength={320}
                autoComplete="off"
                placeholder="name@example.com"
                onChange={(_e, d) => onChange(kind, 'email', d.value)}
              />
            </Field>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function RegionSelect(props: {
  label: string;
  value: string;
  regions: readonly Region[];
  allowNone?: boolean;
  error?: string;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  const known = props.regions.some((r) => r.id === props.value);
  return (
    <Field label={props.label} className={styles.region} validationMessage={props.error}>
      <Select value={props.value} onChange={(_e, d) => props.onChange(d.value)}>
        {props.allowNone ? <option value="">None</option> : null}
        {!known && props.value ? <option value={props.value}>{props.value} (not in the list)</option> : null}
        {props.regions.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name} ({r.id})
          </option>
        ))}
      </Select>
    </Field>
  );
}

export interface CountryDialogProps {
  country: StoredSalesCountry;
  regions: RegionLists;
  onClose: () => void;
  onSaved: (saved: StoredSalesCountry) => void;
}

export function CountryDialog({ country, regions, onClose, onSaved }: CountryDialogProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<SalesCountry>(() => stripEtag(country));
  const [tried, setTried] = useState(false);
  const { errors, setErrors, busy, problem, setProblem, conflict, submit, takeConflict } = useDialogSave(
    storedSalesCountrySchema,
    country.etag,
    'The country could not be saved.',
  );

  const update = (next: SalesCountry) => {
    setDraft(next);
    if (tried) setErrors(validate(next));
  };
  const setContact = (org: Org) => (kind: ContactKind, part: 'name' | 'email', value: string) => {
    const contacts = {
      ...draft.fields[org].contacts,
      [kind]: { ...draft.fields[org].contacts[kind], [part]: value },
    };
    update({ ...draft, fields: { ...draft.fields, [org]: { ...draft.fields[org], contacts } } });
  };

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setTried(true);
    setProblem(null);
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      setProblem('Check the fields marked below.');
      return;
    }
    await submit(async (etag) => onSaved(await saveCountry(draft, etag ?? country.etag)));
  };

  const reload = () => {
    const newer = takeConflict();
    if (newer) setDraft(stripEtag(newer));
    setTried(false);
  };

  const regionError = (path: string) => (errors[path] ? sentence(errors[path]) : undefined);

  return (
    <EditDialog saving={busy} onClose={onClose} className={styles.surface}>
      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <DialogBody>
          <DialogTitle>{country.name}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>The regions and the four contacts of each organisation for {country.name}.</Text>
            {conflict !== null ? <ConflictBar what="country" onReload={reload} /> : null}
            {problem ? (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ) : null}
            <ContactsFieldset
              org="provider"
              contacts={draft.fields.provider.contacts}
              errors={errors}
              onChange={setContact('provider')}
              region={
                <RegionSelect
                  label="Provider region"
                  value={draft.fields.provider.regionId}
                  regions={regions.provider}
                  error={regionError('fields.provider.regionId')}
                  onChange={(regionId) =>
                    update({
                      ...draft,
                      fields: { ...draft.fields, provider: { ...draft.fields.provider, regionId } },
                    })
                  }
                />
              }
            />
            <ContactsFieldset
              org="hp"
              contacts={draft.fields.hp.contacts}
              errors={errors}
              onChange={setContact('hp')}
              region={
                <RegionSelect
                  label="HP region"
                  value={draft.fields.hp.region}
                  regions={regions.hp}
                  allowNone
                  error={regionError('fields.hp.region')}
                  onChange={(region) =>
                    update({ ...draft, fields: { ...draft.fields, hp: { ...draft.fields.hp, region } } })
                  }
                />
              }
            />
          </DialogContent>
          <SaveActions label="Save" saving={busy} disabled={conflict !== null} submit onClose={onClose} />
        </DialogBody>
      </form>
    </EditDialog>
  );
}
