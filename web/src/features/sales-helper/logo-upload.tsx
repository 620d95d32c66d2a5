/**
 * The client logo for the slide deck: checked in the browser first (PNG or JPEG by its first bytes, at most 1 MB,
 * with a clear message), then uploaded at once (POST /sales/engagements/logos); the API checks it again and
 * answers its id and size. Optional: the deck is made without a logo when none is given.
 */
import { Button, Label, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { LOGO_ACCEPT, LOGO_HINT, logoProblem } from './logo-check.ts';
import { uploadLogo, type UploadedLogo } from './sales-helper-api.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  preview: {
    maxHeight: '48px',
    maxWidth: '160px',
    objectFit: 'contain',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export function LogoUpload({
  logo,
  onChange,
  onBusy,
}: {
  logo: UploadedLogo | null;
  onChange: (logo: UploadedLogo | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const labelId = useId();
  const statusId = useId();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const working = (value: boolean) => {
    setBusy(value);
    onBusy(value);
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(undefined);
    const found = await logoProblem(file);
    if (found) {
      setProblem(found);
      return;
    }
    working(true);
    try {
      const uploaded = await uploadLogo(file);
      setPreview(URL.createObjectURL(file));
      onChange(uploaded);
    } catch (err) {
      setProblem(isApiError(err) ? err.message : 'The logo could not be uploaded. Try again.');
    } finally {
      working(false);
    }
  };

  const remove = () => {
    setPreview(null);
    setProblem(undefined);
    onChange(null);
  };

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <Label id={labelId}>Client logo (optional)</Label>
      <Text id={hintId} className={styles.muted}>
        {LOGO_HINT}
      </Text>
      <div className={styles.row}>
        <Button
          icon={busy ? <Spinner size="tiny" aria-hidden /> : <ImageAddRegular />}
          disabled={busy}
          aria-describedby={`${hintId} ${statusId}`}
          onClick={() => input.current?.click()}
        >
          {logo ? 'Choose another logo' : 'Choose logo'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={LOGO_ACCEPT}
          hidden
          aria-label="Logo file"
          data-testid="logo-file"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Text id={statusId} className={styles.muted} aria-live="polite" data-testid="logo-chosen">
          {busy
            ? 'Uploading the logo...'
            : logo
              ? `${logo.fileName} (${logo.width} × ${logo.height} px)`
              : 'No logo chosen'}
        </Text>
        {logo && preview ? (
          <img className={styles.preview} src={preview} alt={`Logo ${logo.fileName}`} />
        ) : null}
        {logo ? (
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={remove}>
            Remove logo
          </Button>
        ) : null}
      </div>
      <Text role="alert" className={styles.problem} data-testid="logo-problem">
        {problem ?? ''}
      </Text>
    </div>
  );
}
