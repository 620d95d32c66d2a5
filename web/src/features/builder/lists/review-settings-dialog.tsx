/**
 * The 'Deliverable review settings' dialog (spec: cycles, review, update, approve; options 1 to 10): each
 * change applies at once and saves automatically after about 0.9 s, so the dialog only has Close (and, for a
 * deliverable with its own settings, 'Use the solution default').
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components';
import {
  REVIEW_SETTING_FIELDS,
  REVIEW_SETTING_OPTIONS,
  reviewSettingValue,
  type ReviewSettings,
} from '@portal/domain';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalM },
});

export function ReviewSettingsDialog({
  title,
  value,
  onChange,
  onUseDefault,
  onClose,
}: {
  title: string;
  value: ReviewSettings;
  onChange: (next: ReviewSettings) => void;
  /** Offered when the deliverable has its own settings. */
  onUseDefault?: () => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.grid}>
            {REVIEW_SETTING_FIELDS.map(({ key, label }) => (
              <Field key={key} label={label}>
                <Dropdown
                  aria-label={label}
                  value={String(value[key])}
                  selectedOptions={[String(value[key])]}
                  onOptionSelect={(_, d) =>
                    onChange({ ...value, [key]: reviewSettingValue(d.optionValue, value[key]) })
                  }
                >
                  {REVIEW_SETTING_OPTIONS.map((n) => (
                    <Option key={n} value={String(n)}>
                      {String(n)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            ))}
          </DialogContent>
          <DialogActions>
            {onUseDefault ? <Button onClick={onUseDefault}>Use the solution default</Button> : null}
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
