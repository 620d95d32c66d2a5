/**
 * What only the provider reads in an internal document (issue 29): the bridge from the plan's hours to the price
 * (the plan, the expected hours of the estimate's range, project management, contingency, the hours priced, cost,
 * price, margin, and the margin left if the work takes the high hours), the variance between the ROM and the detailed effort explained capability by capability (flagged
 * at VARIANCE_FLAG_PERCENT or more), and whether the risk assessment was answered.
 */
import { effortFactor, solutionTotals } from '../builder/effort.ts';
import { ROM_HOURS, romSummary } from '../builder/sizes.ts';
import { DETAILED_BAND } from '../estimate/estimate.ts';
import type { Action, Capability } from '../contracts/catalogue.ts';
import { volumeNoun } from './bid-scope.ts';
import { formatHours, formatNumber1, formatPounds, formatPoundsPence } from '../format/numbers.ts';
import { marginFloorRows, marginRows, type DocumentEstimateInput } from './document-estimate.ts';
import { apportion } from './apportion.ts';

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
  /** The rows added up (a Total row under them). */
  varianceTotal: { romHours: number; detailedHours: number; difference: number };
  /** From the plan's hours to the price excluding VAT, step by step: [label, value]. */
  bridge: [string, string][];
  /** Whether anyone answered the risk assessment (an unanswered one prints 'Not assessed', never zeros). */
  riskAssessed: boolean;
  /** Why the detailed effort differs from the ROM, one sentence per flagged capability. */
  varianceReasons: string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const LARGEST_ROM_HOURS = Math.max(...Object.values(ROM_HOURS));
const signed = (n: number) => `${n > 0 ? '+' : ''}${formatHours(round1(n))}`;

const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** A capability's hours (with everything under it) split into fixed work and what each volume adds. */
function drivers(cap: Capability): { fixed: number; volumes: Map<string, { hours: number; value: number }> } {
  let fixed = 0;
  const volumes = new Map<string, { hours: number; value: number }>();
  const visitAction = (a: Action) => {
    if (!a.selected) return;
    const factor = effortFactor(a);
    fixed += (a.effort || 0) * factor;
    for (const m of a.metrics ?? []) {
      const hours = (m.effort || 0) * (m.value || 0) * factor;
      if (hours <= 0) continue;
      const entry = volumes.get(m.name) ?? { hours: 0, value: 0 };
      entry.hours += hours;
      entry.value = Math.max(entry.value, m.value || 0);
      volumes.set(m.name, entry);
    }
    for (const sub of a.actions ?? []) visitAction(sub);
  };
  const visit = (c: Capability) => {
    if (!c.selected) return;
    for (const a of c.actions ?? []) visitAction(a);
    for (const child of c.items ?? []) visit(child);
  };
  visit(cap);
  return { fixed, volumes };
}

