import { useEffect, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  ErrorCircleRegular,
  InfoRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import {
  closeAlert,
  reloadPortal,
  useCurrentAlert,
  type AlertRequest,
} from '../../lib/alerts/alert-store.ts';

const useStyles = makeStyles({
  // Bodies list items (e.g. the paths of linked capabilities) one per line.
  body: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '24px', flexShrink: 0 },
  info: { color: tokens.colorBrandForeground1 },
  success: { color: tokens.colorStatusSuccessForeground1 },
  warning: { color: tokens.colorStatusWarningForeground3 },
  error: { color: tokens.colorStatusDangerForeground1 },
});

const INTENT_ICONS = {
  info: InfoRegular,
  success: CheckmarkCircleRegular,
  warning: WarningRegular,
  error: ErrorCircleRegular,
} as const;

/** Server alerts (they carry a kind) show its icon before the title. */
function AlertTitle({ alert }: { alert: AlertRequest }) {
  const styles = useStyles();
  if (!alert.intent) return <DialogTitle>{alert.text}</DialogTitle>;
  const Icon = INTENT_ICONS[alert.intent];
  return (
    <DialogTitle className={styles.title}>
      <Icon aria-hidden className={mergeClasses(styles.icon, styles[alert.intent])} />
      {alert.text}
    </DialogTitle>
  );
}

/**
 * The shell's alert dialog with OK and/or Reload buttons. It keeps the focus while it is open: an alert can open
 * while the page behind it is still mounting, and a field that focuses itself as it mounts (the Search box) took
 * the focus out of the dialog, after which Fluent's focus trap hid the dialog from assistive technology
 * (aria-hidden) while it stayed on screen.
 */
export function AlertDialogHost() {
  const alert = useCurrentAlert();
  const styles = useStyles();
  const surface = useRef<HTMLDivElement>(null);
  const open = alert !== null;
  useEffect(() => {
    if (!open) return;
    const keepFocus = (event: FocusEvent) => {
      const dialog = surface.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target))
        dialog.querySelector('button')?.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, [open]);
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface ref={surface} aria-describedby={undefined}>
        {alert ? (
          <DialogBody>
            <AlertTitle alert={alert} />
            {alert.body ? <DialogContent className={styles.body}>{alert.body}</DialogContent> : null}
            <DialogActions>
              {alert.buttons.includes('reload') ? (
                <Button appearance="primary" onClick={reloadPortal}>
                  Reload
                </Button>
              ) : null}
              {alert.buttons.includes('ok') ? (
                <Button
                  appearance={alert.buttons.includes('reload') ? 'secondary' : 'primary'}
                  onClick={closeAlert}
                >
                  OK
                </Button>
              ) : null}
            </DialogActions>
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
