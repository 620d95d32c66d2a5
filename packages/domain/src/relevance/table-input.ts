/**
 * The capability relevance admin table's input rule (spec §5: "whole numbers 0 to 100 only; ... empty becomes 0").
 *
 * Issue 30 replaces the spec's "other input ignored silently": ignoring a keystroke lost work without a word (typing
 * 150 left 15, -5 was dropped). A cell now keeps exactly what was typed and says what is wrong with it; the page
 * refuses to save until every cell reads as a score (the API refuses anything else too).
 *
 * Decisions where the spec is silent: the rule reads the whole text of the cell. Surrounding spaces are dropped;
 * empty (or only spaces) is 0; digits 0-9 only with a value 0-100 are that number (leading zeros allowed: '007' is
 * 7); anything else (a sign, a decimal point, letters, more than 100) is not a score and gets the field message.
 */
export const RELEVANCE_SCORE_MIN = 0;
export const RELEVANCE_SCORE_MAX = 100;

/** The field message of a cell whose text is not a score. */
export const RELEVANCE_INPUT_MESSAGE = `Enter a whole number from ${RELEVANCE_SCORE_MIN} to ${RELEVANCE_SCORE_MAX}.`;

export type ParsedRelevance = { ok: true; value: number } | { ok: false; message: string };

/** What the text typed into a relevance cell means: a score, or the message saying what to enter. */
export function parseRelevanceInput(typed: string): ParsedRelevance {
  const t = typed.trim();
  if (t === '') return { ok: true, value: 0 };
  if (!/^\d+$/.test(t)) return { ok: false, message: RELEVANCE_INPUT_MESSAGE };
  const value = Number(t);
  return value <= RELEVANCE_SCORE_MAX ? { ok: true, value } : { ok: false, message: RELEVANCE_INPUT_MESSAGE };
}

/** Whether a number is a valid stored relevance score: a whole number 0-100. */
export function isRelevanceScore(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RELEVANCE_SCORE_MIN &&
    value <= RELEVANCE_SCORE_MAX
  );
}
