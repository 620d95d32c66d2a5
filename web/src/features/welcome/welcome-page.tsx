import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { peekReturnTo } from '../../lib/auth/return-to.ts';
import { readSignOutNote, type SignOutNote } from '../../lib/auth/sign-out-note.ts';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalXXL },
  card: { maxWidth: '640px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** What the welcome page says about the session that ended in this tab (issue 30). */
export function signOutMessage(note: SignOutNote): { intent: 'info' | 'warning'; text: string } {
  if (note.reason === 'signed-out') return { intent: 'info', text: 'You have signed out.' };
  return {
    intent: 'warning',
    text: note.keptChanges
      ? 'Your session expired, so you were signed out. Your unsaved changes are kept in this browser and will be saved when you sign in again.'
      : 'Your session expired, so you were signed out. Sign in again to carry on.',
  };
}

/** Landing page and target of every missing-session redirect; says why the last session ended, if it did. */
export default function WelcomePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { client, hasSession } = useAuth();
  const [busy, setBusy] = useState(false);
  // Read on each render: a sign-out from the user menu notes itself just after coming here.
  const note = hasSession ? undefined : readSignOutNote();
  const message = note ? signOutMessage(note) : undefined;

  const onContinue = async () => {
    if (hasSession) {
      navigate(peekReturnTo(), { replace: true });
      return;
    }
    if (client.signIn) {
      setBusy(true);
      try {
        await client.signIn(peekReturnTo());
      } catch (error) {
        console.error('Sign-in could not start', error);
        setBusy(false);
      }
      return;
    }
    navigate('/sign-in');
  };

  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <Text as="h1" size={700} weight="semibold">
          Welcome to the Solution Portal
        </Text>
        {message ? (
          <MessageBar intent={message.intent}>
            <MessageBarBody>{message.text}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Text as="p" size={400}>
          This tool supplements the governed solutioning process. The solution architect remains responsible
          for following the proper processes.
        </Text>
        <Text as="p" size={400}>
          The Solution Portal is for UK use.
        </Text>
        <div className={styles.actions}>
          <Button appearance="primary" size="large" disabled={busy} onClick={() => void onContinue()}>
            Continue
          </Button>
        </div>
      </Card>
    </div>
  );
}
