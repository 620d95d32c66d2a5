/**
 * The ROM deck (document type 2) as pptx, with pptxgenjs: the rough-order-of-magnitude pack a seller sends, laid
 * out from the document model's bid (docs/documents.md) and nothing else. The cover names the solution, the client
 * and the supplier; the summary states the need, the proposal, the indicative price and the duration; the effort
 * table is the estimate's own basis (the ROM sizes, or the detailed effort once the work is detailed), its total
 * under it; then the plan, the team, the assumptions and the commercial terms with the next steps. The internal
 * variant says INTERNAL on every slide and adds its review, the risk assessment and the approvals.
 */
import {
  formatNumber1,
  apportion,
  DETAILED_BAND,
  formatPounds,
  roundTo,
  scopeRowName,
  unbroken,
  type DocumentModel,
} from '@portal/domain';
import PptxGenJS from 'pptxgenjs';
import { headRow, W } from './deck-frame.ts';
import { DEFAULT_LOOK, type DocumentLook } from '../templates/document-look.ts';
import { internalSlides } from './rom-deck-internal.ts';
import { MANAGEMENT_ROW, scopeNote } from './word-bid.ts';
import { deliverySentence, outcomeSentence, proposeSentence } from './word-summary.ts';
import { assumptions, row, scope, table, tableNote, team, titled, totalRow } from './rom-deck-slides.ts';
import { plan } from './rom-deck-plan.ts';
import {
  commercial,
  indicative,
  marginAtHighAfterBridge,
  marginAtHighText,
  marginToApproveText,
} from './rom-deck-price.ts';

export const romReference = (m: DocumentModel) => `${m.id}-ROM${m.variant === 'internal' ? '-INT' : ''}`;

function cover(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const slide = pres.addSlide();
  slide.background = { color: look.colours.primary };
  const text = { fontFace: look.fonts.body, color: look.colours.onPrimary };
  const label = look.coverLabel('Rough Order of Magnitude');
  // The internal variant's cover carries the band every other slide has: no one mistakes it for the client's.
  if (m.variant === 'internal')
    slide.addText('INTERNAL: not for the client', {
      x: 0,
      y: 0,
      w: W,
      h: 0.6,
      fill: { color: 'A4262C' },
      color: 'FFFFFF',
      fontFace: look.fonts.body,
      fontSize: 16,
      bold: true,
      align: 'center',
      valign: 'middle',
    });
  slide.addText(m.variant === 'internal' ? `${label}: INTERNAL, not for the client` : label, {
    ...text,
    x: 0.8,
    y: 1.6,
    w: 11.5,
    h: 0.5,
    fontSize: 18,
    bold: m.variant === 'internal',
  });
  slide.addText(m.name, {
    ...text,
    x: 0.8,
    y: 2.2,
    w: 11.5,
    h: 1.4,
    fontFace: look.fonts.heading,
    fontSize: 40,
    bold: true,
    fit: 'shrink',
  });
  slide.addText(m.client, { ...text, x: 0.8, y: 3.7, w: 11.5, h: 0.6, fontSize: 24 });
  slide.addText(
    [
      { text: `Prepared by ${m.bid.supplier.legalName}`, options: { breakLine: true } },
      { text: `${m.generatedOn} · Reference ${romReference(m)} · Version 1.0` },
    ],
    { ...text, x: 0.8, y: 5.7, w: 11.5, h: 0.9, fontSize: 14, valign: 'top' },
  );
}

/** A figure in a tinted box: a label and its value. */
function figureBox(
  pres: PptxGenJS,
  slide: PptxGenJS.Slide,
  look: DocumentLook,
  at: { x: number; y: number; w: number },
  label: string,
  value: string,
) {
  slide.addShape(pres.ShapeType.rect, {
    x: at.x,
    y: at.y,
    w: at.w,
    h: 1.3,
    fill: { color: look.colours.tint },
    line: { color: look.colours.tint },
  });
  slide.addText(label, {
    x: at.x + 0.2,
    y: at.y + 0.08,
    w: at.w - 0.4,
    h: 0.35,
    fontFace: look.fonts.body,
    fontSize: 12,
    color: look.colours.muted,
  });
  slide.addText(value, {
    x: at.x + 0.2,
    y: at.y + 0.45,
    w: at.w - 0.4,
    h: 0.75,
    fontFace: look.fonts.body,
    fontSize: value.length > 30 ? 13 : 17,
    bold: true,
    color: look.colours.text,
    valign: 'top',
    fit: 'shrink',
  });
}

/**
 * The need, the proposal, the delivery, the outcome and the indicative price with its intended basis. The internal
 * variant leads with what is approved: the price and the margin to approve, the range under them.
 */
