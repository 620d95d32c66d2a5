/**
 * The engagement slide deck (document type 1) as pptx, with pptxgenjs, laid out from the pure deck model
 * (packages/domain/src/engagements/deck-model.ts) in the look of the admin's Engagement template
 * (docs/documents.md "Engagement slide deck"). Tables and the relevance chart are native pptx objects.
 */
import type { EngagementDeckModel } from '@portal/domain';
import PptxGenJS from 'pptxgenjs';
import { headRow, titledSlide, W, type Row, type Slide } from './deck-frame.ts';
import type { DocumentLook } from '../templates/document-look.ts';

const DESCRIPTION_MAX = 260;

export interface DeckLogo {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const shorten = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

function titled(pres: PptxGenJS, look: DocumentLook, title: string, m: EngagementDeckModel): Slide {
  return titledSlide(pres, look, title, `${m.name} · ${m.client} · ${m.date} · ${look.footer}`);
}

/** The logo fitted into a box, keeping its proportions. */
function fit(logo: DeckLogo, boxW: number, boxH: number) {
  const scale = Math.min(boxW / logo.width, boxH / logo.height);
  return { w: logo.width * scale, h: logo.height * scale };
}

function cover(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, logo?: DeckLogo) {
  const slide = pres.addSlide();
  slide.background = { color: look.colours.primary };
  if (logo) {
    // A white panel behind the logo: a client's logo is drawn for light backgrounds.
    const { w, h } = fit(logo, 2.8, 1.1);
    slide.addShape(pres.ShapeType.roundRect, {
      x: W - 3.8,
      y: 0.5,
      w: 3.2,
      h: 1.5,
      fill: { color: 'FFFFFF' },
      line: { color: 'FFFFFF' },
      rectRadius: 0.1,
    });
    slide.addImage({
      data: `${logo.mime};base64,${logo.data.toString('base64')}`,
      x: W - 3.8 + (3.2 - w) / 2,
      y: 0.5 + (1.5 - h) / 2,
      w,
      h,
      altText: `${m.client} logo`,
    });
  }
  slide.addText(look.coverLabel('Engagement'), {
    x: 0.8,
    y: 2.2,
    w: 8,
    h: 0.5,
    fontFace: look.fonts.body,
    fontSize: 18,
    color: look.colours.onPrimary,
  });
  slide.addText(m.name, {
    x: 0.8,
    y: 2.8,
    w: 11.5,
    h: 1.4,
    fontFace: look.fonts.heading,
    fontSize: 40,
    bold: true,
    color: look.colours.onPrimary,
    valign: 'top',
    fit: 'shrink',
  });
  slide.addText(m.client, {
    x: 0.8,
    y: 4.3,
    w: 11,
    h: 0.6,
    fontFace: look.fonts.body,
    fontSize: 24,
    color: look.colours.onPrimary,
  });
  slide.addText(`Prepared by ${m.preparedBy} · ${m.date}`, {
    x: 0.8,
    y: 6.2,
    w: 11.5,
    h: 0.4,
    fontFace: look.fonts.body,
    fontSize: 14,
    color: look.colours.onPrimary,
  });
}

function priorities(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel) {
  const slide = titled(pres, look, 'Client priorities', m);
  const header = m.fromSliders ? ['Priority', 'Importance', 'Sales helper'] : ['Priority', 'Importance'];
  const rows: Row[] = m.priorities.map((p) =>
    [p.label, p.value, ...(m.fromSliders ? [p.detail ?? ''] : [])].map((text) => ({ text })),
  );
  const colW = m.fromSliders ? [3.6, 1.6, 2.4] : [4.4, 2];
  if (!rows.length)
    slide.addText('The client priorities are to be agreed with the client in the first workshop.', {
      x: 0.5,
      y: 1.3,
      w: 6.4,
      h: 0.8,
      fontFace: look.fonts.body,
      fontSize: 14,
      color: look.colours.text,
    });
  else
    slide.addTable([headRow(look, header), ...rows], {
      x: 0.5,
      y: 1.3,
      w: colW.reduce((a, b) => a + b, 0),
      colW,
      fontFace: look.fonts.body,
      fontSize: 14,
      border: { type: 'solid', pt: 0.5, color: 'BFBFBF' },
      autoPage: false,
    });
  if (m.fromSliders)
    slide.addText(
      'From the sales helper: a slider at 50 is the highest importance, 100 the lowest (not counted).',
      {
        x: 0.5,
        y: 3.9,
        w: 7.6,
        h: 0.5,
        fontFace: look.fonts.body,
        fontSize: 11,
        italic: true,
        color: look.colours.muted,
      },
    );
  // No notes: no panel (a client slide never says 'No notes yet.').
  if (!m.notes.trim()) return;
  const x = m.fromSliders ? 8.5 : 7.3;
  slide.addShape(pres.ShapeType.rect, {
    x,
    y: 1.3,
    w: W - x - 0.5,
    h: 5.4,
    fill: { color: look.colours.tint },
    line: { color: look.colours.tint },
  });
  slide.addText(
    [
      { text: 'Notes\n', options: { bold: true, fontSize: 14 } },
      { text: shorten(m.notes, 1200), options: { fontSize: 12 } },
    ],
    {
      x: x + 0.2,
      y: 1.4,
      w: W - x - 0.9,
      h: 5.2,
      fontFace: look.fonts.body,
      color: look.colours.text,
      valign: 'top',
      fit: 'shrink',
    },
  );
}

/** Table rows per offerings slide (an area's heading counts as one). */
const ROWS_PER_SLIDE = 8;

type OfferingRow = { area: string } | { offering: EngagementDeckModel['areas'][number]['offerings'][number] };

function offerings(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel) {
  if (m.areas.length === 0) {
    const slide = titled(pres, look, 'Chosen offerings', m);
    slide.addText('No offerings have been chosen yet.', {
      x: 0.5,
      y: 1.4,
      w: W - 1,
      h: 0.5,
      fontFace: look.fonts.body,
      fontSize: 16,
      color: look.colours.text,
    });
    return;
  }
  // One table grouped by area (a heading row per area), split over slides; an area continued on the next slide
  // repeats its heading.
  const withIncludes = m.areas.some((a) => a.offerings.some((o) => o.capabilities.length > 0));
  const pages: OfferingRow[][] = [];
  let page: OfferingRow[] = [];
  for (const area of m.areas) {
    for (const [i, offering] of area.offerings.entries()) {
      if (page.length >= ROWS_PER_SLIDE - 1) {
        pages.push(page);
        page = [];
      }
      if (i === 0 || page.length === 0) page.push({ area: i === 0 ? area.name : `${area.name} (continued)` });
      page.push({ offering });
    }
  }
  pages.push(page);
  const span = withIncludes ? 3 : 2;
  pages.forEach((rows, n) => {
    const title = `Chosen offerings${pages.length > 1 ? ` (${n + 1} of ${pages.length})` : ''}`;
    const slide = titled(pres, look, title, m);
    const table: Row[] = rows.map((r) =>
      'area' in r
        ? [
            {
              text: r.area,
              options: {
                bold: true,
                colspan: span,
                fill: { color: look.colours.tint },
                color: look.colours.text,
              },
            },
          ]
        : [
            { text: r.offering.name, options: { bold: true } },
            { text: shorten(r.offering.description, DESCRIPTION_MAX) },
            ...(withIncludes
              ? [
                  {
                    text: r.offering.capabilities.length
                      ? shorten(r.offering.capabilities.join(', '), 200)
                      : '—',
                  },
                ]
              : []),
          ],
    );
    const header = withIncludes ? ['Offering', 'Description', 'Includes'] : ['Offering', 'Description'];
    const colW = withIncludes ? [3, 5.8, 3.53] : [3.4, 8.93];
    slide.addTable([headRow(look, header), ...table], {
      x: 0.5,
      y: 1.2,
      w: W - 1,
      colW,
      fontFace: look.fonts.body,
      fontSize: 11,
      valign: 'top',
      border: { type: 'solid', pt: 0.5, color: 'BFBFBF' },
      autoPage: false,
    });
  });
}

function relevance(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel) {
  if (!m.relevance?.length) return;
  const slide = titled(pres, look, 'Relevance of the chosen capabilities', m);
  // Bars are drawn bottom-up: reversed so the most relevant is on top.
  const bars = [...m.relevance].slice(0, 20).reverse();
  slide.addChart(
    pres.ChartType.bar,
    [{ name: 'Relevance', labels: bars.map((b) => b.name), values: bars.map((b) => b.relevance) }],
    {
      x: 0.5,
      y: 1.1,
      w: W - 1,
      h: 5.8,
      barDir: 'bar',
      chartColors: [look.colours.primary],
      valAxisMinVal: 0,
      valAxisMaxVal: 100,
      valAxisMajorUnit: 20,
      showValue: true,
      dataLabelFontSize: 10,
      dataLabelColor: look.colours.text,
      catAxisLabelFontSize: 10,
      valAxisLabelFontSize: 9,
      showLegend: false,
      valAxisTitle: 'Relevance (0-100)',
      showValAxisTitle: true,
      valAxisTitleFontSize: 10,
    },
  );
}

function nextSteps(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel) {
  const slide = titled(pres, look, 'Next steps', m);
  slide.addText(
    m.nextSteps.map((s) => ({ text: s, options: { bullet: { type: 'number' as const }, breakLine: true } })),
    {
      x: 0.5,
      y: 1.3,
      w: W - 1,
      h: 3.4,
      fontFace: look.fonts.body,
      fontSize: 18,
      color: look.colours.text,
      valign: 'top',
      paraSpaceAfter: 12,
    },
  );
  if (m.solution) {
    slide.addShape(pres.ShapeType.rect, {
      x: 0.5,
      y: 5,
      w: W - 1,
      h: 1.5,
      fill: { color: look.colours.tint },
      line: { color: look.colours.tint },
    });
    slide.addText(
      [
        { text: `Framework solution ${m.solution.id}\n`, options: { bold: true, fontSize: 18 } },
        m.solution.url
          ? { text: m.solution.url, options: { fontSize: 14, hyperlink: { url: m.solution.url } } }
          : { text: 'Open it from the Solutions list of the Solution Portal.', options: { fontSize: 14 } },
      ],
      {
        x: 0.7,
        y: 5.1,
        w: W - 1.4,
        h: 1.3,
        fontFace: look.fonts.body,
        color: look.colours.text,
        valign: 'middle',
      },
    );
  }
}

export async function writeEngagementDeck(
  m: EngagementDeckModel,
  look: DocumentLook,
  logo?: DeckLogo,
): Promise<Buffer> {
  const pres = new PptxGenJS();
  pres.layout = 'LAYOUT_WIDE';
  pres.title = `${m.name}: Slide Deck`;
  pres.company = look.company;
  pres.author = m.preparedBy;
  cover(pres, look, m, logo);
  priorities(pres, look, m);
  offerings(pres, look, m);
  relevance(pres, look, m);
  nextSteps(pres, look, m);
  return (await pres.write({ outputType: 'nodebuffer' })) as Buffer;
}
