/**
 * A number field that lets the user type freely and never changes a value without a word: every change is
 * checked with the domain rule (checkNumber); a value that fits is stored; one changed to fit (above the most,
 * too many decimals) is stored with a note beside the field ('The most is 9,999: set to 9,999.'); one that
 * makes no sense (not a number, negative) is refused with a message and the last valid value stays. On blur the
 * field shows the stored value again; the note or message stays until the next change.
 */
import { Field, Input, makeStyles, mergeClasses, type InputProps } from '@fluentui/react-components';
import { checkNumber, type NumberRule } from '@portal/domain';
import { useState } from 'react';

const useStyles = makeStyles({
  // In a grid row beside a field with a message, the input keeps its height instead of stretching.
  field: { alignSelf: 'start' },
});

export interface NumberInputProps {
  value: number;
  rule: NumberRule;
  onValue: (value: number) => void;
  label: string;
  /** A visible label above the field (otherwise `label` names it for assistive technology only). */
  fieldLabel?: string;
  disabled?: boolean;
  size?: InputProps['size'];
  className?: string;
}

export function NumberInput({
  value,
  rule,
  onValue,
  label,
  fieldLabel,
  disabled,
  size = 'small',
  className,
}: NumberInputProps) {
  const styles = useStyles();
  const [typed, setTyped] = useState<string | null>(null);
  const [said, setSaid] = useState<{ text: string; state: 'warning' | 'error' } | null>(null);
  return (
    <Field
      label={fieldLabel}
      className={mergeClasses(styles.field, className)}
      validationState={said?.state ?? 'none'}
      validationMessage={said?.text}
    >
      <Input
        size={size}
        inputMode="decimal"
        // A small intrinsic width: the field takes the width its column or cell gives it.
        input={{ size: 4 }}
        aria-label={label}
        disabled={disabled}
        value={typed ?? String(value)}
        onFocus={() => setTyped(String(value))}
        onBlur={() => setTyped(null)}
        onChange={(_, data) => {
          setTyped(data.value);
          const result = checkNumber(data.value, rule, value);
          if (!result.ok) {
            setSaid({ text: result.message, state: 'error' });
            return;
          }
          setSaid(result.note ? { text: result.note, state: 'warning' } : null);
          if (result.value !== value) onValue(result.value);
        }}
      />
    </Field>
  );
}