function findCapability(items: readonly Capability[], id: string): Capability | undefined {
  for (const c of items) {
    if (c.id === id) return c;
    const found = findCapability(c.items ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The price in its three parts (delivery of the expected hours, project management, contingency) and the blended
 * cost and price per hour priced, where the estimate gives the contingency's price.
 */
function priceSplit(e: DocumentEstimateInput): [string, string][] {
  const contingency = e.contingency.price;
  if (contingency === undefined) return [];
  const hours = e.totalHours ?? e.hours.expected + e.governance.hours + e.contingency.hours;
  // Apportioned to the pound, so the three parts add up to the price as printed.
  const [delivery, management, reserve] = apportion(
    [e.price.amount - e.governance.price - contingency, e.governance.price, contingency],
    1,
    Math.round(e.price.amount),
  );
  // Each part's hours and price an hour, so an approver can rebuild the price (a reader worked back £82 and £150).
  const at = (part: number | undefined, h: number) =>
    h > 0 ? ` (${formatHours(h)} at ${formatPoundsPence((part ?? 0) / h)} an hour)` : '';
  return [
    [
      `\u2003of which delivery of the expected hours${at(delivery, e.hours.expected)}`,
      formatPounds(delivery ?? 0),
    ],
    [`\u2003of which project management${at(management, e.governance.hours)}`, formatPounds(management ?? 0)],
    // At the delivery's rate, said once (its own division gave £82.07 beside the delivery's £82.06).
    [
      `\u2003of which contingency${e.contingency.hours > 0 ? ` (${formatHours(e.contingency.hours)} at the delivery\u2019s rate)` : ''}`,
      formatPounds(reserve ?? 0),
    ],
    ...(hours > 0
      ? [
          [
            'Blended cost and price per hour priced',
            // The price as printed (whole pounds) over the hours priced, as the workbook's formula divides them.
            `${formatPoundsPence(e.cost.amount / hours)} and ${formatPoundsPence(Math.round(e.price.amount) / hours)}`,
          ] as [string, string],
        ]
      : []),
  ];
}

/**
 * With the risk assessment unanswered the lowest contingency band is priced: the price at each higher band shows an
 * approver what answering it could add (the contingency is the delivery's price per hour times its hours, so it
 * moves in proportion to its percentage).
 */
export function bandPrices(e: DocumentEstimateInput): [string, string][] {
  const price = e.contingency.price;
  if (price === undefined || !e.contingencyBands?.length) return [];
  const delivery = e.price.amount - e.governance.price - price;
  const at = (percent: number) =>
    `${formatNumber1(percent)}%: ${formatPounds(Math.round(e.price.amount - price + (delivery * percent) / 100))}`;
  const higher = e.contingencyBands.map((b) => b.percent).filter((p) => p > e.contingency.percent);
  if (!higher.length) return [];
  const next = Math.min(...higher);
  const top = Math.max(...higher);
  // One row (the internal ROM slide has room for one): the next band up and the highest.
  return [
    [
      'Price at a higher contingency band, if the risk assessment puts it there',
      next === top ? at(next) : `${at(next)} to ${at(top)}`,
    ],
  ];
}

/**
 * The margin of a fixed price if the work takes the estimate's high hours rather than the expected: the contingency
 * (already costed) absorbs the overrun first; what is left costs at the blended cost per hour. In percent to 0.1;
 * null when nothing is priced.
 */
export function marginAtHigh(
  e: Pick<DocumentEstimateInput, 'hours' | 'contingency' | 'governance' | 'totalHours' | 'cost' | 'price'>,
  /** A cost on top (the bridged days), taken before rounding, as the workbook's formula does. */
  extraCost = 0,
): number | null {
  const totalHours = e.totalHours ?? e.hours.expected + e.governance.hours + e.contingency.hours;
  if (e.price.amount <= 0 || totalHours <= 0) return null;
  const overrun = Math.max(0, e.hours.high - e.hours.expected - e.contingency.hours);
  const cost = e.cost.amount + overrun * (e.cost.amount / totalHours);
  return round1(((e.price.amount - cost - extraCost) / e.price.amount) * 100);
}

export function modelInternal(input: {
  items: readonly Capability[];
  /** The approvers named on the solution, by name (the margin floor row says who approves). */
  approvers?: readonly string[];
  complexity: number;
  planHours: number;
  riskAssessed: boolean;
  /** The risk assessment's overall score and the highest it can reach (the contingency band's basis). */
  risk?: { overall: number; overallMax: number };
  /** The price's range (the commercial block's estimate range), for the bridge. */
  range?: { low: number; high: number } | undefined;
  estimate?: DocumentEstimateInput | undefined;
  /**
   * The bridged days of the team (People: a person kept on the team between two stretches of work) and their cost
   * at the rate card's cost of each role's level and location: not priced, but a cost the margin bears.
   */
  bridged?: { days: number; cost: number } | undefined;
  /**
   * What working the offshore days onshore would add to the cost (remote access from the delivery centre refused,
   * the plan's risk): each offshore role's days at its level's onshore cost instead (onshoreInsteadCost).
   */
  onshoreInstead?: { days: number; cost: number } | undefined;
}): ModelInternal {
  const rom = romSummary(input.items, input.complexity);
  const totals = solutionTotals(input.items);
  const percent =
    rom.totalHours > 0 ? Math.round(((input.planHours - rom.totalHours) / rom.totalHours) * 1000) / 10 : null;
  const e = input.estimate;
  const bridge: [string, string][] = e
    ? [
        // The activities' hours: the scope table's total adds the project management across the programme (a reader
        // of the fifty-second round set this against it).
        [
          'Hours of the activities (the scope table before its project management row)',
          formatHours(input.planHours),
        ],
        [
          `Expected hours: (low + 4 × most likely + high) / 6, low ${formatHours(e.hours.low)}, high ${formatHours(e.hours.high)}${e.basis === 'detailed' ? ` (the detailed basis's fixed band: ${Math.round(DETAILED_BAND[0] * 100)}% under and ${Math.round(DETAILED_BAND[1] * 100)}% over the most likely)` : ' (the sizes\u2019 bands)'}`,
          formatHours(e.hours.expected),
        ],
        ['Project management beyond what the activities already plan', `+${formatHours(e.governance.hours)}`],
        [
          `Contingency (${formatNumber1(e.contingency.percent)}% of the expected hours: ${
            input.risk && input.riskAssessed
              ? `the band of the risk score, ${input.risk.overall.toFixed(2)} out of ${formatNumber1(input.risk.overallMax)}`
              : 'the lowest band, as the risk assessment is not answered'
          })`,
          `+${formatHours(e.contingency.hours)}`,
        ],
        ...(e.totalHours !== undefined
          ? [
              ['Hours priced', formatHours(e.totalHours)] as [string, string],
              // How the priced hours meet the team's days (readers of the fifty-second round set the team's days
              // against the hours priced): the activities and the project management are staffed; the three-point
              // allowance and the contingency are priced, not planned.
              [
                '\u2003of which the team works (its days at 8 hours: the activities and the project management)',
                formatHours(input.planHours + e.governance.hours),
              ] as [string, string],
              [
                '\u2003of which priced, not planned (the three-point allowance and the contingency)',
                formatHours(Math.max(0, e.totalHours - input.planHours - e.governance.hours)),
              ] as [string, string],
            ]
          : []),
        // Of all the hours priced, not only those the team works (an approver divided it by the team's hours and
        // found the high-hours margin overstated).
        ['Cost of all the hours priced, at each role\u2019s cost rate', formatPounds(e.cost.amount)],
        ['Price excluding VAT', formatPounds(e.price.amount)],
        ...priceSplit(e),
        ...(input.range
          ? [
              [
                'Range: the price scaled by the low and the high hours against the expected',
                `${formatPounds(input.range.low)} to ${formatPounds(input.range.high)}`,
              ] as [string, string],
            ]
          : []),
        ...(input.riskAssessed ? [] : bandPrices(e)),
        ...(input.bridged && input.bridged.cost > 0 && e.price.amount > 0
          ? ([
              [
                `Bridged days (${formatNumber1(input.bridged.days)}): people kept on the team between stretches of work, a cost not priced`,
                formatPounds(input.bridged.cost),
              ],
            ] as [string, string][])
          : []),
        ...marginRows(e, input.bridged),
        ...marginFloorRows(e, input.bridged, input.approvers),
        // The delivery centre's remote access is the plan's risk: what the margin would be with its days onshore
        // (readers of the twenty-ninth round found it never costed).
        ...(input.onshoreInstead && input.onshoreInstead.cost > 0 && e.price.amount > 0
          ? ([
              [
                `Margin if the ${formatNumber1(input.onshoreInstead.days)} offshore days are worked onshore (remote access refused: +${formatPounds(input.onshoreInstead.cost)} of cost${input.bridged && input.bridged.cost > 0 ? ', after the bridged days' : ''}), unless a change is agreed`,
                `${formatNumber1(
                  round1(
                    ((e.price.amount -
                      e.cost.amount -
                      (input.bridged?.cost ?? 0) -
                      input.onshoreInstead.cost) /
                      e.price.amount) *
                      100,
                  ),
                )}%`,
              ],
            ] as [string, string][])
          : []),
        ...(() => {
          const high = marginAtHigh(e);
          if (high === null) return [];
          const bridged = input.bridged && input.bridged.cost > 0 ? input.bridged.cost : 0;
          return [
            [
              `Margin of a fixed price if the work takes the high hours (the contingency used first, the hours beyond it at the blended cost per hour priced${bridged ? ', before the bridged days' : ''})`,
              `${formatNumber1(high)}%`,
            ] as [string, string],
            // On the same basis as the margin above it once the bridged days are a cost too.
            ...(bridged
              ? [
                  [
                    'Margin of a fixed price at the high hours, after the bridged days',
                    `${formatNumber1(marginAtHigh(e, bridged) ?? high)}%`,
                  ] as [string, string],
                ]
              : []),
          ];
        })(),
      ]
    : [];
  const varianceReasons = rom.rows.flatMap((r) => {
    const detailed = round1(totals.byCapability[r.id] ?? 0);
    if (r.hours <= 0 || Math.abs(detailed - r.hours) / r.hours < VARIANCE_FLAG_PERCENT / 100) return [];
    const cap = findCapability(input.items, r.id);
    if (!cap) return [];
    const d = drivers(cap);
    const parts = [...d.volumes]
      .sort((a, b) => b[1].hours - a[1].hours)
      .map(([name, v]) => `${formatHours(round1(v.hours))} for ${count.format(v.value)} ${volumeNoun(name)}`);
    const direction = detailed > r.hours ? 'above' : 'below';
    const why =
      detailed > LARGEST_ROM_HOURS
        ? `The volumes take it past the largest ROM size (${formatHours(LARGEST_ROM_HOURS)}): the ROM cannot reach it, and the detailed effort is the figure priced.`
        : detailed > r.hours
          ? `A larger size, or lower volumes, would bring the two together; the detailed effort is the figure priced.`
          : `The size is larger than the activities need; the ${formatHours(detailed)} they need is the figure priced.`;
    return [
      `${r.name} was sized ${r.label} (${formatHours(r.hours)}); its activities come to ${formatHours(detailed)}, ${formatHours(Math.abs(round1(detailed - r.hours)))} ${direction} the size: ${formatHours(round1(d.fixed))} of fixed work${parts.length ? `, ${parts.join(', ')}` : ''}. ${why}`,
    ];
  });
  const varianceRows = rom.rows.map((r) => {
    const detailed = round1(totals.byCapability[r.id] ?? 0);
    return {
      capability: r.name,
      size: r.label,
      romHours: r.hours,
      detailedHours: detailed,
      difference: round1(detailed - r.hours),
    };
  });
  return {
    varianceReasons,
    variance: {
      romHours: rom.totalHours,
      detailedHours: input.planHours,
      percent,
      flagged: percent !== null && Math.abs(percent) >= VARIANCE_FLAG_PERCENT,
    },
    varianceRows,
    varianceTotal: {
      romHours: round1(varianceRows.reduce((t, r) => t + r.romHours, 0)),
      detailedHours: round1(varianceRows.reduce((t, r) => t + r.detailedHours, 0)),
      difference: round1(varianceRows.reduce((t, r) => t + r.difference, 0)),
    },
    bridge,
    riskAssessed: input.riskAssessed,
  };
}

/** The variance row as an approver reads it: '+230 h'. */
export const formatDifference = signed;

/** What each AEP solution type means, for an approver who does not know the delivery method's words. */
const AEP_TYPE_MEANINGS: Readonly<Record<string, string>> = {
  'Hero Offer': 'a packaged offer, delivered to the house method',
  'Solution Play': 'a repeatable play, adapted to the client',
  aaS: 'a service run for the client by subscription',
  Bespoke: 'work designed for this client alone',
};

/** 'Hero Offer: a packaged offer, delivered to the house method' (readers took the bare type for jargon). */
export function aepTypeText(type: string): string {
  const meaning = AEP_TYPE_MEANINGS[type];
  return meaning ? `${type}: ${meaning}` : type;
}

/** '1.0: standard (it multiplies the ROM sizes' hours; 0.5 to 5)' (readers took the bare figure for a version). */
export function complexityText(complexity: string): string {
  const n = Number(complexity);
  if (!Number.isFinite(n) || complexity === '') return complexity;
  const word = n === 1 ? 'standard' : n < 1 ? 'simpler than standard' : 'more complex than standard';
  return `${complexity}: ${word} (it multiplies the ROM sizes\u2019 hours; 0.5 to 5)`;
}

/**
 * What working the offshore days onshore would add to the cost: each offshore row's days at its level's onshore cost
 * per hour less its offshore one (the estimate's rates); undefined without rates or offshore days.
 */
export function onshoreInsteadCost(
  rows: readonly { offshore: boolean; days: number; levelId: number }[],
  byLevel: DocumentEstimateInput['byLevel'],
): { days: number; cost: number } | undefined {
  if (!byLevel) return undefined;
  let days = 0;
  let cost = 0;
  for (const r of rows) {
    if (!r.offshore || !(r.days > 0)) continue;
    const rate = (location: string) =>
      byLevel.find((b) => b.levelId === r.levelId && b.location === location)?.costPerHour;
    const onshore = rate('ONSHORE');
    const offshore = rate('OFFSHORE');
    if (onshore === undefined || offshore === undefined) continue;
    days += r.days;
    cost += r.days * 8 * (onshore - offshore);
  }
  return days > 0 ? { days: round1(days), cost: Math.round(cost) } : undefined;
}
