/**
 * The estimate workbook's Summary sheet (estimate-workbook.ts): its row writer (a label in A, a figure in B, a note in
 * C, each row found again by its key) and the block an approver reads last: the margin, the bridged days, the
 * figures at the high hours, the price's range, the price at each contingency band and the blended rates. Every
 * figure is a formula over the rows above it.
 */
import type ExcelJS from 'exceljs';
import { GBP, PERCENT } from './estimate-workbook-rows.ts';
import { formatPounds, formatWeeksSpoken, type EstimateSettings } from '@portal/domain';

export interface SummaryWriter {
  at: Map<string, number>;
  put(key: string, label: string, value: ExcelJS.CellValue, numFmt?: string, note?: string): void;
  /** The figure's cell of the row written under `key` ('B12'). */
  ref(key: string): string;
}

export function summaryWriter(summary: ExcelJS.Worksheet): SummaryWriter {
  const at = new Map<string, number>();
  const put = (key: string, label: string, value: ExcelJS.CellValue, numFmt?: string, note = '') => {
    const row = summary.addRow([label, value, note]);
    if (numFmt) row.getCell(2).numFmt = numFmt;
    // The label and the figure sit at the top of a row a long note makes taller, beside the note's first line; the
    // note starts well in from the figure's right edge.
    row.getCell(1).alignment = { vertical: 'top' };
    row.getCell(2).alignment = { horizontal: 'right', vertical: 'top' };
    row.getCell(3).alignment = { horizontal: 'left', indent: 2, wrapText: true, vertical: 'top' };
    // A long note wraps in its column: the row is as tall as its lines (about 70 characters a line).
    if (note.length > 70) row.height = 15 * Math.ceil(note.length / 70);
    at.set(key, row.number);
  };
  const ref = (key: string) => `B${at.get(key)}`;
  return { at, put, ref };
}

