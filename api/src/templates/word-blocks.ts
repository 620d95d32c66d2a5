/** Building blocks of the Word documents (docx): headings, rich text, tables, a figure. */
import { columnWidths, type RichLine } from '@portal/domain';
import { AlignmentType, ImageRun, Paragraph, TextRun } from 'docx';
import { BRAND } from './document-look.ts';
import { spaceXml, styledParagraphXml, tableXml, type TableOptions, type WordXml } from './table-xml.ts';

/** A block of a document's body: a docx paragraph, or a table or heading written as XML (table-xml.ts). */
export type Block = Paragraph | WordXml;

/**
 * Blocks made from something still being made (a chart rendering off the main thread): made once it is ready, in
 * document order (docx numbers pictures as they are made), when the body is settled.
 */
export class PendingBlocks {
  private constructor(readonly ready: Promise<() => Block[]>) {}
  static of<T>(value: Promise<T>, make: (value: T) => Block[]): PendingBlocks {
    return new PendingBlocks(value.then((v) => () => make(v)));
  }
}

export type BodyBlock = Block | PendingBlocks;

/** The body with its pending blocks made, in order. */
export async function settle(blocks: readonly BodyBlock[]): Promise<Block[]> {
  const makers = await Promise.all(blocks.map((b) => (b instanceof PendingBlocks ? b.ready : undefined)));
  return blocks.flatMap((b, i) => (b instanceof PendingBlocks ? (makers[i]?.() ?? []) : [b]));
}

/** A heading in the template's Heading 1, 2 or 3 style. */
export const heading = (
  text: string,
  level: 1 | 2 | 3 = 1,
  bookmark?: { id: number; name: string },
  newPage = false,
): Block =>
  styledParagraphXml(
    text,
    `Heading${level}`,
    { before: level === 1 ? 360 : 240, after: 120 },
    true,
    bookmark,
    newPage,
  );

export const para = (
  text: string,
  opts: { italic?: boolean; bold?: boolean; size?: number; keepNext?: boolean } = {},
): Paragraph =>
  new Paragraph({
    spacing: { after: 120 },
    ...(opts.keepNext ? { keepNext: true } : {}),
    children: [
      new TextRun({
        text,
        ...(opts.italic ? { italics: true } : {}),
        ...(opts.bold ? { bold: true } : {}),
        ...(opts.size ? { size: opts.size } : {}),
      }),
    ],
  });

/** Rich text as paragraphs with its bold, italic and underline; nothing when there is no text (no placeholder). */
export function richParagraphs(lines: readonly RichLine[]): Paragraph[] {
  const hasText = lines.some((l) => l.some((r) => r.text.trim()));
  if (!hasText) return [];
  return lines.map(
    (line) =>
      new Paragraph({
        spacing: { after: 80 },
        children: line.map(
          (r) =>
            new TextRun({
              text: r.text,
              ...(r.bold ? { bold: true } : {}),
              ...(r.italic ? { italics: true } : {}),
              ...(r.underline ? { underline: {} } : {}),
            }),
        ),
      }),
  );
}

/**
 * A bulleted list; an item given as [name, detail] reads 'name: detail' with the name in bold.
 */
export const bullets = (items: readonly (string | readonly [string, string])[]): Paragraph[] =>
  items.map((item, i) => {
    const [name, detail] = typeof item === 'string' ? [item, ''] : item;
    return new Paragraph({
      bullet: { level: 0 },
      spacing: { after: 60 },
      // A short list (up to four items) keeps its items from the second on together, so no item is left alone over
      // the page. The first is not kept with the second: a heading above keeps the first item with it, and
      // LibreOffice does not move a chain of keep-with-next longer than the heading and one paragraph that does not
      // fit at the foot of a page (the heading was left there alone).
      ...(items.length <= SHORT_LIST_ITEMS && i > 0 && i < items.length - 1 ? { keepNext: true } : {}),
      children: detail
        ? [new TextRun({ text: name, bold: true }), new TextRun(`: ${detail}`)]
        : [new TextRun(name)],
    });
  });

