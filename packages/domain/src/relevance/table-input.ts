/**
 * The capability relevance admin table's input rule (spec §5): "whole numbers 0 to 100 only; other input ignored
 * silently; empty becomes 0".
 *
 * Decisions where the spec is silent: the rule is applied to the whole text of the cell after each keystroke or
 * paste. Surrounding spaces are dropped; empty (or only spaces) gives 0; digits only with a value 0-100 give that
 * number (leading zeros allowed: '007' is 7); anything else (a sign, a decimal point, letters, more than 100) is
 * ignored and the cell keeps its previous value.
 */
const DIGITS = /^\d{1,3}$/;

export const RELEVANCE_SCORE_MIN = 0;
export const RELEVANCE_SCORE_MAX = 100;

/** The value a relevance cell holds after the user typed `typed` into a cell that held `previous`. */
export function parseRelevanceInput(typed: string, previous: number): number {
  const t = typed.trim();
  if (t === '') return 0;
  // Longer runs of digits are only accepted as leading zeros ('0000100').
  const digits = t.replace(/^0+(?=\d)/, '');
  if (!DIGITS.test(digits)) return previous;
  const n = Number(digits);
  return n <= RELEVANCE_SCORE_MAX ? n : previous;
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
