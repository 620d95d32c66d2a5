import { describe, expect, it } from 'vitest';
import {
  AEP_SOLUTION_TYPE_OPTIONS,
  checkNumber,
  EFFORT_RULE,
  METRIC_QUANTITY_RULE,
  PARALLEL_RULE,
  ROLE_PERCENTAGE_RULE,
  clampComplexity,
  clampEffort,
  clampParallel,
  clampTranches,
  COMPLEXITY_OPTIONS,
  DEFAULT_PEOPLE_SETTINGS,
  DEFAULT_REVIEW_SETTINGS,
  DEFAULT_TIMELINE_SCALE,
  formatComplexity,
  GAP_OPTIONS,
  mobilisationDays,
  mobilisationWeeks,
  MOBILISATION_WEEK_OPTIONS,
  parseMetricQuantity,
  parseRolePercentage,
  REVIEW_SETTING_OPTIONS,
} from './clamps.ts';

type In = number | string | null | undefined;

describe('Work in Parallel and Work in Tranches: integers 1-100', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 50],
    [100, 100],
    [101, 100],
    [-5, 1],
    [12.7, 12],
    ['', 1],
    ['abc', 1],
    [Number.NaN, 1],
    [undefined, 1],
    ['7', 7],
  ] as [In, number][])('%j becomes %s', (input, expected) => {
    expect(clampParallel(input)).toBe(expected);
    expect(clampTranches(input)).toBe(expected);
  });
});

describe('effort: 0-9999, one decimal', () => {
  it.each([
    [0, 0],
    [9999, 9999],
    [10000, 9999],
    [-5, 0],
    [12.7, 12.7],
    [12.74, 12.7],
    [12.75, 12.8],
    ['', 0],
    ['abc', 0],
    ['8.5', 8.5],
  ] as [In, number][])('%j becomes %s', (input, expected) => {
    expect(clampEffort(input)).toBe(expected);
  });
});

describe('metric quantity: whole number 0-9999', () => {
  it.each([
    [0, 0],
    [9999, 9999],
    [10000, 9999],
    ['', 0],
    ['abc', 0],
    [-5, 0],
    ['-5', 0],
    [12.7, 12],
    ['12.7', 12],
    ['250', 250],
  ] as [string | number, number][])('%j becomes %s', (input, expected) => {
    expect(parseMetricQuantity(input)).toBe(expected);
  });
});

describe('role percentage: integer 0-100, empty 0, non-numeric ignored', () => {
  it.each([
    ['', 40, 0],
    ['abc', 40, 40],
    ['-5', 40, 0],
    ['12.7', 40, 12],
    ['150', 40, 100],
    ['75', 40, 75],
    ['0', 40, 0],
  ] as [string, number, number][])('%j (previous %s) becomes %s', (input, previous, expected) => {
    expect(parseRolePercentage(input, previous)).toBe(expected);
  });
});

describe('complexity: 0.5 to 5 in steps of 0.5, default 1, one decimal', () => {
  it('offers ten options', () => {
    expect(COMPLEXITY_OPTIONS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });
  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    [0, 0.5],
    [0.5, 0.5],
    [1.3, 1.5],
    [1.2, 1],
    [7, 5],
  ] as [In, number][])('%j becomes %s', (input, expected) => {
    expect(clampComplexity(input)).toBe(expected);
  });
  it.each([
    [1, '1.0'],
    [1.5, '1.5'],
    [5, '5.0'],
  ])('%s shows as %s', (n, text) => {
    expect(formatComplexity(n)).toBe(text);
  });
});