function summary(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const slide = titled(pres, look, 'Summary', m);
  const c = m.bid.commercial;
  const internal = m.variant === 'internal';
  const priceText = c ? indicative(c.estimateRange) : '';
  const margin = internal ? marginToApproveText(m) : '';
  const figures: [string, string][] =
    internal && c
      ? [
          [`${c.basisLabel} to approve, excluding VAT`, formatPounds(c.priceExVat)],
          ['Margin to approve', margin],
          // A fixed price's exposure is its margin at the high hours (the range beside it read as an offer; the
          // price slide gives the range as a sensitivity).
          c.range
            ? ['Indicative range, excluding VAT', priceText]
            : [
                // The workbook's name for the same figure (an approver found 32.5% here and 36.6% there).
                marginAtHighAfterBridge(m)
                  ? 'Margin at the high hours, after the bridged days'
                  : 'Margin at the high hours',
                marginAtHighText(m),
              ],
        ]
      : [
          ['Indicative price, excluding VAT', priceText],
          // 'About 24 weeks' on a rough order of magnitude (readers found '24 weeks and 2 days' over-precise); the
          // dates beside it are exact.
          ['Duration', m.bid.durationWeeks.replace(/^(\d+) weeks and \d+ days?$/, 'About $1 weeks')],
          // Each date kept on one line: the tile breaks only between them.
          [
            'Delivery',
            m.bid.durationText
              ? `${unbroken(m.totals.workStartText)} to ${unbroken(m.totals.endDateText)}`
              : '',
          ],
        ];
  figures
    .filter(([, v]) => v)
    .forEach(([label, value], i) =>
      figureBox(pres, slide, look, { x: 0.5 + i * 4.15, y: 1.2, w: 3.95 }, label, value),
    );
  const requirement = m.requirement.map((line) => line.map((r) => r.text).join('')).join(' ');
  const top = m.bid.scope.rows.filter((r) => r.depth === 0).map((r) => r.name);
  // What the price is intended to be: readers found the basis only on the last slide.
  // With the range and what it rests on (readers found no price under 'Price' and a range without its reason); the
  // internal variant says what is approved and what the client sees.
  const basis = !c
    ? ''
    : internal
      ? `${c.basisLabel} to approve: ${formatPounds(c.priceExVat)} excluding VAT. The client’s deck shows the indicative range, ${priceText}, and the proposal that follows confirms the price, the plan and the terms.`
      : // What the range allows for, in words a client can check (a reader asked how one effort figure gave a range),
        // and that the expenses are on top of it.
        `We intend ${c.basis === 'fixed' ? 'a fixed price' : 'to charge time and materials'}. The indicative range, ${priceText} excluding VAT and expenses, allows for the effort coming in ${m.estimateBasis === 'rom' ? 'anywhere within the bands of the sizes estimated at this stage' : `from ${Math.round(DETAILED_BAND[0] * 100)}% under to ${Math.round(DETAILED_BAND[1] * 100)}% over what the plan\u2019s activities need`}; the proposal that follows confirms ${c.basis === 'fixed' ? 'one fixed price' : 'the day rates'}, the plan and the terms.`;
  const paragraphs = [
    requirement ? { title: 'The need', text: requirement } : undefined,
    // The phases are not counted: the deck's plan shows the capabilities, not six phases.
    // With the volumes it is sized on (a reader found the summary thin).
    top.length ? { title: 'What we propose', text: proposeSentence(m, true, undefined, false) } : undefined,
    m.bid.durationText
      ? { title: 'Delivery', text: [deliverySentence(m), outcomeSentence(m)].filter(Boolean).join(' ') }
      : undefined,
    basis ? { title: 'Price', text: basis } : undefined,
  ].filter((p): p is { title: string; text: string } => Boolean(p));
  slide.addText(
    paragraphs.flatMap((p) => [
      { text: `${p.title}\n`, options: { bold: true, fontSize: 14 } },
      { text: `${p.text}\n\n`, options: { fontSize: 13 } },
    ]),
    {
      x: 0.5,
      y: 2.8,
      w: W - 1,
      h: 4,
      fontFace: look.fonts.body,
      color: look.colours.text,
      valign: 'top',
      fit: 'shrink',
    },
  );
}

