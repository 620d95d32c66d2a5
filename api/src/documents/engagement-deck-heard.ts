/**
 * The engagement deck's 'What we heard' slide (issue 29): what the client told us, a point a line as the seller
 * typed it on the engagement (its client-facing field, never the seller's notes), at the largest size that fits
 * beside a panel saying what the deck does with it. No points, no slide.
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
const SIZES = [20, 19, 18, 17, 16, 15, 14, 13, 12];

/** The list's height at a font size: each point indented for its bullet, with the space after it. */
export function heardHeight(points: readonly string[], fontSize: number): number {
  return points.reduce(
    (sum, point) =>
      sum + linesHeight(lineCount(point, LIST_W - 0.35, { fontSize }), fontSize, 0) + SPACE / 72,
    2 * 0.05,
  );
}

export function heard(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  if (!m.heard.length) return;
  const slide = titled(pres, look, 'What we heard', slides);
  const room = BOTTOM - TOP;
  const fontSize = SIZES.find((size) => heardHeight(m.heard, size) <= room) ?? SIZES.at(-1)!;
  slide.addText(
    m.heard.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
    {
      x: MARGIN,
      y: TOP,
      w: LIST_W,
      h: Math.min(room, heardHeight(m.heard, fontSize)),
      fontFace: look.fonts.body,
      fontSize,
      color: look.colours.text,
      valign: 'top',
      paraSpaceAfter: SPACE,
    },
  );
  const parts = [
    {
      heading: 'In your words',
      text: `This is what ${m.client} told us, as we noted it. The priorities and offerings on the next slides start from it.`,
    },
    {
      heading: 'Did we miss anything?',
      text: 'Tell us what we have wrong or left out before the discovery workshops, so they start from the right place.',
    },
  ];
  const x = MARGIN + LIST_W + 0.3;
  const w = W - MARGIN - x;
  panel(pres, slide, look, { x, y: TOP, w, h: Math.min(room, panelHeight(parts, w)) }, parts);
}
