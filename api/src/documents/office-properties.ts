/**
 * True file properties for a generated Office file (issue 29): pptxgenjs writes its own (subject 'PptxGenJS
 * Presentation', the chart workbooks' creator 'PptxGenJS', the company unescaped) and has no option for the dates,
 * so the written zip's docProps are replaced here: title, subject, author (creator and last modified by), company,
 * created and modified. The text language is set to UK English (pptxgenjs marks every run en-US, so PowerPoint's
 * spelling check would flag 'organisation'). Embedded chart workbooks get the same properties. Pure: bytes in,
 * bytes out.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { escapeXml } from '@portal/domain';

export interface OfficeProperties {
  title: string;
  subject: string;
  /** The person who generated the file. */
  author: string;
  company: string;
  created: Date;
  modified: Date;
  /** BCP 47 language of the text runs, e.g. 'en-GB'. */
  language: string;
}

const xml = escapeXml;

/** W3CDTF without milliseconds, as Office writes it. */
const w3c = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function coreXml(p: OfficeProperties): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${xml(p.title)}</dc:title>` +
    `<dc:subject>${xml(p.subject)}</dc:subject>` +
    `<dc:creator>${xml(p.author)}</dc:creator>` +
    `<cp:lastModifiedBy>${xml(p.author)}</cp:lastModifiedBy>` +
    `<dc:language>${xml(p.language)}</dc:language>` +
    '<cp:revision>1</cp:revision>' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${w3c(p.created)}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${w3c(p.modified)}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

/** app.xml with the company set (escaped) and written if the library left it out. */
export function appXml(source: string, company: string): string {
  const element = `<Company>${xml(company)}</Company>`;
  return /<Company>[\s\S]*?<\/Company>|<Company\/>/.test(source)
    ? source.replace(/<Company>[\s\S]*?<\/Company>|<Company\/>/, element)
    : source.replace(/<\/Properties>\s*$/, `${element}</Properties>`);
}

function rewrite(data: Uint8Array, p: OfficeProperties): Uint8Array {
  const files = unzipSync(data);
  const out: Zippable = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    if (name === 'docProps/core.xml') out[name] = strToU8(coreXml(p));
    else if (name === 'docProps/app.xml') out[name] = strToU8(appXml(strFromU8(bytes), p.company));
    else if (/^(ppt\/(slides|charts|notesSlides)\/[^/]+|xl\/[^/]+)\.xml$/.test(name))
      out[name] = strToU8(strFromU8(bytes).replace(/\blang="en-US"/g, `lang="${p.language}"`));
    else if (/\.xlsx$/.test(name)) out[name] = rewrite(bytes, p);
    else out[name] = bytes;
  }
  // fflate keeps the order given: [Content_Types].xml stays first, as pptxgenjs wrote it.
  return zipSync(out, { level: 6, mtime: p.modified });
}

/** The Office file (pptx, docx or xlsx bytes) with its properties and text language set as given. */
export function withOfficeProperties(data: Uint8Array, properties: OfficeProperties): Buffer {
  return Buffer.from(rewrite(data, properties));
}
