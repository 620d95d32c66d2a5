/**
 * The engagement slide deck (document type 1) as pptx, with pptxgenjs, laid out from the pure deck model
 * (packages/domain/src/engagements/deck-model.ts) in the look of the admin's Engagement template
 * (docs/documents.md "Engagement slide deck"). Tables are native pptx objects (no relevance chart: ADR 0068).
 *
 * Issue 29: every box is sized for its text before it is written (deck-text.ts: the font steps down, then the text
 * is shortened, so nothing runs out of its box at 120-character names), footers and dates are one line that never
 * wraps, and the file's
 * properties are true (office-properties.ts). The slides use the shared frame's width and header row (deck-frame.ts) and draw their
 * own title band and footer: a footer in two parts (what the deck is about on the left; date and slide number on
 * the right, never cut). The frame (engagement-deck-frame.ts) and the offerings' table
 * (engagement-deck-offerings.ts) are files of their own.
 */
import type { EngagementDeckModel } from '@portal/domain';
import PptxGenJS from 'pptxgenjs';
import { headRow, W, type Row } from './deck-frame.ts';
import { fitText, lineCount, linesHeight, oneLine } from './deck-text.ts';
import { withOfficeProperties } from './office-properties.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import {
  BOTTOM,
  CONTENT_W,
  GRID,
  MARGIN,
  panel,
  panelHeight,
  TOP,
  titled,
  type Built,
} from './engagement-deck-frame.ts';
import { heard } from './engagement-deck-heard.ts';
import { nextSteps } from './engagement-deck-next-steps.ts';
import { CELL_EM, CELL_LINE_EM, noWidow, offerings } from './engagement-deck-offerings.ts';

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
    slide.addText(oneLine([look.footer, m.client, m.title].filter(Boolean).join(' · '), leftW, style), {
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
  const name = fitText(m.title, { w, h: 1.95 }, { max: 40, min: 24, bold: true });
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
  slide.addText(oneLine(`Prepared by ${m.preparedByLine} · ${m.date}`, w, { fontSize: 14 }), {
    x,
    y: 6.25,
    w,
    h: 0.4,
    fontFace: look.fonts.body,
    fontSize: 14,
    color: on,
    wrap: false,
  });
  // Whose document it is (readers of the thirty-third round found no supplier on it), its reference and which
  // version of the summary (a client may hold an earlier one).
  const whose = [m.supplier, `Reference ${m.reference}`, `Version ${m.version}`].filter(Boolean).join(' · ');
  slide.addText(oneLine(whose, w, { fontSize: 12 }), {
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
    // The priority's name on one line; what it means for this client, the outcomes of what we heard (a line each,
    // never the points quoted again: deck-priority-outcomes.ts), or the stock line where nothing we heard bears on
    // it (bid manager's review); under it, for a High or Medium
    // priority no offering serves, that the discovery workshops look at it (ADR 0068, amended). No paragraph ends
    // on a lone word.
    const colW = [3.6, 1.5, CONTENT_W - 5.1];
    const size = 14;
    type Line = { text: string; italic: boolean; ours?: boolean };
    const cellLines = (p: EngagementDeckModel['priorities'][number]): Line[] => [
      // Two or more outcomes a bullet each (a reader read two lines without a stop as one run-on sentence).
      ...(p.outcomes.length ? p.outcomes : [p.meaning]).map((t) => ({
        text: noWidow(p.outcomes.length > 1 ? `\u2022 ${t}` : t),
        italic: !p.outcomes.length,
      })),
      ...(p.unserved ? [{ text: noWidow(p.unserved), italic: true, ours: true }] : []),
    ];
    const rowH = (p: EngagementDeckModel['priorities'][number]) =>
      Math.max(
        0.45,
        linesHeight(
          cellLines(p).reduce(
            (n, l) => n + lineCount(l.text, colW[2]!, { fontSize: size, em: CELL_EM }, 0.1),
            0,
          ),
          size,
          0.05,
          CELL_LINE_EM,
        ),
      );
    slide.addTable(
      [
        headRow(look, ['Priority', 'Importance', 'What it means for you']),
        ...m.priorities.map((p): Row => [
          { text: p.label },
          { text: p.value, options: p.value === 'High' ? { bold: true } : {} },
          {
            text: cellLines(p).map((l, i, all) => ({
              text: l.text,
              options: {
                breakLine: i < all.length - 1,
                ...(l.italic ? { italic: true } : {}),
                ...(l.ours ? { color: look.colours.primary } : {}),
              },
            })),
          },
        ]),
      ],
      {
        x: MARGIN,
        y,
        w: CONTENT_W,
        colW,
        rowH: [0.45, ...m.priorities.map(rowH)],
        border,
        autoPage: false,
        ...table,
        fontSize: size,
        valign: 'top',
      },
    );
    y += 0.45 + m.priorities.reduce((t, p) => t + rowH(p), 0);
  }
  const parts =
    m.priorities.length || m.notPriorities.length
      ? [
          {
            heading: 'How we use them',
            // The italics explained only where a row has them (a reader of the fifty-second round looked for them).
            text: `These are your priorities as we understood them from our conversation, with what each means for you from what you told us${m.priorities.some((p) => !p.outcomes.length) ? ' (in italics where you did not raise it)' : ''}. They decide which offerings we suggest and which we look at first.`,
          },
          {
            heading: 'Tell us if we have them wrong',
            text: 'A change here changes what we put forward, so it is best agreed before the discovery workshops.',
          },
        ]
      : [
          {
            heading: 'How we use them',
            text: 'Your priorities decide which offerings we suggest and which we look at first.',
          },
        ];
  const gap = 0.3;
  const w = (CONTENT_W - gap * (parts.length - 1)) / parts.length;
  const need = Math.max(...parts.map((p) => panelHeight([p], w)));
  // 0.4 in under the table, closer (down to 0.2 in) where the panels would not fit otherwise: a priority's line
  // that the discovery workshops look at it made the table a row taller (ADR 0068, amended).
  const top = y + Math.max(0.2, Math.min(0.4, BOTTOM - need - y));
  const h = Math.min(BOTTOM - top, need);
  parts.forEach((p, i) => panel(pres, slide, look, { x: MARGIN + i * (w + gap), y: top, w, h }, [p]));
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
  heard(pres, look, m, slides);
  priorities(pres, look, m, slides);
  offerings(pres, look, m, slides);
  nextSteps(pres, look, m, slides);
  footers(look, m, slides);
  const written = (await pres.write({ outputType: 'nodebuffer' })) as Buffer;
  return withOfficeProperties(written, {
    title: `${m.title}: Slide Deck`,
    subject: `Engagement summary for ${m.client}`,
    author: m.preparedBy,
    company: look.company,
    created: writing.generatedAt,
    modified: writing.generatedAt,
    language: 'en-GB',
  });
}