describe('option lists and defaults', () => {
  it('AEP solution types: Hero Offer (default), Solution Play, aaS, Bespoke', () => {
    expect(AEP_SOLUTION_TYPE_OPTIONS).toEqual(['Hero Offer', 'Solution Play', 'aaS', 'Bespoke']);
  });
  it('gap 1-60 days, mobilisation 1-12 weeks, review settings 1-10', () => {
    expect(GAP_OPTIONS).toHaveLength(60);
    expect([GAP_OPTIONS[0], GAP_OPTIONS.at(-1)]).toEqual([1, 60]);
    expect(MOBILISATION_WEEK_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(REVIEW_SETTING_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it.each([
    [1, 7],
    [2, 14],
    [12, 84],
  ])('mobilisation %s weeks is stored as %s days', (weeks, days) => {
    expect(mobilisationDays(weeks)).toBe(days);
    expect(mobilisationWeeks(days)).toBe(weeks);
  });
  it('keeps mobilisation within 1-12 weeks', () => {
    expect(mobilisationDays(0)).toBe(7);
    expect(mobilisationDays(20)).toBe(84);
    expect(mobilisationWeeks(3)).toBe(1);
  });
  it('review settings 1, 5, 5, 2; people gap 14, mobilisation 14; timeline scale 1', () => {
    expect(DEFAULT_REVIEW_SETTINGS).toEqual({ cycles: 1, review: 5, update: 5, approve: 2 });
    expect(DEFAULT_PEOPLE_SETTINGS).toEqual({ gap: 14, mobilisation: 14 });
    expect(DEFAULT_TIMELINE_SCALE).toBe(1);
  });
});

describe('a typed number: clamped with a note, refused with a message (issue 18)', () => {
  it.each([
    // The spec's figures: metric quantity whole 0-9999.
    ['quantity 99,999', METRIC_QUANTITY_RULE, '99,999', 9999, 'The most is 9,999: set to 9,999.'],
    ['quantity 99999', METRIC_QUANTITY_RULE, '99999', 9999, 'The most is 9,999: set to 9,999.'],
    ['quantity 9999', METRIC_QUANTITY_RULE, '9999', 9999, undefined],
    ['quantity 0', METRIC_QUANTITY_RULE, '0', 0, undefined],
    ['quantity 12.7', METRIC_QUANTITY_RULE, '12.7', 12, 'Whole numbers only: set to 12.'],
    ['quantity empty', METRIC_QUANTITY_RULE, '', 0, undefined],
    ['quantity 1,200', METRIC_QUANTITY_RULE, '1,200', 1200, undefined],
    // Effort 0-9999, one decimal.
    ['effort 12000', EFFORT_RULE, '12000', 9999, 'The most is 9,999: set to 9,999.'],
    ['effort 12.34', EFFORT_RULE, '12.34', 12.3, 'One decimal at most: set to 12.3.'],
    ['effort 7.5', EFFORT_RULE, '7.5', 7.5, undefined],
    // Parallel and tranches 1-100.
    ['parallel 0', PARALLEL_RULE, '0', 1, 'The least is 1: set to 1.'],
    ['parallel 101', PARALLEL_RULE, '101', 100, 'The most is 100: set to 100.'],
    ['parallel empty', PARALLEL_RULE, '', 1, undefined],
    ['role 100', ROLE_PERCENTAGE_RULE, '100', 100, undefined],
    ['role 150', ROLE_PERCENTAGE_RULE, '150', 100, 'The most is 100: set to 100.'],
  ] as const)('%s: stores %s', (_name, rule, input, value, note) => {
    const result = checkNumber(input, rule, 5);
    expect(result).toEqual(note ? { ok: true, value, note } : { ok: true, value });
  });

  it.each([
    ['quantity -5', METRIC_QUANTITY_RULE, '-5', 'No negative numbers: enter 0 to 9,999. Kept 5.'],
    ['quantity abc', METRIC_QUANTITY_RULE, 'abc', 'Not a number: enter 0 to 9,999. Kept 5.'],
    ['effort 1e3', EFFORT_RULE, '1e3', 'Not a number: enter 0 to 9,999. Kept 5.'],
    ['effort -0.5', EFFORT_RULE, '-0.5', 'No negative numbers: enter 0 to 9,999. Kept 5.'],
    ['parallel -1', PARALLEL_RULE, '-1', 'No negative numbers: enter 1 to 100. Kept 5.'],
    ['role 12%', ROLE_PERCENTAGE_RULE, '12%', 'Not a number: enter 0 to 100. Kept 5.'],
    ['a lone minus', METRIC_QUANTITY_RULE, '-', 'Not a number: enter 0 to 9,999. Kept 5.'],
  ] as const)('%s is refused: %s', (_name, rule, input, message) => {
    expect(checkNumber(input, rule, 5)).toEqual({ ok: false, message });
  });
});
