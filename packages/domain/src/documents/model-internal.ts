/**
 * What only the provider reads in an internal document (issue 29): the bridge from the plan's hours to the price
 * (the plan, the expected hours of the estimate's range, project management, contingency, the hours priced, cost,
 * price, margin), the variance between the ROM and the detailed effort explained capability by capability (flagged
 * at VARIANCE_FLAG_PERCENT or more), and whether the risk assessment was answered.
 */
import { solutionTotals } from '../builder/effort.ts';
import { romSummary } from '../builder/sizes.ts';
import type { Capability } from '../contracts/catalogue.ts';
import { formatHours, formatNumber1, formatPounds } from '../format/numbers.ts';
import type { DocumentEstimateInput } from './document-estimate.ts';

/** A variance between the ROM and the detailed effort at or beyond this share is flagged for the approver. */
export const VARIANCE_FLAG_PERCENT = 20;

export interface ModelInternal {
  /** The ROM and the detailed effort and how far apart they are; flagged at VARIANCE_FLAG_PERCENT or more. */
  variance: { romHours: number; detailedHours: number; percent: number | null; flagged: boolean };
  /** Each ROM row against the detailed hours of its capability with everything under it. */
  varianceRows: {
    capability: string;
    size: string;
    romHours: number;
    detailedHours: number;
    difference: number;
  }[];
  /** From the plan's hours to the price excluding VAT, step by step: [label, value]. */
  bridge: [string, string][];
  /** Whether anyone answered the risk assessment (an unanswered one prints 'Not assessed', never zeros). */
  riskAssessed: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const signed = (n: number) => `${n > 0 ? '+' : ''}${formatHours(round1(n))}`;

export function modelInternal(input: {
  items: readonly Capability[];
  complexity: number;
  planHours: number;
  riskAssessed: boolean;
  estimate?: DocumentEstimateInput | undefined;
}): ModelInternal {
  const rom = romSummary(input.items, input.complexity);
  const totals = solutionTotals(input.items);
  const percent =
    rom.totalHours > 0 ? Math.round(((input.planHours - rom.totalHours) / rom.totalHours) * 1000) / 10 : null;
  const e = input.estimate;
  const bridge: [string, string][] = e
    ? [
        ['Hours of the plan (the scope table)', formatHours(input.planHours)],
        [
          `Expected hours: (low + 4 × most likely + high) / 6, low ${formatHours(e.hours.low)}, high ${formatHours(e.hours.high)}`,
          formatHours(e.hours.expected),
        ],
        ['Project management on top of what the activities plan', `+${formatHours(e.governance.hours)}`],
        [
          `Contingency (${formatNumber1(e.contingency.percent)}% of the expected hours)`,
          `+${formatHours(e.contingency.hours)}`,
        ],
        ...(e.totalHours !== undefined
          ? [['Hours priced', formatHours(e.totalHours)] as [string, string]]
          : []),
        ['Cost', formatPounds(e.cost.amount)],
        ['Price excluding VAT', formatPounds(e.price.amount)],
        ['Margin', `${formatNumber1(e.marginPercent)}%`],
      ]
    : [];
  return {
    variance: {
      romHours: rom.totalHours,
      detailedHours: input.planHours,
      percent,
      flagged: percent !== null && Math.abs(percent) >= VARIANCE_FLAG_PERCENT,
    },
    varianceRows: rom.rows.map((r) => {
      const detailed = round1(totals.byCapability[r.id] ?? 0);
      return {
        capability: r.name,
        size: r.label,
        romHours: r.hours,
        detailedHours: detailed,
        difference: round1(detailed - r.hours),
      };
    }),
    bridge,
    riskAssessed: input.riskAssessed,
  };
}

/** The variance row as an approver reads it: '+230 h'. */
export const formatDifference = signed;
