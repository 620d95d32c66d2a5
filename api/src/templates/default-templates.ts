/**
 * The five default templates (spec: Engagement, ROM, Proposal, Solution Plan, Deliverable Contract), written from
 * code so they are reproducible: the same bytes on every run (fixed dates in the zip and the document properties).
 * The seed stores them in the 'templates' blob container when missing; `npm run templates` writes them to
 * scripts/templates/defaults/ (a test checks that the files there are these bytes). docs/templates.md.
 */
import { TEMPLATE_IDS } from '@portal/domain';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  PageBreak,
  PageNumber,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import PptxGenJS from 'pptxgenjs';
import { BRAND } from './document-look.ts';
import { markXmlBlocks, spliceXmlBlocks } from './fill-word-template.ts';
import { facts, WORD_STYLES } from './word-blocks.ts';

/**
 * Every default template carries this date (zip entries and document properties), so its bytes never change. Zip
 * entry times are local times: built from local parts, they are the same fields in every time zone.
 */
const FIXED_DATE = new Date(2025, 0, 1, 12, 0, 0);
const FIXED_W3C = '2025-01-01T12:00:00Z';

/** The defaults' theme: the portal's colours and Calibri (what documents looked like before templates). */
const THEME_COLOURS: Record<string, string> = {
  dk1: BRAND.text,
  lt1: 'FFFFFF',
  dk2: BRAND.muted,
  lt2: BRAND.tint,
  accent1: BRAND.primary,
  accent2: 'C8553D',
  accent3: '2A9D8F',
  accent4: 'E9C46A',
  accent5: '5B8DB8',
  accent6: '6A994E',
};

/** Rewrites a zip with fixed dates and properties, in name order: the same input gives the same bytes. */
function reproducible(data: Uint8Array): Buffer {
  const source = unzipSync(data, { filter: (f) => !f.name.endsWith('/') });
  const names = Object.keys(source).sort((a, b) =>
    a === '[Content_Types].xml' ? -1 : b === '[Content_Types].xml' ? 1 : a.localeCompare(b),
  );
  const out: Record<string, Uint8Array> = {};
  for (const name of names) {
    out[name] = /\.(xml|rels)$/.test(name)
      ? strToU8(
          strFromU8(source[name]!)
            .replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:)/g, `$1${FIXED_W3C}$2`)
            .replace(/<cp:revision>[^<]*<\/cp:revision>/, '<cp:revision>1</cp:revision>'),
        )
      : source[name]!;
  }
  return Buffer.from(zipSync(out, { level: 9, mtime: FIXED_DATE }));
}

// Word templates: proposal, solution plan, deliverable contract.

const WORD_COVERS: Record<string, { label: string; intro?: string }> = {
  [TEMPLATE_IDS.proposal]: { label: 'Proposal' },
  [TEMPLATE_IDS.solutionPlan]: { label: 'Solution Plan (SP051)' },
  [TEMPLATE_IDS.deliverableContract]: {
    label: 'Capability Contract',
    intro:
      'This contract sets out the scope, plan, price and terms agreed between the client and the supplier named in it.',
  },
};

const muted = (text: string) => new TextRun({ text, size: 16, color: BRAND.muted });

async function wordTemplate(id: string): Promise<Uint8Array> {
  const cover = WORD_COVERS[id]!;
  // The cover's table is written as XML like the documents' tables, put in its marker's place after packing.
  const coverFacts = markXmlBlocks(
    facts([
      ['Reference', '{{reference}}'],
      ['Version', '{{version}}'],
      ['Date', '{{date}}'],
      ['Prepared by', '{{prepared_by}}'],
      ['Supplier', '{{supplier}}'],
    ]),
  );
  const doc = new Document({
    creator: 'Solution Portal',
    title: `${cover.label} template`,
    description: 'Solution Portal template: see docs/templates.md for its placeholders.',
    theme: {
      name: 'Solution Portal',
      colors: {
        dark1: THEME_COLOURS.dk1,
        light1: THEME_COLOURS.lt1,
        dark2: THEME_COLOURS.dk2,
        light2: THEME_COLOURS.lt2,
        accent1: THEME_COLOURS.accent1,
        accent2: THEME_COLOURS.accent2,
        accent3: THEME_COLOURS.accent3,
        accent4: THEME_COLOURS.accent4,
        accent5: THEME_COLOURS.accent5,
        accent6: THEME_COLOURS.accent6,
      },
      fonts: { headings: 'Calibri', body: 'Calibri' },
    },
    styles: WORD_STYLES,
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [muted('{{solution_name}} · {{classification}}')],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: [
                      '{{document_title}} · {{reference}} · Page ',
                      PageNumber.CURRENT,
                      ' of ',
                      PageNumber.TOTAL_PAGES,
                    ],
                    size: 16,
                    color: BRAND.muted,
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({
            spacing: { before: 2400 },
            // The document's kind from the document (the internal variant's says INTERNAL on the cover).
            children: [new TextRun({ text: '{{document_title}}', size: 32, color: BRAND.muted })],
          }),
          new Paragraph({
            spacing: { after: 240 },
            children: [
              new TextRun({ text: '{{solution_name}}', bold: true, size: 56, color: BRAND.primary }),
            ],
          }),
          new Paragraph({
            spacing: { after: 240 },
            children: [new TextRun({ text: '{{client}}', size: 36 })],
          }),
          new Paragraph({
            spacing: { after: 480 },
            children: [new TextRun({ text: '{{classification}}', bold: true, size: 24, color: BRAND.muted })],
          }),
          ...coverFacts.paragraphs,
          ...(cover.intro ? [new Paragraph({ spacing: { before: 240 }, text: cover.intro })] : []),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ text: '{{content}}' }),
        ],
      },
    ],
  });
  const files = unzipSync(await Packer.pack(doc, 'uint8array'));
  const main = 'word/document.xml';
  files[main] = strToU8(spliceXmlBlocks(strFromU8(files[main]!), coverFacts.marker, coverFacts.tables));
  return zipSync(files, { level: 0 });
}

