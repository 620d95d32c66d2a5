/**
 * The approvals and the delivery risks as every internal document lists them (the Word documents' sections and the
 * estimate workbook's 'Risks and approvals' sheet): one mapping, so they read the same everywhere.
 */
import { SOLUTION_APPROVAL_ROW, type Approval } from '../contracts/solutions.ts';
import type { RiskItem } from '../contracts/catalogue.ts';
import { formatDateLong } from '../format/dates.ts';
import type { Owned } from './review-items.ts';
import { richTextPlain } from './rich-text-runs.ts';

export interface ApprovalRow {
  name: string;
  /** '12 March 2027'; '' while not given. */
  approvedAt: string;
  /** What was approved: the solution, or a row of the approvals table. */
  of: string;
  /** The version of the solution's history it approved. */
  version?: number | undefined;
}

export interface RiskRow {
  name: string;
  consequence: string;
  mitigation: string;
  impact: string;
  probability: string;
  owner: string;
}

export function approvalRows(approvals: readonly Approval[] | undefined): ApprovalRow[] {
  return (approvals ?? []).map((a) => ({
    name: a.name,
    approvedAt: a.approvedAt ? formatDateLong(a.approvedAt.slice(0, 10)) : '',
    of: a.id === SOLUTION_APPROVAL_ROW ? 'The solution, its scope and price' : a.id,
    version: a.version,
  }));
}

export function riskRows(risks: readonly Owned<RiskItem>[]): RiskRow[] {
  return risks.map((r) => ({
    name: r.item.name,
    consequence: richTextPlain(r.item.consequence),
    mitigation: richTextPlain(r.item.mitigation),
    impact: r.item.impact,
    probability: r.item.probability,
    owner: r.item.owner,
  }));
}
