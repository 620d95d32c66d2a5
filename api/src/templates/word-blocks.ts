/** Building blocks of the Word documents (docx): headings, rich text, tables, a figure. */
import type { RichLine } from '@portal/domain';
import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { BRAND } from './document-look.ts';

export type Block = Paragraph | Table;

export const heading = (text: string, level: 1 | 2 | 3 = 1): Paragraph =>
  new Paragraph({
    text,
    heading:
      level === 1 ? HeadingLevel.HEADING_1 : level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3,
    spacing: { before: level === 1 ? 360 : 240, after: 120 },
  });

export const para = (
  text: string,
  opts: { italic?: boolean; bold?: boolean; size?: number } = {},
): Paragraph =>
  new Paragraph({
    spacing: { after: 120 },
    children: [
      new TextRun({
        text,
        ...(opts.italic ? { italics: true } : {}),
        ...(opts.bold ? { bold: true } : {}),
        ...(opts.size ? { size: opts.size } : {}),
      }),
    ],
  });

/** Rich text as paragraphs with its bold, italic and underline; `empty` when there is nothing. */
export function richParagraphs(lines: readonly RichLine[], empty = 'None'): Paragraph[] {
  const hasText = lines.some((l) => l.some((r) => r.text.trim()));
  if (!hasText) return [para(empty, { italic: true })];
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

export const bullets = (items: readonly string[], empty = 'None'): Paragraph[] =>
  items.length
    ? items.map((text) => new Paragraph({ text, bullet: { level: 0 }, spacing: { after: 60 } }))
    : [para(empty, { italic: true })];

const border = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };
// Borders and cell margins are the table's, not each cell's: an SP051 of 1,000 actions has 6,000 cells, and
// per-cell properties doubled the time to write it (npm run bench -- documents).
const borders = {
  top: border,
  bottom: border,
  left: border,
  right: border,
  insideHorizontal: border,
  insideVertical: border,
};

/** Paragraph style of table text (9.5 pt), so a cell's run carries no properties of its own. */
export const TABLE_TEXT_STYLE = 'TableText';

/** The text width of an A4 page with 2.54 cm margins, in twentieths of a point. */
const PAGE_WIDTH_DXA = 9026;
const dxa = (percent: number) => Math.round((PAGE_WIDTH_DXA * percent) / 100);

/** The header row's fill and text colours (the template's accent colour: document-look.ts). */
export interface HeaderColours {
  fill: string;
  text: string;
}
const DEFAULT_HEADER: HeaderColours = { fill: BRAND.primary, text: 'FFFFFF' };

function cell(text: string, header: HeaderColours | undefined): TableCell {
  return new TableCell({
    ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: header.fill } } : {}),
    children: text.split('\n').map(
      (line) =>
        new Paragraph({
          style: TABLE_TEXT_STYLE,
          children: [
            header ? new TextRun({ text: line, bold: true, color: header.text }) : new TextRun(line),
          ],
        }),
    ),
  });
}

/** A table with a header row; `widths` in percent. With no rows, one row saying `empty`. */
export function table(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  widths: readonly number[],
  empty = 'None',
  colours: HeaderColours = DEFAULT_HEADER,
): Block[] {
  if (!rows.length) return [para(empty, { italic: true })];
  return [
    new Table({
      width: { size: PAGE_WIDTH_DXA, type: WidthType.DXA },
      columnWidths: header.map((_h, i) => dxa(widths[i] ?? 10)),
      layout: TableLayoutType.FIXED,
      borders,
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
      rows: [
        new TableRow({ tableHeader: true, children: header.map((h) => cell(h, colours)) }),
        ...rows.map((r) => new TableRow({ children: r.map((c) => cell(String(c), undefined)) })),
      ],
    }),
    new Paragraph({ spacing: { after: 120 }, children: [] }),
  ];
}

/** Label / value pairs as a two-column table. */
export const facts = (pairs: readonly [string, string][], colours?: HeaderColours): Block[] =>
  table(['Item', 'Detail'], pairs, [35, 65], 'None', colours);

/** A PNG figure with its caption. */
export function figure(png: Buffer, width: number, height: number, caption: string): Paragraph[] {
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
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
 * template keeps its own Heading 1 and Heading 2; 'Table Text' is added to it when it has none.
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
    },
  ],
};

/** 'Table Text' as WordprocessingML, for a template whose styles lack it. */
export const TABLE_TEXT_STYLE_XML = `<w:style w:type="paragraph" w:customStyle="1" w:styleId="${TABLE_TEXT_STYLE}"><w:name w:val="Table Text"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="0"/></w:pPr><w:rPr><w:sz w:val="19"/><w:szCs w:val="19"/></w:rPr></w:style>`;
