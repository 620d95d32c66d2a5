import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { canCreateSolution, yearMonthOf } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { createSolution } from '../api/create-solution.ts';
import { useClients } from '../api/get-clients.ts';
import { useCountries } from '../api/get-countries.ts';
import { guidanceFor } from '../guidance.ts';
import { ClientCombobox } from './client-combobox.tsx';
import {
  createRequest,
  missingFields,
  opportunityNameFor,
  REQUIRED_MESSAGE,
  type RequiredField,
  type StepOneState,
} from './step-one.ts';

/** Save-and-redirect delay after the first save (spec: Delays). */
export const SAVE_REDIRECT_MS = 200;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** /sales/solution/new: step 1 (Information) of a new solution; Next creates it. */
export function NewSolutionForm() {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const { role } = useSignedInUser();
  const clients = useClients();
  const countries = useCountries();
  const [state, setState] = useState<StepOneState>(() => ({
    client: null,
    expectedStart: yearMonthOf(new Date()),
    country: null,
    name: '',
    description: '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const missing = submitted ? missingFields(state) : [];
  const invalid = (field: RequiredField) => (missing.includes(field) ? REQUIRED_MESSAGE : undefined);
  const update = (patch: Partial<StepOneState>) => setState((s) => ({ ...s, ...patch }));

  const onNext = async () => {
    setSubmitted(true);
    setSaveError(null);
    if (missingFields(state).length > 0) return;
    setSaving(true);
    try {
      const solution = await createSolution(createRequest(state, role));
      notify('Solution Created!');
      redirectTimer.current = setTimeout(
        () => navigate(`/sales/solution/${solution.id}`, { replace: true }),
        SAVE_REDIRECT_MS,
      );
    } catch (error) {
      setSaveError(isApiError(error) ? error.message : 'The solution could not be created.');
      setSaving(false);
    }
  };

  if (!canCreateSolution(role)) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Your role can view solutions but cannot create them.</MessageBarBody>
      </MessageBar>
    );
  }

  const loadError = clients.error ?? countries.error;
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold">
        New Solution
      </Text>
      <MessageBar intent="info">
        <MessageBarBody>{guidanceFor(1, false)}</MessageBarBody>
      </MessageBar>
      {loadError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {isApiError(loadError) ? loadError.message : 'The form data could not be loaded.'}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onNext();
        }}
      >
        <Field label="Client" required validationMessage={invalid('client')}>
          <ClientCombobox
            clients={clients.data ?? []}
            value={state.client}
            disabled={saving || clients.isLoading}
            onChange={(client) =>
              setState((s) => ({ ...s, client, name: opportunityNameFor(s.name, client) }))
            }
          />
        </Field>
        <div className={styles.row}>
          <Field label="Expected Start" required validationMessage={invalid('expectedStart')}>
            <Input
              type="month"
              value={state.expectedStart}
              disabled={saving}
              onChange={(_e, data) => update({ expectedStart: data.value })}
            />
          </Field>
          <Field label="Primary Country">
            <Dropdown
              placeholder="Select Country"
              disabled={saving || countries.isLoading}
              value={state.country?.name ?? ''}
              selectedOptions={state.country ? [state.country.id] : []}
              listbox={{ style: { maxHeight: '300px' } }}
              onOptionSelect={(_e, data) => {
                const country = countries.data?.find((c) => c.id === data.optionValue);
                update({ country: country ?? null });
              }}
            >
              {(countries.data ?? []).map((country) => (
                <Option key={country.id} value={country.id}>
                  {country.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </div>
        <Field label="Opportunity Name" required validationMessage={invalid('name')}>
          <Input
            value={state.name}
            disabled={saving}
            maxLength={300}
            onChange={(_e, data) => update({ name: data.value })}
          />
        </Field>
        <Field label="Description of Requirements">
          <Textarea
            value={state.description}
            disabled={saving}
            resize="vertical"
            rows={6}
            onChange={(_e, data) => update({ description: data.value })}
          />
        </Field>
        {saveError ? (
          <MessageBar intent="error">
            <MessageBarBody>{saveError}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={saving}>
            Next
          </Button>
        </div>
      </form>
    </section>
  );
}
