/**
 * The engagement deck's frame (split from engagement-deck.ts): the content box, a titled slide, tinted panels of
 * headed paragraphs sized for their text, and the chart gridlines' shade of the template's colour.
 */
import type PptxGenJS from 'pptxgenjs';
import { W, type Slide } from './deck-frame.ts';
import { fitText, lineCount, linesHeight } from './deck-text.ts';
import type { DocumentLook } from '../templates/document-look.ts';

export const MARGIN = 0.5;
export const CONTENT_W = W - 2 * MARGIN;
/** Where a slide's content starts and must end (above the footer). */
export const TOP = 1.25;
export const BOTTOM = 6.85;
export const GRID = 'BFBFBF';

/** Lighter shades of a colour (mixed with white), for chart gridlines in the template's palette. */
export function mix(hex: string, white: number): string {
  const c = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [0, 2, 4]
    .map((i) => Math.round(c(i) + (255 - c(i)) * white))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

export interface Built {
  slide: Slide;
  footer: boolean;
}

export function titled(pres: PptxGenJS, look: DocumentLook, title: string, slides: Built[]): Slide {
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

export interface PanelPart {
  heading: string;
  text: string;
}

export const PANEL_FONT = 14;

/** A tinted panel with headed paragraphs, in a box sized by panelHeight. */
export function panel(
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
export function panelHeight(parts: readonly PanelPart[], w: number): number {
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
