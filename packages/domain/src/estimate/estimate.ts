/**
 * One estimate from hours to price (issue 19; the rules and a worked example in docs/estimate.md). One pure
 * function turns a solution into its estimate; the builder's panel, the API, the documents and the workbook use it.
 *
 * - Basis: the ROM (capability sizes) until detailing starts (the solution has reached Detail, step 5) and the
 *   in-scope actions hold effort; then the detailed effort. The other figure is the variance, for the provider.
 * - Range: each ROM row (by size, widened by complexity) or each in-scope action (detailed) has a low and a high
 *   band around its hours; low, most likely and high are the sums; expected = PERT (L + 4M + H) / 6.
 * - Contingency: a percent of the expected hours from the risk assessment's overall score (bands in the settings),
 *   kept apart from the hours. Governance: project management as a percent of the expected hours at one level.
 * - Cost and price: the in-scope actions' roles give the mix of hours by staffing level and location (an action's
 *   role works effort x its share of the roles' percentages, as the schedule has it; an action without roles is one
 *   Consultant onshore); the expected hours are spread by that mix and priced with the rate card.
 * - Effort and duration apart: person-weeks = expected hours / 40; calendar weeks from the schedule's dates (its
 *   span: the estimate needs no dated action, so it computes scheduleSpan when no schedule is passed in).
 */
import type { Action, Capability } from '../contracts/catalogue.ts';
import {
  DEFAULT_ROLE_LOCATION,
  DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
  DEFAULT_STAFFING_RESOURCE_LEVEL_NAME,
  type RateLocation,
  type StaffingResourceLevel,
  type StaticRole,
} from '../contracts/reference.ts';
import { actionOwnEffort, HOURS_PER_WEEK, solutionHours } from '../builder/effort.ts';
import { romSummary } from '../builder/sizes.ts';
import { riskScores, type RiskQuestionLike } from '../risk/score.ts';
import { scheduleSpan, type PeopleSettings, type ScheduleSpan } from '../schedule/schedule.ts';
import { calendarWeeks } from '../format/dates.ts';
import { estimateBasis, type EstimateBasis } from './estimate-basis.ts';
import type { Volumes } from '../contracts/places.ts';
import {
  contingencyPercent,
  DEFAULT_ESTIMATE_SETTINGS,
  type EstimateSettings,
} from '../contracts/estimate-settings.ts';
import { rateLocationOf, rateLookup, type RateCard } from './rate-card.ts';
import type { SizeCode } from '../contracts/catalogue.ts';

export type { EstimateBasis } from './estimate-basis.ts';

/** The uncertainty of a ROM row by size: [below, above] as fractions of its hours. */
export const ROM_BANDS: Readonly<Record<SizeCode, readonly [number, number]>> = {
  S: [0.2, 0.3],
  M: [0.2, 0.4],
  L: [0.25, 0.5],
  XL: [0.3, 0.75],
};
/** Above a complexity of 1, the upper band of a ROM row widens by this much per point, up to ROM_COMPLEXITY_CAP. */
export const ROM_COMPLEXITY_WIDENING = 0.1;
export const ROM_COMPLEXITY_CAP = 0.3;
/** The uncertainty of a detailed (action-level) figure. */
export const DETAILED_BAND: readonly [number, number] = [0.1, 0.25];

export interface Money {
  amount: number;
  currency: 'GBP';
}

export interface EstimateLevelLine {
  levelId: number;
  level: string;
  location: RateLocation;
  hours: number;
  costPerHour: number;
  pricePerHour: number;
  cost: number;
  price: number;
}

export interface Estimate {
  basis: EstimateBasis;
  /** Delivery hours: low, PERT expected and high; mostLikely is the basis's own figure. */
  hours: { low: number; mostLikely: number; expected: number; high: number };
  /** Both figures and how far the detailed effort is from the ROM (for the provider, never in a customer document). */
  variance: { romHours: number; detailedHours: number; hours: number; percent: number | null };
  risk: { overall: number };
  contingency: { percent: number; hours: number; cost: number; price: number };
  governance: { percent: number; hours: number; levelId: number; cost: number; price: number };
  /** Expected delivery hours / 40: effort, not duration. */
  personWeeks: number;
  /** Calendar time from the schedule; null while nothing is scheduled. */
  duration: { start: string; end: string; weeks: number } | null;
  /** Delivery, governance and contingency together. */
  totalHours: number;
  cost: Money;
  price: Money;
  /** (price - cost) / price in percent, to one decimal; 0 without a price. */
  marginPercent: number;
  blendedRate: { cost: number; price: number };
  /** Delivery and governance hours by level and location, most senior first. */
  byLevel: EstimateLevelLine[];
  /** Share of the delivery hours worked onshore, 0-1. */
  onshoreShare: number;
  rateCardVersion: number;
  /** Hours whose level and location have no rate on the card (priced at 0). */
  unpricedHours: number;
}

