/**
 * Content texts compared word by word (issue 22): the stored rich text read as plain text (tags gone, entities as
 * the browser shows them, line breaks kept), then compared token by token with jsdiff (the `diff` package's Myers
 * diff): words, runs of whitespace and punctuation marks are the tokens. A comparison that would need more than
 * MAX_WORD_EDITS edits, or more than WORD_DIFF_TIMEOUT_MS (two wholly different long texts), is shown as the old
 * text removed and the new one added, so a hostile or huge text never makes the diff slow.
 */
import { diffArrays } from 'diff';
import type { WordChange } from '../contracts/history.ts';
import { richTextPlain } from '../format/rich-text-runs.ts';
import { sanitizeRichText } from '../format/rich-text.ts';

/**
 * Tokens: runs of whitespace, words (letters and digits, with the separators inside numbers and words kept:
 * '2,000', '1.5', 'don’t'), and each other character on its own. Tokenising here and comparing the token
 * arrays with jsdiff's diffArrays is several times faster than its diffWords on long texts.
 */
const TOKEN = /\s+|[\p{L}\p{N}]+(?:[.,'’-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

/** Control characters other than tab and line breaks (what storedText refuses). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

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
  // An entity can name a control character ('&#1;'): the contract's texts refuse them, so they go.
  return text.replace(/\u00a0/g, ' ').replace(CONTROL, '');
}

type Op = WordChange['op'] | 'both';

/** What a token is compared by: whitespace as one space, anything else as itself. */
const wordKey = (token: string) => (token.trim() === '' ? ' ' : token);

/** Pieces of `before` and `after`: the same text, text removed and text added, in reading order. */
export function wordDiff(before: string, after: string): WordChange[] {
  if (before === after) return before ? [{ op: 'same', text: before }] : [];
  if (!before) return [{ op: 'added', text: after }];
  if (!after) return [{ op: 'removed', text: before }];
  const tokensBefore = before.match(TOKEN) ?? [];
  const tokensAfter = after.match(TOKEN) ?? [];
  // Compared as words: any run of whitespace matches any other (a line break where a space was is no change of
  // the words; the text kept is shown as it is now).
  const parts = diffArrays(tokensBefore.map(wordKey), tokensAfter.map(wordKey), {
    maxEditLength: MAX_WORD_EDITS,
    timeout: WORD_DIFF_TIMEOUT_MS,
  });
  if (!parts) {
    return [
      { op: 'removed', text: before },
      { op: 'added', text: after },
    ];
  }
  let ia = 0;
  let ib = 0;
  const pieces: { op: Op; text: string }[] = parts.map((p) => {
    const n = p.count;
    if (p.removed) return { op: 'removed', text: tokensBefore.slice(ia, (ia += n)).join('') };
    const text = tokensAfter.slice(ib, (ib += n)).join('');
    if (!p.added) ia += n;
    return { op: p.added ? 'added' : 'same', text };
  });
  // A space kept between two changes belongs to both: 'a b' to 'x y' reads as one change, not two.
  for (let i = 1; i < pieces.length - 1; i += 1) {
    const piece = pieces[i]!;
    if (
      piece.op === 'same' &&
      pieces[i - 1]!.op !== 'same' &&
      pieces[i + 1]!.op !== 'same' &&
      !piece.text.trim()
    )
      piece.op = 'both';
  }
  // Each run of changes as the text removed, then the text added.
  const out: WordChange[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ op: 'removed', text: removed });
    if (added) out.push({ op: 'added', text: added });
    removed = '';
    added = '';
  };
  for (const piece of pieces) {
    if (piece.op === 'same') {
      flush();
      out.push({ op: 'same', text: piece.text });
      continue;
    }
    if (piece.op !== 'added') removed += piece.text;
    if (piece.op !== 'removed') added += piece.text;
  }
  flush();
  return out;
}
