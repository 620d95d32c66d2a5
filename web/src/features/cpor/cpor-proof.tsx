/**
 * CPoR step 5, the proof of execution (spec: template download and upload): the template to have signed, then the
 * signed file uploaded to the solution (POST /sales/documents/upload, type 104 with the solutionId) and kept in
 * the CPoR state; the API resolves it from the store and names it. Lead-provider users download it.
 */
import {
  Button,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import {
  CPOR_PROOF_TEMPLATE,
  CPOR_PROOF_UPLOAD,
  formatTimestamp,
  UPLOAD_ACCEPT,
  type CporState,
} from '@portal/domain';
import { DocumentDownloadButton } from '../../lib/documents/document-download.tsx';
import { useDocumentUpload } from '../../lib/documents/use-document-upload.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Proof = NonNullable<CporState['proof']>;

export function CporProof({
  solutionId,
  proof,
  editable,
  leadProvider,
  onChange,
}: {
  solutionId: string | undefined;
  proof: Proof | undefined;
  editable: boolean;
  leadProvider: boolean;
  onChange: (proof: Proof | undefined) => void;
}) {
  const styles = useStyles();
  const { input, busy, error, upload, choose } = useDocumentUpload(
    CPOR_PROOF_UPLOAD,
    // The server stores its own name and time with the save; these show them until then.
    (result) =>
      onChange({
        documentId: result.documentId,
        fileName: result.documentFileName,
        uploadedAt: new Date().toISOString(),
      }),
    solutionId,
  );

  return (
    <>
      <Text>
        Download the proof-of-execution template, have it signed by the client and the partner, and upload the
        signed copy here.{' '}
        <Link href={`/templates/${CPOR_PROOF_TEMPLATE}`} download={CPOR_PROOF_TEMPLATE}>
          Download template
        </Link>
      </Text>
      {proof ? (
        <div className={styles.row} role="group" aria-label="Signed proof of execution">
          <DocumentRegular aria-hidden />
          <Text weight="semibold">{proof.fileName ?? 'Signed proof'}</Text>
          {proof.uploadedAt ? <Text size={200}>uploaded {formatTimestamp(proof.uploadedAt)}</Text> : null}
          {leadProvider ? (
            <DocumentDownloadButton
              documentId={proof.documentId}
              label="Download the signed proof"
              size="small"
            />
          ) : null}
          {editable ? (
            <Button
              icon={<DismissRegular />}
              size="small"
              disabled={busy}
              onClick={() => onChange(undefined)}
            >
              Remove
            </Button>
          ) : null}
        </div>
      ) : (
        <Text size={200}>No signed proof has been uploaded yet.</Text>
      )}
      {editable ? (
        <div className={styles.row}>
          <Button
            icon={busy ? <Spinner size="tiny" aria-hidden /> : <ArrowUploadRegular />}
            disabled={busy || !solutionId}
            onClick={choose}
          >
            {busy ? 'Uploading...' : proof ? 'Replace signed proof' : 'Upload signed proof'}
          </Button>
          <input
            ref={input}
            type="file"
            accept={UPLOAD_ACCEPT}
            hidden
            aria-label="Signed proof of execution file"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </div>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