export interface EstimateSolution {
  expectedStart: string;
  /** The volumes typed on Information (issue 32): they fill the actions' metrics, so the detailed effort is one. */
  fields: { complexity?: number | undefined; volumes?: Volumes | undefined };
  state: {
    step: number;
    steps?: readonly number[] | undefined;
    items: readonly Capability[];
    peopleSettings?: Partial<PeopleSettings> | undefined;
    risk?: { questions: readonly RiskQuestionLike[] } | undefined;
  };
}

export interface EstimateContext {
  /** The capability (static) roles: each role's level and location. */
  roles: readonly StaticRole[];
  levels: readonly StaffingResourceLevel[];
  rateCard: RateCard;
  settings?: EstimateSettings | undefined;
  /**
   * The solution's schedule (or just its span) when the caller already has it; otherwise the estimate computes
   * the span alone (scheduleSpan: the placement without the dated actions, all it reads of a schedule).
   */
  schedule?: ScheduleSpan | undefined;
  /** The bank holidays the span is computed on when no schedule is given ('YYYY-MM-DD': the admin's settings). */
  holidays?: readonly string[] | undefined;
}

const round = (n: number, places = 2) => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};

export { DETAIL_STEP, estimateBasis, pricedOnDetail } from './estimate-basis.ts';

/** The ROM rows' sizes and hours (romSummary: one row per sized capability, its subtree included). */
function romRows(items: readonly Capability[], complexity: number) {
  const rom = romSummary(items, complexity);
  return { rows: rom.rows, totalHours: rom.totalHours };
}

/** Low and high hours of the basis, row by row. */
function range(
  solution: EstimateSolution,
  basis: EstimateBasis,
  rom: ReturnType<typeof romRows>,
  detailedHours: number,
) {
  if (basis === 'detailed') {
    const m = detailedHours;
    return { low: m * (1 - DETAILED_BAND[0]), mostLikely: m, high: m * (1 + DETAILED_BAND[1]) };
  }
  const complexity = solution.fields.complexity ?? 1;
  const widen = Math.min(ROM_COMPLEXITY_CAP, Math.max(0, (complexity - 1) * ROM_COMPLEXITY_WIDENING));
  let low = 0;
  let high = 0;
  for (const row of rom.rows) {
    const [below, above] = ROM_BANDS[row.size];
    low += row.hours * (1 - below);
    high += row.hours * (1 + above + widen);
  }
  return { low, mostLikely: rom.totalHours, high };
}

interface MixEntry {
  levelId: number;
  location: RateLocation;
  hours: number;
  name?: string | undefined;
}

type Mix = Map<string, MixEntry> & { governanceHours?: number };

function addHours(mix: Mix, levelId: number, location: RateLocation, hours: number, name?: string) {
  if (hours <= 0) return;
  const key = `${levelId}|${location}`;
  const entry = mix.get(key);
  if (entry) entry.hours += hours;
  else mix.set(key, { levelId, location, hours, name });
}

/**
 * Hours of the in-scope actions by level and location (the same actions as the effort totals). Each role id is
 * resolved to its level and location once, and the hours go straight to its entry (the bench's 10,000 actions).
 */
