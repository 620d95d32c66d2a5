/**
 * Warns before leaving an admin page with unsaved changes: a dialog when the user follows a link inside the portal
 * (Stay or Leave without saving), and the browser's own prompt when the tab is closed or reloaded.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_TITLE = 'Leave without saving?';
export const UNSAVED_TEXT = 'You have changes that are not saved. If you leave this page now, they are lost.';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => (d.open ? null : blocker.reset())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{UNSAVED_TITLE}</DialogTitle>
          <DialogContent>{UNSAVED_TEXT}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker.reset()}>
              Stay on this page
            </Button>
            <Button onClick={() => blocker.proceed()}>Leave without saving</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
