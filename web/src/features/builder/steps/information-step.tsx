/**
 * Step 1 (Information): client (searchable, with New Client), expected start (month), primary country or
 * geographic region, opportunity name, description of requirements, and the solution's client contacts and proposal
 * status (optional; the details panel shows them), and the client's volumes the work is sized on (issue 32:
 * volume-fields.tsx). Every field edits the builder draft;
 * an existing solution saves after the default delay, a new one on Next.
 */
import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  CLIENT_CONTACTS_MAX,
  EARLIEST_EXPECTED_START,
  expectedStartProblem,
  LATEST_EXPECTED_START,
  mayCreateClient,
  PLEASE_SPECIFY,
  PROPOSAL_STATUSES,
  REQUIREMENT_DESCRIPTION_MAX,
  SOLUTION_NAME_MAX,
  solutionNameOrDefault,
  solutionVolumes,
  type InformationField,
  type SalesClient,
} from '@portal/domain';
import { useState } from 'react';
import { useTextLimit } from '../../../lib/hooks/use-text-limit.ts';
import { useClients } from '../../../lib/data/clients.ts';
import { useCountryChoices } from '../../../lib/data/countries.ts';
import { useReferenceList } from '../../../lib/data/reference-lists.ts';
import { useSolutionPage } from '../state/page-context.tsx';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { ClientCombobox } from './client-combobox.tsx';
import { DraftInput, DraftTextarea } from '../review/draft-text.tsx';
import { displayedName, missingStepOne, nameForClient, YEAR_MONTH } from './information-values.ts';
import { ClientDialog } from '../../../lib/clients/client-dialog.tsx';
import { setVolumes, VolumeFields, volumesFromClient } from './volume-fields.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  client: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '240px' },
  // Level with the combobox under its label.
  newClient: { marginTop: '22px' },
  // Fields side by side start level, each at its own height (a dropdown beside a textarea is not stretched to it).
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

const LISTBOX = { style: { maxHeight: '300px' } };

export interface InformationStepProps {
  /** Show '*Please specify' under empty required fields (after Next was pressed). */
  showErrors: boolean;
  /** The month field's text while it is not a valid month; null when the draft holds it. */
  startInput: string | null;
  onStartInput: (value: string | null) => void;
}