function hoursMix(items: readonly Capability[], roles: readonly StaticRole[]): Mix {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const mix: Mix = new Map();
  const fallback = rateLocationOf(DEFAULT_ROLE_LOCATION);
  const targets = new Map<
    string,
    { key: string; levelId: number; location: RateLocation; name?: string; governance: boolean }
  >();
  const targetOf = (staticId: string) => {
    let t = targets.get(staticId);
    if (!t) {
      const role = byId.get(staticId);
      const levelId = role?.aepLevel?.staffingResourceLevelId ?? DEFAULT_STAFFING_RESOURCE_LEVEL_ID;
      const location = rateLocationOf(role?.location ?? DEFAULT_ROLE_LOCATION);
      t = {
        key: `${levelId}|${location}`,
        levelId,
        location,
        name: role?.aepLevel?.resourceLevel,
        governance: role?.governance === true,
      };
      targets.set(staticId, t);
    }
    return t;
  };
  let governanceHours = 0;
  const add = (key: string, levelId: number, location: RateLocation, hours: number, name?: string) => {
    if (hours <= 0) return;
    const entry: MixEntry | undefined = mix.get(key);
    if (entry) entry.hours += hours;
    else mix.set(key, { levelId, location, hours, name });
  };
  const fallbackKey = `${DEFAULT_STAFFING_RESOURCE_LEVEL_ID}|${fallback}`;
  const visitAction = (action: Action) => {
    if (!action.selected) return;
    const effort = actionOwnEffort(action);
    const roleList = action.roles;
    let share = 0;
    if (roleList) for (const r of roleList) if (r.value > 0) share += r.value;
    if (share <= 0) add(fallbackKey, DEFAULT_STAFFING_RESOURCE_LEVEL_ID, fallback, effort);
    else
      for (const r of roleList ?? []) {
        if (!(r.value > 0)) continue;
        const t = targetOf(r.staticId);
        const hours = (effort * r.value) / share;
        add(t.key, t.levelId, t.location, hours, t.name);
        if (t.governance) governanceHours += hours;
      }
    const subs = action.actions;
    if (subs) for (const sub of subs) visitAction(sub);
  };
  const visitCapability = (cap: Capability) => {
    if (!cap.selected) return;
    const actions = cap.actions;
    if (actions) for (const a of actions) visitAction(a);
    const children = cap.items;
    if (children) for (const c of children) visitCapability(c);
  };
  for (const cap of items) visitCapability(cap);
  mix.governanceHours = governanceHours;
  return mix;
}

function durationOf(schedule: ScheduleSpan): Estimate['duration'] {
  if (schedule.hours <= 0) return null;
  // One definition of a week everywhere (issue 29): calendar weeks from the first to the last day, rounded up.
  return {
    start: schedule.workStart,
    end: schedule.endDate,
    weeks: calendarWeeks(schedule.workStart, schedule.endDate),
  };
}

