/**
 * Fills a Word template (docs/templates.md, ADR 0013): its text placeholders ({{client}}, ...) and the paragraph
 * holding {{content}}, which becomes the generated body, with docx's patchDocument, so the template's styles, cover,
 * headers, footers and fixed text are kept as the admin made them.
 *
 * Tables go in afterwards as XML: patchDocument rewrites every element it inserts several times (ids, lists, styles),
 * which took about 1 s for the 6,000 cells of a 1,000-action SP051 against about 0.25 s to write them with Packer.
 * So each table is a marker paragraph in the patch, written once by Packer in a document of its own, and its
 * <w:tbl> replaces the marker. Tables hold only text, styles and shading: no relationships, lists or pictures,
 * which patchDocument still places (charts, bullets).
 *
 * No uploaded XML is read here by pattern: the template is read and written by docx (patchDocument) and fflate. The
 * string searches below look only for XML the portal wrote itself: the nonce'd marker paragraphs patchDocument
 * placed, and the <w:tbl> elements of a document Packer wrote (flat, never nested). Parsing and re-serialising the
 * whole document with an XML library instead would cost the time this design saves and could reorder the
 * template's markup. Template XML that is read for meaning (placeholders, labelled texts) goes through
 * fast-xml-parser in template-xml.ts.
 */
import { randomBytes } from 'node:crypto';
import { Document, Packer, Paragraph, patchDocument, PatchType, Table, TextRun } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { TABLE_TEXT_STYLE, TABLE_TEXT_STYLE_XML, type Block } from './word-blocks.ts';

export interface WordFill {
  /** Placeholder key → text, for every known placeholder but {{content}}. */
  texts: Readonly<Record<string, string>>;
  body: readonly Block[];
  properties: { title: string; creator: string; description: string };
}

export class TemplateFillError extends Error {}

const DOCUMENT_XML = 'word/document.xml';

const unzipPart = (zip: Uint8Array, name: string) => {
  const part = unzipSync(zip, { filter: (f) => f.name === name })[name];
  return part ? strFromU8(part) : undefined;
};

async function tablesAsXml(tables: Table[]): Promise<string[]> {
  if (!tables.length) return [];
  const packed = await Packer.pack(new Document({ sections: [{ children: tables }] }), 'uint8array');
  const found = unzipPart(packed, DOCUMENT_XML)?.match(/<w:tbl>[\s\S]*?<\/w:tbl>/g) ?? [];
  if (found.length !== tables.length) throw new TemplateFillError('the tables could not be written');
  return found;
}

function spliceTables(xml: string, marker: (i: number) => string, tables: readonly string[]): string {
  const pieces: string[] = [];
  let from = 0;
  tables.forEach((table, i) => {
    const at = xml.indexOf(marker(i), from);
    if (at < 0) throw new TemplateFillError('a table could not be placed');
    const start = Math.max(xml.lastIndexOf('<w:p>', at), xml.lastIndexOf('<w:p ', at));
    const end = xml.indexOf('</w:p>', at);
    if (start < from || end < 0) throw new TemplateFillError('a table could not be placed');
    pieces.push(xml.slice(from, start), table);
    from = end + '</w:p>'.length;
  });
  pieces.push(xml.slice(from));
  return pieces.join('');
}

export async function fillWordTemplate(template: Buffer, fill: WordFill): Promise<Buffer> {
  const nonce = randomBytes(6).toString('hex');
  const marker = (i: number) => `⟦portal-table-${nonce}-${i}⟧`;
  const tables: Table[] = [];
  const light = fill.body.map((block) => {
    if (!(block instanceof Table)) return block;
    tables.push(block);
    return new Paragraph({ children: [new TextRun(marker(tables.length - 1))] });
  });
  // A last marker, removed like the tables, proves the body went in (patchDocument is silent when it did not).
  light.push(new Paragraph({ children: [new TextRun(marker(tables.length))] }));
  const tableXml = [...(await tablesAsXml(tables)), ''];
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
    properties: fill.properties,
    patches: { ...texts, content: { type: PatchType.DOCUMENT, children: light } },
  });
  const files = unzipSync(patched, { filter: (f) => !f.name.endsWith('/') });
  const document = files[DOCUMENT_XML] && strFromU8(files[DOCUMENT_XML]);
  if (!document) throw new TemplateFillError('the template has no main text');
  if (!document.includes(marker(tables.length)))
    throw new TemplateFillError('the template has no {{content}} paragraph');
  files[DOCUMENT_XML] = strToU8(spliceTables(document, marker, tableXml));
  const styles = files['word/styles.xml'] && strFromU8(files['word/styles.xml']);
  if (styles && !styles.includes(`w:styleId="${TABLE_TEXT_STYLE}"`) && styles.includes('</w:styles>'))
    files['word/styles.xml'] = strToU8(styles.replace('</w:styles>', `${TABLE_TEXT_STYLE_XML}</w:styles>`));
  return Buffer.from(zipSync(files, { level: 6 }));
}
