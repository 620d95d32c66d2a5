/**
 * The solution page's left panel (spec: Solution page): client, expected start, opportunity name,
 * description of requirements, complexity, last updated (with refresh), AEP solution type, primary country,
 * geographic region (full users), organisation, client contacts, proposal status, the AEP and C365 links and the
 * role holders. Full users change complexity, AEP solution type, links and roles through dialogs.
 */
import {
  Button,
  Link,
  makeStyles,
  Text,
  tokens,
  Tooltip,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  EditRegular,
  LinkEditRegular,
  PeopleEditRegular,
} from '@fluentui/react-icons';
import {
  DEFAULT_AEP_SOLUTION_TYPE,
  formatComplexity,
  formatRelative,
  formatTimestamp,
  ORGANIZATION_NAMES,
  PRESENCE_REFRESH_MS,
  solutionNameOrDefault,
} from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useNow } from '../../../lib/hooks/use-now.ts';
import { SafeText } from '../../../lib/sanitize.ts';
import { useReferenceList } from '../../../lib/data/reference-lists.ts';
import { useSolutionPage } from '../state/page-context.tsx';
import { IconButton } from '../shared/icon-button.tsx';
import { useSidePanelStyles } from '../shared/side-panel-styles.ts';
import { useBuilder } from '../state/builder-context.tsx';
import { AepSolutionTypeDialog, ComplexityDialog } from './complexity-dialog.tsx';
import { LinksDialog } from './links-dialog.tsx';
import { ManageRolesDialog } from './manage-roles-dialog.tsx';
import { RoleHolders } from './role-holders.tsx';

const useStyles = makeStyles({
  list: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  term: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  value: { margin: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  inline: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  links: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  // Contacts keep the lines they were typed on.
  contacts: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

type DialogName = 'complexity' | 'aepType' | 'links' | 'roles';

function Entry({ term, action, children }: { term: string; action?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div>
      <dt className={styles.term}>
        <span>{term}</span>
        {action}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <IconButton label={label} icon={<EditRegular />} onClick={onClick} />;
}

function ExternalLink({ href, label }: { href: string | undefined; label: string }) {
  const styles = useStyles();
  if (!href) return <Text className={styles.muted}>{label}: not set</Text>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  );
}

function LastUpdated() {
  const styles = useStyles();
  const { refresh, refreshing } = useSolutionPage();
  const modifiedAt = useBuilder((s) => s.base?.modifiedAt);
  // Read against a clock refreshed at each save, not only once a minute (issue 18).
  const now = useNow(PRESENCE_REFRESH_MS, modifiedAt);
  if (!modifiedAt) return <Text className={styles.muted}>Not saved yet</Text>;
  return (
    <span className={styles.inline}>
      <Tooltip content={formatTimestamp(modifiedAt)} relationship="description">
        <time dateTime={modifiedAt} tabIndex={0}>
          {formatRelative(modifiedAt, now)}
        </time>
      </Tooltip>
      <IconButton label="Refresh" icon={<ArrowClockwiseRegular />} disabled={refreshing} onClick={refresh} />
    </span>
  );
}

export function LeftPanel() {
  const styles = useStyles();
  const panel = useSidePanelStyles();
  const { kind } = useSolutionPage();
  const full = kind === 'full';
  // Focus returns to the button that opened a dialog when the dialog closes.
  const restoreFocus = useRestoreFocusTarget();
  const draft = useBuilder((s) => s.draft);
  const hasBase = useBuilder((s) => s.base !== undefined);
  const regions = useReferenceList('regions', full);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const close = () => setDialog(null);
  const { fields } = draft;
  // Dialog changes save at once or after their delay: only a stored solution has them.
  const canEdit = full && hasBase;
  const region = regions.data?.find((r) => r.id === fields.regionId)?.name ?? fields.regionId;

  return (
    <aside className={panel.panel} aria-label="Solution details">
      <dl className={styles.list}>
        <Entry term="Client">{draft.salesClient?.name || '—'}</Entry>
        <Entry term="Expected Start">{draft.expectedStart || '—'}</Entry>
        <Entry term="Opportunity Name">{solutionNameOrDefault(fields.name)}</Entry>
        <Entry term="Description of Requirements">
          {draft.requirementDescription ? (
            <SafeText html={draft.requirementDescription} />
          ) : (
            <Text className={styles.muted}>—</Text>
          )}
        </Entry>
        <Entry
          term="Complexity"
          action={
            canEdit ? <EditButton label="Change complexity" onClick={() => setDialog('complexity')} /> : null
          }
        >
          {formatComplexity(fields.complexity)}
        </Entry>
        <Entry term="Last Updated">
          <LastUpdated />
        </Entry>
        <Entry
          term="AEP Solution Type"
          action={
            canEdit ? (
              <EditButton label="Change AEP solution type" onClick={() => setDialog('aepType')} />
            ) : null
          }
        >
          {fields.aepSolutionType ?? DEFAULT_AEP_SOLUTION_TYPE}
        </Entry>
        <Entry term="Primary Country">{draft.salesCountry?.name ?? '—'}</Entry>
        {full ? <Entry term="Geographic Region">{region || '—'}</Entry> : null}
        <Entry term="Organization">{ORGANIZATION_NAMES[fields.organization]}</Entry>
        <Entry term="Client Contacts">
          {fields.clientContacts ? (
            <Text className={styles.contacts}>{fields.clientContacts}</Text>
          ) : (
            <Text className={styles.muted}>—</Text>
          )}
        </Entry>
        <Entry term="Proposal Status">{fields.proposalStatus || '—'}</Entry>
        <Entry
          term="Links"
          action={
            canEdit ? (
              <Button
                appearance="subtle"
                size="small"
                icon={<LinkEditRegular />}
                {...restoreFocus}
                onClick={() => setDialog('links')}
              >
                Set Link
              </Button>
            ) : null
          }
        >
          <span className={styles.links}>
            <ExternalLink href={fields.aepUrl} label="AEP" />
            <ExternalLink href={fields.c365Url} label="C365" />
          </span>
        </Entry>
        <Entry
          term="Roles"
          action={
            canEdit ? (
              <Button
                appearance="subtle"
                size="small"
                icon={<PeopleEditRegular />}
                {...restoreFocus}
                onClick={() => setDialog('roles')}
              >
                Manage Roles
              </Button>
            ) : null
          }
        >
          <RoleHolders roles={fields.roles ?? []} />
        </Entry>
      </dl>
      {canEdit ? (
        <>
          <ComplexityDialog open={dialog === 'complexity'} onClose={close} />
          <AepSolutionTypeDialog open={dialog === 'aepType'} onClose={close} />
          <LinksDialog open={dialog === 'links'} onClose={close} />
          <ManageRolesDialog open={dialog === 'roles'} onClose={close} />
        </>
      ) : null}
    </aside>
  );
}
