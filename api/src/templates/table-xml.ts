/**
 * The generated documents' tables, headings and spacing paragraphs written directly as WordprocessingML
 * (docs/templates.md): a table of 1,000 actions has 6,000 cells, and building them as docx objects and packing a
 * document of their own only to cut the <w:tbl> back out took half the time of an SP051 (npm run bench --
 * documents); each paragraph that goes through patchDocument instead costs about 0.3 ms. The XML is the one docx
 * wrote for these blocks, byte for byte (table-xml.test.ts compares them): the same borders, cell margins, fixed
 * widths, repeated header row and 'Table Text' paragraphs. fillWordTemplate places each run of them where its marker
 * paragraph lands.
 */
import { escapeXml } from '@portal/domain';

/**
 * Block-level WordprocessingML the portal wrote (a table, a heading): text, styles and shading only, no
 * relationships, numbering or pictures, which only patchDocument places.
 */
export class WordXml {
  constructor(readonly xml: string) {}
}

/** One escaper for all markup (packages/domain/src/format/escape.ts): the writers here import it from this module. */
export { escapeXml };

export interface TableLook {
  /** The table's width, in twentieths of a point. */
  width: number;
  /** The paragraph style of every cell's text. */
  textStyle: string;
  /** Single borders inside and around, in this colour (hex). */
  borderColour: string;
  /** The header row's fill and text colours (hex). */
  header: { fill: string; text: string };
}

const BORDER_SIDES = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'] as const;

/** The <w:tblPr> and <w:tblGrid> of a table: its width, borders, fixed layout, cell margins and columns. */
function tableStart(look: TableLook, widths: readonly number[]): string {
  const border = `w:val="single" w:color="${escapeXml(look.borderColour)}" w:sz="4"/>`;
  return (
    `<w:tbl><w:tblPr><w:tblW w:type="dxa" w:w="${look.width}"/><w:tblBorders>` +
    BORDER_SIDES.map((side) => `<w:${side} ${border}`).join('') +
    '</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:type="dxa" w:w="60"/>' +
    '<w:left w:type="dxa" w:w="100"/><w:bottom w:type="dxa" w:w="60"/><w:right w:type="dxa" w:w="100"/>' +
    '</w:tblCellMar></w:tblPr><w:tblGrid>' +
    widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('') +
    '</w:tblGrid>'
  );
}

/**
 * A table with a header row repeated on every page. `widths` are the columns' widths; when they add up to less than
 * the table's width, the cells are widened in proportion (as Word and LibreOffice lay them out). A cell's text
 * breaks into paragraphs at its line breaks.
 */
export interface TableOptions {
  /** A list of facts has no header row: its first column names each fact, in bold. */
  facts?: boolean;
  /** The last row is a total, in bold. */
  total?: boolean;
  /** This row (0 the first under the header) in bold: the figure a reader acts on, where the last row is not it. */
  boldRow?: number;
  /** Kept on one page: every row is kept with the next (a short table never splits). */
  together?: boolean;
  /**
   * A table that may split keeps its header and this many first rows with what follows, so a page never ends on a
   * header with a row or none under it.
   */
  keepFirst?: number;
}

/**
 * A short compound ('go-ahead', 'sign-off', 'co-managed') never breaks at its hyphen in a narrow cell: the hyphen
 * becomes a non-breaking one (U+2011), and the column widths already measure the compound as one word. A word made
 * with a short prefix ('co-management', 're-enrol') keeps its prefix too, and a product's name and version
 * ('Windows 11') stay on one line (readers found 'Enable co-/management' and 'Windows / 11' across two lines).
 */
export const keepHyphens = (text: string): string =>
  text
    .replace(/(?<![A-Za-z-])([A-Za-z]{1,6})-(?=[A-Za-z]{1,7}(?![A-Za-z-]))/g, '$1\u2011')
    .replace(/(?<![A-Za-z-])(co|re|pre|non|sub)-(?=[A-Za-z])/gi, '$1\u2011')
    .replace(/\b(Windows|Office|Server) (\d{1,4})\b/g, '$1\u00a0$2');

