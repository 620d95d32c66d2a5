import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { closeAlert, reloadPortal, useCurrentAlert } from '../../lib/alerts/alert-store.ts';

const useStyles = makeStyles({
  // Bodies list items (e.g. the paths of linked capabilities) one per line.
  body: { whiteSpace: 'pre-line' },
});

/** The shell's alert dialog with OK and/or Reload buttons. */
export function AlertDialogHost() {
  const alert = useCurrentAlert();
  const styles = useStyles();
  return (
    <Dialog open={alert !== null} modalType="alert">
      <DialogSurface aria-describedby={undefined}>
        {alert ? (
          <DialogBody>
            <DialogTitle>{alert.text}</DialogTitle>
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
