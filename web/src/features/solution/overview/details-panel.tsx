import { Button, Link, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import {
  formatRelative,
  formatTimestamp,
  ORGANIZATION_NAMES,
  PRESENCE_REFRESH_MS,
  type Solution,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { useNow } from '../../../lib/hooks/use-now.ts';
import { SafeText } from '../../../lib/sanitize.ts';
import { RoleHolders } from './role-holders.tsx';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  list: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, color: tokens.colorNeutralForeground1 },
  updated: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  links: { display: 'flex', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Entry({ term, children }: { term: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
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

/** The solution page's left panel (spec: Solution page). Region shows for full users only. */
export function DetailsPanel({
  solution,
  full,
  onRefresh,
  refreshing,
}: {
  solution: Solution;
  full: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const styles = useStyles();
  const now = useNow(PRESENCE_REFRESH_MS);
  const { fields } = solution;
  return (
    <aside className={styles.panel} aria-label="Solution details">
      <dl className={styles.list}>
        <Entry term="Client">{solution.clientName || '—'}</Entry>
        <Entry term="Expected Start">{solution.expectedStart}</Entry>
        <Entry term="Opportunity Name">{fields.name || 'Draft'}</Entry>
        <Entry term="Description of Requirements">
          <SafeText html={solution.requirementDescription} />
        </Entry>
        <Entry term="Complexity">{fields.complexity.toFixed(1)}</Entry>
        <Entry term="Last Updated">
          <span className={styles.updated}>
            <Tooltip content={formatTimestamp(solution.modifiedAt)} relationship="description">
              <time dateTime={solution.modifiedAt} tabIndex={0}>
                {formatRelative(solution.modifiedAt, now)}
              </time>
            </Tooltip>
            <Button
              appearance="subtle"
              size="small"
              icon={<ArrowClockwiseRegular />}
              aria-label="Refresh"
              title="Refresh"
              disabled={refreshing}
              onClick={onRefresh}
            />
          </span>
        </Entry>
        <Entry term="AEP Solution Type">{fields.aepSolutionType}</Entry>
        <Entry term="Primary Country">{solution.salesCountry?.name ?? '—'}</Entry>
        {full ? <Entry term="Geographic Region">{fields.regionId ?? '—'}</Entry> : null}
        <Entry term="Organization">{ORGANIZATION_NAMES[fields.organization]}</Entry>
        <Entry term="Links">
          <span className={styles.links}>
            <ExternalLink href={fields.aepUrl} label="AEP" />
            <ExternalLink href={fields.c365Url} label="C365" />
          </span>
        </Entry>
        <Entry term="Roles">
          <RoleHolders roles={fields.roles ?? []} />
        </Entry>
      </dl>
    </aside>
  );
}