export function tableXml(
  look: TableLook,
  widths: readonly number[],
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  options: TableOptions = {},
): WordXml {
  const total = widths.reduce((sum, w) => sum + w, 0);
  const scale = total > 0 && look.width > total ? look.width / total : 1;
  const cellWidth = widths.map((w) => {
    const scaled = Math.round(w * scale);
    return scaled > 0 ? `<w:tcW w:type="dxa" w:w="${scaled}"/>` : '';
  });
  const pStart = `<w:p><w:pPr><w:pStyle w:val="${escapeXml(look.textStyle)}"/></w:pPr><w:r>`;
  const pKept = `<w:p><w:pPr><w:pStyle w:val="${escapeXml(look.textStyle)}"/><w:keepNext/></w:pPr><w:r>`;
  const headerRun = `<w:rPr><w:b/><w:bCs/><w:color w:val="${escapeXml(look.header.text)}"/></w:rPr>`;
  const shading = `<w:shd w:fill="${escapeXml(look.header.fill)}" w:color="auto" w:val="clear"/>`;
  const boldRun = '<w:rPr><w:b/><w:bCs/></w:rPr>';
  const cell = (text: string, i: number, inHeader: boolean, bold = false, kept = false): string => {
    const properties = (cellWidth[i] ?? '') + (inHeader ? shading : '');
    const run = inHeader ? headerRun : bold ? boldRun : '';
    let xml = properties ? `<w:tc><w:tcPr>${properties}</w:tcPr>` : '<w:tc>';
    for (const line of text.split('\n'))
      xml += `${kept ? pKept : pStart}${run}<w:t xml:space="preserve">${escapeXml(keepHyphens(line))}</w:t></w:r></w:p>`;
    return `${xml}</w:tc>`;
  };
  // No row splits across pages (cantSplit); the header row repeats on every page (tblHeader).
  const parts = [tableStart(look, widths)];
  if (!options.facts) {
    parts.push('<w:tr><w:trPr><w:cantSplit/><w:tblHeader/></w:trPr>');
    const headerKept = options.together === true || (options.keepFirst ?? 0) > 0;
    header.forEach((text, i) => parts.push(cell(text, i, true, false, headerKept)));
    parts.push('</w:tr>');
  }
  rows.forEach((row, r) => {
    const totalRow = (options.total === true && r === rows.length - 1) || options.boldRow === r;
    parts.push('<w:tr><w:trPr><w:cantSplit/></w:trPr>');
    // Every row, the last too: LibreOffice keeps a table on one page only when all its rows are kept with the next
    // (Word needs all but the last; the last one kept too holds the table with the small space after it).
    // The row before the last is kept with it too, so a table never leaves its last row alone at the top of a page
    // under the repeated header (a reader found 'Delivery complete' alone on the page after its milestones).
    const kept =
      options.together === true || r < (options.keepFirst ?? 0) || (rows.length > 2 && r === rows.length - 2);
    row.forEach((text, i) =>
      parts.push(cell(String(text), i, false, totalRow || (options.facts === true && i === 0), kept)),
    );
    parts.push('</w:tr>');
  });
  parts.push('</w:tbl>');
  return new WordXml(parts.join(''));
}

/**
 * A paragraph of one plain run in a paragraph style, with space before and after (in twentieths of a point); a
 * heading is kept on the page of what follows it (keepNext), so no heading is left alone at the foot of a page.
 */
export const styledParagraphXml = (
  text: string,
  style: string,
  spacing: { before: number; after: number },
  keepNext = false,
  bookmark?: { id: number; name: string },
  pageBreakBefore = false,
): WordXml =>
  new WordXml(
    `<w:p><w:pPr><w:pStyle w:val="${escapeXml(style)}"/>${keepNext ? '<w:keepNext/><w:keepLines/>' : ''}${pageBreakBefore ? '<w:pageBreakBefore/>' : ''}<w:spacing w:after="${spacing.after}" w:before="${spacing.before}"/></w:pPr>` +
      (bookmark ? `<w:bookmarkStart w:id="${bookmark.id}" w:name="${escapeXml(bookmark.name)}"/>` : '') +
      `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>` +
      (bookmark ? `<w:bookmarkEnd w:id="${bookmark.id}"/>` : '') +
      '</w:p>',
  );

/**
 * A line of the contents: its number, its title and, at the right margin after a dotted leader, the page of the
 * bookmark (a PAGEREF field: LibreOffice lays it out from the bookmark, Word updates it on opening, as the field is
 * marked dirty; until then it shows the page estimated here).
 */
export const contentsLineXml = (
  number: number,
  title: string,
  bookmark: string,
  estimatedPage: number,
  rightDxa: number,
): WordXml =>
  new WordXml(
    `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="500"/><w:tab w:val="right" w:leader="dot" w:pos="${rightDxa}"/></w:tabs><w:spacing w:after="60"/></w:pPr>` +
      `<w:r><w:t xml:space="preserve">${number}.</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">${escapeXml(title)}</w:t></w:r><w:r><w:tab/></w:r>` +
      `<w:r><w:fldChar w:fldCharType="begin" w:dirty="true"/></w:r><w:r><w:instrText xml:space="preserve"> PAGEREF ${escapeXml(bookmark)} \\h </w:instrText></w:r>` +
      `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${estimatedPage}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`,
  );

/** An empty paragraph that only adds space after (in twentieths of a point), kept with what follows when asked. */
export const spaceXml = (after: number, keepNext = false): WordXml =>
  new WordXml(`<w:p><w:pPr>${keepNext ? '<w:keepNext/>' : ''}<w:spacing w:after="${after}"/></w:pPr></w:p>`);
