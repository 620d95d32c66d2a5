/**
 * The document of a deliverable, work product or tool in its edit dialog: a SharePoint or web link typed in, or a
 * file uploaded at once (POST /sales/documents/upload; spec: .pdf .txt .doc .docx .ppt .pptx .xls .xlsx, size in
 * MB with 2 decimals). The item keeps the upload's id; the dialog saves it with the item. The browser checks the
 * extension and size first so a person hears at once what the API would refuse.
 */
import { Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import {
  documentLinkType,
  extensionOf,
  formatMegabytes,
  isUploadExtension,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  type UploadType,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { uploadDocument } from './document-api.ts';
import { DocumentDownloadButton } from './document-download.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  name: { overflowWrap: 'anywhere' },
});

/** Why a chosen file cannot be uploaded, before it is sent; undefined when it may go. */
export function chosenFileProblem(file: { name: string; size: number }): string | undefined {
  if (!isUploadExtension(extensionOf(file.name)))
    return `Only ${UPLOAD_EXTENSIONS.join(' ')} files can be uploaded.`;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_UPLOAD_BYTES)
    return `The file is ${formatMegabytes(file.size)}; the largest upload is ${formatMegabytes(MAX_UPLOAD_BYTES)}.`;
  return undefined;
}

export interface DocumentAttachmentProps {
  uploadType: UploadType;
  itemName: string;
  value: string | undefined;
  onChange: (documentId: string) => void;
  /** False while a file uploads or the typed link is not a web link: the dialog cannot save then. */
  onReadyChange: (ready: boolean) => void;
}

export const NOT_A_LINK = 'Give a web link beginning https://, or upload a file.';

export function DocumentAttachment({
  uploadType,
  itemName,
  value,
  onChange,
  onReadyChange,
}: DocumentAttachmentProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [uploaded, setUploaded] = useState<{ id: string; name: string; size: string }>();
  const documentId = value?.trim() ?? '';
  // An uploaded file's id, as opposed to a link being typed (which is not a web link until it is complete).
  const [isFile, setIsFile] = useState(documentId !== '' && documentLinkType(documentId) === 'FILE');
  const badLink = !isFile && documentId !== '' && documentLinkType(documentId) === 'FILE';
  useEffect(() => onReadyChange(!busy && !badLink), [busy, badLink, onReadyChange]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = chosenFileProblem(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await uploadDocument(file, uploadType);
      // Spec: an upload answer without a documentId shows nothing.
      if (result.documentId) {
        setUploaded({ id: result.documentId, name: result.documentFileName, size: result.size });
        setIsFile(true);
        onChange(result.documentId);
      }
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The file could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const chooser = (
    <>
      <Button
        icon={busy ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? 'Uploading...' : isFile ? 'Replace file' : 'Upload file'}
      </Button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        aria-label={`Document file for ${itemName || 'the item'}`}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
    </>
  );

  return (
    <Field
      label="Document"
      hint={`A SharePoint or web link, or a file (${UPLOAD_EXTENSIONS.join(' ')}; up to ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB).`}
      validationState={error || badLink ? 'error' : 'none'}
      validationMessage={error ?? (badLink ? NOT_A_LINK : undefined)}
    >
      {isFile ? (
        <div className={styles.row}>
          <span className={styles.file}>
            <DocumentRegular aria-hidden />
            <Text className={styles.name}>
              {uploaded?.id === documentId ? `${uploaded.name} (${uploaded.size})` : 'Uploaded file'}
            </Text>
          </span>
          <DocumentDownloadButton
            documentId={documentId}
            label={`Download the document of ${itemName}`}
            size="small"
          />
          {chooser}
          <Button
            icon={<DismissRegular />}
            size="small"
            disabled={busy}
            onClick={() => {
              setIsFile(false);
              onChange('');
            }}
          >
            Remove
          </Button>
        </div>
      ) : (
        <div className={styles.row}>
          <Input
            type="url"
            placeholder="https://..."
            aria-label="Document link"
            value={value ?? ''}
            onChange={(_e, d) => {
              setError(undefined);
              onChange(d.value);
            }}
          />
          {chooser}
        </div>
      )}
    </Field>
  );
}
