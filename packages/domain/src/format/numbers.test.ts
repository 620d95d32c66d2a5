import { describe, expect, it } from 'vitest';
import { formatPersonWeeks, formatPounds } from './numbers.ts';

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
