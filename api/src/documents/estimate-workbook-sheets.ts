/**
 * The estimate workbook's sheets besides the Summary and the Actions (estimate-workbook.ts): the capabilities with
 * their ROM bands, the rate card the Actions sheet looks its rates up in, and each role's hours per calendar week.
 */
import type ExcelJS from 'exceljs';
import {
  apportion,
  peakPeople,
  personWeek,
  rolesByWeek,
  ROM_BANDS,
  ROM_COMPLEXITY_CAP,
  ROM_COMPLEXITY_WIDENING,
  romIncludedIds,
  romSummary,
  scopeRowName,
  type BidScope,
  type Capability,
  type RateCard,
  type Schedule,
  type StaffingResourceLevel,
} from '@portal/domain';
import { GBP, header, HOURS, locationWord, rateKey } from './estimate-workbook-rows.ts';

/** A resource level's name ('Level 4' when the level is not in the list). */
export const levelName = (levels: readonly StaffingResourceLevel[], id: number): string =>
  levels.find((l) => l.staffingResourceLevelId === id)?.resourceLevel ?? `Level ${id}`;

/**
 * Rate card: A key, B level, C location, D cost, E price. Every rate stays in the lookup; the rows no action uses
 * (`used`, rate keys) are hidden, so the printed card is the team's rates.
 */
export function writeRateCard(
  card: ExcelJS.Worksheet,
  rateCard: RateCard,
  levels: readonly StaffingResourceLevel[],
  used: ReadonlySet<string>,
): void {
  header(card, [
    { header: 'Key', width: 14 },
    { header: 'Level', width: 32 },
    { header: 'Location', width: 12 },
    { header: 'Cost per hour', width: 15, numFmt: GBP },
    { header: 'Price per hour', width: 15, numFmt: GBP },
  ]);
  for (const r of rateCard.rates) {
    const key = rateKey(r.levelId, r.location);
    const row = card.addRow([
      key,
      levelName(levels, r.levelId),
      locationWord(r.location),
      r.costPerHour,
      r.pricePerHour,
    ]);
    if (!used.has(key)) row.hidden = true;
  }
  // The key (level|location) only feeds the lookups: a reader reads the level and the location beside it.
  card.getColumn(1).hidden = true;
}

/**
 * Roles by week (from the schedule): one column per calendar week, headed by its Monday. Each role's hours follow
 * its activities' dates and add up to its hours on the Actions sheet (`roleHours`, by role name: the schedule's
 * six-minute slots are scaled back to them); project management (`governanceHours`, on top of the activities) is
 * spread evenly over the weeks; a total row and column.
 */