/** The team, and the detailed effort by capability beside it, on one slide. */
function effortBesideTeam(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const slide = team(pres, look, m, 'Effort and team');
  if (!slide) return;
  const management = m.bid.team.managementHours;
  const total = roundTo(m.bid.scope.hours + management, 0.1);
  // The client's rough order of magnitude in whole hours (readers found '1,919.3 h' beside a price to the nearest
  // £1,000 falsely exact): the top-level rows and the project management apportioned to the whole total, a part
  // ("of which") rounded on its own; the internal deck keeps the tenths.
  const rough = m.variant !== 'internal';
  const tops = m.bid.scope.rows.filter((r) => r.depth === 0);
  const whole = apportion([...tops.map((r) => r.totalHours), management], 1, total);
  const hoursOf = (r: (typeof tops)[number]) => {
    if (!rough) return r.totalHours;
    const i = tops.indexOf(r);
    return i >= 0 ? (whole[i] ?? 0) : Math.round(r.totalHours);
  };
  const rows = m.bid.scope.rows.map((r) =>
    row([scopeRowName(r), r.totalActivities ? `${formatNumber1(hoursOf(r))} h` : '']),
  );
  if (management > 0)
    rows.push(row([MANAGEMENT_ROW, `${formatNumber1(rough ? (whole.at(-1) ?? 0) : management)} h`]));
  rows.push(totalRow(['Total', `${formatNumber1(rough ? Math.round(total) : total)} h`]));
  table(slide, look, [headRow(look, ['Capability', 'Hours']), ...rows], 1.2, 5.8, 7.1);
  slide.addText(scopeNote(false), tableNote(look, 7.1, 5.8));
}

/** The effort of the estimate's own basis: the ROM sizes, or the detailed effort once the work is detailed. */
function effort(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const detailed = m.estimateBasis === 'detailed';
  const perSlide = 13;
  // Hours only: a count of activities the deck does not list told the reader nothing (twenty-ninth reading).
  const body = detailed
    ? m.bid.scope.rows.map((r) =>
        row([scopeRowName(r), r.totalActivities ? `${formatNumber1(r.totalHours)} h` : '']),
      )
    : m.rom.map((r) => row([r.path.split('/').at(-1) ?? r.path, r.label, `${formatNumber1(r.hours)} h`]));
  if (!body.length) return;
  const total = detailed ? m.bid.scope.hours : m.totals.romHours;
  const header = detailed ? ['Capability', 'Hours'] : ['Capability', 'Size', 'Hours'];
  const pages = Math.ceil(body.length / perSlide);
  for (let p = 0; p < pages; p++) {
    const title = detailed ? 'Effort by capability' : 'Rough order of magnitude by capability';
    const slide = titled(pres, look, pages > 1 ? `${title} (${p + 1} of ${pages})` : title, m);
    const rows = body.slice(p * perSlide, (p + 1) * perSlide);
    if (p === pages - 1)
      rows.push(
        totalRow(
          detailed ? ['Total', `${formatNumber1(total)} h`] : ['Total', '', `${formatNumber1(total)} h`],
        ),
      );
    table(slide, look, [headRow(look, header), ...rows], 1.2, 9);
    if (p === pages - 1)
      slide.addText(
        detailed
          ? scopeNote(false)
          : 'Sizes: S 160 h, M 250 h, C 400 h, VC 600 h. A size covers the capability with everything under it.',
        {
          x: 0.5,
          y: 6.4,
          w: W - 1,
          h: 0.4,
          fontFace: look.fonts.body,
          fontSize: 11,
          italic: true,
          color: look.colours.muted,
        },
      );
  }
}

export async function writeRomDeck(m: DocumentModel, look: DocumentLook): Promise<Buffer> {
  const pres = new PptxGenJS();
  pres.layout = 'LAYOUT_WIDE';
  const internal = m.variant === 'internal';
  pres.title = `${m.name}: Rough Order of Magnitude${internal ? ' (internal)' : ''}`;
  pres.subject = `Rough order of magnitude for ${m.client}${internal ? ', internal: not for the client' : ''}`;
  // The admin's deck template names the company ('Company:' label); the built-in default leaves it to the settings.
  pres.company = look.company === DEFAULT_LOOK.company ? m.bid.supplier.legalName : look.company;
  pres.author = m.preparedBy;
  cover(pres, look, m);
  if (internal) internalSlides(pres, look, m);
  summary(pres, look, m);
  scope(pres, look, m);
  // The client's deck puts a short effort table beside the team (alone, each left most of a slide empty).
  const together =
    !internal &&
    m.estimateBasis === 'detailed' &&
    m.bid.scope.rows.length > 0 &&
    m.bid.scope.rows.length <= 10 &&
    m.bid.team.rows.length > 0 &&
    m.bid.team.rows.length <= 15;
  if (together) effortBesideTeam(pres, look, m);
  else effort(pres, look, m);
  plan(pres, look, m);
  if (!together) team(pres, look, m);
  assumptions(pres, look, m);
  commercial(pres, look, m);
  return (await pres.write({ outputType: 'nodebuffer' })) as Buffer;
}
