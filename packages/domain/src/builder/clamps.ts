/**
 * Input clamps and option lists of the builder (spec: Validation rules; Entities: deliverable review settings,
 * people settings, timeline scale).
 */
import type { ReviewSettings } from '../contracts/catalogue.ts';
import { AEP_SOLUTION_TYPES } from '../contracts/solutions.ts';

type NumericInput = number | string | null | undefined;

/** A number from a field value; NaN when empty or not numeric. */
function toNumber(v: NumericInput): number {
  if (typeof v === 'number') return v;
  if (v === null || v === undefined) return Number.NaN;
  const s = v.trim();
  return s === '' ? Number.NaN : Number(s);
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Whole number 1-100 (decimals truncated); empty or not numeric gives 1. */
function clampOneToHundred(v: NumericInput): number {
  const n = toNumber(v);
  return Number.isFinite(n) ? clamp(Math.trunc(n), 1, 100) : Number.isNaN(n) ? 1 : n > 0 ? 100 : 1;
}

/** Work in Parallel: integer 1-100. */
export function clampParallel(v: NumericInput): number {
  return clampOneToHundred(v);
}

/** Work in Tranches: integer 1-100. */
export function clampTranches(v: NumericInput): number {
  return clampOneToHundred(v);
}

export const MAX_EFFORT = 9999;

/** Effort hours 0-9999, one decimal kept; empty or not numeric gives 0. */
export function clampEffort(v: NumericInput): number {
  const n = toNumber(v);
  if (Number.isNaN(n)) return 0;
  return Math.round(clamp(n, 0, MAX_EFFORT) * 10) / 10;
}

export const MAX_METRIC_QUANTITY = 9999;

/** Metric quantity: whole number 0-9999; empty or not numeric 0, negative 0, above 9999 gives 9999, decimals cut. */
export function parseMetricQuantity(input: string | number): number {
  const n = toNumber(input);
  if (Number.isNaN(n)) return 0;
  return clamp(Math.trunc(n), 0, MAX_METRIC_QUANTITY);
}

/** Role percentage: integer 0-100; empty gives 0; input that is not numeric is ignored (the previous value stays). */
export function parseRolePercentage(input: string, previous: number): number {
  const s = input.trim();
  if (s === '') return 0;
  const n = Number(s);
  if (Number.isNaN(n)) return previous;
  return clamp(Math.trunc(n), 0, 100);
}

/**
 * A number a person types, with its limits (spec: Validation rules). `empty` is what an empty field means;
 * `decimals` how many decimals are kept (0: a whole number).
 */
export interface NumberRule {
  min: number;
  max: number;
  decimals: 0 | 1;
  empty: number;
}

export const EFFORT_RULE: NumberRule = { min: 0, max: MAX_EFFORT, decimals: 1, empty: 0 };
export const METRIC_QUANTITY_RULE: NumberRule = { min: 0, max: MAX_METRIC_QUANTITY, decimals: 0, empty: 0 };
export const PARALLEL_RULE: NumberRule = { min: 1, max: 100, decimals: 0, empty: 1 };
export const TRANCHES_RULE: NumberRule = PARALLEL_RULE;
/** A rollout's wave size (issue 32): the most of its volume a week moves, 0 for no limit. */
export const WAVE_SIZE_RULE: NumberRule = { min: 0, max: MAX_METRIC_QUANTITY, decimals: 0, empty: 0 };
export const ROLE_PERCENTAGE_RULE: NumberRule = { min: 0, max: 100, decimals: 0, empty: 0 };

/**
 * What a typed number comes to: a value to store (with a `note` when it was changed to fit the rule: above the
 * most, below the least, too many decimals), or refused with a `message` (not a number, negative): the
 * previous value stays until the person corrects it. Nothing is changed without a word.
 */
export type NumberCheck = { ok: true; value: number; note?: string } | { ok: false; message: string };

const figure = (n: number) => n.toLocaleString('en-GB', { maximumFractionDigits: 1 });

export function checkNumber(input: string, rule: NumberRule, previous: number): NumberCheck {
  const s = input.trim();
  if (s === '') return { ok: true, value: rule.empty };
  const range = `${figure(rule.min)} to ${figure(rule.max)}`;
  // Thousands separators as people write them (9,999) are read, not refused.
  const n = /^-?[\d,]*\.?\d*$/.test(s) && /\d/.test(s) ? Number(s.replace(/,/g, '')) : Number.NaN;
  if (!Number.isFinite(n))
    return { ok: false, message: `Not a number: enter ${range}. Kept ${figure(previous)}.` };
  if (n < 0) return { ok: false, message: `No negative numbers: enter ${range}. Kept ${figure(previous)}.` };
  if (n > rule.max)
    return {
      ok: true,
      value: rule.max,
      note: `The most is ${figure(rule.max)}: set to ${figure(rule.max)}.`,
    };
  if (n < rule.min)
    return {
      ok: true,
      value: rule.min,
      note: `The least is ${figure(rule.min)}: set to ${figure(rule.min)}.`,
    };
  const factor = 10 ** rule.decimals;
  const value = rule.decimals === 0 ? Math.trunc(n) : Math.round(n * factor) / factor;
  if (value !== n)
    return {
      ok: true,
      value,
      note:
        rule.decimals === 0
          ? `Whole numbers only: set to ${figure(value)}.`
          : `One decimal at most: set to ${figure(value)}.`,
    };
  return { ok: true, value };
}

/** Solution Complexity: 0.5 to 5 in steps of 0.5, default 1, shown with one decimal. */
export const COMPLEXITY_OPTIONS: readonly number[] = range(1, 10).map((i) => i / 2);
export const DEFAULT_COMPLEXITY = 1;

/** The nearest complexity option; unset or not numeric gives the default 1. */
export function clampComplexity(v: NumericInput): number {
  const n = toNumber(v);
  if (Number.isNaN(n)) return DEFAULT_COMPLEXITY;
  return clamp(Math.round(n * 2) / 2, 0.5, 5);
}

/** '1.0', '2.5'. */
export function formatComplexity(n: number): string {
  return n.toFixed(1);
}

/** AEP solution type options, the first (Hero Offer) being the default. */
export const AEP_SOLUTION_TYPE_OPTIONS = AEP_SOLUTION_TYPES;
export const DEFAULT_AEP_SOLUTION_TYPE = 'Hero Offer';

/** Bridge Gap (Days) options: 1 to 60. */
export const GAP_OPTIONS: readonly number[] = range(1, 60);
/** Mobilisation Time (Weeks) options: 1 to 12; stored as days 7 to 84. */
export const MOBILISATION_WEEK_OPTIONS: readonly number[] = range(1, 12);

/** Weeks (1-12) to the stored days (7-84). */
export function mobilisationDays(weeks: number): number {
  return clamp(Math.round(Number.isFinite(weeks) ? weeks : 1), 1, 12) * 7;
}

/** Stored days back to the weeks option (1-12). */
export function mobilisationWeeks(days: number): number {
  return clamp(Math.round(Number.isFinite(days) ? days / 7 : 1), 1, 12);
}

/** Deliverable review settings options: 1 to 10. */
export const REVIEW_SETTING_OPTIONS: readonly number[] = range(1, 10);

export const DEFAULT_REVIEW_SETTINGS: Readonly<ReviewSettings> = {
  cycles: 1,
  review: 5,
  update: 5,
  approve: 2,
};
/** People settings defaults, in days. */
export const DEFAULT_PEOPLE_SETTINGS: Readonly<{ gap: number; mobilisation: number }> = {
  gap: 14,
  mobilisation: 14,
};
export const DEFAULT_TIMELINE_SCALE = 1;
