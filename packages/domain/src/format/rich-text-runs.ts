/**
 * Stored rich text (format/rich-text.ts: only b, i, u and br survive) as lines of formatted runs, so documents
 * carry the formatting a person typed (bold, italic, underline, line breaks) and never raw tags. Entities read
 * as the browser shows them (`&amp;` is '&').
 */

export interface TextRun {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
}

/** One line of text: a paragraph in a document. */
export type RichLine = TextRun[];

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : whole;
  });
}

/** Lines of runs; a run carries only the marks that apply. Empty lines are kept (a blank paragraph). */
export function richTextLines(input: string | undefined): RichLine[] {
  const lines: RichLine[] = [[]];
  const marks = { b: 0, i: 0, u: 0 };
  const push = (raw: string) => {
    const parts = decodeEntities(raw).replace(/\r\n?/g, '\n').split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (!part) return;
      const run: TextRun = { text: part };
      if (marks.b) run.bold = true;
      if (marks.i) run.italic = true;
      if (marks.u) run.underline = true;
      lines[lines.length - 1]!.push(run);
    });
  };
  const source = input ?? '';
  const tag = /<(\/?)(b|i|u|br)\s*\/?>/gi;
  let at = 0;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    push(source.slice(at, m.index));
    at = m.index + m[0].length;
    const name = m[2]!.toLowerCase() as 'b' | 'i' | 'u' | 'br';
    if (name === 'br') lines.push([]);
    else marks[name] = Math.max(0, marks[name] + (m[1] ? -1 : 1));
  }
  push(source.slice(at));
  // Trailing empty lines carry nothing a reader would miss.
  while (lines.length > 1 && lines[lines.length - 1]!.length === 0) lines.pop();
  return lines;
}

/** The plain text of rich text (a slide's short summary, a table cell). */
export function richTextPlain(input: string | undefined): string {
  return richTextLines(input)
    .map((line) => line.map((r) => r.text).join(''))
    .join('\n');
}
