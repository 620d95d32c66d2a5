/**
 * The engagement slide deck (document type 1) as pptx, with pptxgenjs, laid out from the pure deck model
 * (packages/domain/src/engagements/deck-model.ts) in the look of the admin's Engagement template
 * (docs/documents.md "Engagement slide deck"). Tables and the relevance chart are native pptx objects.
 *
 * Issue 29: every box is sized for its text before it is written (deck-text.ts: the font steps down, then the text
 * is shortened, so nothing runs out of its box at 120-character names), footers and dates are one line that never
 * wraps, the chart has its axes, axis title and legend in the template's colours, and the file's properties are
 * true (office-properties.ts). The slides use the shared frame's width and header row (deck-frame.ts) and draw their
 * own title band and footer: a footer in two parts (what the deck is about on the left; date and slide number on
 * the right, never cut).
 */
import { CLOSE_MATCH, type EngagementDeckModel } from '@portal/domain';
import PptxGenJS from 'pptxgenjs';
import { headRow, W, type Row, type Slide } from './deck-frame.ts';
import { charsPerLine, fitText, lineCount, linesHeight, oneLine, shorten } from './deck-text.ts';
import { withOfficeProperties } from './office-properties.ts';
import type { DocumentLook } from '../templates/document-look.ts';

export interface DeckLogo {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** When and by whom the deck is written: the file's properties (title, author, created). */
export interface DeckWriting {
  generatedAt: Date;
}

const MARGIN = 0.5;
const CONTENT_W = W - 2 * MARGIN;
/** Where a slide's content starts and must end (above the footer). */
const TOP = 1.25;
const BOTTOM = 6.85;
const GRID = 'BFBFBF';

/** Lighter shades of a colour (mixed with white), for chart gridlines in the template's palette. */
function mix(hex: string, white: number): string {
  const c = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [0, 2, 4]
    .map((i) => Math.round(c(i) + (255 - c(i)) * white))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

interface Built {
  slide: Slide;
  footer: boolean;
}

function titled(pres: PptxGenJS, look: DocumentLook, title: string, slides: Built[]): Slide {
  const slide = pres.addSlide();
  slide.addShape(pres.ShapeType.rect, { x: 0, y: 0, w: W, h: 0.9, fill: { color: look.colours.primary } });
  const fitted = fitText(title, { w: CONTENT_W, h: 0.66 }, { max: 26, min: 18, bold: true });
  slide.addText(fitted.text, {
    x: MARGIN,
    y: 0.12,
    w: CONTENT_W,
    h: 0.66,
    fontFace: look.fonts.heading,
    fontSize: fitted.fontSize,
    bold: true,
    color: look.colours.onPrimary,
    valign: 'middle',
  });
  slides.push({ slide, footer: true });
  return slide;
}

/**
 * The footer of every slide but the cover: the template's footer text, the client and the engagement on the left
 * (shortened to one line), the date and 'n / N' on the right (never cut, never wrapped).
 */
function footers(look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  const style = { fontSize: 9 };
  const rightW = 2.6;
  const leftW = CONTENT_W - rightW - 0.2;
  slides.forEach(({ slide, footer }, i) => {
    if (!footer) return;
    const text = {
      fontFace: look.fonts.body,
      fontSize: style.fontSize,
      color: look.colours.muted,
      wrap: false,
    };
    slide.addText(oneLine([look.footer, m.client, m.name].filter(Boolean).join(' · '), leftW, style), {
      x: MARGIN,
      y: 7.02,
      w: leftW,
      h: 0.3,
      ...text,
    });
    slide.addText(`${m.date} · ${i + 1} / ${slides.length}`, {
      x: W - MARGIN - rightW,
      y: 7.02,
      w: rightW,
      h: 0.3,
      align: 'right',
      ...text,
    });
  });
}

/** The logo fitted into a box, keeping its proportions. */
function fit(logo: DeckLogo, boxW: number, boxH: number) {
  const scale = Math.min(boxW / logo.width, boxH / logo.height);
  return { w: logo.width * scale, h: logo.height * scale };
}

function cover(
  pres: PptxGenJS,
  look: DocumentLook,
  m: EngagementDeckModel,
  slides: Built[],
  logo?: DeckLogo,
) {
  const slide = pres.addSlide();
  slides.push({ slide, footer: false });
  slide.background = { color: look.colours.primary };
  const on = look.colours.onPrimary;
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
  const x = 0.8;
  const w = W - 2 * x;
  slide.addText(oneLine(look.coverLabel('Engagement summary'), w, { fontSize: 18 }), {
    x,
    y: 2.15,
    w,
    h: 0.45,
    fontFace: look.fonts.body,
    fontSize: 18,
    color: on,
    wrap: false,
  });
  const name = fitText(m.name, { w, h: 1.95 }, { max: 40, min: 24, bold: true });
  slide.addText(name.text, {
    x,
    y: 2.6,
    w,
    h: 1.95,
    fontFace: look.fonts.heading,
    fontSize: name.fontSize,
    bold: true,
    color: on,
    valign: 'top',
  });
  const client = fitText(m.client, { w, h: 1.0 }, { max: 26, min: 16 });
  slide.addText(client.text, {
    x,
    y: 4.65,
    w,
    h: 1.0,
    fontFace: look.fonts.body,
    fontSize: client.fontSize,
    color: on,
    valign: 'top',
  });
  slide.addShape(pres.ShapeType.line, { x, y: 6.1, w: 2.5, h: 0, line: { color: on, width: 1.5 } });
  slide.addText(oneLine(`Prepared by ${m.preparedBy} · ${m.date}`, w, { fontSize: 14 }), {
    x,
    y: 6.25,
    w,
    h: 0.4,
    fontFace: look.fonts.body,
    fontSize: 14,
    color: on,
    wrap: false,
  });
  // Whose document it is (readers of the thirty-third round found no supplier on it).
  if (m.supplier)
    slide.addText(oneLine(m.supplier, w, { fontSize: 12 }), {
      x,
      y: 6.65,
      w,
      h: 0.35,
      fontFace: look.fonts.body,
      fontSize: 12,
      color: on,
      wrap: false,
    });
}

interface PanelPart {
  heading: string;
  text: string;
}

const PANEL_FONT = 14;

/** A tinted panel with headed paragraphs, in a box sized by panelHeight. */
function panel(
  pres: PptxGenJS,
  slide: Slide,
  look: DocumentLook,
  box: { x: number; y: number; w: number; h: number },
  parts: readonly PanelPart[],
) {
  slide.addShape(pres.ShapeType.rect, {
    ...box,
    fill: { color: look.colours.tint },
    line: { color: look.colours.tint },
  });
  const runs: PptxGenJS.TextProps[] = parts.flatMap((p, i) => [
    {
      text: p.heading,
      options: { bold: true, fontSize: PANEL_FONT + 2, breakLine: true, paraSpaceBefore: i ? 14 : 0 },
    },
    { text: p.text, options: { fontSize: PANEL_FONT, breakLine: true } },
  ]);
  slide.addText(runs, {
    x: box.x + 0.2,
    y: box.y + 0.15,
    w: box.w - 0.4,
    h: box.h - 0.3,
    fontFace: look.fonts.body,
    color: look.colours.text,
    valign: 'top',
  });
}

/** The height a panel needs for its headed paragraphs. */
function panelHeight(parts: readonly PanelPart[], w: number): number {
  const textW = w - 0.4;
  return (
    0.3 +
    parts.reduce(
      (sum, p, i) =>
        sum +
        (i ? 0.2 : 0) +
        linesHeight(
          lineCount(p.heading, textW, { fontSize: PANEL_FONT + 2, bold: true }),
          PANEL_FONT + 2,
          0,
        ) +
        linesHeight(lineCount(p.text, textW, { fontSize: PANEL_FONT }), PANEL_FONT, 0),
      0,
    )
  );
}

function priorities(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  const slide = titled(pres, look, 'Your priorities', slides);
  const table = {
    fontFace: look.fonts.body,
    color: look.colours.text,
    fontSize: 15,
    valign: 'middle' as const,
  };
  const border = { type: 'solid' as const, pt: 0.5, color: GRID };
  let y = TOP;
  if (!m.priorities.length && !m.notPriorities.length) {
    slide.addText(
      'Your priorities are to be agreed with you in the first workshop. We will ask how much each of these matters to your organisation.',
      {
        x: MARGIN,
        y,
        w: CONTENT_W,
        h: 0.6,
        fontFace: look.fonts.body,
        fontSize: 16,
        color: look.colours.text,
      },
    );
    y += 0.75;
    const colW = [3.6, CONTENT_W - 3.6];
    slide.addTable(
      [
        headRow(look, ['Priority', 'What it means']),
        ...m.prioritiesToAgree.map((p): Row => [{ text: p.label }, { text: p.meaning }]),
      ],
      { x: MARGIN, y, w: CONTENT_W, colW, rowH: 0.45, border, autoPage: false, ...table },
    );
    y += 0.45 * (m.prioritiesToAgree.length + 1);
  } else {
    // The priority's name on one line ('Reduced Total Cost of Ownership' wrapped at 3.4 in).
    const colW = [4.2, 1.7, CONTENT_W - 5.9];
    slide.addTable(
      [
        headRow(look, ['Priority', 'Importance', 'What it means']),
        ...m.priorities.map((p): Row => [
          { text: p.label },
          { text: p.value, options: p.value === 'High' ? { bold: true } : {} },
          { text: p.meaning },
        ]),
      ],
      { x: MARGIN, y, w: CONTENT_W, colW, rowH: 0.5, border, autoPage: false, ...table },
    );
    y += 0.5 * (m.priorities.length + 1);
  }
  const top = y + 0.4;
  const parts =
    m.priorities.length || m.notPriorities.length
      ? [
          {
            heading: 'How we use them',
            text: `These are your priorities as we understood them from our conversation. They decide which offerings we suggest first and how much weight each one carries in the solution.${m.notPriorities.length ? ` Not a priority for you now: ${m.notPriorities.join('; ')}.` : ''}`,
          },
          {
            heading: 'Tell us if we have them wrong',
            text: 'A change here changes what we put forward, so it is best agreed before the discovery workshops.',
          },
        ]
      : [
          {
            heading: 'How we use them',
            text: 'Your priorities decide which offerings we suggest first and how much weight each one carries in the solution.',
          },
        ];
  const gap = 0.3;
  const w = (CONTENT_W - gap * (parts.length - 1)) / parts.length;
  const h = Math.min(BOTTOM - top, Math.max(...parts.map((p) => panelHeight([p], w))));
  parts.forEach((p, i) => panel(pres, slide, look, { x: MARGIN + i * (w + gap), y: top, w, h }, [p]));
}

type DeckOffering = EngagementDeckModel['areas'][number]['offerings'][number];
type OfferingRow = { area: string } | { offering: DeckOffering };

/** The offerings table's font: the largest that puts the whole table on one slide, else the smallest, over slides. */
const OFFERING_FONTS = [16, 15, 14, 13, 12];
/** A table cell's inner margins (pptxgenjs: 0.05 in top and bottom, 0.1 in left and right). */
const CELL = { x: 0.1, y: 0.05 };

function offerings(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  if (m.areas.length === 0) {
    const slide = titled(pres, look, 'Offerings we suggest', slides);
    slide.addText('No offerings have been chosen yet: we will agree them with you in the first workshop.', {
      x: MARGIN,
      y: TOP,
      w: CONTENT_W,
      h: 0.6,
      fontFace: look.fonts.body,
      fontSize: 16,
      color: look.colours.text,
    });
    return;
  }
  // Two columns: the offering, and its description with the sub-capabilities it includes beneath (a column of its
  // own was mostly dashes).
  const colW = [3.4, CONTENT_W - 3.4];
  // Under the description, the priorities it serves (the sub-capabilities were the catalogue's words: readers took
  // 'Includes Windows Device Management, ...' for an internal list, thirty-third reading).
  const includes = (o: DeckOffering) =>
    o.serves.length ? `Serves your priorities: ${o.serves.join(', ')}` : '';
  const rowHeight = (o: DeckOffering, fontSize: number) => {
    const lines = (text: string, w: number, bold = false) =>
      text ? lineCount(text, w, { fontSize, bold }, CELL.x) : 0;
    return linesHeight(
      Math.max(
        lines(shorten(o.name, 90), colW[0]!, true),
        lines(shorten(o.description, 320), colW[1]!) + lines(includes(o), colW[1]!),
      ),
      fontSize,
      CELL.y,
    );
  };
  // One table grouped by area (a heading row per area), split over slides by the rows' heights; an area continued
  // on the next slide repeats its heading.
  const paginate = (fontSize: number, room: number): OfferingRow[][] => {
    const headH = linesHeight(1, fontSize, CELL.y);
    const pages: OfferingRow[][] = [];
    let page: OfferingRow[] = [];
    let used = 0;
    for (const area of m.areas)
      area.offerings.forEach((offering, i) => {
        const rowH = rowHeight(offering, fontSize);
        if (page.length && used + rowH + (i === 0 ? headH : 0) > room) {
          pages.push(page);
          page = [];
          used = 0;
        }
        if (i === 0 || page.length === 0) {
          page.push({ area: i === 0 ? area.name : `${area.name} (continued)` });
          used += headH;
        }
        page.push({ offering });
        used += rowH;
      });
    pages.push(page);
    return pages;
  };
  const roomAt = (fontSize: number) => BOTTOM - TOP - linesHeight(1, fontSize, CELL.y);
  const fontSize = OFFERING_FONTS.find((f) => paginate(f, roomAt(f)).length === 1) ?? OFFERING_FONTS.at(-1)!;
  const greedy = paginate(fontSize, roomAt(fontSize));
  // Over several slides, the rows are shared out evenly rather than filling the first slides to the brim.
  const total = m.areas.reduce(
    (sum, a) =>
      sum + linesHeight(1, fontSize, CELL.y) + a.offerings.reduce((t, o) => t + rowHeight(o, fontSize), 0),
    0,
  );
  const even = paginate(fontSize, Math.min(roomAt(fontSize), total / greedy.length + 0.6));
  const pages = even.length === greedy.length ? even : greedy;
  const span = colW.length;
  pages.forEach((rows, n) => {
    const slide = titled(
      pres,
      look,
      `Offerings we suggest${pages.length > 1 ? ` (${n + 1} of ${pages.length})` : ''}`,
      slides,
    );
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
            { text: shorten(r.offering.name, 90), options: { bold: true } },
            {
              text: [
                {
                  text: shorten(r.offering.description, 320),
                  options: { breakLine: !!includes(r.offering) },
                },
                ...(includes(r.offering)
                  ? [{ text: includes(r.offering), options: { italic: true, color: look.colours.muted } }]
                  : []),
              ],
            },
          ],
    );
    slide.addTable([headRow(look, ['Offering', 'Description']), ...table], {
      x: MARGIN,
      y: TOP,
      w: CONTENT_W,
      colW,
      fontFace: look.fonts.body,
      fontSize,
      color: look.colours.text,
      valign: 'top',
      border: { type: 'solid', pt: 0.5, color: GRID },
      autoPage: false,
    });
  });
}

