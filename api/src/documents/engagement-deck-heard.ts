/**
 * The engagement deck's 'What we heard' slide (issue 29): what the client told us, a point a line as the seller
 * typed it on the engagement (its client-facing field, never the seller's notes), at the largest size from 20 to
 * 14 pt that fits beside a panel saying what the deck does with it; more than fits at 14 pt goes on to a continued
 * slide (1,500 characters as twelve long points take two). No points, no slide.
 */
import type { EngagementDeckModel } from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { W } from './deck-frame.ts';
import { lineCount, linesHeight } from './deck-text.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import { BOTTOM, MARGIN, panel, panelHeight, TOP, titled, type Built } from './engagement-deck-frame.ts';

const LIST_W = 7.6;
/** Points after each point of the list. */
const SPACE = 10;
const SIZES = [20, 19, 18, 17, 16, 15, 14];

/** The list's height at a font size: each point indented for its bullet, with the space after it. */
export function heardHeight(points: readonly string[], fontSize: number): number {
  return points.reduce(
    (sum, point) =>
      sum + linesHeight(lineCount(point, LIST_W - 0.35, { fontSize }), fontSize, 0) + SPACE / 72,
    2 * 0.05,
  );
}

/**
 * The points a slide each: all on one at the largest size that fits; otherwise at the smallest size, as many as fit
 * on each slide in turn (a point is never split).
 */
export function heardPages(points: readonly string[], room: number): { fontSize: number; pages: string[][] } {
  const fits = SIZES.find((size) => heardHeight(points, size) <= room);
  if (fits) return { fontSize: fits, pages: [[...points]] };
  const fontSize = SIZES.at(-1)!;
  const pages: string[][] = [];
  for (const point of points) {
    const page = pages.at(-1);
    if (page && heardHeight([...page, point], fontSize) <= room) page.push(point);
    else pages.push([point]);
  }
  return { fontSize, pages };
}

export function heard(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  if (!m.heard.length) return;
  const room = BOTTOM - TOP;
  const { fontSize, pages } = heardPages(m.heard, room);
  const parts = [
    {
      heading: 'From our conversation',
      // When and with whom, where the engagement says (readers asked whose words these are).
      text: `${m.conversation ? `${m.conversation} ` : ''}The priorities and offerings on the next slides start from these points.`,
    },
    {
      heading: 'Did we miss anything?',
      text: 'Tell us what we have wrong or left out before the discovery workshops, so they start from the right place.',
    },
  ];
  const x = MARGIN + LIST_W + 0.3;
  const w = W - MARGIN - x;
  pages.forEach((points, i) => {
    const slide = titled(pres, look, i ? 'What we heard (continued)' : 'What we heard', slides);
    slide.addText(
      points.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
      {
        x: MARGIN,
        y: TOP,
        w: LIST_W,
        h: Math.min(room, heardHeight(points, fontSize)),
        fontFace: look.fonts.body,
        fontSize,
        color: look.colours.text,
        valign: 'top',
        paraSpaceAfter: SPACE,
      },
    );
    if (i === 0) panel(pres, slide, look, { x, y: TOP, w, h: Math.min(room, panelHeight(parts, w)) }, parts);
  });
}
