/**
 * The estimate workbook (issue 19, document type 6 'Estimate Workbook', internal only): an xlsx made with ExcelJS
 * whose totals are live formulas, so a bid manager can change a rate, an effort or a percentage and see the price
 * move. It holds the same figures as `solutionEstimate` (docs/estimate.md); `api/test/estimate-workbook.test.ts`
 * recomputes it in LibreOffice Calc and compares.
 *
 * Sheets: Summary (the estimate, every figure a formula over the other sheets), Capabilities (ROM rows with their
 * bands, detailed hours per capability), Actions (one row per action and role: its share of the effort, priced by a
 * lookup into the rate card), Roles by week (hours per role per week of delivery, from the schedule) and Rate card.
 */
import ExcelJS from 'exceljs';
import {
  computeSchedule,
  solutionEstimate,
  DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
  DETAILED_BAND,
  HOURS_PER_WEEK,
  ROM_BANDS,
  ROM_COMPLEXITY_CAP,
  ROM_COMPLEXITY_WIDENING,
  romSummary,
  type Capability,
  type Estimate,
  type EstimateSettings,
  type RateCard,
  type Schedule,
  type StaffingResourceLevel,
  type StaticRole,
} from '@portal/domain';
import { readEstimateContext } from '../rate-card/estimate-context.ts';
import { actionRows, GBP, header, HOURS, PERCENT, rateKey, rolesByWeek } from './estimate-workbook-rows.ts';
import type { Services } from '../services.ts';
import type { StoredSolution } from '../solutions/repository.ts';

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
  generatedAt: Date;
}

