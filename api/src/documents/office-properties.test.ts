import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { appXml, coreXml, withOfficeProperties, type OfficeProperties } from './office-properties.ts';

// Issue 29: pptxgenjs wrote 'PptxGenJS Presentation' as the subject, its own name as the chart workbooks' author,
// and its own dates; the deck's file properties are now the engagement's.
const props: OfficeProperties = {
  title: 'Engagement for Smith & Sons: Slide Deck',
  subject: 'Engagement summary for Smith & Sons <UK>',
  author: 'Sam Patel',
  company: 'Provider & Partners Ltd',
  created: new Date('2026-11-24T10:11:12.345Z'),
  modified: new Date('2026-11-24T10:11:13.000Z'),
  language: 'en-GB',
};

const CORE = `<?xml version="1.0"?><cp:coreProperties><dc:title>PptxGenJS Presentation</dc:title><dc:subject>PptxGenJS Presentation</dc:subject><dc:creator>PptxGenJS</dc:creator><dcterms:created>2025-01-01T12:00:00Z</dcterms:created></cp:coreProperties>`;
const APP = `<?xml version="1.0"?><Properties><Slides>5</Slides><Company>PptxGenJS</Company></Properties>`;

function pptx(): Uint8Array {
  const workbook = zipSync({ 'docProps/core.xml': strToU8(CORE), 'xl/workbook.xml': strToU8('<workbook/>') });
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'docProps/core.xml': strToU8(CORE),
    'docProps/app.xml': strToU8(APP),
    'ppt/slides/slide1.xml': strToU8('<p:sld><a:rPr lang="en-US"/><a:t>Organisation</a:t></p:sld>'),
    'ppt/charts/chart1.xml': strToU8(
      '<c:chartSpace><c:lang val="en-US"/><a:rPr lang="en-US"/></c:chartSpace>',
    ),
    'ppt/embeddings/Microsoft_Excel_Worksheet1.xlsx': workbook,
    'ppt/media/image1.png': new Uint8Array([137, 80, 78, 71]),
  });
}

describe('true file properties', () => {
  it('writes the title, subject, author, company and dates, escaped', () => {
    const xml = coreXml(props);
    expect(xml).toContain('<dc:title>Engagement for Smith &amp; Sons: Slide Deck</dc:title>');
    expect(xml).toContain('<dc:subject>Engagement summary for Smith &amp; Sons &lt;UK&gt;</dc:subject>');
    expect(xml).toContain('<dc:creator>Sam Patel</dc:creator>');
    expect(xml).toContain('<cp:lastModifiedBy>Sam Patel</cp:lastModifiedBy>');
    expect(xml).toContain(
      '<dcterms:created xsi:type="dcterms:W3CDTF">2026-11-24T10:11:12Z</dcterms:created>',
    );
    expect(xml).toContain(
      '<dcterms:modified xsi:type="dcterms:W3CDTF">2026-11-24T10:11:13Z</dcterms:modified>',
    );
    expect(xml).toContain('<dc:language>en-GB</dc:language>');
    expect(appXml(APP, props.company)).toContain('<Company>Provider &amp; Partners Ltd</Company>');
    expect(appXml('<Properties><Slides>1</Slides></Properties>', 'X')).toBe(
      '<Properties><Slides>1</Slides><Company>X</Company></Properties>',
    );
  });

  it('rewrites the zip: properties, the text language, the chart workbook; other parts unchanged and in order', () => {
    const out = unzipSync(withOfficeProperties(pptx(), props));
    expect(Object.keys(out)[0]).toBe('[Content_Types].xml');
    const core = strFromU8(out['docProps/core.xml']!);
    expect(core).not.toContain('PptxGenJS');
    expect(core).toContain('2026-11-24T10:11:12Z');
    expect(strFromU8(out['docProps/app.xml']!)).toContain('<Company>Provider &amp; Partners Ltd</Company>');
    expect(strFromU8(out['ppt/slides/slide1.xml']!)).toBe(
      '<p:sld><a:rPr lang="en-GB"/><a:t>Organisation</a:t></p:sld>',
    );
    expect(strFromU8(out['ppt/charts/chart1.xml']!)).toContain('<a:rPr lang="en-GB"/>');
    const workbook = unzipSync(out['ppt/embeddings/Microsoft_Excel_Worksheet1.xlsx']!);
    expect(strFromU8(workbook['docProps/core.xml']!)).toContain('<dc:creator>Sam Patel</dc:creator>');
    expect(Array.from(out['ppt/media/image1.png']!)).toEqual([137, 80, 78, 71]);
  });
});
