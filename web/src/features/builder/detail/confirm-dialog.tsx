import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * The confirm prompt before a delete (spec: Validation rules, deleting needs a confirm prompt) and before Next
 * hands the solution to the approvers (issue 18).
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <Dialog
      open={request !== null}
      modalType="alert"
      onOpenChange={(_, data) => (data.open ? null : onClose())}
    >
      <DialogSurface>
        {request ? (
          <DialogBody>
            <DialogTitle>{request.title}</DialogTitle>
            <DialogContent>{request.text}</DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                onClick={() => {
                  request.onConfirm();
                  onClose();
                }}
              >
                {request.confirmLabel}
              </Button>
              <Button onClick={onClose}>Cancel</Button>
            </DialogActions>
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
