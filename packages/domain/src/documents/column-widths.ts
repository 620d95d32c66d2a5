/**
 * Table column widths from their content (issue 19: no word broken inside a cell, 'Probabilit y'): every column is
 * at least as wide as its longest word, and the width left over is shared in proportion to how much more text a
 * column holds (its longest cell, capped so one long description cannot starve the others). The Word and
 * PowerPoint writers call it with their own units (twentieths of a point, inches) and font size.
 */

/** Width of a character in units of an average lowercase letter (Calibri-like proportions). */
function charUnits(c: string): number {
  if (/[ilIjt.,:;'!|() ]/.test(c)) return 0.55;
  if (/[frJ\-/]/.test(c)) return 0.7;
  if (/[mwMW@%]/.test(c)) return 1.55;
  if (/[A-Z0-9£&#]/.test(c)) return 1.2;
  return 1;
}

/** The width of a text in average-letter units. */
export function textUnits(text: string): number {
  let units = 0;
  for (const c of text) units += charUnits(c);
  return units;
}

export interface ColumnMeasure {
  /** The longest single word (a word is never broken). */
  word: number;
  /** The longest line of a cell, capped at `longLine`. */
  line: number;
}

export interface ColumnWidthOptions {
  /** The table's width, in the caller's unit. */
  total: number;
  /** The width of one average letter of the body text, in that unit. */
  letter: number;
  /** A cell's left and right padding together, in that unit. */
  padding: number;
  /** Header letters are bold: this much wider (default 1.1). */
  headerScale?: number;
  /** A line longer than this many letters wraps anyway: it asks for no more room (default 48). */
  longLine?: number;
}

export function measureColumns(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  headerScale = 1.1,
  longLine = 48,
): ColumnMeasure[] {
  return header.map((h, i) => {
    const cells = [
      { text: h, scale: headerScale },
      ...rows.map((r) => ({ text: String(r[i] ?? ''), scale: 1 })),
    ];
    let word = 0;
    let line = 0;
    for (const { text, scale } of cells) {
      for (const l of text.split('\n')) {
        line = Math.max(line, Math.min(longLine, textUnits(l) * scale));
        for (const w of l.split(/[ \t]+/)) word = Math.max(word, textUnits(w) * scale);
      }
    }
    return { word, line: Math.max(line, word) };
  });
}

/**
 * Widths that add up to `total`: each column's longest word plus padding first; what is left is poured in like
 * water: every column that wants more gets an equal share, and a column whose longest line fits with less (a date,
 * a short name) takes only that and leaves the rest to the others, so short texts stay on one line and long ones
 * wrap. When every column has room for its longest line, all grow in proportion. When even the longest words do
 * not fit, the columns shrink in proportion (a word may then break: the table is too wide for its page).
 */
export function columnWidths(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  opts: ColumnWidthOptions,
): number[] {
  const measures = measureColumns(header, rows, opts.headerScale, opts.longLine);
  const min = measures.map((m) => m.word * opts.letter + opts.padding);
  const want = measures.map((m) => m.line * opts.letter + opts.padding);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const minSum = sum(min);
  if (minSum >= opts.total) return min.map((w) => (w * opts.total) / minSum);
  const wantSum = sum(want);
  if (wantSum <= opts.total) return want.map((w) => (w * opts.total) / wantSum);
  const widths = [...min];
  let spare = opts.total - minSum;
  const hungry = want.map((w, i) => i).sort((a, b) => want[a]! - min[a]! - (want[b]! - min[b]!));
  hungry.forEach((col, k) => {
    const share = spare / (hungry.length - k);
    const give = Math.min(share, want[col]! - min[col]!);
    widths[col] = min[col]! + give;
    spare -= give;
  });
  return widths;
}