/** A bulleted list of at most this many items is kept on one page. */
const SHORT_LIST_ITEMS = 4;

/** A table of at most this many rows is kept on one page. */
export const SHORT_TABLE_ROWS = 12;

/** A table of at most this many lines of text (about a third of a page) is kept on one page. */
const SHORT_TABLE_LINES = 18;
/**
 * A table that splits keeps its header and its first rows together, with what follows them: up to two rows kept with
 * the next, while they take at most this many lines (tall rows, as in a risk table, keep one, so the header and two
 * rows start the table: three tall rows held together left half a page empty before them).
 */
const KEPT_FIRST_LINES = 8;

/** How many first rows of a table that splits are kept with the next row (one to two: KEPT_FIRST_LINES). */
function keptFirstRows(widths: readonly number[], rows: readonly (readonly (string | number)[])[]): number {
  let lines = 0;
  let kept = 0;
  for (const row of rows.slice(0, 2)) {
    lines += tableLines(widths, [row]);
    if (kept > 0 && lines > KEPT_FIRST_LINES) break;
    kept += 1;
  }
  return kept;
}

/** About how many lines of text a table's rows take: each row as many as its fullest cell wraps to. */
export function tableLines(
  widths: readonly number[],
  rows: readonly (readonly (string | number)[])[],
): number {
  let lines = 0;
  for (const row of rows) {
    let tallest = 1;
    row.forEach((value, i) => {
      const perLine = Math.max(1, Math.floor(((widths[i] ?? 0) - TABLE_PADDING_DXA) / TABLE_LETTER_DXA));
      const cell = String(value)
        .split('\n')
        .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
      if (cell > tallest) tallest = cell;
    });
    lines += tallest;
  }
  return lines;
}

/** Paragraph style of table text (9.5 pt), so a cell's run carries no properties of its own. */
export const TABLE_TEXT_STYLE = 'TableText';

/** The text width of an A4 page with 2.54 cm margins, in twentieths of a point. */
export const PAGE_WIDTH_DXA = 9026;
/**
 * Table text is 9.5 pt. An average letter is measured at 0.6 em (114 twentieths of a point): Calibri's are narrower,
 * but where Calibri is missing LibreOffice draws DejaVu Sans, the widest fallback, and no word may break in either.
 * A cell's margins are 100 each side, plus a little slack; bold header text is 15% wider.
 */
const TABLE_LETTER_DXA = 114;
const TABLE_PADDING_DXA = 260;
const TABLE_HEADER_SCALE = 1.15;

/** The header row's fill and text colours (the template's accent colour: document-look.ts). */
export interface HeaderColours {
  fill: string;
  text: string;
}
const DEFAULT_HEADER: HeaderColours = { fill: BRAND.primary, text: 'FFFFFF' };

/**
 * A table with a header row, its column widths from its content (no word broken in a cell: columnWidths), or in
 * `percent` when given (a form to fill in, such as signature lines, whose room is not its text). With no rows,
 * nothing (the caller leaves out its heading too: no placeholder).
 */
