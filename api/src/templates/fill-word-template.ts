/**
 * Fills a Word template (docs/templates.md, ADR 0013): its text placeholders ({{client}}, ...) and the paragraph
 * holding {{content}}, which becomes the generated body, with docx's patchDocument, so the template's styles, cover,
 * headers, footers and fixed text are kept as the admin made them.
 *
 * Tables go in afterwards as XML: patchDocument rewrites every element it inserts several times (ids, lists, styles),
 * which took about 1 s for the 6,000 cells of a 1,000-action SP051. So the tables, headings and spacing paragraphs
 * are written as WordprocessingML directly (table-xml.ts); each run of them is one marker paragraph in the patch,
 * and their XML replaces the marker. They hold only text, styles and shading: no relationships, lists or pictures,
 * which patchDocument still places (charts, bullets).
 *
 * No uploaded XML is read here by pattern: the template is read and written by docx (patchDocument) and fflate. The
 * string searches below look only for XML the portal wrote itself: the nonce'd marker paragraphs patchDocument
 * placed. Parsing and re-serialising the whole document with an XML library instead would cost the time this design
 * saves and could reorder the template's markup. Template XML that is read for meaning (placeholders, labelled
 * texts) goes through fast-xml-parser in template-xml.ts.
 */
import { randomBytes } from 'node:crypto';
import { Paragraph, patchDocument, PatchType, TextRun } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { escapeXml, WordXml } from './table-xml.ts';
import { TABLE_TEXT_STYLE, TABLE_TEXT_STYLE_XML, type Block } from './word-blocks.ts';

export interface WordFill {
  /** Placeholder key → text, for every known placeholder but {{content}}. */
  texts: Readonly<Record<string, string>>;
  body: readonly Block[];
  properties: { title: string; subject?: string; creator: string; description: string; created?: Date };
  /** A wording rule applied to every text run of the main text, the template's own included (withDefinedTerms). */
  wording?: (text: string) => string;
}

/** `wording` applied to the text of each run (`<w:t>`) of a document part; the markup is left as it is. */
export function withWording(xml: string, wording: (text: string) => string): string {
  return xml.replace(
    /(<w:t(?:\s[^>]*)?>)([^<]*)(<\/w:t>)/g,
    (_, open: string, text: string, close: string) => `${open}${wording(text)}${close}`,
  );
}

/**
 * True file properties (issue 29): the document was created and last modified by its author when it was generated,
 * not when the template was made. docx's patchDocument sets the title, subject and author but keeps the template's
 * dates, so they are written into docProps/core.xml (XML the template package carries: its two date elements,
 * replaced or added).
 */