/** At most this many bars (the most relevant). */
const BARS = 20;

function relevance(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  if (!m.relevance?.length) return;
  const slide = titled(pres, look, 'How the offerings we suggest match your priorities', slides);
  const shown = m.relevance.slice(0, BARS);
  // Bars are drawn bottom-up: reversed so the best match is on top.
  const bars = [...shown].reverse();
  const font = { fontFace: look.fonts.body };
  const labelSize = shown.length > 12 ? 10 : 12;
  // A few bars are not stretched over the whole slide.
  const chartH = Math.min(4.4, Math.max(3.4, 1.4 + shown.length * 0.4));
  slide.addChart(
    pres.ChartType.bar,
    [
      {
        name: 'Match with your priorities',
        labels: bars.map((b) => oneLine(b.name, 3.6, { fontSize: labelSize })),
        values: bars.map((b) => b.relevance),
      },
    ],
    {
      x: MARGIN,
      y: TOP - 0.1,
      w: CONTENT_W,
      h: chartH,
      barDir: 'bar',
      barGapWidthPct: shown.length > 4 ? 60 : 120,
      chartColors: [look.colours.primary],
      // Axes: offerings down the side, the match 0-100 along the bottom with its title.
      catAxisLabelColor: look.colours.text,
      catAxisLabelFontFace: font.fontFace,
      catAxisLabelFontSize: labelSize,
      catAxisLineShow: true,
      catAxisLineColor: look.colours.muted,
      valAxisMinVal: 0,
      valAxisMaxVal: 100,
      valAxisMajorUnit: 20,
      valAxisLabelColor: look.colours.text,
      valAxisLabelFontFace: font.fontFace,
      valAxisLabelFontSize: 11,
      valAxisLineShow: true,
      valAxisLineColor: look.colours.muted,
      valGridLine: { color: mix(look.colours.primary, 0.8), style: 'solid', size: 0.75 },
      catGridLine: { style: 'none' },
      showValAxisTitle: true,
      valAxisTitle: 'Match with your priorities (0 none, 100 full)',
      valAxisTitleColor: look.colours.text,
      valAxisTitleFontFace: font.fontFace,
      valAxisTitleFontSize: 12,
      // Values on the bars.
      showValue: true,
      dataLabelPosition: 'outEnd',
      dataLabelColor: look.colours.text,
      dataLabelFontFace: font.fontFace,
      dataLabelFontSize: labelSize,
      dataLabelFormatCode: '0',
      // One series, named by the axis title: a legend naming it said nothing more (readers of the thirty-third round).
      showLegend: false,
      legendPos: 'b',
      legendColor: look.colours.text,
      legendFontFace: font.fontFace,
      legendFontSize: 12,
    },
  );
  const more = m.relevance.length - shown.length;
  // How the figure is made, and what a few points mean (readers asked whether 68 against 66 was a reason to choose).
  const reading = `Each offering's match (0 to 100) weighs how strongly it serves each of your priorities by the importance you gave it; offerings within ${CLOSE_MATCH} points of each other serve them about equally.${
    more > 0 ? ` The ${shown.length} best matches are shown; ${more} more are in the offerings table.` : ''
  }`;
  const top = TOP - 0.1 + chartH + 0.2;
  const parts = m.whereToStart
    ? [{ heading: 'Where to start', text: `${m.whereToStart} ${reading}` }]
    : [{ heading: 'How to read it', text: reading }];
  panel(
    pres,
    slide,
    look,
    { x: MARGIN, y: top, w: CONTENT_W, h: Math.min(BOTTOM - top, panelHeight(parts, CONTENT_W)) },
    parts,
  );
}