export function writeRolesByWeek(
  byWeek: ExcelJS.Worksheet,
  schedule: Schedule,
  roleHours: ReadonlyMap<string, number>,
  governanceHours: number,
  /** Who does it, as the documents' team names them ('Engagement Lead'). */
  governanceRole = 'Project Manager',
): void {
  const weekly = rolesByWeek(schedule);
  header(byWeek, [
    { header: 'Role (hours per week commencing)', width: 36 },
    // A week without a role's hours reads empty, not 0.0, so the weeks it works stand out.
    ...weekly.labels.map((label) => ({ header: label, width: 12.5, numFmt: `${HOURS};-${HOURS};` })),
    { header: 'Total', width: 10, numFmt: HOURS },
    // How many of the role work at once in its busiest week (readers took a week over 40 hours for one person
    // overbooked): the plan is staffed with them.
    { header: 'People at most', width: 10, numFmt: '0' },
  ]);
  const lastWeek = byWeek.getColumn(weekly.weeks + 1).letter;
  const addRow = (name: string, values: number[], people: number | '') => {
    const n = byWeek.rowCount + 1;
    byWeek.addRow([
      name,
      ...values,
      weekly.weeks > 0 ? { formula: `SUM(B${n}:${lastWeek}${n})` } : 0,
      people,
    ]);
  };
  // The project management across the programme is the governance role's own person: their people count it in, and
  // its own row counts no one more.
  const governancePerWeek = weekly.weeks > 0 ? governanceHours / weekly.weeks : 0;
  for (const role of weekly.roles) {
    const raw = Array.from({ length: weekly.weeks }, (_, i) => weekly.hours.get(role)?.[i] ?? 0);
    const scheduled = raw.reduce((t, v) => t + v, 0);
    const target = roleHours.get(role);
    const scale = target !== undefined && scheduled > 0 ? target / scheduled : 1;
    const values = raw.map((v) => v * scale);
    const extra = role === governanceRole ? governancePerWeek : 0;
    // Each week to a tenth, the weeks rounded so that they add up to the row's total as printed (a reader added a
    // row's printed weeks and found them 0.3 h above its Total).
    addRow(
      role,
      apportion(values, 0.1),
      peakPeople(
        values.map((v) => v + extra),
        weekly.workingDays,
      ),
    );
  }
  if (governanceHours > 0 && weekly.weeks > 0) {
    addRow(
      `${governanceRole}: project management across the programme (on top of the activities)`,
      apportion(
        Array.from({ length: weekly.weeks }, () => governancePerWeek),
        0.1,
        governanceHours,
      ),
      weekly.roles.includes(governanceRole) ? '' : peakPeople([governancePerWeek], [5]),
    );
    // The label wraps in its column (it repeats on every printed page) rather than being cut at its edge.
    const row = byWeek.getRow(byWeek.rowCount);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    row.height = 45;
  }
  if (!weekly.roles.length) return;
  const lastRole = byWeek.rowCount;
  // No total of People at most: each role's busiest week is its own, so their sum is not the team at its largest.
  const totals = byWeek.addRow([
    'Total',
    ...Array.from({ length: weekly.weeks + 1 }, (_, i) => {
      const letter = byWeek.getColumn(i + 2).letter;
      return { formula: `SUM(${letter}2:${letter}${lastRole})` };
    }),
  ]);
  totals.font = { name: 'Calibri', size: 11, bold: true };
  // A role's week over one person's hours is shaded: that week takes more than one person in the role, as the
  // People column counts them. A person's week is 8 hours a working day: 40, or 32 in a week with a bank holiday
  // (Easter Monday's week is not read against 40). Weeks of the same limit share one rule.
  const byLimit = new Map<number, string[]>();
  weekly.workingDays.forEach((days, i) => {
    const limit = personWeek(days);
    const letter = byWeek.getColumn(i + 2).letter;
    byLimit.set(limit, [...(byLimit.get(limit) ?? []), `${letter}2:${letter}${lastRole}`]);
  });
  [...byLimit].forEach(([limit, ranges], i) =>
    byWeek.addConditionalFormatting({
      ref: ranges.join(' '),
      rules: [
        {
          type: 'cellIs',
          operator: 'greaterThan',
          formulae: [limit],
          priority: i + 1,
          style: { fill: { type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFDDEBF7' } } },
        },
      ],
    }),
  );
  byWeek.addRow([]);
  // Beside the role column, across the first weeks, wrapped: the role column repeats on every printed page, so a
  // note in it printed cut short on the later pages.
  const note = byWeek.addRow([
    '',
    'The total is the plan\u2019s hours and project management. The Summary\u2019s Total hours add the PERT allowance (expected less planned hours) and contingency, which are not phased by week. A shaded week is over one person\u2019s hours for the role (40, or 8 a working day in a week with a bank holiday) and is staffed with more than one person in it; People at most is the most of the role at work in any one week.',
  ]);
  note.font = { name: 'Calibri', size: 10, italic: true };
  // Across the first seven weeks, the most the first printed page shows of them (at eight it was cut at the page's
  // edge: forty-eighth reading).
  byWeek.mergeCells(note.number, 2, note.number, Math.max(2, Math.min(weekly.weeks + 1, 8)));
  note.getCell(2).alignment = { wrapText: true, vertical: 'top' };
  note.height = 75;
}

/**
 * Capabilities: one row per scope row (bidScope: a capability's own activities, so every hour is in one row and the
 * rows add up to the detailed hours), in tree order, sub-capabilities indented. A, name; B, size (ROM rows: the
 * outermost sized capabilities; 'Included' under a sized parent); C, ROM hours; D, low; E, high; F, detailed (a
 * SUMIF over the Actions sheet's hidden capability id column, up to row `actionsEnd`). Returns the last row the
 * Summary's sums cover.
 */
export function writeCapabilities(
  capabilities: ExcelJS.Worksheet,
  solution: { items: readonly Capability[]; complexity: number },
  scope: BidScope,
  actionsEnd: number,
): number {
  header(capabilities, [
    { header: 'Capability', width: 44 },
    { header: 'Size', width: 9 },
    { header: 'ROM hours', width: 12, numFmt: HOURS },
    { header: 'ROM low', width: 12, numFmt: HOURS },
    { header: 'ROM high', width: 12, numFmt: HOURS },
    { header: 'Detailed hours', width: 15, numFmt: HOURS },
  ]);
  const rom = romSummary(solution.items, solution.complexity);
  const romById = new Map(rom.rows.map((r) => [r.id, r]));
  const included = romIncludedIds(solution.items);
  const widen = Math.min(
    ROM_COMPLEXITY_CAP,
    Math.max(0, (solution.complexity - 1) * ROM_COMPLEXITY_WIDENING),
  );
  const end = Math.max(actionsEnd, 2);
  const romRow = (name: string, r: (typeof rom.rows)[number], detailed: ExcelJS.CellValue) => {
    const [below, above] = ROM_BANDS[r.size];
    const n = capabilities.rowCount + 1;
    capabilities.addRow([
      name,
      r.label,
      r.hours,
      { formula: `C${n}*(1-${below})` },
      { formula: `C${n}*(1+${above + widen})` },
      detailed,
    ]);
  };
  // As the documents print the scope (scopeRowName): a capability's detailed hours include those of the capabilities
  // under it, which follow as "of which" rows, and the total adds the top-level rows only.
  const topRows: number[] = [];
  scope.rows.forEach((scopeRow, i) => {
    const r = romById.get(scopeRow.id);
    const name = scopeRowName(scopeRow);
    const under = scope.rows.slice(i + 1);
    const stop = under.findIndex((u) => u.depth <= scopeRow.depth);
    const ids = [scopeRow.id, ...(stop < 0 ? under : under.slice(0, stop)).map((u) => u.id)];
    const detailed = {
      formula: ids
        .map((id) => `SUMIF(Actions!$O$2:$O$${end},"${id.replace(/"/g, '""')}",Actions!$I$2:$I$${end})`)
        .join('+'),
    };
    if (scopeRow.depth === 0) topRows.push(capabilities.rowCount + 1);
    if (r) romRow(name, r, detailed);
    else capabilities.addRow([name, included.has(scopeRow.id) ? 'Included' : '', null, null, null, detailed]);
  });
  // A capability sized without being in the scope rows (nothing in scope under it) still counts in the ROM.
  const listed = new Set(scope.rows.map((r) => r.id));
  for (const r of rom.rows.filter((x) => !listed.has(x.id))) {
    topRows.push(capabilities.rowCount + 1);
    romRow(r.name, r, 0);
  }
  const last = Math.max(capabilities.rowCount, 2);
  const total = capabilities.addRow([
    'Total',
    '',
    ...['C', 'D', 'E'].map((c) => ({ formula: `SUM(${c}2:${c}${last})` })),
    { formula: topRows.length ? topRows.map((n) => `F${n}`).join('+') : '0' },
  ]);
  total.font = { name: 'Calibri', size: 11, bold: true };
  return last;
}
