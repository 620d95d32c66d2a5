import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { RELOAD_ALERT, reloadPortal } from '../lib/alerts/alert-store.ts';
import { PageTitle } from '../lib/page-title.tsx';
import { reportError } from '../lib/telemetry/telemetry.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
});

/** A page that failed to load or render (often a stale build after a deployment): offer a reload. */
export function RouteError() {
  const styles = useStyles();
  const error = useRouteError();
  console.error(error);
  // The router catches render errors before the SDK's window.onerror could see them: report them here.
  useEffect(() => reportError(error), [error]);
  return (
    <PageTitle title={RELOAD_ALERT.text}>
      <div className={styles.root} role="alert">
        <Text as="h1" size={600} weight="semibold">
          {RELOAD_ALERT.text}
        </Text>
        <Text>This page could not be shown. Reloading the portal usually fixes it.</Text>
        <Button appearance="primary" onClick={reloadPortal}>
          Reload
        </Button>
      </div>
    </PageTitle>
  );
}
