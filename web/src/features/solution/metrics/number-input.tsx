/**
 * A number field that lets the user type freely: while focused it shows what was typed and hands every change
 * to `onText` (the caller parses it with the domain rule and stores the result); on blur it shows the stored,
 * parsed value again (e.g. '-5' becomes 0, '12000' becomes 9999).
 */
import { Input, type InputProps } from '@fluentui/react-components';
import { useState } from 'react';

export interface NumberInputProps {
  value: number;
  onText: (text: string) => void;
  label: string;
  disabled?: boolean;
  size?: InputProps['size'];
  className?: string;
}

export function NumberInput({ value, onText, label, disabled, size = 'small', className }: NumberInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <Input
      size={size}
      inputMode="numeric"
      // A small intrinsic width: the field takes the width its column or cell gives it.
      input={{ size: 4 }}
      aria-label={label}
      className={className}
      disabled={disabled}
      value={typed ?? String(value)}
      onFocus={() => setTyped(String(value))}
      onBlur={() => setTyped(null)}
      onChange={(_, data) => {
        setTyped(data.value);
        onText(data.value);
      }}
    />
  );
}
