import { describe, expect, it } from 'vitest';
import { formatPersonWeeks, formatPounds, formatPoundsExact } from './numbers.ts';

describe('figures written out for documents', () => {
  it.each([
    [5.7, '5.7 person-weeks'],
    [1, '1 person-week'],
    [47.75, '47.8 person-weeks'],
    [0, '0 person-weeks'],
  ])('%d weeks of effort read %j', (weeks, text) => expect(formatPersonWeeks(weeks)).toBe(text));

  it.each([
    [184250, '£184,250'],
    [184249.6, '£184,250'],
    [999, '£999'],
    [1234567, '£1,234,567'],
  ])('%d pounds read %j', (amount, text) => expect(formatPounds(amount)).toBe(text));
});

describe('formatPoundsExact (VAT and totals as an invoice states them)', () => {
  it.each([
    [279208, '£279,208'],
    [55841.6, '£55,841.60'],
    [335049.6, '£335,049.60'],
    [41428, '£41,428'],
    [0.05, '£0.05'],
    [0, '£0'],
  ])('%d reads %j', (amount, text) => expect(formatPoundsExact(amount)).toBe(text));
});
