/**
 * New Client from the sales helper: a minimal Fluent dialog that POSTs /sales/clients with the name (the clients
 * page's full dialog lives in its own feature; features do not import each other). The save verifies the session
 * first (none: /welcome); the new client is chosen at once.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { saveSalesClientRequestSchema, type StoredSalesClient } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { useEnsureSession } from '../../lib/session/ensure-session.ts';
import { createClient } from './sales-helper-api.ts';

export const CLIENT_NAME_REQUIRED = "Enter the client's name.";

export function NewClientDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (client: StoredSalesClient) => void;
}) {
  const ensureSession = useEnsureSession();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setProblem(null);
    const parsed = saveSalesClientRequestSchema.safeParse({ name });
    if (!name.trim() || !parsed.success) {
      setError(
        name.trim() ? (parsed.error?.issues[0]?.message ?? CLIENT_NAME_REQUIRED) : CLIENT_NAME_REQUIRED,
      );
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      if (!(await ensureSession())) return;
      onSaved(await createClient(parsed.data));
    } catch (err) {
      setProblem(isApiError(err) ? err.message : 'The client could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={(e) => void save(e)} noValidate>
          <DialogBody>
            <DialogTitle>New Client</DialogTitle>
            <DialogContent>
              {problem ? (
                <MessageBar intent="error">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label="Name" required validationMessage={error}>
                <Input value={name} maxLength={200} onChange={(_e, d) => setName(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
              >
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
