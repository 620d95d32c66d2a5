/**
 * Content texts compared word by word (issue 22): the stored rich text read as plain text (tags gone, entities as
 * the browser shows them, line breaks kept), then jsdiff's diffWords (the `diff` package: each word and each
 * punctuation mark a token, words as Unicode segments them, whitespace kept with the words). A comparison that would need more than
 * MAX_WORD_EDITS edits, or more than WORD_DIFF_TIMEOUT_MS (two wholly different long texts), is shown as the old
 * text removed and the new one added, so a hostile or huge text never makes the diff slow.
 */
import { diffWords } from 'diff';
import type { WordChange } from '../contracts/history.ts';
import { richTextPlain } from '../documents/rich-text-runs.ts';
import { sanitizeRichText } from '../format/rich-text.ts';

/**
 * Words as Unicode segments them (UAX #29), so '2,000' and 'don't' are one word each, not three; jsdiff's own
 * tokens where Intl.Segmenter is missing.
 */
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('en-GB', { granularity: 'word' })
    : undefined;

/** The most token edits a word comparison looks for before it gives up and shows removed then added. */
export const MAX_WORD_EDITS = 400;
/** And the longest it may take (a safety net for texts built to be slow: a few ms is usual). */
export const WORD_DIFF_TIMEOUT_MS = 50;

/**
 * The plain text of a stored rich text, as a reader sees it: sanitised first (a text stored before sanitising,
 * or from an import, loses its other tags the way the portal shows it), then b, i, u dropped and br as a new line.
 */
export function plainText(rich: string | undefined): string {
  if (!rich) return '';
  const text = rich.includes('<') ? richTextPlain(sanitizeRichText(rich)) : richTextPlain(rich);
  return text.replace(/\u00a0/g, ' ');
}

/** Pieces of `before` and `after`: the same text, text removed and text added, in reading order. */
export function wordDiff(before: string, after: string): WordChange[] {
  if (before === after) return before ? [{ op: 'same', text: before }] : [];
  if (!before) return [{ op: 'added', text: after }];
  if (!after) return [{ op: 'removed', text: before }];
  const parts = diffWords(before, after, {
    maxEditLength: MAX_WORD_EDITS,
    timeout: WORD_DIFF_TIMEOUT_MS,
    ...(segmenter ? { intlSegmenter: segmenter } : {}),
  });
  if (!parts) {
    return [
      { op: 'removed', text: before },
      { op: 'added', text: after },
    ];
  }
  const out: WordChange[] = [];
  for (const part of parts) {
    const op: WordChange['op'] = part.added ? 'added' : part.removed ? 'removed' : 'same';
    const last = out[out.length - 1];
    if (last && last.op === op) last.text += part.value;
    else if (part.value) out.push({ op, text: part.value });
  }
  return out;
}
