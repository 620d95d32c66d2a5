/**
 * The estimate workbook (issue 19, document type 6 'Estimate Workbook', internal only): an xlsx made with ExcelJS
 * whose totals are live formulas, so a bid manager can change a rate, an effort or a percentage and see the price
 * move. It holds the same figures as `solutionEstimate` (docs/estimate.md); `api/test/estimate-workbook.test.ts`
 * recomputes it in LibreOffice Calc and compares.
 *
 * Sheets: Summary (the estimate, every figure a formula over the other sheets), Capabilities (ROM rows with their
 * bands, detailed hours per capability), Actions (one row per action and role: its share of the effort, priced by a
 * lookup into the rate card), Roles by week (hours per role per calendar week of delivery, from the schedule), Rate card
 * (the rates the team does not use hidden) and Risks and approvals (estimate-workbook-approvals.ts).
 */
import ExcelJS from 'exceljs';
import {
  type BidScope,
  bidTeam,
  clientRoleName,
  managementRole,
  DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
  formatDateLong,
  issueDate,
  DETAILED_BAND,
  HOURS_PER_WEEK,
  type Capability,
  type Estimate,
  type EstimateSettings,
  type RateCard,
  type Schedule,
  type StaffingResourceLevel,
  type StaticRole,
  VARIANCE_FLAG_PERCENT,
  type ApprovalRow,
  type RiskRow,
} from '@portal/domain';
import { actionRows, GBP, HOURS, PERCENT, printable, rateKey } from './estimate-workbook-rows.ts';
import { addActionsTotal, writeActions } from './estimate-workbook-actions.ts';
import { levelName, writeCapabilities, writeRateCard, writeRolesByWeek } from './estimate-workbook-sheets.ts';
import { summaryWriter, writeDuration, writeMarginsAndRange } from './estimate-workbook-summary.ts';
import { writeRisksAndApprovals } from './estimate-workbook-approvals.ts';
import {
  riskAssessmentRows,
  writePaymentsAndRates,
  writeTerms,
  writeVarianceReasons,
  type WorkbookBid,
} from './estimate-workbook-bid.ts';

export interface EstimateWorkbookInput {
  solution: {
    id: string;
    name: string;
    clientName: string;
    complexity: number;
    items: readonly Capability[];
  };
  estimate: Estimate;
  settings: EstimateSettings;
  rateCard: RateCard;
  roles: readonly StaticRole[];
  levels: readonly StaffingResourceLevel[];
  schedule: Schedule;
  /** The bid's scope rows (bidScope): one row per capability with its own hours, as every document lists them. */
  scope: BidScope;
  /** The VAT rate of the commercial settings, for the price lines a customer document prints. */
  vatPercent: number;
  /** Who generated it (the file's author). */
  author?: string;
  /** Whether anyone answered the risk assessment: an unanswered one reads 'Not assessed', never 0.00. */
  riskAssessed?: boolean;
  /** The team's bridged days and their cost (bridgedCost): not priced, a cost the margin bears. */
  bridged?: { days: number; cost: number };
  /** The offshore days worked onshore, should remote access be refused (onshoreInsteadCost): a cost, a margin. */
  onshoreInstead?: { days: number; cost: number };
  /** Who approved the solution (and its rows), for the Risks and approvals sheet; none: 'Not approved yet'. */
  approvals?: readonly ApprovalRow[];
  /** The in-scope activities' delivery risks, as the documents list them. */
  risks?: readonly RiskRow[];
  /** What the internal documents state that the workbook repeats (workbookBid): terms, volumes, reasons, payments. */
  bid?: WorkbookBid;
  generatedAt: Date;
}

