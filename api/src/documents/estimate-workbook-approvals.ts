/**
 * The estimate workbook's 'Risks and approvals' sheet (issue 29: an internal variant carries the approvals and the
 * risks): who approved what, when, at which version of the solution's history and at what price against the price
 * now (or that nobody has yet), then
 * the delivery risks of the in-scope activities as the documents list them. The deal-risk score stays on the
 * Summary, beside the contingency it sets.
 */
import type ExcelJS from 'exceljs';
import { andList, approvalStanding, type ApprovalRow, type RiskRow } from '@portal/domain';

const BOLD: Partial<ExcelJS.Font> = { name: 'Calibri', size: 11, bold: true };
const TOP_WRAP: Partial<ExcelJS.Alignment> = { wrapText: true, vertical: 'top' };

/** The columns' widths in characters: the risks' texts are the long ones. */
const WIDTHS = [30, 40, 44, 12, 24, 22];

/** A row whose cells wrap, as tall as its longest cell's lines (a spreadsheet does not size a row to its text). */
function addWrapped(sheet: ExcelJS.Worksheet, cells: string[]): void {
  const row = sheet.addRow(cells);
  row.alignment = TOP_WRAP;
  const lines = Math.max(1, ...cells.map((c, i) => Math.ceil((c.length * 1.1) / (WIDTHS[i] ?? 12))));
  row.height = 15 * lines;
}

/** A table's heading row: bold on the header grey. */
function heading(sheet: ExcelJS.Worksheet, cells: string[]): void {
  const row = sheet.addRow(cells);
  row.font = BOLD;
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8E8E8' } };
    cell.alignment = TOP_WRAP;
  });
}

/** A table's title, above its heading row (the tables follow one another on the sheet). */
function title(sheet: ExcelJS.Worksheet, text: string): void {
  sheet.addRow([text]).font = { name: 'Calibri', size: 12, bold: true };
}

/**
 * Writes the approvals, then the risk assessment behind the contingency (when given), then the delivery risks, each
 * table under a title and a heading row of its own.
 */
export function writeRisksAndApprovals(
  sheet: ExcelJS.Worksheet,
  approvals: readonly ApprovalRow[],
  risks: readonly RiskRow[],
  /** The price now (excluding VAT), against which each approval's price is read. */
  priceNow?: number,
  /** The risk assessment's rows (riskAssessmentRows): block, score, highest possible, not answered. */
  assessment?: readonly string[][],
  /** Who is named to approve the solution (the documents' model); undefined when not known. */
  approvers?: readonly string[],
): void {
  sheet.columns = WIDTHS.map((width) => ({ width }));
  title(sheet, 'Approvals');
  // 'Solution version 3' in the cell: the solution's saved version approved, not the document's own version (1.0),
  // which readers read it against (forty-eighth reading); the heading stays one word (two wrapped over the row).
  heading(sheet, ['Approver', 'What was approved', 'Approved on', 'Version', 'Price approved']);
  const given = approvals.filter((a) => a.approvedAt);
  // Who it waits for (a reader found the Summary's 'named approvers' and nobody named).
  if (!given.length)
    sheet.addRow([
      approvers === undefined
        ? 'Not approved yet'
        : approvers.length
          ? `Not approved yet: ${andList(approvers)} ${approvers.length === 1 ? 'is' : 'are'} named to approve it`
          : 'Not approved yet, and nobody is named to approve it yet',
    ]);
  for (const a of given)
    addWrapped(sheet, [
      a.name,
      a.of,
      a.approvedAt,
      a.version ? `Solution version ${a.version}` : '',
      approvalStanding(a, priceNow),
    ]);
  sheet.addRow([]);
  if (assessment) {
    title(sheet, 'Risk assessment: its overall score sets the contingency band (Summary)');
    heading(sheet, ['Risk block', 'Score', 'Highest possible', 'Questions not answered']);
    // The header of the narrow column wraps to three lines ('Questions / not / answered': at two it was cut).
    sheet.getRow(sheet.rowCount).height = 45;
    assessment.forEach((cells, i) => {
      // A block's name wraps in its column rather than running into the score (readers read 'Cor4.20').
      addWrapped(sheet, cells);
      if (i === assessment.length - 1 && assessment.length > 1) sheet.getRow(sheet.rowCount).font = BOLD;
    });
    sheet.addRow([]);
  }
  // The delivery risks start a page of their own, under their heading (the last risk had gone over to a page
  // alone, without the heading row: fifty-third reading).
  sheet.getRow(sheet.rowCount).addPageBreak();
  title(sheet, 'Delivery risks of the activities in scope');
  heading(sheet, ['Risk', 'Consequence', 'Mitigation', 'Impact', 'Likelihood', 'Owner']);
  if (!risks.length) sheet.addRow(['No risks recorded on the activities in scope']);
  for (const r of risks)
    addWrapped(sheet, [r.name, r.consequence, r.mitigation, r.impact, r.probability, r.owner]);
}