/** The margin, the bridged days, the high hours, the price's range, the bands and the blended rates. */
export function writeMarginsAndRange(
  w: SummaryWriter,
  input: {
    settings: EstimateSettings;
    bridged?: { days: number; cost: number } | undefined;
    /** The bridged days by role (the staffing table's), listed under their total. */
    bridgedRoles?: readonly { role: string; days: number; costPerDay?: number | undefined }[] | undefined;
    onshoreInstead?: { days: number; cost: number } | undefined;
  },
): void {
  const { at, put, ref } = w;
  const { settings } = input;
  const bridgedToo = Boolean(input.bridged && input.bridged.cost > 0);
  put(
    'margin',
    bridgedToo ? 'Margin before the bridged days' : 'Margin',
    { formula: `IF(${ref('price')}>0,(${ref('price')}-${ref('cost')})/${ref('price')},0)` },
    PERCENT,
    bridgedToo ? 'Before the bridged days: the margin to approve counts them as a cost (below)' : '',
  );
  if (input.bridged && input.bridged.cost > 0) {
    put(
      'bridgedDays',
      'Bridged days',
      input.bridged.days,
      '#,##0.0',
      'People kept on the team between two stretches of work, by role below: not priced',
    );
    (input.bridgedRoles ?? []).forEach((r, i) =>
      put(
        `bridged${i}`,
        // 'Business Analyst (Onshore)', as the change rates say it (not the role's 'Onshore UK').
        `   of which ${r.role.replace(/\((Onshore|Offshore)\s[^)]*\)$/i, '($1)')}`,
        r.days,
        '#,##0.0',
        r.costPerDay ? `At ${formatPounds(r.costPerDay)} a day` : '',
      ),
    );
    put(
      'bridgedCost',
      'Bridged days cost',
      input.bridged.cost,
      GBP,
      'At the cost of each role\u2019s level and location',
    );
    put(
      'costWithBridged',
      'Cost with the bridged days',
      { formula: `${ref('cost')}+${ref('bridgedCost')}` },
      GBP,
    );
    put(
      'marginAfterBridged',
      'Margin after the bridged days',
      {
        formula: `IF(${ref('price')}>0,(${ref('price')}-${ref('cost')}-${ref('bridgedCost')})/${ref('price')},0)`,
      },
      PERCENT,
      'The margin to approve: the bridged days are a cost',
    );
  }
  if (input.onshoreInstead && input.onshoreInstead.cost > 0) {
    put(
      'onshoreInsteadCost',
      `Cost of the ${input.onshoreInstead.days.toFixed(1)} offshore days worked onshore`,
      input.onshoreInstead.cost,
      GBP,
      'Should remote access from the delivery centre be refused (a risk of the plan): each offshore role at its level\u2019s onshore cost',
    );
    put(
      'marginOnshoreInstead',
      'Margin with the offshore days onshore',
      {
        formula: `IF(${ref('price')}>0,(${ref('price')}-${ref('cost')}${at.has('bridgedCost') ? `-${ref('bridgedCost')}` : ''}-${ref('onshoreInsteadCost')})/${ref('price')},0)`,
      },
      PERCENT,
      'Unless a change is agreed under change control',
    );
  }
  put(
    'marginFloor',
    'Margin floor',
    settings.marginFloorPercent / 100,
    PERCENT,
    'Below it, the Deal Team approves the price before Close; at or above it, the solution\u2019s named approvers do',
  );
  put(
    'costAtHigh',
    'Cost at the high hours',
    {
      formula: `${ref('cost')}+MAX(0,${ref('high')}-${ref('expected')}-${ref('contingencyHours')})*IF(${ref('totalHours')}>0,${ref('cost')}/${ref('totalHours')},0)`,
    },
    GBP,
    'If the work takes the high hours: the contingency absorbs the overrun first, the rest costs at the blended cost per hour',
  );
  // With bridged days, the margin at risk is the one after them (readers found the bold figure leaving out a cost
  // the same page counts: forty-eighth reading).
  const bridgedAtHigh = at.has('bridgedCost');
  put(
    'marginAtHigh',
    bridgedAtHigh
      ? 'Margin at the high hours (fixed price), before the bridged days'
      : 'Margin at the high hours (fixed price)',
    { formula: `IF(${ref('price')}>0,(${ref('price')}-${ref('costAtHigh')})/${ref('price')},0)` },
    PERCENT,
    bridgedAtHigh ? '' : 'What the fixed price keeps if the high hours are needed',
  );
  if (bridgedAtHigh)
    put(
      'marginAtHighAfterBridged',
      'Margin at the high hours, after the bridged days',
      {
        formula: `IF(${ref('price')}>0,(${ref('price')}-${ref('costAtHigh')}-${ref('bridgedCost')})/${ref('price')},0)`,
      },
      PERCENT,
      'What the fixed price keeps if the high hours are needed, the bridged days a cost',
    );
  put(
    'priceLow',
    'Price at the low hours',
    {
      formula: `IF(${ref('expected')}>0,ROUND(${ref('priceExVat')}*ROUND(${ref('low')},1)/ROUND(${ref('expected')},1),0),0)`,
    },
    GBP,
    'The range a ROM or time-and-materials price states, excluding VAT',
  );
  put(
    'priceHigh',
    'Price at the high hours',
    {
      formula: `IF(${ref('expected')}>0,ROUND(${ref('priceExVat')}*ROUND(${ref('high')},1)/ROUND(${ref('expected')},1),0),0)`,
    },
    GBP,
  );
  // The price at each band of the settings, so an approver sees what the risk assessment's answers can add.
  settings.contingencyBands.forEach((b, i) =>
    put(
      `band${i}`,
      `Price at the ${b.percent}% contingency band`,
      {
        formula: `${ref('deliveryPrice')}+${ref('governancePrice')}+${ref('deliveryPrice')}*${b.percent / 100}`,
      },
      GBP,
      i === 0 ? 'Delivery and project management, with the contingency at that band' : '',
    ),
  );
  put(
    'blendedCost',
    'Blended cost per hour',
    // Over the hours priced to a tenth, as every document rounds them (one rounding rule: the documents read £94.67
    // where the workbook read £94.66 over the unrounded hours).
    { formula: `IF(ROUND(${ref('totalHours')},1)>0,${ref('cost')}/ROUND(${ref('totalHours')},1),0)` },
    GBP,
  );
  put(
    'blendedPrice',
    'Blended price per hour',
    { formula: `IF(ROUND(${ref('totalHours')},1)>0,${ref('priceExVat')}/ROUND(${ref('totalHours')},1),0)` },
    GBP,
  );
}

/** When delivery starts and ends, on which working days, and how long it takes as every document says it. */
export function writeDuration(
  w: SummaryWriter,
  d: { start: string; end: string; weeks: number } | null | undefined,
  holidayRegion: string | undefined,
): void {
  const put = w.put;
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  put('start', 'Delivery starts', d ? day(d.start) : 'Nothing scheduled yet', 'd mmmm yyyy');
  // Which calendar the plan's dates keep (a reader of the fifty-fourth round could only tell Scotland's from the dates).
  put(
    'end',
    'Delivery ends',
    d ? day(d.end) : 'Nothing scheduled yet',
    'd mmmm yyyy',
    d
      ? `Working days are Monday to Friday, except ${holidayRegion ? `the bank holidays of ${holidayRegion}` : 'bank holidays'}`
      : '',
  );
  // The duration as every document says it ('18 weeks'); the calendar weeks the week-by-week sheet spans, rounded
  // up, beside it as a note (readers read '19' against the documents' '18 weeks' as a disagreement).
  put(
    'weeks',
    'Duration',
    d ? formatWeeksSpoken(d.start, d.end) : 'Nothing scheduled yet',
    undefined,
    d ? `The Roles by week sheet spans ${d.weeks} calendar weeks, a part week counted whole` : '',
  );
}
