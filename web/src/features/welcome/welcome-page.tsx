import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { peekReturnTo, takeReturnTo } from '../../lib/auth/return-to.ts';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalXXL },
  card: { maxWidth: '640px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** Landing page and target of every missing-session redirect. */
export default function WelcomePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { client, hasSession } = useAuth();
  const [busy, setBusy] = useState(false);

  const onContinue = async () => {
    if (hasSession) {
      navigate(takeReturnTo(), { replace: true });
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
