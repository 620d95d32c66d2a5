/**
 * The engagement deck's offerings (split from engagement-deck.ts): the table of the offerings we suggest, one list
 * at 14 pt shared out over slides by the rows' heights (never shrunk to fit) and balanced over the slides needed,
 * each with what it answers of what we heard and the priorities it serves, and a note on the priorities no offering serves. The relevance chart's
 * figures (0 to 100) are not printed: a client cannot reproduce them (bid manager's review); each row's plain
 * reasons replace them.
 */
import type { EngagementDeckModel } from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { headRow, type Row } from './deck-frame.ts';
import { lineCount, linesHeight, shorten } from './deck-text.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import { BOTTOM, CONTENT_W, GRID, MARGIN, TOP, titled, type Built } from './engagement-deck-frame.ts';
import { balancedRuns, optionUnits } from './engagement-deck-balance.ts';

type DeckOffering = EngagementDeckModel['offerings'][number];

/** The offerings table's font: one size, never shrunk to fit (more rows go on to another slide). */
const FONT = 14;
/** The line under the table on what no offering covers: a note, a size below the table's (at 14 pt it pushed an
 * offering on to a slide of its own). */
const NOTE_FONT = 12;
/** A table cell's inner margins (pptxgenjs: 0.05 in top and bottom, 0.1 in left and right). */
const CELL = { x: 0.1, y: 0.05 };
/**
 * The table's running text as measured on the rendered deck (DejaVu Sans at 14 pt: about 0.53 em a character, lines
 * 1.16 em apart), counted a little wide: deck-text's general 0.56 em and 1.2 em overstated a row by a line or two,
 * and pushed a last row that fitted (Albion's Service Desk, Mercia's Application Packaging) on to a slide of its
 * own. Calibri, in PowerPoint, is narrower still. The priorities table, at the same 14 pt, is measured the same way.
 */
export const CELL_EM = 0.54;
export const CELL_LINE_EM = 1.16;

/** The last two words of a paragraph held together, so no line ends the paragraph with one word alone. */
export function noWidow(text: string): string {
  return text.replace(/ (\S+)$/, '\u00a0$1');
}

/** A line under an offering's description; `lead` (in bold) starts it. */
interface DetailLine {
  lead?: string;
  text: string;
  italic?: boolean;
  primary?: boolean;
}

/** The why of an offering that answers nothing heard: a bullet led by the priority, as the answers are. */
function whyDetail(why: string): DetailLine {
  const led = /^(?!Not |Beyond )([A-Z][^:.]{2,40}): (.+)$/.exec(why);
  return led ? { lead: `\u2022 ${led[1]!}: `, text: noWidow(led[2]!) } : { text: noWidow(why), italic: true };
}

/**
 * The lines under an offering's description: what it does about each point it answers (the topic in bold, then our
 * answer: the client's words are not quoted again), whether it is an option, why, what it serves.
 */
function detailLines(o: DeckOffering): DetailLine[] {
  return [
    ...o.answers.map((a) => ({ lead: `\u2022 ${a.topic}: `, text: noWidow(a.text) })),
    ...(o.option ? [{ text: noWidow(o.option), italic: true }] : []),
    ...(o.why ? [whyDetail(o.why)] : []),
    ...(o.serves.length
      ? [
          {
            text: noWidow(
              `Serves your ${o.serves.length === 1 ? 'priority' : 'priorities'}: ${o.serves.join(', ')}`,
            ),
            italic: true,
            primary: true,
          },
        ]
      : []),
  ];
}

/** What the deck says of the client's priorities no offering serves (bid manager's review: said honestly). */
export function unservedText(m: EngagementDeckModel): string | undefined {
  if (!m.unserved.length) return undefined;
  const names = m.unserved.map((n, i) => (i ? n.charAt(0).toLowerCase() + n.slice(1) : n));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  const them = names.length > 1 ? 'them' : 'it';
  return `Not covered by these offerings: ${list.charAt(0).toLowerCase()}${list.slice(1)}. We will look at ${them} with you in the discovery workshops, and suggest more if it helps.`;
}

