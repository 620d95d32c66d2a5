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
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  type UploadType,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { DocumentDownloadButton } from './document-download.tsx';
import { useDocumentUpload } from './use-document-upload.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  name: { overflowWrap: 'anywhere' },
});

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
  const [uploaded, setUploaded] = useState<{ id: string; name: string; size: string }>();
  const documentId = value?.trim() ?? '';
  // An uploaded file's id, as opposed to a link being typed (which is not a web link until it is complete).
  const [isFile, setIsFile] = useState(documentId !== '' && documentLinkType(documentId) === 'FILE');
  const { input, busy, error, setError, upload, choose } = useDocumentUpload(uploadType, (result) => {
    setUploaded({ id: result.documentId, name: result.documentFileName, size: result.size });
    setIsFile(true);
    onChange(result.documentId);
  });
  const badLink = !isFile && documentId !== '' && documentLinkType(documentId) === 'FILE';
  useEffect(() => onReadyChange(!busy && !badLink), [busy, badLink, onReadyChange]);

  const chooser = (
    <>
      <Button
        icon={busy ? <Spinner size="tiny" aria-hidden /> : <ArrowUploadRegular />}
        disabled={busy}
        onClick={choose}
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
