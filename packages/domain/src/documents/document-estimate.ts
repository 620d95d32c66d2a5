/**
 * The headline estimate of a document (issue 19): the one place the documents take the solution's estimate from.
 * The estimate itself is `solutionEstimate` (packages/domain/src/estimate/); the document model only words it.
 * A customer reads one headline: the price in pounds, the range of effort (low to high hours, the expected figure
 * and its person-weeks) and the duration in calendar weeks with its dates; the internal variant adds the basis,
 * the contingency, the cost, the margin and the variance to the other basis. Nothing is rendered when no estimate is given.
 */
import type { DocumentVariant } from '../contracts/document-types.ts';
import { formatCalendarSpan } from '../format/dates.ts';
import { andList } from '../format/lists.ts';
import { formatHours, formatNumber1, formatPersonWeeks, formatPounds } from '../format/numbers.ts';

/** What the documents read of `solutionEstimate(...)` (its result is assignable to this). */
export interface DocumentEstimateInput {
  basis: 'rom' | 'detailed';
  hours: { low: number; expected: number; high: number };
  /** Its cost and price where the estimate gives them (the internal bridge splits the price with them). */
  contingency: { percent: number; hours: number; cost?: number; price?: number };
  /** Project management: its hours and price (the commercial block's second line). */
  governance: { hours: number; price: number };
  /** Delivery, governance and contingency hours together: what the price is built on. */
  totalHours?: number;
  /** The price per hour of each level and location (time and materials' day rates). */
  byLevel?: readonly { levelId: number; location: string; pricePerHour: number; costPerHour?: number }[];
  personWeeks: number;
  duration: { start: string; end: string; weeks: number } | null;
  cost: { amount: number; currency: string };
  price: { amount: number; currency: string };
  marginPercent: number;
  /** The other basis against this one (hours and %), when known. */
  variance?: { hours: number; percent: number } | null;
  /** The settings' contingency bands (the price at each, for an approver when the risk is not assessed). */
  contingencyBands?: readonly { upTo: number; percent: number }[] | undefined;
  /** The settings' margin floor: below it, the Deal Team approves before Close (for an approver to judge against). */
  marginFloorPercent?: number | undefined;
}

export interface ModelEstimate {
  /** '£184,250' */
  price: string;
  /** '12 calendar weeks, 15 March 2027 to 4 June 2027' ('' without a schedule). */
  duration: string;
  /** The range: '1,700 h to 2,300 h (expected 1,910 h, 47.8 person-weeks)'. */
  effort: string;
  /** For the provider's own reading only: absent in a customer document. */
  internal?: [label: string, value: string][];
}

const money = (m: { amount: number; currency: string }) =>
  m.currency === 'GBP' ? formatPounds(m.amount) : `${m.currency} ${formatNumber1(Math.round(m.amount))}`;

const signed = (n: number, text: string) => (n > 0 ? `+${text}` : text);

/** The estimate as a document words it for its reader. */
export function modelEstimate(
  estimate: DocumentEstimateInput,
  variant: DocumentVariant,
  bridged?: { days: number; cost: number },
): ModelEstimate {
  const duration = estimate.duration
    ? formatCalendarSpan(estimate.duration.start, estimate.duration.end)
    : '';
  const { hours, contingency, variance } = estimate;
  const effort = `${formatHours(hours.low)} to ${formatHours(hours.high)} (expected ${formatHours(hours.expected)}, ${formatPersonWeeks(estimate.personWeeks)})`;
  const headline = { price: money(estimate.price), duration, effort };
  if (variant === 'customer') return headline;
  return {
    ...headline,
    internal: [
      ['Basis', estimate.basis === 'rom' ? 'ROM (capability sizes)' : 'Detailed effort (in-scope actions)'],
      ['Effort range (PERT)', effort],
      ['Project management', formatHours(estimate.governance.hours)],
      ['Contingency', `${formatNumber1(contingency.percent)}% (${formatHours(contingency.hours)})`],
      ...(estimate.totalHours !== undefined
        ? [['Hours priced', formatHours(estimate.totalHours)] as [string, string]]
        : []),
      ['Cost', money(estimate.cost)],
      ...marginRows(estimate, bridged),
      ...(variance
        ? [
            [
              'Variance to the other basis',
              `${signed(variance.hours, formatHours(variance.hours))} (${signed(variance.percent, `${formatNumber1(variance.percent)}%`)})`,
            ] as [string, string],
          ]
        : []),
    ],
  };
}

/** The margin to approve: with the bridged days as a cost where there are any, to one decimal. */
export function marginToApprove(
  estimate: Pick<DocumentEstimateInput, 'cost' | 'price' | 'marginPercent'>,
  bridged: { days: number; cost: number } | undefined,
): number {
  if (!bridged || !(bridged.cost > 0) || !(estimate.price.amount > 0)) return estimate.marginPercent;
  const cost = estimate.cost.amount + bridged.cost;
  return Math.round(((estimate.price.amount - cost) / estimate.price.amount) * 1000) / 10;
}

/**
 * The margin floor against the margin to approve, and who approves (readers of the twenty-ninth round had no floor
 * to judge the margin against): none when the settings name no floor.
 */
export function marginFloorRows(
  estimate: Pick<DocumentEstimateInput, 'cost' | 'price' | 'marginPercent' | 'marginFloorPercent'>,
  bridged: { days: number; cost: number } | undefined,
  /** The approvers named on the solution; undefined when not known (the generic 'named approvers'). */
  approvers?: readonly string[],
): [string, string][] {
  const floor = estimate.marginFloorPercent;
  if (floor === undefined || !(estimate.price.amount > 0)) return [];
  const margin = marginToApprove(estimate, bridged);
  return [
    [
      'Margin floor',
      margin >= floor
        ? !approvers
          ? `${formatNumber1(floor)}%: met, so the solution\u2019s named approvers approve the price`
          : approvers.length
            ? // By name: whom the approver routes it to (readers of the fifty-fourth round asked who signs).
              `${formatNumber1(floor)}%: met, so ${andList(approvers)}, named to approve the solution, approve${approvers.length === 1 ? 's' : ''} the price`
            : // A solution with no approver named yet (a reader of a new seller's internal ROM found nobody to route
              // to), said as who does what, not the portal's tab (readers of the fifty-fourth round took it for jargon).
              `${formatNumber1(floor)}%: met, so an approver named on the solution approves the price; none is named yet, and the seller names one when the solution goes for review`
        : `${formatNumber1(floor)}%: not met, so the Deal Team approves the price before Close`,
    ],
  ];
}

/**
 * The margin an approver approves: with the bridged days (people kept on the team between stretches of work) as a
 * cost where there are any, the estimate's own margin beside it as the figure before them.
 */
export function marginRows(
  estimate: Pick<DocumentEstimateInput, 'cost' | 'price' | 'marginPercent'>,
  bridged: { days: number; cost: number } | undefined,
): [string, string][] {
  if (!bridged || !(bridged.cost > 0) || !(estimate.price.amount > 0))
    return [['Margin', `${formatNumber1(estimate.marginPercent)}%`]];
  const cost = estimate.cost.amount + bridged.cost;
  return [
    [
      `Cost with the bridged days (${formatNumber1(bridged.days)} days, not priced)`,
      money({ ...estimate.cost, amount: cost }),
    ],
    [
      'Margin with the bridged days as a cost: the margin to approve',
      `${formatNumber1(marginToApprove(estimate, bridged))}%`,
    ],
    ['Margin before the bridged days', `${formatNumber1(estimate.marginPercent)}%`],
  ];
}
