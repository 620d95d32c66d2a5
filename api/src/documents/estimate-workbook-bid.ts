/**
 * What the internal documents state that the estimate workbook repeats (issue 29, the approver's reading: the
 * workbook pointed to 'the internal documents' for the variance's reasons and the bridged days by role, and stated
 * neither the volumes the price rests on, the price basis, the payments nor the risk assessment behind the
 * contingency). Taken from the internal document model (`readDocumentModel`), so the workbook and the internal
 * documents say the same words and figures; the workbook lays them out.
 */
import type ExcelJS from 'exceljs';
import {
  formatDateLong,
  formatPounds,
  percentOfPrice,
  type DocumentModel,
  type RiskBlockScore,
} from '@portal/domain';
import { GBP } from './estimate-workbook-rows.ts';
import type { SummaryWriter } from './estimate-workbook-summary.ts';
import { expensesCapPercent } from './word-terms.ts';

export interface WorkbookBid {
  /** The supplier's legal name (the commercial settings). */
  supplier: string;
  /** 'Fixed price' or 'Time and materials'. */
  basisLabel: string;
  /** 'YYYY-MM-DD' */
  validUntil: string;
  /** The sizing volumes as the documents state them ('2,600 devices'). */
  volumes: string[];
  /** Why the detailed effort differs from the ROM, one sentence per flagged capability. */
  varianceReasons: string[];
  /** The risk assessment's blocks and overall score; undefined when nobody answered it. */
  risk?: { blocks: RiskBlockScore[]; overall: number; overallMax: number } | undefined;
  /** Each role's bridged days (those with any), at its cost a day. */
  bridgedRoles: { role: string; days: number; costPerDay?: number | undefined }[];
  /** A fixed price's payment milestones (they add up to the price excluding VAT). */
  payments: { name: string; due: string; percent: number; amount: number }[];
  /** The expenses term's cap, as a percentage of the price ('3'); undefined without an expenses term. */
  expensesCapPercent?: number | undefined;
  /** A fixed price's change rates as the customer documents print them, each with its rate card day rate. */
  changeRates: { role: string; where: string; dayRate: number; rateCard: number }[];
  /** Whose bank holidays the plan keeps free ('Scotland'), as the documents say it; undefined when not known. */
  holidayRegion?: string | undefined;
  /** Who is named to approve the solution, by name. */
  approvers: string[];
}

/** The workbook's part of the internal document model. */
export function workbookBid(m: DocumentModel): WorkbookBid {
  const c = m.bid.commercial;
  return {
    supplier: m.bid.supplier.legalName,
    basisLabel: c?.basisLabel ?? '',
    validUntil: c?.validUntil ?? '',
    volumes: m.bid.volumes.map((v) => v.text),
    varianceReasons: m.internal.varianceReasons,
    risk: m.internal.riskAssessed
      ? { blocks: m.risk.blocks, overall: m.risk.overall, overallMax: m.risk.overallMax }
      : undefined,
    bridgedRoles: m.people.roles
      .filter((r) => r.bridgedDays > 0)
      .map((r) => ({
        // 'Intune Engineer (Offshore)' says where already; 'Test Lead' gets its location.
        role: /\b(on|off)shore\b/i.test(r.name) ? r.name : `${r.name} (${r.location})`,
        days: r.bridgedDays,
        costPerDay: r.costPerDay,
      })),
    payments: c?.payments ?? [],
    holidayRegion: m.holidayRegion,
    approvers: m.approvers,
    expensesCapPercent: expensesCapPercent(c?.furtherTerms ?? []),
    changeRates:
      c?.basis === 'fixed'
        ? c.changeRates.map((r) => ({
            ...r,
            rateCard: c.rateCardRates.find((x) => x.role === r.role && x.where === r.where)?.dayRate ?? 0,
          }))
        : [],
  };
}

