import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ORGANIZATION_NAMES,
  ORGANIZATIONS,
  organizationOf,
  ROLE_IDS,
  type LocalSignInUser,
} from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../lib/api/api-error.ts';
import { useSignInCache } from '../../lib/data/current-user.ts';
import { requestLocalToken, useLocalSignInUsers } from '../../lib/data/local-sign-in-users.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { isLocalAuth } from '../../lib/auth/local-auth.ts';
import { peekReturnTo } from '../../lib/auth/return-to.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  group: { gap: tokens.spacingVerticalS },
  user: {
    justifyContent: 'flex-start',
    textAlign: 'start',
    width: '100%',
    paddingBlock: tokens.spacingVerticalS,
  },
  userText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Seeded users grouped by organisation, ordered by role as the portal lists the roles. */
export function groupSignInUsers(users: readonly LocalSignInUser[]) {
  const sorted = [...users].sort(
    (a, b) => ROLE_IDS.indexOf(a.roleId) - ROLE_IDS.indexOf(b.roleId) || a.name.localeCompare(b.name),
  );
  return ORGANIZATIONS.map((org) => ({
    organization: org,
    label: ORGANIZATION_NAMES[org],
    users: sorted.filter((u) => organizationOf(u.roleId) === org),
  })).filter((g) => g.users.length > 0);
}

/** Local sign-in (local auth mode only): choose a seeded user of any role. */
export default function SignInPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { client } = useAuth();
  const cache = useSignInCache();
  const { data: users, error, isLoading } = useLocalSignInUsers();
  const [pending, setPending] = useState<string | null>(null);
  const [signInError, setSignInError] = useState<string | null>(null);

  const signIn = async (email: string) => {
    if (!isLocalAuth(client)) return;
    setPending(email);
    setSignInError(null);
    try {
      const { token, expiresAt } = await requestLocalToken(email);
      // Another user may have been signed in in this tab: nothing cached for them may show for the new one.
      await cache.forgetAll();
      client.completeSignIn(token, expiresAt);
      void cache.reread();
      navigate(peekReturnTo(), { replace: true });
    } catch (e) {
      setSignInError(isApiError(e) ? e.message : 'Sign-in failed.');
      setPending(null);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold">
        Sign in
      </Text>
      <Text>
        Local sign-in: choose the user you want to act as. Each user has one of the portal&apos;s roles.
      </Text>
      {isLoading ? <Spinner label="Loading users…" /> : null}
      {error || signInError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {signInError ?? (isApiError(error) ? error.message : 'Users could not be loaded.')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.groups}>
        {groupSignInUsers(users ?? []).map((group) => (
          <Card key={group.organization} className={styles.group}>
            <Text as="h2" size={500} weight="semibold">
              {group.label}
            </Text>
            {group.users.map((user) => (
              <Button
                key={user.email}
                className={styles.user}
                appearance="subtle"
                disabled={pending !== null}
                icon={pending === user.email ? <Spinner size="tiny" aria-hidden /> : undefined}
                onClick={() => void signIn(user.email)}
              >
                <span className={styles.userText}>
                  <Text weight="semibold">{user.name}</Text>
                  <Text size={200} className={styles.muted}>
                    {user.role} · {user.email}
                  </Text>
                </span>
              </Button>
            ))}
          </Card>
        ))}
      </div>
    </section>
  );
}
