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
  className,
  children,
}: {
  saving: boolean;
  onClose: () => void;
  /** The surface's class (its width). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open || saving ? null : onClose())}>
      <DialogSurface className={className}>{children}</DialogSurface>
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
  /** The primary button's text while saving; 'Saving…' unless the action is not a save ('Sending...'). */
  savingLabel?: string;
  /** Another action of the dialog is running (a Remove): both buttons wait, without the spinner. */
  busy?: boolean;
  /** Buttons before the pair (a Remove); with `fluid` they sit on the left and the pair on the right. */
  before?: ReactNode;
  fluid?: boolean;
  className?: string;
}

export function SaveActions({
  label,
  saving,
  disabled = false,
  submit = false,
  onSave,
  onClose,
  savingLabel = 'Saving…',
  busy = false,
  before,
  fluid = false,
  className,
}: SaveActionsProps) {
  return (
    <DialogActions fluid={fluid} className={className}>
      {before}
      <Button
        {...(submit ? { type: 'submit' as const } : {})}
        appearance="primary"
        disabled={disabled || saving || busy}
        icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
        onClick={onSave}
      >
        {saving ? savingLabel : label}
      </Button>
      <Button onClick={onClose} disabled={saving || busy}>
        Cancel
      </Button>
    </DialogActions>
  );
}
