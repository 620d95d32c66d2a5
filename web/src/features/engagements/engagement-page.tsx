/**
 * /sales/engagements/new and /sales/engagements/{engagementId} (spec §2 "New engagement wizard"): a loading
 * placeholder until the clients, the engagement (for {id}) and the offerings configuration are loaded, then the
 * form. HP, Accenture and client roles are told engagements are not theirs; an engagement that does not exist, or
 * that a sales person does not own (the API answers 404), says so.
 */
import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { canUseEngagements } from '@portal/domain';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { isApiError } from '../../lib/api/api-error.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useClients, useKeepClient } from '../../lib/data/clients.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { CREATED_STATE, EngagementEditor } from './engagement-editor.tsx';
import { useEngagement, useOfferings } from './engagements-api.ts';
import { ENGAGEMENTS_NOT_FOR_ROLE } from './engagements-list-page.tsx';

export const ENGAGEMENT_NOT_FOUND = 'This engagement does not exist, or it is not one of yours.';
export const LOADING_LABEL = 'Loading the engagement';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1440px' },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForegroundLink,
  },
  placeholder: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: tokens.spacingHorizontalL },
  areas: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** The loading placeholder: the form's shape in grey until everything it needs is there. */
function Placeholder() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.placeholder} aria-label={LOADING_LABEL} aria-busy="true">
      <SkeletonItem size={32} style={{ maxWidth: '520px' }} />
      <SkeletonItem size={32} style={{ maxWidth: '720px' }} />
      <SkeletonItem size={72} />
      <div className={styles.row}>
        {[0, 1, 2, 3, 4].map((i) => (
          <SkeletonItem key={i} size={32} />
        ))}
      </div>
      <div className={styles.areas}>
        {[0, 1, 2, 3].map((i) => (
          <SkeletonItem key={i} size={128} style={{ height: '200px' }} />
        ))}
      </div>
    </Skeleton>
  );
}

function EngagementLoader({ engagementId }: { engagementId: string | undefined }) {
  const clients = useClients();
  const keepClient = useKeepClient();
  const offerings = useOfferings();
  const engagement = useEngagement(engagementId);
  const error = engagement.error ?? clients.error ?? offerings.error;
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {isApiError(error) && error.status === 404 && engagement.error
            ? ENGAGEMENT_NOT_FOUND
            : isApiError(error)
              ? error.message
              : 'The engagement could not be loaded.'}
        </MessageBarBody>
      </MessageBar>
    );
  if (!clients.data || !offerings.data || (engagementId && !engagement.data)) return <Placeholder />;
  return (
    <EngagementEditor
      engagement={engagement.data}
      clients={clients.data}
      offerings={offerings.data.offerings}
      onClientCreated={(client) => void keepClient(client, { revalidate: false })}
    />
  );
}

export default function EngagementPage({ title }: { title: string }) {
  const styles = useStyles();
  const { engagementId } = useParams();
  const { role } = useSignedInUser();
  const location = useLocation();
  const justCreated = (location.state as Record<string, unknown> | null)?.[CREATED_STATE] === true;
  const { data: stored } = useEngagement(canUseEngagements(role) ? engagementId : undefined);
  const name = engagementId ? stored?.fields.name : undefined;
  usePageTitle(name);
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <RouterLink to="/sales/engagements" className={styles.back}>
        <ArrowLeftRegular aria-hidden="true" /> All engagements
      </RouterLink>
      <Text as="h1" id="page-title" size={700} weight="semibold">
        {name ?? title}
      </Text>
      {canUseEngagements(role) ? (
        // A new key per engagement starts a fresh form; the move from /new to the engagement just created keeps
        // the form (and its created dialog) that made it.
        <EngagementLoader key={justCreated ? 'new' : (engagementId ?? 'new')} engagementId={engagementId} />
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{ENGAGEMENTS_NOT_FOR_ROLE}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
