/**
 * The wizard's header (spec §2 "New engagement wizard"): the Client dropdown ('Select Client') with a validity
 * indicator beside it, 'New Client' (the shared client dialog, empty), the engagement's name (filled with
 * 'Engagement for {client}' when a client is chosen, never over a name the user typed), the Notes ('Notes...'), the
 * seller's own, and what we heard from the client, which the slide deck prints for the client (issue 29).
 */
import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Textarea,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { AddRegular, CheckmarkCircleFilled, ErrorCircleRegular } from '@fluentui/react-icons';
import {
  ENGAGEMENT_HEARD_MAX,
  ENGAGEMENT_MET_WITH_MAX,
  ENGAGEMENT_NAME_MAX,
  ENGAGEMENT_NOTES_MAX,
  ENGAGEMENT_TEXTS,
  type IdName,
  type StoredSalesClientView,
} from '@portal/domain';
import { useState } from 'react';
import { ClientDialog } from '../../lib/clients/client-dialog.tsx';
import { UkDatePicker } from '../../lib/forms/uk-date-picker.tsx';
import { sentence, type FieldErrors } from '../../lib/admin/field-errors.ts';
import { mayCreate, type EngagementDraft } from './engagement-draft.ts';

export const CLIENT_CHOSEN = 'Client chosen';
export const CLIENT_MISSING = 'Choose a client';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  clientRow: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  client: { flexGrow: 1, minWidth: '260px', maxWidth: '520px' },
  dropdown: { width: '100%' },
  indicator: { display: 'inline-flex', alignItems: 'center', height: '32px', fontSize: '24px' },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  missing: { color: tokens.colorPaletteRedForeground1 },
  name: { maxWidth: '720px' },
  metRow: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-start' },
  metOn: { width: '220px' },
  metWith: { flexGrow: 1, minWidth: '260px', maxWidth: '520px' },
});

const LISTBOX = { style: { maxHeight: '320px' } };

export interface EngagementHeaderProps {
  draft: EngagementDraft;
  clients: readonly StoredSalesClientView[];
  errors: FieldErrors;
  disabled: boolean;
  onClient: (client: IdName) => void;
  onName: (name: string) => void;
  onNotes: (notes: string) => void;
  onHeard: (heard: string) => void;
  /** When we met the client and whom we met (either). */
  onMet: (met: Partial<Pick<EngagementDraft, 'metOn' | 'metWith'>>) => void;
  /** A client made in the New Client dialog: added to the list and chosen. */
  onClientCreated: (client: StoredSalesClientView) => void;
}

export function EngagementHeader(props: EngagementHeaderProps) {
  const { draft, clients, errors, disabled } = props;
  const styles = useStyles();
  const [newClient, setNewClient] = useState(false);
  const restoreFocus = useRestoreFocusTarget();
  const valid = mayCreate(draft);
  const message = (path: string) => (errors[path] ? sentence(errors[path]) : undefined);
  const sorted = [...clients].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));

  return (
    <div className={styles.root}>
      <div className={styles.clientRow}>
        <Field
          label="Client"
          required
          className={styles.client}
          validationMessage={message('salesClient.id')}
        >
          <Dropdown
            className={styles.dropdown}
            placeholder={ENGAGEMENT_TEXTS.selectClient}
            value={draft.client?.name ?? ''}
            selectedOptions={draft.client ? [draft.client.id] : []}
            listbox={LISTBOX}
            disabled={disabled}
            onOptionSelect={(_e, data) => {
              const chosen = clients.find((c) => c.id === data.optionValue);
              if (chosen) props.onClient({ id: chosen.id, name: chosen.name });
            }}
          >
            {sorted.map((c) => (
              <Option key={c.id} value={c.id}>
                {c.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <span
          className={`${styles.indicator} ${valid ? styles.ok : styles.missing}`}
          role="img"
          aria-label={valid ? CLIENT_CHOSEN : CLIENT_MISSING}
          title={valid ? CLIENT_CHOSEN : CLIENT_MISSING}
          data-valid={valid}
        >
          {valid ? <CheckmarkCircleFilled /> : <ErrorCircleRegular />}
        </span>
        <Button
          icon={<AddRegular />}
          disabled={disabled}
          {...restoreFocus}
          onClick={() => setNewClient(true)}
        >
          {ENGAGEMENT_TEXTS.newClient}
        </Button>
      </div>
      <Field label="Engagement name" className={styles.name} validationMessage={message('fields.name')}>
        <Input
          value={draft.name}
          maxLength={ENGAGEMENT_NAME_MAX}
          disabled={disabled}
          onChange={(_e, data) => props.onName(data.value)}
        />
      </Field>
      <Field label="Notes" validationMessage={message('fields.engagementNotes')}>
        <Textarea
          value={draft.notes}
          placeholder={ENGAGEMENT_TEXTS.notesPlaceholder}
          maxLength={ENGAGEMENT_NOTES_MAX}
          rows={4}
          resize="vertical"
          disabled={disabled}
          onChange={(_e, data) => props.onNotes(data.value)}
        />
      </Field>
      <div className={styles.metRow}>
        <Field label="When we met" className={styles.metOn} validationMessage={message('fields.metOn')}>
          <UkDatePicker
            value={draft.metOn}
            disabled={disabled}
            onChange={(metOn) => props.onMet({ metOn })}
          />
        </Field>
        <Field
          label="Who we met"
          hint="Names and job titles, as the slide deck names them."
          className={styles.metWith}
          validationMessage={message('fields.metWith')}
        >
          <Input
            value={draft.metWith}
            maxLength={ENGAGEMENT_MET_WITH_MAX}
            disabled={disabled}
            onChange={(_e, data) => props.onMet({ metWith: data.value })}
          />
        </Field>
      </div>
      <Field
        label="What we heard from the client"
        hint="Printed on the slide deck for the client, a point a line: their people, sites and devices, deadlines, and what they want to change. The notes above stay yours."
        validationMessage={message('fields.clientNeeds')}
      >
        <Textarea
          value={draft.heard}
          maxLength={ENGAGEMENT_HEARD_MAX}
          rows={5}
          resize="vertical"
          disabled={disabled}
          onChange={(_e, data) => props.onHeard(data.value)}
        />
      </Field>
      {newClient ? (
        <ClientDialog
          client={null}
          onClose={() => setNewClient(false)}
          onSaved={(saved) => {
            setNewClient(false);
            props.onClientCreated(saved);
          }}
        />
      ) : null}
    </div>
  );
}
