/**
 * The Settings page's "Changed since approval" section (issue 22, docs/history.md): whether a save that moves the
 * price by more than a percentage, or changes the scope, clears the approvals given before it. Off by default:
 * approvals are then only marked as given on an older version. The percentage shows its message under it.
 */
import { Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { TypedHistorySettings } from '@portal/domain';

const useStyles = makeStyles({
  percent: { maxWidth: '420px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

export function HistorySection({
  typed,
  problems,
  onChange,
}: {
  typed: TypedHistorySettings;
  problems: Record<string, string>;
  onChange: (next: TypedHistorySettings) => void;
}) {
  const styles = useStyles();
  return (
    <>
      <Text as="h2" size={500} weight="semibold">
        Changed since approval
      </Text>
      <Text className={styles.muted}>
        An approval is always marked &quot;changed since&quot; when the solution changes after it. These
        settings clear it instead, so it must be given again: when the price moves by more than the percentage
        (empty: never), or when the scope changes (capabilities or actions taken in or out).
      </Text>
      <Field
        className={styles.percent}
        label="Clear approvals when the price changes by more than (%)"
        validationMessage={problems['clearApprovalOnChange.pricePercent']}
      >
        <Input
          inputMode="decimal"
          maxLength={8}
          value={typed.pricePercent}
          onChange={(_, d) => onChange({ ...typed, pricePercent: d.value })}
        />
      </Field>
      <Checkbox
        label="Clear approvals when the scope changes"
        checked={typed.scope}
        onChange={(_, d) => onChange({ ...typed, scope: d.checked === true })}
      />
    </>
  );
}