export function table(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  colours: HeaderColours = DEFAULT_HEADER,
  percent?: readonly number[],
  options: TableOptions = {},
): Block[] {
  if (!rows.length) return [];
  const widths = (
    percent
      ? header.map((_h, i) => (PAGE_WIDTH_DXA * (percent[i] ?? 0)) / 100)
      : columnWidths(header, rows, {
          total: PAGE_WIDTH_DXA,
          letter: TABLE_LETTER_DXA,
          padding: TABLE_PADDING_DXA,
          headerScale: TABLE_HEADER_SCALE,
        })
  ).map((w) => Math.round(w));
  const look = {
    width: PAGE_WIDTH_DXA,
    textStyle: TABLE_TEXT_STYLE,
    borderColour: 'BFBFBF',
    header: colours,
  };
  // A short table is kept on one page (its rows kept with the next); a long one splits between rows only, its
  // header and first rows kept with what follows. Short counts lines, not rows: nine rows of three lines each kept
  // whole would leave half a page empty before them.
  const together =
    options.together ?? (rows.length <= SHORT_TABLE_ROWS && tableLines(widths, rows) <= SHORT_TABLE_LINES);
  return [
    tableXml(look, widths, header, rows, { keepFirst: keptFirstRows(widths, rows), ...options, together }),
    // The space after a table that may split is kept with what follows it: LibreOffice left a heading that came
    // after such a table alone at the foot of a page (its keep-with-next not honoured) when the empty paragraph
    // between them was not kept. After a table kept whole it is not: every row of that table is kept with the next
    // already, and a kept space chained it to the next heading, its text and its own kept table, section after
    // section, a chain LibreOffice cannot place (issue 29: pages left nearly empty between sub-capabilities).
    spaceXml(120, !together),
  ];
}

/**
 * Label / value pairs as a two-column table with no header row, the labels in bold (pairs with no value are left
 * out); the labels' column is as wide as its longest label needs, up to a third of the page.
 */
export const facts = (pairs: readonly [string, string][], colours?: HeaderColours): Block[] => {
  const shown = pairs.filter(([, value]) => value.trim());
  const longest = Math.max(0, ...shown.map(([label]) => label.length));
  const first = Math.min(
    34,
    Math.max(18, Math.ceil(((longest * TABLE_LETTER_DXA * 1.1 + TABLE_PADDING_DXA) / PAGE_WIDTH_DXA) * 100)),
  );
  return table(['', ''], shown, colours, [first, 100 - first], { facts: true });
};

/** A PNG figure with its caption. */
export function figure(png: Buffer, width: number, height: number, caption: string): Paragraph[] {
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      keepNext: true,
      children: [
        new ImageRun({
          type: 'png',
          data: png,
          transformation: { width, height },
          altText: { name: caption, description: caption, title: caption },
        }),
      ],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 200 },
      children: [new TextRun({ text: caption, italics: true, size: 18 })],
    }),
  ];
}

/**
 * The styles the blocks use, as the default Word templates define them (templates/default-templates.ts). An admin's
 * template keeps its own Heading 1, 2 and 3; 'Table Text' is added to it when it has none.
 */
export const WORD_STYLES = {
  default: { document: { run: { font: 'Calibri', size: 21 } } },
  paragraphStyles: [
    {
      id: 'Heading1',
      name: 'Heading 1',
      basedOn: 'Normal',
      next: 'Normal',
      quickFormat: true,
      run: { size: 32, bold: true, color: BRAND.primary },
      paragraph: { spacing: { before: 360, after: 160 }, keepNext: true },
    },
    {
      id: TABLE_TEXT_STYLE,
      name: 'Table Text',
      basedOn: 'Normal',
      quickFormat: true,
      run: { size: 19 },
      paragraph: { spacing: { after: 0 } },
    },
    {
      id: 'Heading2',
      name: 'Heading 2',
      basedOn: 'Normal',
      next: 'Normal',
      quickFormat: true,
      run: { size: 26, bold: true, color: BRAND.text },
      paragraph: { spacing: { before: 240, after: 100 }, keepNext: true },
    },
    {
      id: 'Heading3',
      name: 'Heading 3',
      basedOn: 'Normal',
      next: 'Normal',
      quickFormat: true,
      run: { size: 22, bold: true, color: BRAND.text },
      paragraph: { spacing: { before: 180, after: 60 }, keepNext: true },
    },
  ],
};

/** 'Table Text' as WordprocessingML, for a template whose styles lack it. */
export const TABLE_TEXT_STYLE_XML = `<w:style w:type="paragraph" w:customStyle="1" w:styleId="${TABLE_TEXT_STYLE}"><w:name w:val="Table Text"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="0"/></w:pPr><w:rPr><w:sz w:val="19"/><w:szCs w:val="19"/></w:rPr></w:style>`;