export function InformationStep({ showErrors, startInput, onStartInput }: InformationStepProps) {
  const styles = useStyles();
  const store = useBuilderStore();
  const draft = useBuilder((s) => s.draft);
  const { role } = useSolutionPage();
  const clients = useClients();
  const countries = useCountryChoices();
  const regions = useReferenceList('regions', !draft.salesCountry);
  const [newClientOpen, setNewClientOpen] = useState(false);

  const missing = showErrors ? missingStepOne(draft, startInput) : [];
  const message = (field: InformationField) => (missing.includes(field) ? PLEASE_SPECIFY : undefined);

  const chooseClient = (client: Pick<SalesClient, 'id' | 'name'> | null) => {
    store.edit((d) => ({
      ...d,
      salesClient: client ? { id: client.id, name: client.name } : null,
      fields: { ...d.fields, name: nameForClient(d.fields.name, client?.name) },
    }));
    // The client's volumes come with it where the solution has none yet (issue 32).
    const { draft: now, tree } = store.getSnapshot();
    const current = solutionVolumes(now.fields.volumes, tree);
    const offered = volumesFromClient(
      clients.data?.find((c) => c.id === client?.id),
      current,
    );
    if (offered) setVolumes(store, offered, current);
  };

  const chooseCountry = (countryId: string | undefined) => {
    const country = countries.data?.find((c) => c.id === countryId);
    store.edit((d) => ({
      ...d,
      salesCountry: country ? { id: country.id, name: country.name } : null,
      fields: country?.regionId ? { ...d.fields, regionId: country.regionId } : d.fields,
    }));
  };

  const chooseRegion = (regionId: string | undefined) =>
    store.edit((d) => {
      const { regionId: _old, ...fields } = d.fields;
      return { ...d, fields: regionId ? { ...fields, regionId } : fields };
    });

  // A well-formed month outside the range is refused beside the field; the draft keeps its last good month.
  const startProblem =
    startInput !== null && YEAR_MONTH.test(startInput) ? expectedStartProblem(startInput) : undefined;
  const nameLimit = useTextLimit(SOLUTION_NAME_MAX, displayedName(draft.fields.name).length);
  const descriptionLimit = useTextLimit(REQUIREMENT_DESCRIPTION_MAX, draft.requirementDescription.length);
  const contactsLimit = useTextLimit(CLIENT_CONTACTS_MAX, (draft.fields.clientContacts ?? '').length);
  const editFields = (change: Partial<typeof draft.fields>) =>
    store.edit((d) => ({ ...d, fields: { ...d.fields, ...change } }));

  const changeStart = (value: string) => {
    if (YEAR_MONTH.test(value) && !expectedStartProblem(value)) {
      onStartInput(null);
      store.edit((d) => ({ ...d, expectedStart: value }));
    } else onStartInput(value);
  };

  const regionName = regions.data?.find((r) => r.id === draft.fields.regionId)?.name ?? '';

  return (
    <div className={styles.form}>
      <div className={styles.client}>
        <Field label="Client" required validationMessage={message('client')} className={styles.grow}>
          <ClientCombobox
            clients={clients.data ?? []}
            value={draft.salesClient}
            disabled={clients.isLoading}
            onChange={chooseClient}
          />
        </Field>
        {/* A client user picks their own organisation: they add no clients (ADR 0053). */}
        {mayCreateClient(role) ? (
          <Button className={styles.newClient} icon={<AddRegular />} onClick={() => setNewClientOpen(true)}>
            New Client
          </Button>
        ) : null}
      </div>
      <div className={styles.row}>
        <Field label="Expected Start" required validationMessage={startProblem ?? message('expectedStart')}>
          <DraftInput
            type="month"
            min={EARLIEST_EXPECTED_START}
            max={LATEST_EXPECTED_START}
            value={startInput ?? draft.expectedStart}
            onValueChange={changeStart}
          />
        </Field>
        <Field label="Primary Country">
          <CountryDropdown
            countries={countries.data ?? []}
            value={draft.salesCountry}
            onChange={chooseCountry}
          />
        </Field>
        {draft.salesCountry ? null : (
          <Field label="Geographic Region">
            <Dropdown
              placeholder="Select Region"
              clearable
              value={regionName}
              selectedOptions={draft.fields.regionId ? [draft.fields.regionId] : []}
              listbox={LISTBOX}
              onOptionSelect={(_e, data) => chooseRegion(data.optionValue)}
            >
              {(regions.data ?? []).map((region) => (
                <Option key={region.id} value={region.id}>
                  {region.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
      </div>
      <Field
        label="Opportunity Name"
        required
        {...nameLimit.field}
        {...(message('name') ? { validationMessage: message('name'), validationState: 'error' } : {})}
      >
        <DraftInput
          {...nameLimit.input}
          value={displayedName(draft.fields.name)}
          onValueChange={(value) =>
            store.edit((d) => ({ ...d, fields: { ...d.fields, name: solutionNameOrDefault(value) } }))
          }
        />
      </Field>
      <Field label="Description of Requirements" {...descriptionLimit.field}>
        <DraftTextarea
          resize="vertical"
          rows={6}
          {...descriptionLimit.input}
          value={draft.requirementDescription}
          onValueChange={(value) => store.edit((d) => ({ ...d, requirementDescription: value }))}
        />
      </Field>
      <VolumeFields />
      <div className={styles.row}>
        <Field
          label="Client Contacts"
          hint="Who at the client the solution is for: names, roles, e-mail addresses."
          {...contactsLimit.field}
        >
          <DraftTextarea
            resize="vertical"
            rows={3}
            {...contactsLimit.input}
            value={draft.fields.clientContacts ?? ''}
            onValueChange={(value) => editFields({ clientContacts: value })}
          />
        </Field>
        <Field label="Proposal Status">
          <Dropdown
            placeholder="Select Status"
            value={draft.fields.proposalStatus ?? ''}
            selectedOptions={draft.fields.proposalStatus ? [draft.fields.proposalStatus] : []}
            onOptionSelect={(_e, data) => editFields({ proposalStatus: data.optionValue })}
          >
            {PROPOSAL_STATUSES.map((status) => (
              <Option key={status} value={status}>
                {status}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {newClientOpen ? (
        // The shared client dialog (lib/clients, ADR 0017): UK numbers, the session check; the save caches it.
        <ClientDialog
          client={null}
          onClose={() => setNewClientOpen(false)}
          onSaved={(client) => {
            setNewClientOpen(false);
            chooseClient(client);
          }}
        />
      ) : null}
    </div>
  );
}

function CountryDropdown({
  countries,
  value,
  onChange,
}: {
  countries: readonly { id: string; name: string }[];
  value: { id: string; name: string } | null;
  onChange: (countryId: string | undefined) => void;
}) {
  return (
    <Dropdown
      placeholder="Select Country"
      clearable
      value={value?.name ?? ''}
      selectedOptions={value ? [value.id] : []}
      listbox={LISTBOX}
      onOptionSelect={(_e, data) => onChange(data.optionValue)}
    >
      {countries.map((country) => (
        <Option key={country.id} value={country.id}>
          {country.name}
        </Option>
      ))}
    </Dropdown>
  );
}