export function offerings(pres: PptxGenJS, look: DocumentLook, m: EngagementDeckModel, slides: Built[]) {
  if (m.offerings.length === 0) {
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
  // Two columns: the offering, and what it does for the client with what it answers beneath. One list, without
  // the catalogue's area headings (a heading over two rows read internal).
  const colW = [3.2, CONTENT_W - 3.2];
  const rowHeight = (o: DeckOffering) => {
    const lines = (text: string, w: number, bold = false) =>
      text ? lineCount(text, w, { fontSize: FONT, bold, ...(bold ? {} : { em: CELL_EM }) }, CELL.x) : 0;
    return linesHeight(
      Math.max(
        lines(shorten(o.name, 90), colW[0]!, true),
        lines(shorten(o.description, 320), colW[1]!) +
          detailLines(o).reduce((n, l) => n + lines(`${l.lead ?? ''}${l.text}`, colW[1]!), 0),
      ),
      FONT,
      CELL.y,
      CELL_LINE_EM,
    );
  };
  const headH = linesHeight(1, FONT, CELL.y, CELL_LINE_EM);
  const note = unservedText(m);
  // A line under the table, not a panel: a panel pushed the last offering on to a slide of its own.
  const noteH = note
    ? linesHeight(lineCount(note, CONTENT_W, { fontSize: NOTE_FONT }, 0), NOTE_FONT, 0) + 0.2
    : 0;
  const room = BOTTOM - TOP - headH;
  // Rows filling each slide in turn (alternatives stay side by side where they fit).
  const paginate = (limit: number): DeckOffering[][] => {
    const pages: DeckOffering[][] = [];
    let page: DeckOffering[] = [];
    let used = 0;
    for (const o of m.offerings) {
      const h = rowHeight(o);
      if (page.length && used + h > limit) {
        pages.push(page);
        page = [];
        used = 0;
      }
      page.push(o);
      used += h;
    }
    pages.push(page);
    return pages;
  };
  let pages = paginate(room);
  // As many slides as filling them in turn needs, the rows then balanced over them (engagement-deck-balance.ts: a
  // last slide holding one row read ~70% blank); alternatives kept on one slide where they fit (the client compares
  // them), the note under the table counted with the last row.
  if (pages.length > 1) {
    const heights = m.offerings.map((o, i) => rowHeight(o) + (i === m.offerings.length - 1 ? noteH : 0));
    const units = optionUnits(
      m.offerings.map((o) => !!o.option),
      heights,
      room,
    );
    const runs = balancedRuns(units.heights, pages.length, room);
    if (runs.length) {
      let at = 0;
      let unit = 0;
      pages = runs.map((count) => {
        const rows = units.sizes.slice(unit, (unit += count)).reduce((t, n) => t + n, 0);
        return m.offerings.slice(at, (at += rows));
      });
    }
  }
  const lastH = pages.at(-1)!.reduce((t, o) => t + rowHeight(o), 0);
  // The note under the last rows; with no room for it there, the last row goes on to a slide of its own with it.
  if (note && lastH + noteH > room && pages.at(-1)!.length > 1)
    pages = [...pages.slice(0, -1), pages.at(-1)!.slice(0, -1), pages.at(-1)!.slice(-1)];
  pages.forEach((rows, n) => {
    const slide = titled(
      pres,
      look,
      `Offerings we suggest${pages.length > 1 ? ` (${n + 1} of ${pages.length})` : ''}`,
      slides,
    );
    const table: Row[] = rows.map((o) => [
      // A product's name kept on one line (a reader found 'Identity Foundation (Entra / ID)').
      { text: keepProductNames(shorten(o.name, 90)), options: { bold: true } },
      {
        text: [
          { text: noWidow(shorten(o.description, 320)), options: { breakLine: true } },
          ...detailLines(o).flatMap((l, i, all) => [
            ...(l.lead ? [{ text: l.lead, options: { bold: true } }] : []),
            {
              text: l.text,
              options: {
                breakLine: i < all.length - 1,
                ...(l.italic ? { italic: true } : {}),
                ...(l.primary ? { color: look.colours.primary } : {}),
              },
            },
          ]),
        ],
      },
    ]);
    slide.addTable([headRow(look, ['Offering', 'What it does for you']), ...table], {
      x: MARGIN,
      y: TOP,
      w: CONTENT_W,
      colW,
      fontFace: look.fonts.body,
      fontSize: FONT,
      color: look.colours.text,
      valign: 'top',
      border: { type: 'solid', pt: 0.5, color: GRID },
      autoPage: false,
    });
    if (note && n === pages.length - 1) {
      const y = TOP + headH + rows.reduce((t, o) => t + rowHeight(o), 0) + 0.2;
      slide.addText(noWidow(note), {
        x: MARGIN,
        y,
        w: CONTENT_W,
        h: Math.min(BOTTOM - y, noteH - 0.1),
        margin: 0,
        fontFace: look.fonts.body,
        fontSize: NOTE_FONT,
        italic: true,
        color: look.colours.text,
        valign: 'top',
      });
    }
  });
}

/** 'Entra ID', 'Windows 11', 'Microsoft 365' with a non-breaking space, so a cell never breaks a product's name. */
export const keepProductNames = (text: string): string =>
  text.replace(/\b(Entra|Windows|Microsoft|Office|Server) (ID|\d{1,4})\b/g, '$1\u00a0$2');
