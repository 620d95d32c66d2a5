/**
 * A text field with a most number of characters (the domain's limits) that never cuts what a person typed
 * without a word (issue 18): input stops at the limit (maxLength), a counter shows near the limit, the limit is
 * said beside the field once reached, and a paste that would not fit is refused whole with a message (the text
 * stays on the clipboard) instead of being cut by the browser.
 */
import type { FieldProps } from '@fluentui/react-components';
import { useState, type ClipboardEvent } from 'react';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

export function textLimitMessage(max: number): string {
  return `The most is ${max.toLocaleString('en-GB')} characters.`;
}

export function pasteTooLongMessage(pasted: number, room: number, max: number): string {
  return `Not pasted: the text has ${pasted.toLocaleString('en-GB')} characters and ${room.toLocaleString(
    'en-GB',
  )} fit (the most is ${max.toLocaleString('en-GB')}). Shorten it and paste again.`;
}

export function useTextLimit(max: number, length: number) {
  const [refusedPaste, setRefusedPaste] = useState<string | null>(null);
  // Any change of the text after a refused paste clears its message.
  const [seen, setSeen] = useState(length);
  if (length !== seen) {
    setSeen(length);
    if (refusedPaste) setRefusedPaste(null);
  }
  const onPaste = (e: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const el = e.currentTarget;
    const pasted = e.clipboardData.getData('text').length;
    const selected = Math.abs((el.selectionEnd ?? 0) - (el.selectionStart ?? 0));
    const room = max - (el.value.length - selected);
    if (pasted > room) {
      e.preventDefault();
      setRefusedPaste(pasteTooLongMessage(pasted, room, max));
    } else setRefusedPaste(null);
  };
  const atLimit = length >= max;
  const field: Pick<FieldProps, 'validationMessage' | 'validationState' | 'hint'> = refusedPaste
    ? { validationMessage: refusedPaste, validationState: 'error' }
    : atLimit
      ? { validationMessage: textLimitMessage(max), validationState: 'warning' }
      : length >= max * COUNTER_FROM
        ? { hint: `${length.toLocaleString('en-GB')} / ${max.toLocaleString('en-GB')} characters` }
        : {};
  return {
    /** Spread onto the Input or Textarea. */
    input: { maxLength: max, onPaste },
    /** Spread onto its Field (a field's own message, such as '*Please specify', goes first). */
    field,
  };
}