export function withTrueDates(coreXml: string, created: Date, author: string): string {
  const when = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const dated = (name: 'created' | 'modified', xml: string) => {
    const element = `<dcterms:${name} xsi:type="dcterms:W3CDTF">${when}</dcterms:${name}>`;
    const pattern = new RegExp(`<dcterms:${name}\\b[^>]*>[^<]*</dcterms:${name}>|<dcterms:${name}\\b[^>]*/>`);
    return pattern.test(xml)
      ? xml.replace(pattern, element)
      : xml.replace('</cp:coreProperties>', `${element}</cp:coreProperties>`);
  };
  let xml = dated('modified', dated('created', coreXml));
  const by = `<cp:lastModifiedBy>${escapeXml(author)}</cp:lastModifiedBy>`;
  xml = /<cp:lastModifiedBy\b[^>]*>[^<]*<\/cp:lastModifiedBy>|<cp:lastModifiedBy\/>/.test(xml)
    ? xml.replace(/<cp:lastModifiedBy\b[^>]*>[^<]*<\/cp:lastModifiedBy>|<cp:lastModifiedBy\/>/, by)
    : xml.replace('</cp:coreProperties>', `${by}</cp:coreProperties>`);
  if (!/xmlns:xsi=/.test(xml))
    xml = xml.replace(
      '<cp:coreProperties',
      '<cp:coreProperties xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    );
  if (!/xmlns:dcterms=/.test(xml))
    xml = xml.replace('<cp:coreProperties', '<cp:coreProperties xmlns:dcterms="http://purl.org/dc/terms/"');
  return xml;
}

export class TemplateFillError extends Error {}

const DOCUMENT_XML = 'word/document.xml';

/**
 * The blocks as docx paragraphs, each run of blocks written as XML (tables, headings) a marker paragraph (its text
 * unique to this call), with that XML to put back in their place by spliceXmlBlocks.
 */
export function markXmlBlocks(blocks: readonly Block[]) {
  const nonce = randomBytes(6).toString('hex');
  const marker = (i: number) => `⟦portal-table-${nonce}-${i}⟧`;
  const tables: string[] = [];
  const paragraphs: Paragraph[] = [];
  let previousXml = false;
  for (const block of blocks) {
    const isXml = block instanceof WordXml;
    if (!isXml) paragraphs.push(block);
    else if (previousXml) tables[tables.length - 1] += block.xml;
    else {
      tables.push(block.xml);
      paragraphs.push(new Paragraph({ children: [new TextRun(marker(tables.length - 1))] }));
    }
    previousXml = isXml;
  }
  return { paragraphs, tables, marker };
}

/** Where the paragraph holding `at` starts: the last '<w:p>' or '<w:p ' before it (not '<w:pPr>'), or -1. */
function paragraphStart(xml: string, at: number): number {
  let i = xml.lastIndexOf('<w:p', at);
  while (i >= 0 && xml[i + 4] !== '>' && xml[i + 4] !== ' ') i = i ? xml.lastIndexOf('<w:p', i - 1) : -1;
  return i;
}

/** Replaces each marker paragraph, in order, with its table. */
export function spliceXmlBlocks(
  xml: string,
  marker: (i: number) => string,
  tables: readonly string[],
): string {
  const pieces: string[] = [];
  let from = 0;
  tables.forEach((table, i) => {
    const at = xml.indexOf(marker(i), from);
    if (at < 0) throw new TemplateFillError('a table could not be placed');
    const start = paragraphStart(xml, at);
    const end = xml.indexOf('</w:p>', at);
    if (start < from || end < 0) throw new TemplateFillError('a table could not be placed');
    pieces.push(xml.slice(from, start), table);
    from = end + '</w:p>'.length;
  });
  pieces.push(xml.slice(from));
  return pieces.join('');
}

export async function fillWordTemplate(template: Buffer, fill: WordFill): Promise<Buffer> {
  const { paragraphs: light, tables, marker } = markXmlBlocks(fill.body);
  // A last marker, removed like the tables, proves the body went in (patchDocument is silent when it did not).
  light.push(new Paragraph({ children: [new TextRun(marker(tables.length))] }));
  const texts = Object.fromEntries(
    Object.entries(fill.texts).map(([key, value]) => [
      key,
      { type: PatchType.PARAGRAPH, children: [new TextRun(value)] },
    ]),
  );
  // The text placeholders first: each patch searches the whole document, and the body is large.
  const patched = await patchDocument({
    outputType: 'uint8array',
    data: template,
    keepOriginalStyles: true,
    trimPlaceholders: true,
    properties: {
      title: fill.properties.title,
      creator: fill.properties.creator,
      description: fill.properties.description,
      lastModifiedBy: fill.properties.creator,
      ...(fill.properties.subject ? { subject: fill.properties.subject } : {}),
    },
    patches: { ...texts, content: { type: PatchType.DOCUMENT, children: light } },
  });
  const files = unzipSync(patched, { filter: (f) => !f.name.endsWith('/') });
  const document = files[DOCUMENT_XML] && strFromU8(files[DOCUMENT_XML]);
  if (!document) throw new TemplateFillError('the template has no main text');
  if (!document.includes(marker(tables.length)))
    throw new TemplateFillError('the template has no {{content}} paragraph');
  const body = spliceXmlBlocks(document, marker, [...tables, '']);
  files[DOCUMENT_XML] = strToU8(fill.wording ? withWording(body, fill.wording) : body);
  const core = files['docProps/core.xml'];
  if (core && fill.properties.created)
    files['docProps/core.xml'] = strToU8(
      withTrueDates(strFromU8(core), fill.properties.created, fill.properties.creator),
    );
  const styles = files['word/styles.xml'] && strFromU8(files['word/styles.xml']);
  if (styles && !styles.includes(`w:styleId="${TABLE_TEXT_STYLE}"`) && styles.includes('</w:styles>'))
    files['word/styles.xml'] = strToU8(styles.replace('</w:styles>', `${TABLE_TEXT_STYLE_XML}</w:styles>`));
  return Buffer.from(zipSync(files, { level: 6 }));
}
