/**
 * The approvals and the delivery risks as every internal document lists them (the Word documents' sections and the
 * estimate workbook's 'Risks and approvals' sheet): one mapping, so they read the same everywhere.
 */
import { ROLE_NAMES, type RoleId } from '../auth/roles.ts';
import { SOLUTION_APPROVAL_ROW, type Approval } from '../contracts/solutions.ts';
import type { RiskItem } from '../contracts/catalogue.ts';
import { formatDateLong } from '../format/dates.ts';
import { formatPounds } from '../format/numbers.ts';
import type { Owned } from './review-items.ts';
import { richTextPlain } from '../format/rich-text-runs.ts';

export interface ApprovalRow {
  name: string;
  /** '12 March 2027'; '' while not given. */
  approvedAt: string;
  /** What was approved: the solution, or a row of the approvals table. */
  of: string;
  /** The version of the solution's history it approved. */
  version?: number | undefined;
  /** The price (excluding VAT, whole pounds) the approved version carried; undefined when not recorded. */
  priceThen?: number | undefined;
}

export interface RiskRow {
  name: string;
  consequence: string;
  mitigation: string;
  impact: string;
  probability: string;
  owner: string;
}

/**
 * The approvals as the internal documents list them; `pricesAt` gives the price each version of the solution's
 * history carried (its estimate as it was), so a reader sees what was approved against the price now.
 */
export function approvalRows(
  approvals: readonly Approval[] | undefined,
  pricesAt: Readonly<Record<number, number>> = {},
): ApprovalRow[] {
  return (approvals ?? []).map((a) => ({
    name: a.name,
    approvedAt: a.approvedAt ? formatDateLong(a.approvedAt.slice(0, 10)) : '',
    of: a.id === SOLUTION_APPROVAL_ROW ? 'The solution, its scope and price' : a.id,
    version: a.version,
    priceThen: a.approvedAt && a.version !== undefined ? roundPounds(pricesAt[a.version]) : undefined,
  }));
}

const roundPounds = (amount: number | undefined) => (amount === undefined ? undefined : Math.round(amount));

/**
 * The approvals given at another price than the one now (issue 29: an approval of an earlier price read as
 * current): each is asked for again before the customer variant goes out.
 */
export function approvalsOutdated(rows: readonly ApprovalRow[], priceNow: number | undefined): ApprovalRow[] {
  if (priceNow === undefined) return [];
  return rows.filter(
    (r) => r.approvedAt && r.priceThen !== undefined && r.priceThen !== Math.round(priceNow),
  );
}

/** How an approval stands against the price now, in a table cell. */
export function approvalStanding(row: ApprovalRow, priceNow: number | undefined): string {
  if (!row.approvedAt) return 'Pending';
  if (row.priceThen === undefined) return 'Not recorded';
  if (priceNow === undefined) return formatPounds(row.priceThen);
  return row.priceThen === Math.round(priceNow)
    ? `${formatPounds(row.priceThen)} (unchanged)`
    : `${formatPounds(row.priceThen)}; now ${formatPounds(priceNow)}: to approve again`;
}

/**
 * Who holds a risk, as a reader tells the two sides apart: the catalogue names the Supplier's role ('Project
 * Manager', or a portal role 'SALES_PERSON'), and both sides have a project manager, so 'Supplier's Project Manager'.
 * 'Client' reads 'The Client' (a table cell: 'the client\u2019s IT team', 'The Client\u2019s IT team'); nothing typed, nothing.
 */
export function riskOwnerText(owner: string | undefined): string {
  const typed = (owner ?? '').trim();
  if (!typed) return '';
  if (/^(the )?client\b/i.test(typed)) return typed.replace(/^(the )?client/i, 'The Client');
  if (/^(the )?supplier\b/i.test(typed)) return typed.replace(/^the /i, '').replace(/^s/, 'S');
  const role = /^[A-Z_]+$/.test(typed) ? (ROLE_NAMES[typed as RoleId] ?? typed) : typed;
  return `Supplier\u2019s ${role}`;
}

export function riskRows(risks: readonly Owned<RiskItem>[]): RiskRow[] {
  return risks.map((r) => ({
    name: r.item.name,
    consequence: richTextPlain(r.item.consequence),
    mitigation: richTextPlain(r.item.mitigation),
    impact: r.item.impact,
    probability: r.item.probability,
    owner: riskOwnerText(r.item.owner),
  }));
}
