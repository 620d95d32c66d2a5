/**
 * Import Solution (spec: the file drop zone 'Drop Solution file here or click to browse!'): a file written by
 * Export Solution becomes a new draft of the person importing it (POST /api/sales/solutions/import), which then
 * opens in the builder. A name already in use is numbered by the API ("<name> (2)"), and the toast says so (issue 30).
 * Loaded only when opened, so the list's first load does not carry it.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { solutionSchema, type Solution } from '@portal/domain';
import { useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useNotify } from '../../lib/toasts/toasts.tsx';

export const DROP_TEXT = 'Drop Solution file here or click to browse!';
/** The API reads JSON bodies up to 2.5 MB. */
const MAX_FILE_BYTES = 2.5 * 1024 * 1024;

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    textAlign: 'center',
  },
  over: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** What the toast adds when the import took another name than its file's (one was already in use). */
export function importRenamedNotice(file: unknown, created: Pick<Solution, 'fields'>): string | undefined {
  const name = (file as { solution?: { fields?: { name?: unknown } } }).solution?.fields?.name;
  if (typeof name !== 'string' || name === created.fields.name) return undefined;
  return `It is named “${created.fields.name}”, as a solution named “${name}” already exists.`;
}

async function readImport(file: File): Promise<unknown> {
  if (file.size > MAX_FILE_BYTES)
    throw new Error('The file is larger than an exported solution can be (2.5 MB).');
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new Error('This file is not a Solution Portal export file.');
  }
}

export default function ImportSolutionDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const importFile = async (file: File | undefined) => {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    try {
      const body = await readImport(file);
      const created = await apiFetch('/sales/solutions/import', {
        method: 'POST',
        body,
        schema: solutionSchema,
      });
      const renamed = importRenamedNotice(body, created);
      notify('Solution imported!', 'success', renamed ? { body: renamed, timeout: 8000 } : {});
      navigate(`/sales/solution/${created.id}`);
    } catch (err) {
      setError(isApiError(err) || err instanceof Error ? err.message : 'The solution could not be imported.');
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void importFile(e.dataTransfer.files[0]);
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Import Solution</DialogTitle>
          <DialogContent>
            <div
              className={mergeClasses(styles.zone, over && styles.over)}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
            >
              <Button
                appearance="transparent"
                icon={busy ? <Spinner size="tiny" aria-hidden /> : <ArrowUploadRegular />}
                disabled={busy}
                onClick={() => input.current?.click()}
              >
                {DROP_TEXT}
              </Button>
              <Text size={200} className={styles.hint}>
                A .json file made by Export Solution. It becomes a new draft of yours, numbered if its name is
                in use.
              </Text>
              <input
                ref={input}
                type="file"
                accept=".json,application/json"
                hidden
                aria-label="Solution file"
                onChange={(e) => void importFile(e.target.files?.[0])}
              />
            </div>
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
