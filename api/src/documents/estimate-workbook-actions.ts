/**
 * The estimate workbook's Actions sheet: one row per action and role, its share of the action's effort priced by a
 * lookup into the rate card sheet (estimate-workbook.ts writes the other sheets and the Summary's formulas over this).
 */
import type ExcelJS from 'exceljs';
import { formatSpanLong } from '@portal/domain';
import {
  type actionRows,
  GBP,
  header,
  HOURS,
  locationWord,
  PERCENT,
  rateKey,
} from './estimate-workbook-rows.ts';

/** The columns whose names wrap, with their widths (characters). */
const WRAPPED: readonly (readonly [number, number])[] = [
  [1, 24],
  [2, 30],
  [3, 24],
  // The dates ('16 Mar to 23 Mar 2027') fit the column's 22 characters on one line: estimated at 24, so the row is
  // not made a line taller than it prints.
  [5, 24],
  [6, 20],
];

/** '15 February to 8 March 2027' as '15 Feb to 8 Mar 2027': an action's dates on one line of its narrow column. */
const shortMonths = (span: string) =>
  span.replace(
    /\b(January|February|March|April|June|July|August|September|October|November|December)\b/g,
    (month) => month.slice(0, 3),
  );

/** Writes the rows under their header; `lookup(cell, column)` is the rate card's cost (D) or price (E) of a key. */
export function writeActions(
  actions: ExcelJS.Worksheet,
  rows: ReturnType<typeof actionRows>,
  lookup: (key: string, column: 'D' | 'E') => string,
  /** Each scheduled action's first and last day, printed under its phase on its first row. */
  dates?: ReadonlyMap<string, { startDate: string; endDate: string }>,
): void {
  // Actions: A capability, B action, C role, D effort, E phase, F level, G location, H share, I hours, J key,
  // K cost/h, L price/h, M cost, N price; hidden O capability id, P governance, Q first row of its action.
  // Narrow enough that two pages wide, with the first three repeated, print at about 83% (at 34 / 40 / 30 and wider
  // figures they printed at about 6 pt: forty-fifth reading); the names wrap instead.
  header(actions, [
    { header: 'Capability', width: 24 },
    { header: 'Action', width: 30 },
    { header: 'Role', width: 24 },
    { header: 'Effort of the action (h)', width: 11, numFmt: HOURS },
    // 'Fixes and retests' with its indent (at 15 it ran into the Level column: forty-second reading).
    // With the action's dates under it (a reader of the fifty-second round could order the plan only by the roles'
    // weeks).
    { header: 'Phase and dates', width: 22 },
    { header: 'Level', width: 20 },
    { header: 'Location', width: 10 },
    { header: 'Share', width: 8, numFmt: PERCENT },
    { header: 'Hours', width: 10, numFmt: HOURS },
    { header: 'Rate key', width: 14 },
    { header: 'Cost per hour', width: 11, numFmt: GBP },
    { header: 'Price per hour', width: 11, numFmt: GBP },
    { header: 'Cost', width: 12, numFmt: GBP },
    { header: 'Price', width: 12, numFmt: GBP },
    { header: 'Capability id', width: 30 },
    { header: 'Governance role', width: 16 },
    { header: 'First row of its action', width: 8 },
  ]);
  // 'Effort of the action (h)' over three lines in its narrow column.
  actions.getRow(1).height = 45;
  let previous: (typeof rows)[number] | undefined;
  for (const r of rows) {
    const n = actions.rowCount + 1;
    // An action's effort is printed once, on its first role's row (the rows below share it among the roles).
    const first = previous?.actionId !== r.actionId;
    previous = r;
    const when = first ? dates?.get(r.actionId) : undefined;
    const added = actions.addRow([
      r.capability,
      r.action,
      r.role,
      r.effort,
      when?.startDate && when.endDate
        ? `${r.phase}\n${shortMonths(formatSpanLong(when.startDate, when.endDate))}`
        : r.phase,
      r.level,
      locationWord(r.location),
      r.share,
      { formula: `D${n}*H${n}` },
      rateKey(r.levelId, r.location),
      { formula: lookup(`J${n}`, 'D') },
      { formula: lookup(`J${n}`, 'E') },
      { formula: `I${n}*K${n}` },
      { formula: `I${n}*L${n}` },
      r.capabilityId,
      r.governance ? 1 : 0,
      first ? 1 : 0,
    ]);
    // The value stays (the hours are effort x share); later rows of the action show it blank.
    if (!first) added.getCell(4).numFmt = ';;;';
    // The names wrap rather than being cut at their columns, the row as tall as its longest (Calc prints the height
    // stored, so wrapped words overprinted the next row: forty-sixth reading); the phase starts in from the effort.
    let lines = 1;
    for (const [c, width] of WRAPPED) {
      added.getCell(c).alignment = { wrapText: true, vertical: 'top' };
      // Each line of the cell (the phase, then its dates) wraps on its own.
      const cellLines = String(added.getCell(c).value ?? '')
        .split('\n')
        .reduce((t, line) => t + Math.max(1, Math.ceil((line.length * 1.1) / width)), 0);
      lines = Math.max(lines, cellLines);
    }
    if (lines > 1) added.height = 15 * lines;
    // Every cell at the top of its row, as the wrapped names are (figures at the foot of a tall row read as the next
    // action's: forty-eighth reading).
    for (let c = 1; c <= 14; c += 1)
      if (!WRAPPED.some(([w]) => w === c))
        added.getCell(c).alignment = { ...added.getCell(c).alignment, vertical: 'top' };
    added.getCell(5).alignment = { horizontal: 'left', indent: 2, vertical: 'top', wrapText: true };
  }
  // The capability id and the governance flag feed the formulas; a reader does not need to see them.
  // The rate key (level|location) only feeds the rate lookups: hidden, as it printed against the hours.
  actions.getColumn(10).hidden = true;
  // The phase starts a little in from the action effort's right-aligned figure beside it.
  actions.getColumn(5).alignment = { horizontal: 'left', indent: 2, vertical: 'top', wrapText: true };
  // Its heading set in as its values are (it read out of line with its column).
  const phaseHeading = actions.getRow(1).getCell(5);
  phaseHeading.alignment = { ...phaseHeading.alignment, horizontal: 'left', indent: 2 };
  actions.getColumn(15).hidden = true;
  actions.getColumn(16).hidden = true;
  actions.getColumn(17).hidden = true;
}

/** The totals row under the actions (rows 2 to `end`): each action's effort once, the hours, the cost and the price. */
export function addActionsTotal(actions: ExcelJS.Worksheet, end: number): void {
  const sum = (column: string) => `SUM(Actions!$${column}$2:$${column}$${end})`;
  const totalRow = actions.addRow([
    'Total',
    '',
    '',
    // Each action's effort once (its first row): the same total as the hours, which share it among the roles.
    { formula: `SUMIF(Actions!$Q$2:$Q$${end},1,Actions!$D$2:$D$${end})` },
    '',
    '',
    '',
    '',
    { formula: sum('I') },
    '',
    '',
    '',
    { formula: sum('M') },
    { formula: sum('N') },
  ]);
  totalRow.font = { name: 'Calibri', size: 11, bold: true };
}
