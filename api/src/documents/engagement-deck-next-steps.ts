/**
 * The engagement deck's next steps slide (split from engagement-deck.ts): the client's dated steps at the largest
 * size that fits, the framework solution's link on a public address, a panel with the workshops' agenda (each
 * one's length, topics, whom it needs and what comes out; without an offer, what happens next), and the stages to a
 * proposal as chevrons.
 */
import type { DeckWorkshopAgenda, EngagementDeckModel } from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { W, type Slide } from './deck-frame.ts';
import { charsPerLine, fitText, lineCount, linesHeight } from './deck-text.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import { CONTENT_W, MARGIN, panel, panelHeight, TOP, titled, type Built } from './engagement-deck-frame.ts';

export function nextSteps(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  const slide = titled(pres, look, 'Next steps', slides);
  // Narrower than the panels' 7.3 in of before, so the workshops' agenda beside it stays readable.
  const listW = m.workshopAgenda ? 6.4 : 7.3;
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
  const fontSize = [18, 17, 16, 15].find((size) => stepsHeight(size) <= room - 0.25) ?? 14;
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
  if (m.workshopAgenda)
    agendaPanel(pres, slide, look, { x, y: TOP, w, h: JOURNEY_Y - TOP - 0.3 }, m.workshopAgenda);
  else {
    const height = panelHeight(m.afterwards, w);
    panel(
      pres,
      slide,
      look,
      { x, y: TOP, w, h: Math.min(JOURNEY_Y - TOP - 0.3, Math.max(2, height)) },
      m.afterwards,
    );
  }
  journey(pres, slide, look, m.journey);
}

/** The stages' row: as low as the footer allows (6.85 in), so the steps and the workshops' agenda have the room. */
const JOURNEY_Y = 6.05;
const JOURNEY_H = 0.75;

/** The agenda's text sizes, largest first: the body at the first that fits the room (the headings a point up). */
const AGENDA_SIZES = [13, 12, 11, 10];

/** The agenda's paragraphs with their sizes and the space before each (points). */
function agendaParagraphs(a: DeckWorkshopAgenda, size: number) {
  return [
    { text: a.heading, size: size + 2, bold: true, before: 0 },
    ...a.sessions.flatMap((s) => [
      { text: s.title, size, bold: true, before: 8 },
      { text: s.text, size, bold: false, before: 0 },
    ]),
    { text: a.closing, size, bold: false, before: 8, italic: true },
  ];
}

/** The height the agenda needs at a size, in a text box `textW` wide. */
export function agendaHeight(a: DeckWorkshopAgenda, size: number, textW: number): number {
  return agendaParagraphs(a, size).reduce(
    (sum, p) =>
      sum +
      p.before / 72 +
      linesHeight(lineCount(p.text, textW, { fontSize: p.size, bold: p.bold }), p.size, 0),
    0,
  );
}

/**
 * The workshops' agenda in a tinted panel: the heading (with the fee), each workshop's title in bold and its line,
 * and how they are held; at the largest size that fits the room above the stages.
 */
function agendaPanel(
  pres: PptxGenJS,
  slide: Slide,
  look: DocumentLook,
  box: { x: number; y: number; w: number; h: number },
  a: DeckWorkshopAgenda,
) {
  const textW = box.w - 0.4;
  const size = AGENDA_SIZES.find((f) => agendaHeight(a, f, textW) <= box.h - 0.3) ?? AGENDA_SIZES.at(-1)!;
  const h = Math.min(box.h, agendaHeight(a, size, textW) + 0.3);
  slide.addShape(pres.ShapeType.rect, {
    ...box,
    h,
    fill: { color: look.colours.tint },
    line: { color: look.colours.tint },
  });
  slide.addText(
    agendaParagraphs(a, size).map((p) => ({
      text: p.text,
      options: {
        fontSize: p.size,
        bold: p.bold,
        breakLine: true,
        ...(p.before ? { paraSpaceBefore: p.before } : {}),
        ...(p.italic ? { italic: true } : {}),
      },
    })),
    {
      x: box.x + 0.2,
      y: box.y + 0.15,
      w: textW,
      h: h - 0.3,
      fontFace: look.fonts.body,
      color: look.colours.text,
      valign: 'top',
    },
  );
}

/** The stages from this summary to a proposal as a row of chevrons, the first (where the client is) filled. */
function journey(pres: PptxGenJS, slide: Slide, look: DocumentLook, stages: readonly string[]) {
  if (!stages.length) return;
  const overlap = 0.12;
  const w = (CONTENT_W + overlap * (stages.length - 1)) / stages.length;
  const h = JOURNEY_H;
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
      // Points, in pptxgenjs's order for text: left, right, bottom, top (read as top first, the labels sat 24 pt low).
      margin: [first ? 10 : 24, 24, 0, 0],
    });
  });
}
