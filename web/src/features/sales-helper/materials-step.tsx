/**
 * Step 3: generate the materials. The client (dropdown 'Select Client' or 'New Client'), an optional logo, the
 * 'Create Framework solution' switch and Generate, which stays disabled until a client with an id is chosen and at
 * least one capability is ticked (and while a logo is uploading).
 */
import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SparkleRegular } from '@fluentui/react-icons';
import { ENGAGEMENT_TEXTS, type StoredSalesClientView } from '@portal/domain';
import { useMemo, useState } from 'react';
import { ClientDialog } from '../../lib/clients/client-dialog.tsx';
import { LogoUpload } from './logo-upload.tsx';
import type { UploadedLogo } from './sales-helper-api.ts';

export const FRAMEWORK_SWITCH_TEXT = 'Create Framework solution';
export const GENERATE_TEXT = 'Generate';
export const NEEDS_CLIENT = 'Choose a client to generate the materials.';
export const NEEDS_CAPABILITY = 'Tick at least one capability in step 2 to generate the materials.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  clientRow: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  client: { minWidth: '320px', flexGrow: 1 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  switch: { alignSelf: 'flex-start' },
});

export interface MaterialsStepProps {
  clients: readonly StoredSalesClientView[] | undefined;
  clientsError: boolean;
  clientId: string | undefined;
  onClient: (client: StoredSalesClientView) => void;
  logo: UploadedLogo | null;
  onLogo: (logo: UploadedLogo | null) => void;
  framework: boolean;
  onFramework: (on: boolean) => void;
  tickedCount: number;
  generating: boolean;
  problem: string | null;
  onGenerate: () => void;
}

export function MaterialsStep(props: MaterialsStepProps) {
  const styles = useStyles();
  const [creating, setCreating] = useState(false);
  const [logoBusy, setLogoBusy] = useState(false);
  const sorted = useMemo(
    () => [...(props.clients ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    [props.clients],
  );
  const chosen = sorted.find((c) => c.id === props.clientId);
  const blocker = !chosen ? NEEDS_CLIENT : props.tickedCount === 0 ? NEEDS_CAPABILITY : null;
  const disabled = Boolean(blocker) || logoBusy || props.generating;

  return (
    <div className={styles.root}>
      <div className={styles.clientRow}>
        <Field
          className={styles.client}
          label="Client"
          required
          validationMessage={props.clientsError ? 'The clients could not be loaded.' : undefined}
        >
          <Dropdown
            placeholder={ENGAGEMENT_TEXTS.selectClient}
            value={chosen?.name ?? ''}
            selectedOptions={chosen ? [chosen.id] : []}
            disabled={!props.clients}
            onOptionSelect={(_e, d) => {
              const client = sorted.find((c) => c.id === d.optionValue);
              if (client) props.onClient(client);
            }}
          >
            {sorted.map((c) => (
              <Option key={c.id} value={c.id}>
                {c.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button icon={<AddRegular />} onClick={() => setCreating(true)}>
          {ENGAGEMENT_TEXTS.newClient}
        </Button>
      </div>
      <LogoUpload logo={props.logo} onChange={props.onLogo} onBusy={setLogoBusy} />
      <Switch
        className={styles.switch}
        label={FRAMEWORK_SWITCH_TEXT}
        checked={props.framework}
        onChange={(_e, d) => props.onFramework(d.checked)}
      />
      <Text>
        {props.tickedCount === 1 ? '1 capability' : `${props.tickedCount} capabilities`} ticked for the
        materials.
      </Text>
      {props.problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{props.problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={props.generating ? <Spinner size="tiny" aria-hidden /> : <SparkleRegular />}
          disabledFocusable={disabled}
          aria-describedby={blocker ? 'generate-blocker' : undefined}
          onClick={props.onGenerate}
        >
          {GENERATE_TEXT}
        </Button>
        {blocker ? (
          <Text id="generate-blocker" className={styles.muted}>
            {blocker}
          </Text>
        ) : null}
      </div>
      {creating ? (
        <ClientDialog
          client={null}
          onClose={() => setCreating(false)}
          onSaved={(client) => {
            setCreating(false);
            props.onClient(client);
          }}
        />
      ) : null}
    </div>
  );
}