function nextSteps(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  const slide = titled(pres, look, 'Next steps', slides);
  const listW = 7.3;
  const space = 14; // points after each step
  const linkH = m.link ? 0.8 : 0;
  const room = JOURNEY_Y - 0.3 - TOP - linkH;
  // The numbered steps (indented 0.35 in) at the largest size that fits above the link and the stages.
  const stepsHeight = (size: number) =>
    m.nextSteps.reduce(
      (sum, step) =>
        sum + linesHeight(lineCount(step, listW - 0.35, { fontSize: size }), size, 0) + space / 72,
      2 * 0.05,
    );
  const fontSize = [18, 17, 16, 15].find((size) => stepsHeight(size) <= room) ?? 14;
  const stepsH = Math.min(room, stepsHeight(fontSize));
  slide.addText(
    m.nextSteps.map((s) => ({ text: s, options: { bullet: { type: 'number' as const }, breakLine: true } })),
    {
      x: MARGIN,
      y: TOP,
      w: listW,
      h: stepsH,
      fontFace: look.fonts.body,
      fontSize,
      color: look.colours.text,
      valign: 'top',
      paraSpaceAfter: space,
    },
  );
  if (m.link) {
    // The link in full, at a size that keeps it on one line: a reader may type it from a printout.
    const size =
      [14, 13, 12, 11, 10].find((f) => charsPerLine(listW, { fontSize: f }) >= m.link!.url.length) ?? 10;
    slide.addText(
      [
        { text: m.link.text, options: { bold: true, fontSize: 14, breakLine: true } },
        {
          text: m.link.url,
          options: { fontSize: size, color: look.colours.primary, hyperlink: { url: m.link.url } },
        },
      ],
      {
        x: MARGIN,
        y: TOP + stepsH + 0.05,
        w: listW,
        h: linkH - 0.05,
        fontFace: look.fonts.body,
        color: look.colours.text,
        valign: 'top',
      },
    );
  }
  const x = MARGIN + listW + 0.3;
  const w = W - MARGIN - x;
  const height = panelHeight(m.afterwards, w);
  panel(
    pres,
    slide,
    look,
    { x, y: TOP, w, h: Math.min(JOURNEY_Y - TOP - 0.3, Math.max(2, height)) },
    m.afterwards,
  );
  journey(pres, slide, look, m.journey);
}

