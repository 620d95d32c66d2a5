/**
 * The frame of the side panels' edit dialogs (spec: States and transitions, dialogs go editing → saving →
 * closed): a modal that cannot be dismissed while saving, and its actions, where the primary button shows a
 * spinner and 'Saving…' and Cancel waits for the save.
 */
import { Button, Dialog, DialogActions, DialogSurface, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export function EditDialog({
  saving,
  onClose,
  children,
}: {
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open || saving ? null : onClose())}>
      <DialogSurface>{children}</DialogSurface>
    </Dialog>
  );
}

export interface SaveActionsProps {
  /** The primary button's text when not saving ('Add', 'Save'). */
  label: string;
  saving: boolean;
  /** Disables the primary button (incomplete input). */
  disabled?: boolean;
  /** The primary button submits the dialog's form instead of calling onSave. */
  submit?: boolean;
  onSave?: () => void;
  onClose: () => void;
}

export function SaveActions({
  label,
  saving,
  disabled = false,
  submit = false,
  onSave,
  onClose,
}: SaveActionsProps) {
  return (
    <DialogActions>
      <Button
        {...(submit ? { type: 'submit' as const } : {})}
        appearance="primary"
        disabled={disabled || saving}
        icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
        onClick={onSave}
      >
        {saving ? 'Saving…' : label}
      </Button>
      <Button onClick={onClose} disabled={saving}>
        Cancel
      </Button>
    </DialogActions>
  );
}
