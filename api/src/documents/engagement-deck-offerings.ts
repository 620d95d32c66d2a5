/**
 * The engagement deck's offerings (split from engagement-deck.ts): the table of the offerings we suggest, grouped by
 * area and shared out over slides by the rows' heights, and the chart of how they match the client's priorities.
 */
import type { EngagementDeckModel } from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { headRow, type Row } from './deck-frame.ts';
import { lineCount, linesHeight, oneLine, shorten } from './deck-text.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import {
  BOTTOM,
  CONTENT_W,
  GRID,
  MARGIN,
  mix,
  panel,
  panelHeight,
  TOP,
  titled,
  type Built,
} from './engagement-deck-frame.ts';

type DeckOffering = EngagementDeckModel['areas'][number]['offerings'][number];
type OfferingRow = { area: string } | { offering: DeckOffering };

/** The offerings table's font: the largest that puts the whole table on one slide, else the smallest, over slides. */
const OFFERING_FONTS = [16, 15, 14, 13, 12, 11];
/** A table cell's inner margins (pptxgenjs: 0.05 in top and bottom, 0.1 in left and right). */
const CELL = { x: 0.1, y: 0.05 };

export function offerings(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
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
                  ? [{ text: includes(r.offering), options: { italic: true, color: look.colours.primary } }]
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

export function relevance(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
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
  const reading = `The match (0 to 100) weighs how strongly each offering serves your priorities by the importance we understood you give them; offerings a few points apart serve them about as well.${
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