/** The Summary's rows under the basis: the price basis, its validity and the volumes it is sized on. */
export function writeTerms(w: SummaryWriter, bid: WorkbookBid): void {
  if (bid.basisLabel)
    w.put(
      'priceBasis',
      'Price basis',
      bid.basisLabel,
      undefined,
      'As the customer documents offer it; the range is a sensitivity',
    );
  if (bid.validUntil) w.put('validUntil', 'Valid until', formatDateLong(bid.validUntil));
  if (bid.volumes.length)
    w.put(
      'sizedOn',
      'Sized on',
      `${bid.volumes.length} volumes`,
      undefined,
      `${bid.volumes.join(', ')}: the assumptions the price rests on, as the documents state them`,
    );
}

/**
 * The rates the customer documents price changes at: the fixed price's, from the rate card's (issue 29), under the
 * payments with the other commercial terms (on the first page they pushed the contingency onto a page of its own).
 * What they are is said once, above them, each row's note its rate card rate (the same two lines under each of
 * eleven rows took most of a page: forty-eighth reading).
 */
export function writeChangeRates(w: SummaryWriter, bid: WorkbookBid): void {
  if (bid.changeRates.length)
    w.put(
      'changeRates',
      'Day rates for changes',
      '',
      undefined,
      'The rate card\u2019s day rates, each raised by the same percentage so that the team\u2019s days at them come to the fixed price (to the rates\u2019 rounding to whole pounds); the customer documents price a change at them',
    );
  bid.changeRates.forEach((r, i) =>
    w.put(
      `changeRate${i}`,
      `   ${r.role} (${r.where})`,
      r.dayRate,
      GBP,
      `Rate card ${formatPounds(r.rateCard)} a day`,
    ),
  );
}

/**
 * The payments of a fixed price, each with its share, amount (excluding VAT, as the price above them) and when it
 * falls due; then the expenses on top of the price, at most the term's cap.
 */
export function writePayments(w: SummaryWriter, bid: WorkbookBid): void {
  bid.payments.forEach((p, i) =>
    w.put(
      `payment${i}`,
      `Payment ${i + 1}, excluding VAT: ${p.name}`,
      p.amount,
      GBP,
      // 'due on signature of the contract', 'due 13 April 2027'
      `${percentOfPrice(bid.payments, i)}, due ${p.due.replace(/^On /, 'on ')}`,
    ),
  );
  if (bid.expensesCapPercent !== undefined)
    w.put(
      'expensesCap',
      'Expenses, at most',
      { formula: `ROUND(${w.ref('priceExVat')}*${bid.expensesCapPercent / 100},0)` },
      GBP,
      `Travel and subsistence recharged on top of the price, at most ${bid.expensesCapPercent}% of it: not in the cost or the margin`,
    );
}

const BOLD: Partial<ExcelJS.Font> = { name: 'Calibri', size: 11, bold: true };

/** Under the Capabilities table: why the detailed effort differs from the ROM, capability by capability. */
export function writeVarianceReasons(sheet: ExcelJS.Worksheet, bid: WorkbookBid): void {
  if (!bid.varianceReasons.length) return;
  sheet.addRow([]);
  sheet.addRow(['Why the detailed effort differs from the ROM']).font = BOLD;
  for (const reason of bid.varianceReasons) {
    const row = sheet.addRow([reason]);
    sheet.mergeCells(row.number, 1, row.number, 6);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    // The merged cells are about 104 characters wide.
    row.height = 15 * Math.ceil((reason.length * 1.05) / 104);
  }
}

/** The risk assessment behind the contingency: each block's score against its highest, and the overall score. */
export function riskAssessmentRows(bid: WorkbookBid): string[][] {
  if (!bid.risk) return [['Not assessed: nobody has answered the risk assessment', '', '', '']];
  return [
    ...bid.risk.blocks.map((b) => [b.name, b.score.toFixed(2), b.max.toFixed(2), String(b.notAnswered)]),
    ['Overall (the average of the blocks)', bid.risk.overall.toFixed(2), bid.risk.overallMax.toFixed(2), ''],
  ];
}

/** The payments, then the day rates for changes, under the price. */
export function writePaymentsAndRates(w: SummaryWriter, bid: WorkbookBid): void {
  writePayments(w, bid);
  writeChangeRates(w, bid);
}
