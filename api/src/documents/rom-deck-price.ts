/**
 * The ROM deck's price slides and figures (split from rom-deck.ts): the client's indicative price with what it
 * rests on and the next steps, the internal variant's price to approve with its terms, and the margins the summary
 * shows, read from the internal bridge.
 */
import {
  formatDateLong,
  formatNumber1,
  formatPounds,
  formatPoundsExact,
  inSentence,
  percentOfPrice,
  type DocumentModel,
} from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { headRow, W } from './deck-frame.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import { internalSteps } from './word-bid.ts';
import { expensesCapPercent, expensesTerm, paymentWords } from './word-terms.ts';
import { marginToApproveRow } from './word-internal.ts';
import { row, table, titled } from './rom-deck-slides.ts';

/** The margin of a fixed price at the high hours, after the bridged days where there are any (the bridge's). */
/** Whether the margin at the high hours is the one after the bridged days (the bridge has such a row). */
export const marginAtHighAfterBridge = (m: DocumentModel): boolean =>
  m.internal.bridge.some(([label]) => label.startsWith('Margin of a fixed price at the high hours, after'));

export function marginAtHighText(m: DocumentModel): string {
  const rows = m.internal.bridge;
  return (
    rows.find(([label]) => label.startsWith('Margin of a fixed price at the high hours, after'))?.[1] ??
    rows.find(([label]) =>
      label.startsWith('Margin of a fixed price if the work takes the high hours'),
    )?.[1] ??
    ''
  );
}

/** The margin an approver approves, as the bridge from the plan to the price states it. */
export function marginToApproveText(m: DocumentModel): string {
  return m.internal.bridge[marginToApproveRow(m)]?.[1] ?? '';
}

/**
 * An indicative range in whole £1,000s (a ROM claims no more precision), rounded outward so that it holds the range
 * computed: the low end down, the high end up (a reader found £238,547 printed as £239,000, above the low end).
 */
const toThousand = (r: { low: number; high: number }) => ({
  low: Math.floor(r.low / 1000) * 1000,
  high: Math.ceil(r.high / 1000) * 1000,
});

export function indicative(r: { low: number; high: number }): string {
  const k = toThousand(r);
  return `${formatPounds(k.low)} to ${formatPounds(k.high)}`;
}

/** The VAT of the range as printed (the rounded figures), so the two rows agree: 20% of £313,000 is £62,600. */
function indicativeVat(r: { low: number; high: number }, percent: number): string {
  const k = toThousand(r);
  return `${formatPounds((k.low * percent) / 100)} to ${formatPounds((k.high * percent) / 100)}`;
}

/**
 * The internal variant's price slide: what the approver approves, the fixed price with its VAT, and the terms the
 * customer proposal carries (payments, liability, law, expenses), the range only as the price at the low and high
 * hours (readers of the thirty-first round found 'indicative, not an offer' beside a fixed price to approve).
 */
function approvalTerms(
  slide: PptxGenJS.Slide,
  look: DocumentLook,
  m: DocumentModel,
  c: NonNullable<DocumentModel['bid']['commercial']>,
) {
  const liability = c.furtherTerms.find((t) => t.startsWith('Liability.'));
  const cap = liability && /limited to (\d+%) of the price/.exec(liability)?.[1];
  const law = /governed by the laws of ([A-Z][\w ]+?)(?:,| and)/.exec(c.governingTerms)?.[1];
  const expenses = expensesTerm(c.furtherTerms);
  const planned = (due: string) => /planned (\d{1,2} \w+ \d{4})/.exec(due)?.[1];
  const rows = [
    row([`${c.basisLabel}, excluding VAT`, formatPounds(c.priceExVat)]),
    row([`VAT at ${formatNumber1(c.vatPercent)}%`, formatPoundsExact(c.vat)]),
    row(['Total including VAT', formatPoundsExact(c.total)]),
    // Each payment with its share and its planned date (readers could not approve the cash flow from the shares).
    ...c.payments.map((p, i) => {
      const when = planned(p.due);
      // As the proposal names it and says when it falls due (on signature, or on the proposal's acceptance).
      const [name, due] = paymentWords(p, 'plan', m.bid.acceptanceRoute);
      return row([
        `Payment: ${name}`,
        `${percentOfPrice(c.payments, i)}, ${formatPounds(p.amount)}${when ? `, planned for ${when}` : due.startsWith('On signature') ? ', on signature' : due.startsWith('On acceptance of the proposal') ? ', on acceptance of the proposal' : ''}`,
      ]);
    }),
    ...(cap ? [row(['Liability', `Limited to ${cap} of the price`])] : []),
    ...(law ? [row(['Governing law', `The laws of ${law}`])] : []),
    ...(expenses ? [row(['Expenses', expensesLine(expenses)])] : []),
    row(['Valid until', formatDateLong(c.validUntil)]),
    row([
      'Price at the low and the high hours',
      // The customer ROM shows the range, rounded outward (approvers read 'not offered' against the deck the client
      // receives: forty-ninth reading).
      `${formatPounds(c.estimateRange.low)} to ${formatPounds(c.estimateRange.high)} (the customer ROM shows ${indicative(c.estimateRange)})`,
    ]),
  ];
  table(slide, look, [headRow(look, ['To approve', '']), ...rows], 1.2, 7.2);
  // When a payment falls due, under the next steps (as a row it pushed the table over the footer): readers set the
  // payments' dates against the plan's milestones of each capability and found them later (fifty-second round).
  if (c.payments.length > 1)
    slide.addText(
      'A payment falls due when its phase is complete for every capability and the phase\u2019s deliverables are accepted after their review (the deployment after five working days without a severity 1 or 2 defect): so some working days after the plan\u2019s milestone.',
      {
        x: 8,
        y: 4.6,
        w: W - 8.5,
        h: 1.6,
        fontFace: look.fonts.body,
        fontSize: 11,
        italic: true,
        color: look.colours.muted,
        valign: 'top',
      },
    );
}