// Slide-deck templates: ROM and engagement.

const DECK_COVERS: Record<string, { title: string; coverLabel: string }> = {
  [TEMPLATE_IDS.rom]: { title: 'ROM deck template', coverLabel: 'Rough Order of Magnitude' },
  [TEMPLATE_IDS.engagement]: { title: 'Engagement deck template', coverLabel: 'Engagement summary' },
};

/** pptxgenjs writes Office's colours into the theme: the defaults carry the portal's. */
function withThemeColours(themeXml: string): string {
  let xml = themeXml.replace(/<a:clrScheme name="[^"]*">/, '<a:clrScheme name="Solution Portal">');
  for (const [key, hex] of Object.entries(THEME_COLOURS))
    xml = xml.replace(
      new RegExp(`<a:${key}>[\\s\\S]*?</a:${key}>`),
      `<a:${key}><a:srgbClr val="${hex}"/></a:${key}>`,
    );
  return xml;
}

async function deckTemplate(id: string): Promise<Uint8Array> {
  const cover = DECK_COVERS[id]!;
  const pres = new PptxGenJS();
  pres.layout = 'LAYOUT_WIDE';
  pres.title = cover.title;
  pres.company = 'Solution Portal';
  pres.author = 'Solution Portal';
  pres.theme = { headFontFace: 'Calibri', bodyFontFace: 'Calibri' };
  const text = { fontFace: 'Calibri', color: 'FFFFFF' };
  const first = pres.addSlide();
  first.background = { color: BRAND.primary };
  first.addText(cover.title, { ...text, x: 0.8, y: 2.2, w: 11.5, h: 1.2, fontSize: 40, bold: true });
  first.addText(
    'Generated decks take their colours and fonts from this file\u2019s theme (Design > Variants > Colors and Fonts) and their fixed texts from the labelled lines on the next slide.',
    { ...text, x: 0.8, y: 3.6, w: 11.5, h: 1.2, fontSize: 18 },
  );
  const second = pres.addSlide();
  second.addShape(pres.ShapeType.rect, { x: 0, y: 0, w: 13.33, h: 0.9, fill: { color: BRAND.primary } });
  second.addText('Texts used in generated decks', {
    ...text,
    x: 0.5,
    y: 0.12,
    w: 12,
    h: 0.66,
    fontSize: 26,
    bold: true,
  });
  second.addText(
    [
      { text: 'Company: Solution Portal', options: { breakLine: true } },
      { text: 'Footer: Commercial in confidence', options: { breakLine: true } },
      { text: `Cover label: ${cover.coverLabel}` },
    ],
    { x: 0.5, y: 1.3, w: 12, h: 1.8, fontFace: 'Calibri', fontSize: 20, color: BRAND.text, valign: 'top' },
  );
  second.addText(
    'Change the text after each colon and keep the labels. Slides, pictures and layouts in this file are not copied into generated decks.',
    { x: 0.5, y: 3.4, w: 12, h: 0.8, fontFace: 'Calibri', fontSize: 14, color: BRAND.muted, valign: 'top' },
  );
  const data = (await pres.write({ outputType: 'uint8array' })) as Uint8Array;
  const files = unzipSync(data);
  const theme = files['ppt/theme/theme1.xml'];
  if (theme) files['ppt/theme/theme1.xml'] = strToU8(withThemeColours(strFromU8(theme)));
  return zipSync(files);
}

/** The default template of this id as bytes (always the same bytes); undefined for an unknown id. */
export async function buildDefaultTemplate(id: string): Promise<Buffer | undefined> {
  if (WORD_COVERS[id]) return reproducible(await wordTemplate(id));
  if (DECK_COVERS[id]) return reproducible(await deckTemplate(id));
  return undefined;
}

const cache = new Map<string, Promise<Buffer | undefined>>();

/** As buildDefaultTemplate, built once per process. */
export function defaultTemplate(id: string): Promise<Buffer | undefined> {
  let built = cache.get(id);
  if (!built) {
    built = buildDefaultTemplate(id);
    built.catch(() => cache.delete(id));
    cache.set(id, built);
  }
  return built;
}