const JOURNEY_Y = 5.55;

/** The stages from this summary to a proposal as a row of chevrons, the first (where the client is) filled. */
function journey(pres: PptxGenJS, slide: Slide, look: DocumentLook, stages: readonly string[]) {
  if (!stages.length) return;
  const overlap = 0.12;
  const w = (CONTENT_W + overlap * (stages.length - 1)) / stages.length;
  const h = 0.8;
  stages.forEach((stage, i) => {
    const first = i === 0;
    const text = fitText(stage, { w: w - 0.67 + 0.2, h }, { max: 14, min: 11, bold: true });
    slide.addText(text.text, {
      shape: first ? pres.ShapeType.homePlate : pres.ShapeType.chevron,
      x: MARGIN + i * (w - overlap),
      y: JOURNEY_Y,
      w,
      h,
      fill: { color: first ? look.colours.primary : look.colours.tint },
      line: { color: 'FFFFFF', width: 1.5 },
      fontFace: look.fonts.body,
      fontSize: text.fontSize,
      bold: true,
      color: first ? look.colours.onPrimary : look.colours.text,
      align: 'center',
      valign: 'middle',
      margin: [0, 24, 0, first ? 10 : 24], // points: top, right, bottom, left
    });
  });
}

export async function writeEngagementDeck(
  m: EngagementDeckModel,
  look: DocumentLook,
  writing: DeckWriting,
  logo?: DeckLogo,
): Promise<Buffer> {
  const pres = new PptxGenJS();
  pres.layout = 'LAYOUT_WIDE';
  const slides: Built[] = [];
  cover(pres, look, m, slides, logo);
  priorities(pres, look, m, slides);
  offerings(pres, look, m, slides);
  relevance(pres, look, m, slides);
  nextSteps(pres, look, m, slides);
  footers(look, m, slides);
  const written = (await pres.write({ outputType: 'nodebuffer' })) as Buffer;
  return withOfficeProperties(written, {
    title: `${m.name}: Slide Deck`,
    subject: `Engagement summary for ${m.client}`,
    author: m.preparedBy,
    company: look.company,
    created: writing.generatedAt,
    modified: writing.generatedAt,
    language: 'en-GB',
  });
}
