/**
 * How much text a deck's box holds, estimated before writing it (pptx has no layout engine to ask, and
 * `fit: 'shrink'` only works once PowerPoint edits the slide). Widths are measured in average characters of the
 * widest font a reader may see: LibreOffice draws Calibri as DejaVu Sans where Carlito is missing (about 0.53 em a
 * character of running text, 0.6 em bold; counted a little wider, 0.56 and 0.62, for capitals); Calibri itself is
 * narrower, so PowerPoint always has room to spare. With it, the lists a slide draws from the model's text (what is
 * not included, one bullet a clause). Pure (issue 29).
 */
import type { DocumentModel } from '@portal/domain';

/** Average width of a character, in em. */
export const CHAR_EM = { regular: 0.56, bold: 0.62 } as const;
/** Line height, in em (DejaVu Sans draws 1.16). */
export const LINE_EM = 1.2;
/** pptx's default inner margins of a text box, in inches: left and right, top and bottom. */
export const INSET = { x: 0.1, y: 0.05 } as const;

export interface TextStyle {
  fontSize: number;
  bold?: boolean;
  /** Average width of a character, in em, where a caller has measured its own (else CHAR_EM's). */
  em?: number;
}

/** Characters of the given style on one line of `width` inches (after the box's side margins). */
export function charsPerLine(width: number, style: TextStyle, inset: number = INSET.x): number {
  const em = style.em ?? (style.bold ? CHAR_EM.bold : CHAR_EM.regular);
  return Math.max(1, Math.floor(((width - 2 * inset) * 72) / (style.fontSize * em)));
}

/** The lines a text takes in a box `width` inches wide, wrapped at spaces (a longer word breaks where it must). */
export function lineCount(text: string, width: number, style: TextStyle, inset: number = INSET.x): number {
  const per = charsPerLine(width, style, inset);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = 0;
    let count = 1;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const need = used === 0 ? word.length : used + 1 + word.length;
      if (need <= per) used = need;
      else {
        // On a line of its own; a word longer than a line breaks over as many lines as it needs.
        if (used > 0) count++;
        count += Math.ceil(word.length / per) - 1;
        used = word.length % per || per;
      }
    }
    lines += count;
  }
  return lines;
}

/** Height in inches of `lines` lines of the given font size, with the box's top and bottom margins. */
export function linesHeight(
  lines: number,
  fontSize: number,
  inset: number = INSET.y,
  lineEm: number = LINE_EM,
): number {
  return (lines * fontSize * lineEm) / 72 + 2 * inset;
}

/**
 * The largest whole font size from `max` down to `min` at which the text fits the box (w × h inches); `min` when none
 * does (the caller shortens the text then, see fitText).
 */
export function fitFontSize(
  text: string,
  box: { w: number; h: number },
  sizes: { max: number; min: number; bold?: boolean },
): number {
  for (let size = sizes.max; size > sizes.min; size--)
    if (linesHeight(lineCount(text, box.w, { fontSize: size, bold: sizes.bold }), size) <= box.h) return size;
  return sizes.min;
}

/** A text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, Math.max(1, max - 1));
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max * 0.6 ? atWord : cut).replace(/[\s,;:·–-]+$/, '')}…`;
}

/**
 * The font size and text for a box: the largest size that fits, and at the smallest size the text shortened to
 * the lines the box holds, so nothing ever runs out of its box.
 */
export function fitText(
  text: string,
  box: { w: number; h: number },
  sizes: { max: number; min: number; bold?: boolean },
): { fontSize: number; text: string } {
  const fontSize = fitFontSize(text, box, sizes);
  const style = { fontSize, bold: sizes.bold };
  if (linesHeight(lineCount(text, box.w, style), fontSize) <= box.h) return { fontSize, text };
  const lines = Math.max(1, Math.floor(((box.h - 2 * INSET.y) * 72) / (fontSize * LINE_EM)));
  let max = lines * charsPerLine(box.w, style);
  let cut = shorten(text, max);
  while (max > 1 && lineCount(cut, box.w, style) > lines) cut = shorten(text, --max);
  return { fontSize, text: cut };
}

/** A text shortened to one line of the box at the given size (footers and labels never wrap). */
export function oneLine(text: string, width: number, style: TextStyle): string {
  return shorten(text, charsPerLine(width, style));
}

/**
 * A typed paragraph as a slide's bullets, one a clause: a lead-in that ends in a full stop and names the list ('Also
 * not included.') is dropped, clauses split at semicolons (and '; and'), each starting with a capital, no full stop.
 */
export function bulletClauses(text: string): string[] {
  // Split at the semicolons outside brackets: '(the report lists them by site; the client replaces them)' is one.
  const clauses: string[] = [];
  let depth = 0;
  let from = 0;
  const body = text.replace(/^\s*(?:also )?not included\.\s*/i, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      clauses.push(body.slice(from, i));
      from = i + 1;
    }
  }
  clauses.push(body.slice(from));
  return clauses
    .map((x) =>
      x
        .trim()
        .replace(/^and\s+/i, '')
        .replace(/\.$/, ''),
    )
    .filter(Boolean)
    .map((x) => x.charAt(0).toUpperCase() + x.slice(1));
}

/** What was left out of the chosen scope (the Out of Scope part of the scope: capabilities, then activities). */
export function notIncludedBullets(m: DocumentModel): string[] {
  const part = m.sections
    .find((x) => x.title === 'Scope Definition')
    ?.parts.find((p) => p.title === 'Out of Scope');
  return (part?.blocks ?? []).flatMap((b) => {
    // A capability left out with what it covers ('Mobile Device Management: enrolment and protection of company
    // smartphones and tablets'); an activity left out by its name.
    if (b.kind === 'list')
      return b.items.map((i) =>
        b.heading === 'Capabilities not included' && i.detail
          ? `${i.name}: ${i.detail.charAt(0).toLowerCase()}${i.detail.slice(1).replace(/\.$/, '')}`
          : i.name,
      );
    if (b.kind !== 'text') return [];
    // What the seller typed ('Also not included. Replacing ...; packaging ...; and support ...'): one bullet a clause.
    return bulletClauses(b.lines.map((line) => line.map((r) => r.text).join('')).join(' '));
  });
}
