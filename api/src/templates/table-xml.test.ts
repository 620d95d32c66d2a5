/**
 * The tables written directly as WordprocessingML (table-xml.ts) are the XML docx writes for the same table, byte for
 * byte (borders, margins, fixed widths, repeated header row, shading, 'Table Text'), with awkward cell text escaped
 * and characters XML does not allow left out. A generated document holding such text: word-documents.test.ts.
 */
import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { escapeXml, keepHyphens, spaceXml, styledParagraphXml, tableXml } from './table-xml.ts';

const AWKWARD = `R&D <team> "quoted" it's a > b\u0001\u0008\u000B\u001F end`;
const LOOK = {
  width: 9026,
  textStyle: 'TableText',
  borderColour: 'BFBFBF',
  header: { fill: '0F4C81', text: 'FFFFFF' },
};

/** The body XML docx writes for these blocks. */
async function docxBody(children: (Paragraph | Table)[]): Promise<string> {
  const packed = await Packer.pack(new Document({ sections: [{ children }] }), 'uint8array');
  return strFromU8(unzipSync(packed)['word/document.xml']!).match(/<w:body>([\s\S]*)<w:sectPr/)![1]!;
}

/** The same table built with docx objects and packed, as the documents' tables were written before. */
function docxTable(widths: number[], header: string[], rows: string[][]): Promise<string> {
  const border = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };
  const cell = (text: string, head: boolean) =>
    new TableCell({
      ...(head ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: '0F4C81' } } : {}),
      children: text.split('\n').map(
        (line) =>
          new Paragraph({
            style: 'TableText',
            children: [head ? new TextRun({ text: line, bold: true, color: 'FFFFFF' }) : new TextRun(line)],
          }),
      ),
    });
  const table = new Table({
    width: { size: 9026, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: header.map((h) => cell(h, true)) }),
      ...rows.map((r) => new TableRow({ cantSplit: true, children: r.map((c) => cell(c, false)) })),
    ],
  });
  return docxBody([table]);
}

describe('tables written as WordprocessingML', () => {
  it.each([
    ['widths that fill the page', [3854, 5172]],
    ['widths a little short of the page, widened in proportion', [1805, 2708, 4512]],
  ])('are the XML docx writes, with %s', async (_case, widths) => {
    const header = widths.map((_w, i) => (i ? `Col & "${i}"` : 'Name'));
    const rows = [
      widths.map((_w, i) => (i ? AWKWARD : 'first line\nsecond line')),
      widths.map((_w, i) => (i ? '' : '42')),
    ];
    expect(tableXml(LOOK, widths, header, rows).xml).toBe(await docxTable(widths, header, rows));
  });

  it('with headings (kept with what follows) and spacing paragraphs, are the XML docx writes', async () => {
    const docx = await docxBody([
      new Paragraph({
        text: AWKWARD,
        heading: HeadingLevel.HEADING_3,
        keepNext: true,
        keepLines: true,
        spacing: { before: 240, after: 120 },
      }),
      new Paragraph({ spacing: { after: 120 }, children: [] }),
    ]);
    const ours =
      styledParagraphXml(AWKWARD, 'Heading3', { before: 240, after: 120 }, true).xml + spaceXml(120).xml;
    expect(ours).toBe(docx);
  });

  it('keep a short table on one page: every row kept with the next, the last too (LibreOffice needs it)', () => {
    const xml = tableXml(
      LOOK,
      [4000, 5026],
      ['A', 'B'],
      [
        ['1', '2'],
        ['3', '4'],
      ],
      { together: true },
    ).xml;
    const rows = xml.match(/<w:tr>[\s\S]*?<\/w:tr>/g) ?? [];
    for (const row of rows) expect(row.match(/<w:keepNext\/>/g)).toHaveLength(2);
    expect(tableXml(LOOK, [4000, 5026], ['A', 'B'], [['1', '2']]).xml).not.toContain('<w:keepNext/>');
  });

  it('never split a row across pages and repeat the header row on every page', () => {
    const xml = tableXml(
      LOOK,
      [4000, 5026],
      ['A', 'B'],
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ).xml;
    const rows = xml.match(/<w:tr>[\s\S]*?<\/w:tr>/g) ?? [];
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toContain('<w:cantSplit/>');
    expect(rows[0]).toContain('<w:tblHeader/>');
  });

  it('escape markup and quotes and leave out what XML 1.0 does not allow', () => {
    expect(escapeXml(AWKWARD)).toBe('R&amp;D &lt;team&gt; &quot;quoted&quot; it&apos;s a &gt; b end');
    expect(escapeXml('tab\tok \uD83D\uDE00 lone \uD800x \uDC00y \uFFFE\uFFFF.')).toBe(
      'tab\tok \uD83D\uDE00 lone x y .',
    );
  });
});

describe('keepHyphens: a short compound keeps its hyphen on one line in a cell', () => {
  it.each([
    ['Agree the go-ahead for the waves', 'Agree the go\u2011ahead for the waves'],
    ['sign-off and co-managed', 'sign\u2011off and co\u2011managed'],
    ['report-only mode', 'report\u2011only mode'],
    ['Enable co-management', 'Enable co\u2011management'],
    ['Re-enrol the devices', 'Re\u2011enrol the devices'],
    ['Test the critical applications on Windows 11', 'Test the critical applications on Windows\u00a011'],
    // A reference, a range or a long compound keeps its ordinary hyphen.
    ['1001-PROP', '1001-PROP'],
    ['4-7 January', '4-7 January'],
    ['state-of-the-art', 'state-of-the-art'],
    ['infrastructure-wide', 'infrastructure-wide'],
  ])('%j', (text, out) => expect(keepHyphens(text)).toBe(out));
});
