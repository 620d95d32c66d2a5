/**
 * The estimate workbook's rows and cell formats (estimate-workbook.ts): one row per in-scope action and role, as
 * the estimate shares an action's effort among its roles (each role's hours per week are the domain's rolesByWeek).
 */
import type ExcelJS from 'exceljs';
import {
  actionOwnEffort,
  DEFAULT_ROLE_LOCATION,
  DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
  PHASE_LABELS,
  rateLocationOf,
  type Action,
  type Capability,
  type StaffingResourceLevel,
  type StaticRole,
} from '@portal/domain';

export const GBP = '"£"#,##0.00';
export const HOURS = '#,##0.0';
export const PERCENT = '0.0%';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8E8E8' } };

export function header(
  sheet: ExcelJS.Worksheet,
  columns: { header: string; width: number; numFmt?: string }[],
) {
  // A text column after a figure's column starts a little in, so a right-aligned figure never runs into its words
  // (an indent counts only beside an explicit left alignment, in Calc as in Excel).
  const afterFigure = (i: number) => i > 0 && !columns[i]?.numFmt && Boolean(columns[i - 1]?.numFmt);
  const inset = { horizontal: 'left' as const, indent: 1 };
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : afterFigure(i) ? { alignment: inset } : {},
  }));
  const row = sheet.getRow(1);
  row.font = { name: 'Calibri', size: 11, bold: true };
  row.eachCell((cell, n) => {
    cell.fill = HEADER_FILL;
    // A figure's header sits right, over its right-aligned figures.
    cell.alignment = {
      wrapText: true,
      vertical: 'top',
      ...(columns[n - 1]?.numFmt ? { horizontal: 'right' as const } : afterFigure(n - 1) ? inset : {}),
    };
  });
  // A header longer than its column wraps onto a second line instead of running into the next column.
  if (columns.some((c) => c.header.length > c.width)) row.height = 30;
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

export const rateKey = (levelId: number, location: string) => `${levelId}|${location}`;

/** 'Onshore', as the Summary and the documents say the rate card's 'ONSHORE' (its key keeps the stored word). */
export const locationWord = (location: string) => location.charAt(0) + location.slice(1).toLowerCase();

interface ActionRow {
  capability: string;
  capabilityId: string;
  /** The action's id: its roles' rows follow one another. */
  actionId: string;
  action: string;
  phase: string;
  effort: number;
  role: string;
  levelId: number;
  level: string;
  location: string;
  share: number;
  /** A governance role (the Project Manager): its hours count towards project management. */
  governance: boolean;
}

/** One row per in-scope action and staffed role (the estimate's mix); an unstaffed action is one Consultant. */
export function actionRows(
  items: readonly Capability[],
  roles: readonly StaticRole[],
  levels: readonly StaffingResourceLevel[],
): ActionRow[] {
  const roleById = new Map(roles.map((r) => [r.id, r]));
  const levelName = (id: number) =>
    levels.find((l) => l.staffingResourceLevelId === id)?.resourceLevel ?? `Level ${id}`;
  const rows: ActionRow[] = [];
  const visitAction = (capability: { id: string; name: string }, action: Action) => {
    if (!action.selected) return;
    const effort = actionOwnEffort(action);
    const staffed = (action.roles ?? []).filter((r) => r.value > 0);
    const total = staffed.reduce((s, r) => s + r.value, 0);
    const base = {
      capability: capability.name,
      capabilityId: capability.id,
      actionId: action.id,
      action: action.name,
      phase: PHASE_LABELS[action.aepPhase ?? 'Plan'],
      effort,
    };
    if (total <= 0)
      rows.push({
        ...base,
        role: 'Unstaffed (one Consultant)',
        levelId: DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
        level: levelName(DEFAULT_STAFFING_RESOURCE_LEVEL_ID),
        location: rateLocationOf(DEFAULT_ROLE_LOCATION),
        share: 1,
        governance: false,
      });
    for (const r of staffed) {
      const role = roleById.get(r.staticId);
      const levelId = role?.aepLevel?.staffingResourceLevelId ?? DEFAULT_STAFFING_RESOURCE_LEVEL_ID;
      rows.push({
        ...base,
        role: role?.name ?? r.name,
        levelId,
        level: levelName(levelId),
        location: rateLocationOf(role?.location ?? DEFAULT_ROLE_LOCATION),
        share: r.value / total,
        governance: role?.governance === true,
      });
    }
    for (const sub of action.actions ?? []) visitAction(capability, sub);
  };
  const visitCapability = (cap: Capability) => {
    if (!cap.selected) return;
    for (const a of cap.actions ?? []) visitAction(cap, a);
    for (const c of cap.items ?? []) visitCapability(c);
  };
  for (const cap of items) visitCapability(cap);
  return rows;
}

/**
 * Every sheet printed as a reader prints it (issue 29): A4 landscape, `pagesWide` pages wide (one by default), the
 * header row repeated on every page, "INTERNAL: not for the client" in the header and the sheet, the solution and the page in the footer.
 */
export function printable(
  sheet: ExcelJS.Worksheet,
  solution: string,
  pagesWide = 1,
  titleColumns = 'A:A',
  /** Row 1 repeated on every page: not where it is the first of several tables' titles (Risks and approvals). */
  repeatFirstRow = true,
): void {
  sheet.pageSetup = {
    ...sheet.pageSetup,
    paperSize: 9,
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: pagesWide,
    fitToHeight: 0,
    ...(repeatFirstRow ? { printTitlesRow: '1:1' } : {}),
    // A sheet more than a page wide repeats its key columns (the role; the capability and action) on every page.
    ...(pagesWide > 1 ? { printTitlesColumn: titleColumns } : {}),
    margins: { left: 0.5, right: 0.5, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 },
  };
  const safe = solution.replace(/&/g, '&&');
  sheet.headerFooter = {
    oddHeader: '&L&"Calibri,Bold"INTERNAL: not for the client&R&A',
    oddFooter: `&LINTERNAL · ${safe}&RPage &P of &N`,
  };
}
