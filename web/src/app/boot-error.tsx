import { Button, FluentProvider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { reloadPortal } from '../lib/alerts/alert-store.ts';
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
        Portal requires a reload!
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
      <BootErrorContent message={message} />
    </FluentProvider>
  );
}
