/**
 * The frame every pptx deck shares (the ROM deck and the engagement slide deck): the 16:9 width, a titled slide
 * with the template's primary band and a footer line, and a table header row in the template's colours.
 */
import type PptxGenJS from 'pptxgenjs';
import type { DocumentLook } from '../templates/document-look.ts';

export type Slide = ReturnType<PptxGenJS['addSlide']>;
export type Row = PptxGenJS.TableRow;

/** Slide width in inches (LAYOUT_WIDE). */
export const W = 13.33;

export const headRow = (look: DocumentLook, cells: string[]): Row =>
  cells.map((text) => ({
    text,
    options: { bold: true, color: look.colours.onPrimary, fill: { color: look.colours.primary } },
  }));

/** A new slide with the title on the primary band and `footer` along the bottom. */
export function titledSlide(pres: PptxGenJS, look: DocumentLook, title: string, footer: string): Slide {
  const slide = pres.addSlide();
  slide.addShape(pres.ShapeType.rect, { x: 0, y: 0, w: W, h: 0.9, fill: { color: look.colours.primary } });
  slide.addText(title, {
    x: 0.5,
    y: 0.12,
    w: W - 1,
    h: 0.66,
    fontFace: look.fonts.heading,
    fontSize: 26,
    bold: true,
    color: look.colours.onPrimary,
  });
  slide.addText(footer, {
    x: 0.5,
    y: 7.05,
    w: W - 1,
    h: 0.3,
    fontFace: look.fonts.body,
    fontSize: 9,
    color: look.colours.muted,
  });
  return slide;
}
