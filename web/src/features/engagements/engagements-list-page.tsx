/**
 * /sales/engagements (spec §2 "Engagements list", docs/engagements.md "One list"): one list reconciling the spec's
 * two readings, newest first, with 'New Engagement' above it. A sales person (owner-limited) sees their own
 * engagements and 'No sales engagements found!' when there are none; the full reading says 'No sales engagements!'.
 * HP, Accenture and client roles have no engagements: the page says so and asks the API nothing.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { canUseEngagements, emptyEngagementsText, ENGAGEMENT_TEXTS } from '@portal/domain';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../lib/api/api-error.ts';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useEngagementList } from './engagements-api.ts';
import { EngagementsTable } from './engagements-table.tsx';

/** What a role without engagements (HP, Accenture, client) is told on the engagement pages. */
export const ENGAGEMENTS_NOT_FOR_ROLE =
  "Engagements are for the provider's own staff; your role has no engagements.";

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1440px' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

export default function EngagementsListPage({ title }: { title: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { role } = useSignedInUser();
  const allowed = canUseEngagements(role);
  const { data, error, isLoading } = useEngagementList(allowed);

  const heading = (
    <Text as="h1" id="page-title" size={700} weight="semibold">
      {title}
    </Text>
  );
  if (!allowed)
    return (
      <section className={styles.root} aria-labelledby="page-title">
        {heading}
        <MessageBar intent="warning">
          <MessageBarBody>{ENGAGEMENTS_NOT_FOR_ROLE}</MessageBarBody>
        </MessageBar>
      </section>
    );

  return (
    <section className={styles.root} aria-labelledby="page-title">
      <div className={styles.bar}>
        {heading}
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/sales/engagements/new')}>
          {ENGAGEMENT_TEXTS.newEngagement}
        </Button>
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {isApiError(error) ? error.message : 'The engagements could not be loaded.'}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {isLoading ? <PageSpinner label="Loading engagements…" /> : null}
      {data && data.items.length === 0 ? (
        <Text className={styles.empty} role="status">
          {emptyEngagementsText(role)}
        </Text>
      ) : null}
      {data && data.items.length > 0 ? <EngagementsTable items={data.items} /> : null}
    </section>
  );
}
