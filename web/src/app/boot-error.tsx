import { Button, FluentProvider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { RELOAD_ALERT, reloadPortal } from '../lib/alerts/alert-store.ts';
import { PageTitle } from '../lib/page-title.tsx';
import { THEMES } from './theme/themes.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    minHeight: '100vh',
  },
});

function BootErrorContent({ message }: { message: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="alert">
      <Text as="h1" size={600} weight="semibold">
        {RELOAD_ALERT.text}
      </Text>
      <Text>{message}</Text>
      <Button appearance="primary" onClick={reloadPortal}>
        Reload
      </Button>
    </div>
  );
}

/** Shown when the runtime config cannot be read, so the portal cannot start. */
export function BootError({ message }: { message: string }) {
  return (
    <FluentProvider theme={THEMES.default}>
      <PageTitle title={RELOAD_ALERT.text}>
        <BootErrorContent message={message} />
      </PageTitle>
    </FluentProvider>
  );
}