export async function buildEstimateWorkbook(input: EstimateWorkbookInput): Promise<Buffer> {
  const { solution, estimate, settings, rateCard, levels } = input;
  const book = new ExcelJS.Workbook();
  book.creator = 'Solution Portal';
  book.created = input.generatedAt;
  book.calcProperties.fullCalcOnLoad = true;
  const summary = book.addWorksheet('Summary');
  const capabilities = book.addWorksheet('Capabilities');
  const actions = book.addWorksheet('Actions');
  const byWeek = book.addWorksheet('Roles by week');
  const card = book.addWorksheet('Rate card');

  // Rate card: A key, B level, C location, D cost, E price.
  header(card, [
    { header: 'Key', width: 10 },
    { header: 'Level', width: 32 },
    { header: 'Location', width: 12 },
    { header: 'Cost per hour', width: 15, numFmt: GBP },
    { header: 'Price per hour', width: 15, numFmt: GBP },
  ]);
  const levelName = (id: number) =>
    levels.find((l) => l.staffingResourceLevelId === id)?.resourceLevel ?? `Level ${id}`;
  for (const r of rateCard.rates)
    card.addRow([
      rateKey(r.levelId, r.location),
      levelName(r.levelId),
      r.location,
      r.costPerHour,
      r.pricePerHour,
    ]);
  const cardEnd = card.rowCount;
  const lookup = (key: string, column: 'D' | 'E') =>
    `IFERROR(VLOOKUP(${key},'Rate card'!$A$2:$E$${cardEnd},${column === 'D' ? 4 : 5},FALSE),0)`;

  // Capabilities: A name, B size, C ROM hours, D low, E high, F detailed hours.
  header(capabilities, [
    { header: 'Capability', width: 44 },
    { header: 'Size', width: 8 },
    { header: 'ROM hours', width: 12, numFmt: HOURS },
    { header: 'ROM low', width: 12, numFmt: HOURS },
    { header: 'ROM high', width: 12, numFmt: HOURS },
    { header: 'Detailed hours', width: 15, numFmt: HOURS },
  ]);
  const rom = romSummary(solution.items, solution.complexity);
  const widen = Math.min(
    ROM_COMPLEXITY_CAP,
    Math.max(0, (solution.complexity - 1) * ROM_COMPLEXITY_WIDENING),
  );
  const rows = actionRows(solution.items, input.roles, levels);
  const actionsEnd = rows.length + 1;
  for (const r of rom.rows) {
    const [below, above] = ROM_BANDS[r.size];
    const n = capabilities.rowCount + 1;
    capabilities.addRow([
      r.name,
      r.label,
      r.hours,
      { formula: `C${n}*(1-${below})` },
      { formula: `C${n}*(1+${above + widen})` },
      {
        formula: `SUMIF(Actions!$A$2:$A$${Math.max(actionsEnd, 2)},A${n},Actions!$I$2:$I$${Math.max(actionsEnd, 2)})`,
      },
    ]);
  }
  const capsEnd = Math.max(capabilities.rowCount, 2);

  // Actions: A capability, B action, C phase, D effort, E role, F level, G location, H share, I hours, J key,
  // K cost/h, L price/h, M cost, N price.
  header(actions, [
    { header: 'Capability', width: 34 },
    { header: 'Action', width: 40 },
    { header: 'Phase', width: 10 },
    { header: 'Action effort (h)', width: 16, numFmt: HOURS },
    { header: 'Role', width: 30 },
    { header: 'Level', width: 26 },
    { header: 'Location', width: 11 },
    { header: 'Share', width: 9, numFmt: PERCENT },
    { header: 'Hours', width: 10, numFmt: HOURS },
    { header: 'Rate key', width: 9 },
    { header: 'Cost per hour', width: 14, numFmt: GBP },
    { header: 'Price per hour', width: 14, numFmt: GBP },
    { header: 'Cost', width: 14, numFmt: GBP },
    { header: 'Price', width: 14, numFmt: GBP },
  ]);
  for (const r of rows) {
    const n = actions.rowCount + 1;
    actions.addRow([
      r.capability,
      r.action,
      r.phase,
      r.effort,
      r.role,
      r.level,
      r.location,
      r.share,
      { formula: `D${n}*H${n}` },
      rateKey(r.levelId, r.location),
      { formula: lookup(`J${n}`, 'D') },
      { formula: lookup(`J${n}`, 'E') },
      { formula: `I${n}*K${n}` },
      { formula: `I${n}*L${n}` },
    ]);
  }
  const actEnd = Math.max(actions.rowCount, 2);
  const sum = (column: string) => `SUM(Actions!$${column}$2:$${column}$${actEnd})`;

  // Roles by week (values from the schedule).
  const weekly = rolesByWeek(input.schedule);
  header(byWeek, [
    { header: 'Role', width: 30 },
    ...Array.from({ length: weekly.weeks }, (_, i) => ({ header: `Week ${i + 1}`, width: 9, numFmt: HOURS })),
    { header: 'Total', width: 10, numFmt: HOURS },
  ]);
  for (const role of weekly.roles) {
    const n = byWeek.rowCount + 1;
    const values = Array.from(
      { length: weekly.weeks },
      (_, i) => Math.round((weekly.hours.get(role)?.[i] ?? 0) * 10) / 10,
    );
    const last = byWeek.getColumn(weekly.weeks + 1).letter;
    byWeek.addRow([role, ...values, weekly.weeks > 0 ? { formula: `SUM(B${n}:${last}${n})` } : 0]);
  }

  // Summary: labels in A, values in B; every figure a formula.
  summary.columns = [{ width: 44 }, { width: 20 }, { width: 60 }];
  const at = new Map<string, number>();
  const put = (key: string, label: string, value: ExcelJS.CellValue, numFmt?: string, note = '') => {
    const row = summary.addRow([label, value, note]);
    if (numFmt) row.getCell(2).numFmt = numFmt;
    at.set(key, row.number);
  };
  const ref = (key: string) => `B${at.get(key)}`;
  summary.addRow([`Estimate: ${solution.name}`]).font = { name: 'Calibri', bold: true, size: 14 };
  summary.addRow([`${solution.clientName} · solution ${solution.id} · internal: not for the client`]);
  summary.addRow([]);
  const detailed = estimate.basis === 'detailed';
  put(
    'basis',
    'Basis',
    detailed ? 'Detailed effort' : 'ROM',
    undefined,
    'The ROM until detailing starts, then the in-scope actions',
  );
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
    'Effort (person-weeks)',
    { formula: `${ref('expected')}/${HOURS_PER_WEEK}` },
    '#,##0.0',
    'Expected hours / 40',
  );
  put('romHours', 'ROM hours', { formula: `SUM(Capabilities!$C$2:$C$${capsEnd})` }, HOURS);
  put('detailedHours', 'Detailed hours', { formula: sum('I') }, HOURS);
  put(
    'variance',
    'Variance (detailed - ROM)',
    { formula: `${ref('detailedHours')}-${ref('romHours')}` },
    HOURS,
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
  );
  put(
    'deliveryPrice',
    'Delivery price',
    {
      formula: `IF(${sum('I')}>0,${sum('N')}/${sum('I')},${lookup(`"${consultant}"`, 'E')})*${ref('expected')}`,
    },
    GBP,
  );
  put(
    'governancePercent',
    'Project management (% of expected hours)',
    settings.governancePercent / 100,
    PERCENT,
  );
  put(
    'governanceHours',
    'Project management hours',
    { formula: `${ref('expected')}*${ref('governancePercent')}` },
    HOURS,
  );
  const govKey = `"${rateKey(settings.governanceLevelId, 'ONSHORE')}"`;
  put(
    'governanceCost',
    'Project management cost',
    { formula: `${ref('governanceHours')}*${lookup(govKey, 'D')}` },
    GBP,
    `At ${levelName(settings.governanceLevelId)}, onshore`,
  );
  put(
    'governancePrice',
    'Project management price',
    { formula: `${ref('governanceHours')}*${lookup(govKey, 'E')}` },
    GBP,
  );
  put('riskScore', 'Overall risk score', estimate.risk.overall, '0.00');
  put(
    'contingencyPercent',
    'Contingency (% of expected hours)',
    estimate.contingency.percent / 100,
    PERCENT,
    "From the risk score by the settings' bands",
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
    "At the delivery's blended rates",
  );
  put(
    'contingencyPrice',
    'Contingency price',
    {
      formula: `IF(${ref('expected')}>0,${ref('deliveryPrice')}/${ref('expected')}*${ref('contingencyHours')},0)`,
    },
    GBP,
  );
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
    'Total price',
    { formula: `${ref('deliveryPrice')}+${ref('governancePrice')}+${ref('contingencyPrice')}` },
    GBP,
  );
  put(
    'margin',
    'Margin',
    { formula: `IF(${ref('price')}>0,(${ref('price')}-${ref('cost')})/${ref('price')},0)` },
    PERCENT,
  );
  put(
    'blendedCost',
    'Blended cost per hour',
    { formula: `IF(${ref('totalHours')}>0,${ref('cost')}/${ref('totalHours')},0)` },
    GBP,
  );
  put(
    'blendedPrice',
    'Blended price per hour',
    { formula: `IF(${ref('totalHours')}>0,${ref('price')}/${ref('totalHours')},0)` },
    GBP,
  );
  summary.addRow([]);
  const d = estimate.duration;
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  put('start', 'Delivery starts', d ? day(d.start) : 'Nothing scheduled yet', 'd mmmm yyyy');
  put('end', 'Delivery ends', d ? day(d.end) : 'Nothing scheduled yet', 'd mmmm yyyy');
  put('weeks', 'Duration (calendar weeks)', d ? d.weeks : 0, '#,##0.0');
  put('rateCard', 'Rate card version', rateCard.version);
  for (const key of ['price', 'cost', 'margin', 'expected'])
    summary.getRow(at.get(key) ?? 1).font = { bold: true };

  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The workbook of a stored solution: its estimate with the rate card version it holds (the document job's path). */
export async function writeSolutionWorkbook(
  services: Services,
  solution: StoredSolution,
  at: Date,
): Promise<Buffer> {
  const context = await readEstimateContext(services, solution.rateCardVersion);
  const schedule = computeSchedule({
    items: solution.state.items,
    expectedStart: solution.expectedStart,
    settings: solution.state.peopleSettings,
    holidays: context.holidays,
  });
  return buildEstimateWorkbook({
    solution: {
      id: solution.id,
      name: solution.fields.name,
      clientName: solution.clientName,
      complexity: solution.fields.complexity,
      items: solution.state.items,
    },
    estimate: solutionEstimate(solution, { ...context, schedule }),
    settings: context.settings,
    rateCard: context.rateCard,
    roles: context.roles,
    levels: context.levels,
    schedule,
    generatedAt: at,
  });
}
