/**
 * Text inputs bound to the draft. The API trims stored text; when a stored version comes back into the draft
 * (a reload, a merge) a trailing space typed just before would vanish under the cursor. These inputs keep
 * what the user typed while the stored value is the same text trimmed, and take the stored value only when it
 * really differs (another field's rule, someone else's change).
 */
import { Input, Textarea, type InputProps, type TextareaProps } from '@fluentui/react-components';
import { useState } from 'react';

function useTypedText(value: string, onChange: (value: string) => void) {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== typed.trim() && value !== typed) setTyped(value);
  }
  return {
    typed,
    change: (next: string) => {
      setTyped(next);
      setSeen(next);
      onChange(next);
    },
  };
}

type Bound = { value: string; onValueChange: (value: string) => void };

export function DraftInput({
  value,
  onValueChange,
  ...rest
}: Bound & Omit<InputProps, 'value' | 'onChange'>) {
  const { typed, change } = useTypedText(value, onValueChange);
  return <Input {...rest} value={typed} onChange={(_e, data) => change(data.value)} />;
}

export function DraftTextarea({
  value,
  onValueChange,
  ...rest
}: Bound & Omit<TextareaProps, 'value' | 'onChange'>) {
  const { typed, change } = useTypedText(value, onValueChange);
  return <Textarea {...rest} value={typed} onChange={(_e, data) => change(data.value)} />;
}
