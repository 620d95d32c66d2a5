/**
 * Upload of a new template file (spec: shows the file size in KB; Upload disabled until a file is chosen; the list
 * refreshes about 2000 ms after). The API checks the file (docs/templates.md) and says what is missing if it
 * cannot be used; the file is checked here first for its extension and size only.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentRegular } from '@fluentui/react-icons';
import {
  formatKilobytes,
  MAX_TEMPLATE_BYTES,
  MAX_TEMPLATE_SIZE_TEXT,
  TEMPLATE_FORMAT_NAMES,
  TEMPLATE_UPLOAD_REFRESH_MS,
  templateFormatOf,
  type Template,
} from '@portal/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { useNotify } from '../../lib/toasts/toasts.tsx';
import { uploadTemplate } from '../../lib/data/templates.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  chosen: { color: tokens.colorNeutralForeground2 },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

interface UploadError {
  message: string;
  problems: string[];
}

function uploadError(error: unknown): UploadError {
  if (!isApiError(error)) return { message: 'The template could not be uploaded.', problems: [] };
  const details = error.details as { problems?: unknown } | undefined;
  const problems = Array.isArray(details?.problems) ? details.problems.map(String) : [];
  return { message: problems.length ? 'This file cannot be used as the template:' : error.message, problems };
}

export function TemplateUpload({ template, onUploaded }: { template: Template; onUploaded: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UploadError | null>(null);
  const refresh = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);

  const format = templateFormatOf(template.filename);
  const extension = format ? `.${format}` : '';
  const wrongType = file && extension && !file.name.toLowerCase().endsWith(extension);
  const tooLarge = file && file.size > MAX_TEMPLATE_BYTES;
  const problem = wrongType
    ? `Choose a ${format ? TEMPLATE_FORMAT_NAMES[format] : 'template'}.`
    : tooLarge
      ? `The file is larger than ${MAX_TEMPLATE_SIZE_TEXT}.`
      : null;

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setError(null);
  };

  const upload = async () => {
    if (!file || problem) return;
    setBusy(true);
    setError(null);
    try {
      await uploadTemplate(template.id, file);
      notify('Template uploaded!', 'success');
      setFile(null);
      if (input.current) input.current.value = '';
      clearTimeout(refresh.current);
      refresh.current = setTimeout(onUploaded, TEMPLATE_UPLOAD_REFRESH_MS);
    } catch (err) {
      setError(uploadError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <Text id={hintId}>
        A {format ? TEMPLATE_FORMAT_NAMES[format] : 'file'} of at most {MAX_TEMPLATE_SIZE_TEXT}. It replaces
        the current template for the next documents generated.
      </Text>
      <div className={styles.row}>
        <Button icon={<DocumentRegular />} aria-describedby={hintId} onClick={() => input.current?.click()}>
          Choose file
        </Button>
        <input
          ref={input}
          type="file"
          accept={extension}
          hidden
          aria-label="Template file"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <Text className={styles.chosen} aria-live="polite" data-testid="chosen-file">
          {file ? `${file.name} (${formatKilobytes(file.size)})` : 'No file chosen'}
        </Text>
        <Button
          appearance="primary"
          icon={busy ? <Spinner size="tiny" aria-hidden /> : <ArrowUploadRegular />}
          disabled={!file || Boolean(problem) || busy}
          onClick={() => void upload()}
        >
          Upload
        </Button>
      </div>
      {problem ? (
        <MessageBar intent="warning">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{error.message}</MessageBarTitle>
            {error.problems.length ? (
              <ul className={styles.problems}>
                {error.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