/**
 * The governing terms by their title, as the settings' text names them ('Standard Terms and Conditions for
 * Professional Services (version 3.2, January 2026)'), else 'standard terms for professional services'.
 */
export function termsTitle(governingTerms: string): string {
  const named = /^(?:The Supplier\u2019s|Our)\s+(.{8,160}?)\s+apply\b/i.exec(governingTerms.trim());
  return named?.[1] ?? 'standard terms for professional services';
}

/** The indicative price and what it rests on, then the client's next steps: a ROM is not an offer. */
export function commercial(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const c = m.bid.commercial;
  const internal = m.variant === 'internal';
  const slide = titled(
    pres,
    look,
    internal && c ? 'Price to approve and next steps' : 'Indicative price and next steps',
    m,
  );
  if (c && internal) approvalTerms(slide, look, m, c);
  else if (c) {
    const rows = [
      row(['Indicative price, excluding VAT', indicative(c.estimateRange)]),
      row([
        `VAT at ${formatNumber1(c.vatPercent)}%`,
        `${indicativeVat(c.estimateRange, c.vatPercent)}, added to the price`,
      ]),
      row(['Valid until', formatDateLong(c.validUntil)]),
      row(['Intended price basis', c.basisLabel]),
      ...(expensesTerm(c.furtherTerms)
        ? [row(['Expenses', expensesLine(expensesTerm(c.furtherTerms)!)])]
        : []),
      row(['Duration', m.bid.durationWeeks]),
      row(['Sized on', m.bid.volumes.map((v) => v.text).join(', ')]),
      // What the proposal will ask, said now (a reader of the fifty-second round looked for the payments and change
      // control before a proposal).
      row([
        'Payments, as the proposal will set them',
        // Each when its phase is complete for all the work: the plan slide shows each capability's milestones.
        // Named as the proposal will name them (a client accepting by signing the proposal pays on that acceptance).
        `${c.payments.map((p) => `${String(p.percent)}% ${inSentence(paymentWords(p, 'plan', m.bid.acceptanceRoute)[0])}`).join(', ')}${c.payments.length > 1 ? ', each when its phase is complete for all the work' : ''}`,
      ]),
      row([
        'Changes',
        'Each change agreed in writing before it is made, at the day rates the proposal sets out',
      ]),
    ].filter((r) => String(r[1]?.text ?? '').trim());
    table(slide, look, [headRow(look, ['This estimate', '']), ...rows], 1.2, 7.2);
    slide.addText(
      // The client by its name, as the deck's other slides say it (a reader read 'the client' as the supplier's voice).
      `A rough order of magnitude: indicative, not an offer. What moves the price within the range: the volumes it is sized on, the assumptions, and what ${m.client || 'you'} ${m.client ? 'provides' : 'provide'} by the dates the plan needs it. The proposal that follows confirms the price, the plan and the terms; the governing terms are our ${termsTitle(c.governingTerms)}.`,
      // Under the next steps: the table grew with the payments and the changes (fifty-second round).
      {
        x: 8,
        y: 4.1,
        w: W - 8.5,
        h: 2.4,
        fontFace: look.fonts.body,
        fontSize: 11,
        italic: true,
        color: look.colours.muted,
        valign: 'top',
      },
    );
  }
  slide.addText(
    [
      { text: 'Next steps\n', options: { bold: true, fontSize: 14 } },
      // The internal deck's steps are the bid team's (approve, then send the customer variant), not the client's.
      ...(m.variant === 'internal' ? internalSteps(m, 'rom') : m.bid.nextSteps.rom).map((s) => ({
        text: s,
        options: { bullet: { type: 'number' as const }, breakLine: true },
      })),
    ],
    {
      x: c ? 8 : 0.5,
      y: 1.2,
      w: c ? W - 8.5 : W - 1,
      h: 5,
      fontFace: look.fonts.body,
      fontSize: 12,
      color: look.colours.text,
      valign: 'top',
    },
  );
}

/** The expenses row of the estimate: on top of the price, with the cap the term sets ('at most 3% of the price'). */
function expensesLine(term: string): string {
  const cap = expensesCapPercent([term]);
  return cap !== undefined
    ? `Travel and subsistence recharged without mark-up on top of the price, at most ${cap}% of it; the proposal sets out the terms`
    : 'Charged on top of the price, as the proposal sets out';
}