export async function buildEstimateWorkbook(input: EstimateWorkbookInput): Promise<Buffer> {
  const { solution, estimate, settings, rateCard, levels } = input;
  const book = new ExcelJS.Workbook();
  book.creator = input.author ?? 'Solution Portal';
  book.lastModifiedBy = input.author ?? 'Solution Portal';
  book.created = input.generatedAt;
  book.modified = input.generatedAt;
  book.title = `${solution.name}: Estimate Workbook (internal)`;
  book.subject = `Internal estimate for ${solution.clientName}: not for the client`;
  book.calcProperties.fullCalcOnLoad = true;
  const summary = book.addWorksheet('Summary');
  const capabilities = book.addWorksheet('Capabilities');
  const actions = book.addWorksheet('Actions');
  const byWeek = book.addWorksheet('Roles by week');
  const card = book.addWorksheet('Rate card');
  const approvals = book.addWorksheet('Risks and approvals');
  writeRisksAndApprovals(
    approvals,
    input.approvals ?? [],
    input.risks ?? [],
    Math.round(input.estimate.price.amount),
    input.bid ? riskAssessmentRows(input.bid) : undefined,
    input.bid?.approvers,
  );

  // Rate card: A key, B level, C location, D cost, E price.
  const rows = actionRows(solution.items, input.roles, levels);
  const used = new Set(rows.map((r) => rateKey(r.levelId, r.location)));
  used.add(rateKey(settings.governanceLevelId, 'ONSHORE'));
  writeRateCard(card, rateCard, levels, used);
  const cardEnd = card.rowCount;
  const lookup = (key: string, column: 'D' | 'E') =>
    `IFERROR(VLOOKUP(${key},'Rate card'!$A$2:$E$${cardEnd},${column === 'D' ? 4 : 5},FALSE),0)`;

  const actionsEnd = rows.length + 1;
  const capsEnd = writeCapabilities(capabilities, solution, input.scope, actionsEnd);
  if (input.bid) writeVarianceReasons(capabilities, input.bid);

  writeActions(actions, rows, lookup, input.schedule.actions);
  const actEnd = Math.max(actions.rowCount, 2);
  const sum = (column: string) => `SUM(Actions!$${column}$2:$${column}$${actEnd})`;

  // Each role's weeks add up to its hours on the Actions sheet; project management spreads over the programme.
  const roleHours = new Map<string, number>();
  for (const r of rows) roleHours.set(r.role, (roleHours.get(r.role) ?? 0) + r.effort * r.share);
  writeRolesByWeek(
    byWeek,
    input.schedule,
    roleHours,
    estimate.governance.hours,
    clientRoleName(
      managementRole(bidTeam(solution.items, input.roles), input.roles)?.name ?? 'Project Manager',
    ),
  );

  // Summary: labels in A, values in B; every figure a formula.
  summary.columns = [{ width: 62 }, { width: 20 }, { width: 70 }];
  // The notes start a little in from the right-aligned figures beside them; a text value sits right like them.
  summary.getColumn(3).alignment = { horizontal: 'left', indent: 1, wrapText: true, vertical: 'top' };
  summary.getColumn(2).alignment = { horizontal: 'right' };
  const w = summaryWriter(summary);
  const { at, put, ref } = w;
  summary.addRow([`Estimate: ${solution.name}`]).font = { name: 'Calibri', bold: true, size: 14 };
  summary.addRow([
    `${solution.clientName}${input.bid?.supplier ? ` · prepared by ${input.bid.supplier}` : ''} · internal: not for the client`,
  ]);
  summary.addRow([
    `Reference ${solution.id}-EST-INT · Version 1.0 · ${formatDateLong(issueDate(input.generatedAt.toISOString().slice(0, 10), input.schedule.holidays))}`,
  ]);
  summary.addRow([]);
  const detailed = estimate.basis === 'detailed';
  put(
    'basis',
    'Basis',
    detailed ? 'Detailed effort' : 'ROM',
    undefined,
    'The ROM until detailing starts, then the in-scope actions',
  );
  if (input.bid) writeTerms(w, input.bid);
  put(
    'mostLikely',
    'Most likely hours',
    { formula: detailed ? sum('I') : `SUM(Capabilities!$C$2:$C$${capsEnd})` },
    HOURS,
  );
  put(
    'low',
    'Low hours',
    {
      formula: detailed
        ? `${ref('mostLikely')}*(1-${DETAILED_BAND[0]})`
        : `SUM(Capabilities!$D$2:$D$${capsEnd})`,
    },
    HOURS,
  );
  put(
    'high',
    'High hours',
    {
      formula: detailed
        ? `${ref('mostLikely')}*(1+${DETAILED_BAND[1]})`
        : `SUM(Capabilities!$E$2:$E$${capsEnd})`,
    },
    HOURS,
  );
  put(
    'expected',
    'Expected hours',
    { formula: `(${ref('low')}+4*${ref('mostLikely')}+${ref('high')})/6` },
    HOURS,
    'PERT: (low + 4 x most likely + high) / 6',
  );
  put(
    'personWeeks',
    'Effort of the expected hours (person-weeks)',
    { formula: `${ref('expected')}/${HOURS_PER_WEEK}` },
    '#,##0.0',
    'Expected hours / 40, before project management and contingency (the hours priced are below)',
  );
  put('romHours', 'ROM hours', { formula: `SUM(Capabilities!$C$2:$C$${capsEnd})` }, HOURS);
  put('detailedHours', 'Detailed hours', { formula: sum('I') }, HOURS);
  put(
    'variance',
    'Variance (detailed - ROM)',
    { formula: `${ref('detailedHours')}-${ref('romHours')}` },
    HOURS,
  );
  put(
    'variancePercent',
    'Variance (% of the ROM)',
    { formula: `IF(${ref('romHours')}>0,${ref('variance')}/${ref('romHours')},0)` },
    PERCENT,
    `Flagged at ${VARIANCE_FLAG_PERCENT}% or more either way`,
  );
  put(
    'varianceFlag',
    'Variance flag',
    {
      formula: `IF(ABS(${ref('variancePercent')})>=${VARIANCE_FLAG_PERCENT / 100},"Large","Within ${VARIANCE_FLAG_PERCENT}%")`,
    },
    undefined,
    'Large: the Capabilities sheet gives the reasons by capability, for the approver to read before approving; the price rests on the detailed hours and the contingency on the risk score, not on this variance',
  );
  summary.addRow([]);
  // Delivery: the actions' mix spread to the expected hours (one Consultant onshore when nothing is staffed).
  const consultant = rateKey(DEFAULT_STAFFING_RESOURCE_LEVEL_ID, 'ONSHORE');
  put(
    'deliveryCost',
    'Delivery cost',
    {
      formula: `IF(${sum('I')}>0,${sum('M')}/${sum('I')},${lookup(`"${consultant}"`, 'D')})*${ref('expected')}`,
    },
    GBP,
    "The Actions sheet's cost per hour (its total cost / its hours) times the expected hours",
  );
  put(
    'deliveryPrice',
    'Delivery price',
    {
      formula: `IF(${sum('I')}>0,${sum('N')}/${sum('I')},${lookup(`"${consultant}"`, 'E')})*${ref('expected')}`,
    },
    GBP,
    "The Actions sheet's price per hour times the expected hours",
  );
  put(
    'governancePercent',
    'Project management (% of expected hours)',
    settings.governancePercent / 100,
    PERCENT,
  );
  put(
    'plannedGovernance',
    'Project management planned in the activities',
    {
      formula: `IF(${sum('I')}>0,SUMPRODUCT(Actions!$I$2:$I$${actEnd},Actions!$P$2:$P$${actEnd})/${sum('I')}*${ref('expected')},0)`,
    },
    HOURS,
    'Governance roles in the activities, scaled to the expected hours',
  );
  put(
    'governanceHours',
    'Project management hours',
    { formula: `MAX(0,${ref('expected')}*${ref('governancePercent')}-${ref('plannedGovernance')})` },
    HOURS,
    'The percentage, less what the activities already plan: never counted twice',
  );
  const govKey = `"${rateKey(settings.governanceLevelId, 'ONSHORE')}"`;
  put(
    'governanceCost',
    'Project management cost',
    { formula: `${ref('governanceHours')}*${lookup(govKey, 'D')}` },
    GBP,
    `At ${levelName(levels, settings.governanceLevelId)}, onshore`,
  );
  put(
    'governancePrice',
    'Project management price',
    { formula: `${ref('governanceHours')}*${lookup(govKey, 'E')}` },
    GBP,
  );
  put(
    'riskScore',
    'Overall risk score',
    input.riskAssessed === false ? 'Not assessed' : estimate.risk.overall,
    '0.00',
    input.riskAssessed === false
      ? 'Nobody has answered the risk assessment: the lowest contingency band applies'
      : '',
  );
  put(
    'contingencyPercent',
    'Contingency (% of expected hours)',
    estimate.contingency.percent / 100,
    PERCENT,
    `From the risk score by the settings' bands: ${settings.contingencyBands
      .map(
        (b, i, all) =>
          (i === all.length - 1 && i > 0 ? `a score above ${all[i - 1]!.upTo}` : `a score up to ${b.upTo}`) +
          `: ${b.percent}%`,
      )
      .join('; ')}`,
  );
  put(
    'contingencyHours',
    'Contingency hours',
    { formula: `${ref('expected')}*${ref('contingencyPercent')}` },
    HOURS,
  );
  put(
    'contingencyCost',
    'Contingency cost',
    {
      formula: `IF(${ref('expected')}>0,${ref('deliveryCost')}/${ref('expected')}*${ref('contingencyHours')},0)`,
    },
    GBP,
    "At the delivery's cost and price per hour (delivery / expected hours), not the all-in blended rates below",
  );
  put(
    'contingencyPrice',
    'Contingency price',
    {
      formula: `IF(${ref('expected')}>0,${ref('deliveryPrice')}/${ref('expected')}*${ref('contingencyHours')},0)`,
    },
    GBP,
  );
  // The totals, the price, its VAT and the payments start a printed page together (it broke between VAT and total).
  summary.getRow(summary.rowCount).addPageBreak();
  summary.addRow([]);
  put(
    'totalHours',
    'Total hours',
    { formula: `${ref('expected')}+${ref('governanceHours')}+${ref('contingencyHours')}` },
    HOURS,
  );
  put(
    'cost',
    'Total cost',
    { formula: `${ref('deliveryCost')}+${ref('governanceCost')}+${ref('contingencyCost')}` },
    GBP,
  );
  put(
    'price',
    // Readers of issue 29 read this and the rounded price below as two prices: the label says which is printed.
    'Total price before rounding',
    { formula: `${ref('deliveryPrice')}+${ref('governancePrice')}+${ref('contingencyPrice')}` },
    GBP,
    'The documents print it rounded to whole pounds, the line below',
  );
  put(
    'priceExVat',
    'Price excluding VAT (as the customer documents print it)',
    { formula: `ROUND(${ref('price')},0)` },
    GBP,
    'Rounded once to whole pounds',
  );
  put('vatPercent', 'VAT rate', input.vatPercent / 100, PERCENT);
  put('vat', 'VAT', { formula: `ROUND(${ref('priceExVat')}*${ref('vatPercent')},2)` }, GBP);
  put('priceIncVat', 'Total including VAT', { formula: `${ref('priceExVat')}+${ref('vat')}` }, GBP);
  if (input.bid) writePaymentsAndRates(w, input.bid);
  // The margins start a printed page, so the margin to approve is never a page away from the margin before it.
  summary.getRow(summary.rowCount).addPageBreak();
  writeMarginsAndRange(w, { ...input, bridgedRoles: input.bid?.bridgedRoles });
  summary.addRow([]);
  writeDuration(w, estimate.duration, input.bid?.holidayRegion);
  put('rateCard', 'Rate card version', rateCard.version);
  // In bold: the price, the cost and the margin to approve (after the bridged days where there are any).
  for (const key of [
    'price',
    'priceExVat',
    'cost',
    at.has('marginAfterBridged') ? 'marginAfterBridged' : 'margin',
    at.has('marginAtHighAfterBridged') ? 'marginAtHighAfterBridged' : 'marginAtHigh',
    'expected',
  ])
    summary.getRow(at.get(key) ?? 1).font = { name: 'Calibri', size: 11, bold: true };

  // A totals row under the actions, and every sheet printable (A4 landscape, INTERNAL on every page).
  addActionsTotal(actions, actEnd);
  const footer = `${solution.name} · ${solution.clientName}`;
  for (const sheet of [summary, capabilities, card, approvals])
    printable(sheet, footer, 1, 'A:A', sheet !== approvals);
  // Actions two pages wide (capability, action and role repeated): legible, each row saying whose hours it prices.
  printable(actions, footer, 2, 'A:C');
  // Roles by week: about 8 weeks to a page (the role, total and people columns aside), near full size.
  printable(byWeek, footer, Math.max(1, Math.ceil((byWeek.columnCount - 3) / 8)));
  return Buffer.from(await book.xlsx.writeBuffer());
}