/** The estimate of a solution (see the module comment and docs/estimate.md). */
export function solutionEstimate(solution: EstimateSolution, context: EstimateContext): Estimate {
  const settings = context.settings ?? DEFAULT_ESTIMATE_SETTINGS;
  const { items } = solution.state;
  const rom = romRows(items, solution.fields.complexity ?? 1);
  const detailedHours = solutionHours(items);
  const basis = estimateBasis(solution, detailedHours);
  const { low, mostLikely, high } = range(solution, basis, rom, detailedHours);
  const expected = (low + 4 * mostLikely + high) / 6;

  const overall = riskScores(solution.state.risk?.questions ?? []).overall;
  const contingencyPct = contingencyPercent(overall, settings.contingencyBands);
  const contingencyHours = (expected * contingencyPct) / 100;
  // Spread the expected hours by the actions' mix; without staffed actions, all at the default level onshore.
  const mix = hoursMix(items, context.roles);
  const mixHours = [...mix.values()].reduce((s, m) => s + m.hours, 0);
  // Project management is a percent of the expected hours, less what the activities already plan for governance
  // roles (a Project Manager on the deployment): one project management, never counted twice (issue 29).
  const plannedGovernance = mixHours > 0 ? ((mix.governanceHours ?? 0) * expected) / mixHours : 0;
  const governanceHours = Math.max(0, (expected * settings.governancePercent) / 100 - plannedGovernance);
  if (mixHours <= 0) {
    mix.clear();
    addHours(mix, DEFAULT_STAFFING_RESOURCE_LEVEL_ID, 'ONSHORE', 1);
  }
  const mixTotal = mixHours > 0 ? mixHours : 1;
  const lines: Mix = new Map();
  for (const m of mix.values())
    addHours(lines, m.levelId, m.location, (expected * m.hours) / mixTotal, m.name);
  const onshore = [...lines.values()]
    .filter((l) => l.location === 'ONSHORE')
    .reduce((s, l) => s + l.hours, 0);
  const onshoreShare = expected > 0 ? onshore / expected : 1;

  const rate = rateLookup(context.rateCard);
  const levelById = new Map(context.levels.map((l) => [l.staffingResourceLevelId, l]));
  let unpriced = 0;
  const price = (levelId: number, location: RateLocation, hours: number) => {
    const r = rate(levelId, location);
    if (!r) unpriced += hours;
    return { costPerHour: r?.costPerHour ?? 0, pricePerHour: r?.pricePerHour ?? 0 };
  };
  let deliveryCost = 0;
  let deliveryPrice = 0;
  for (const l of lines.values()) {
    const r = price(l.levelId, l.location, l.hours);
    deliveryCost += l.hours * r.costPerHour;
    deliveryPrice += l.hours * r.pricePerHour;
  }
  const gov = price(settings.governanceLevelId, 'ONSHORE', governanceHours);
  const governanceCost = governanceHours * gov.costPerHour;
  const governancePrice = governanceHours * gov.pricePerHour;
  // Contingency is held at the delivery's blended rates: if the risk comes true, it is more of the same work.
  const contingencyCost = expected > 0 ? (deliveryCost / expected) * contingencyHours : 0;
  const contingencyPrice = expected > 0 ? (deliveryPrice / expected) * contingencyHours : 0;

  addHours(lines, settings.governanceLevelId, 'ONSHORE', governanceHours);
  const rank = (levelId: number) => {
    const level = levelById.get(levelId);
    return level ? level.acnLevelId * 1000 + level.order : 999_999;
  };
  const byLevel: EstimateLevelLine[] = [...lines.values()]
    .map((l) => {
      const r = rate(l.levelId, l.location);
      const costPerHour = r?.costPerHour ?? 0;
      const pricePerHour = r?.pricePerHour ?? 0;
      return {
        levelId: l.levelId,
        level:
          levelById.get(l.levelId)?.resourceLevel ??
          l.name ??
          (l.levelId === DEFAULT_STAFFING_RESOURCE_LEVEL_ID
            ? DEFAULT_STAFFING_RESOURCE_LEVEL_NAME
            : `Level ${l.levelId}`),
        location: l.location,
        hours: round(l.hours, 1),
        costPerHour,
        pricePerHour,
        cost: round(l.hours * costPerHour),
        price: round(l.hours * pricePerHour),
      };
    })
    .sort((a, b) => rank(a.levelId) - rank(b.levelId) || a.location.localeCompare(b.location));

  const totalHours = expected + governanceHours + contingencyHours;
  const cost = deliveryCost + governanceCost + contingencyCost;
  const total = deliveryPrice + governancePrice + contingencyPrice;
  const romHours = rom.totalHours;
  const schedule =
    context.schedule ??
    scheduleSpan({
      items,
      expectedStart: solution.expectedStart,
      settings: solution.state.peopleSettings,
      holidays: context.holidays,
      wholeDays: true,
    });

  return {
    basis,
    hours: {
      low: round(low, 1),
      mostLikely: round(mostLikely, 1),
      expected: round(expected, 1),
      high: round(high, 1),
    },
    variance: {
      romHours: round(romHours, 1),
      detailedHours: round(detailedHours, 1),
      hours: round(detailedHours - romHours, 1),
      percent: romHours > 0 ? round(((detailedHours - romHours) / romHours) * 100, 1) : null,
    },
    risk: { overall },
    contingency: {
      percent: contingencyPct,
      hours: round(contingencyHours, 1),
      cost: round(contingencyCost),
      price: round(contingencyPrice),
    },
    governance: {
      percent: settings.governancePercent,
      hours: round(governanceHours, 1),
      levelId: settings.governanceLevelId,
      cost: round(governanceCost),
      price: round(governancePrice),
    },
    personWeeks: round(expected / HOURS_PER_WEEK, 1),
    duration: durationOf(schedule),
    totalHours: round(totalHours, 1),
    cost: { amount: round(cost), currency: 'GBP' },
    price: { amount: round(total), currency: 'GBP' },
    marginPercent: total > 0 ? round(((total - cost) / total) * 100, 1) : 0,
    blendedRate: {
      cost: totalHours > 0 ? round(cost / totalHours) : 0,
      price: totalHours > 0 ? round(total / totalHours) : 0,
    },
    byLevel,
    onshoreShare: round(onshoreShare, 3),
    rateCardVersion: context.rateCard.version,
    unpricedHours: round(unpriced, 1),
  };
}
