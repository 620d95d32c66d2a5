/** The estimate panel's way of writing figures (docs/estimate.md, "The estimate panel"). */
import { describe, expect, it } from 'vitest';
import {
  basisLabel,
  formatDuration,
  formatHours,
  formatPercent,
  formatPersonWeeks,
  formatPounds,
  formatRate,
  formatUkDate,
  varianceText,
} from './estimate-format.ts';

describe('the estimate panel writes', () => {
  it.each([
    [184_250, '£184,250'],
    [52_924.13, '£52,924'],
    [999.5, '£1,000'],
    [0, '£0'],
    [-0.01, '£0'],
    [-1234.4, '-£1,234'],
  ])('pounds %s as %s', (amount, text) => expect(formatPounds(amount)).toBe(text));

  it('rates to the penny, hours and weeks to one decimal, percent with one decimal', () => {
    expect(formatRate(123.456)).toBe('£123.46/h');
    expect(formatRate(1250)).toBe('£1,250.00/h');
    expect(formatHours(1910.54)).toBe('1,910.5 h');
    expect(formatHours(421)).toBe('421 h');
    expect(formatPersonWeeks(47.75)).toBe('47.8 person-weeks');
    expect(formatPercent(44.94)).toBe('44.9%');
  });

  it.each([
    ['2027-03-15', '15 Mar 2027'],
    ['2027-09-01', '1 Sep 2027'],
    ['2028-12-31', '31 Dec 2028'],
    ['not a date', 'not a date'],
  ])('the date %s as %s', (iso, text) => expect(formatUkDate(iso)).toBe(text));

  it('the duration as the documents say it, with its dates, none while nothing is scheduled', () => {
    expect(formatDuration({ start: '2027-03-15', end: '2027-04-13', weeks: 5 })).toEqual({
      weeks: '4 weeks and 2 days',
      dates: '15 Mar 2027 to 13 Apr 2027',
    });
    expect(formatDuration(null)).toBeNull();
  });

  it('the basis in words', () => {
    expect(basisLabel('rom')).toBe('Based on the ROM');
    expect(basisLabel('detailed')).toBe('Based on the detailed effort');
  });

  it('the variance to the other basis, signed, in hours and percent', () => {
    const variance = { romHours: 410, detailedHours: 228, hours: -182, percent: -44.4 };
    expect(varianceText({ basis: 'detailed', variance })).toEqual({
      label: 'ROM',
      value: '410 h: the detailed effort is -182 h (-44.4%) against it',
    });
    expect(
      varianceText({
        basis: 'rom',
        variance: { romHours: 410, detailedHours: 500, hours: 90, percent: 22 },
      }),
    ).toEqual({ label: 'Detailed effort', value: '500 h: +90 h (+22%) against the ROM' });
    expect(
      varianceText({
        basis: 'rom',
        variance: { romHours: 410, detailedHours: 0, hours: -410, percent: -100 },
      }),
    ).toEqual({ label: 'Detailed effort', value: 'No detailed effort yet' });
    expect(
      varianceText({
        basis: 'detailed',
        variance: { romHours: 0, detailedHours: 228, hours: 228, percent: null },
      }),
    ).toEqual({ label: 'ROM', value: 'No ROM sizes' });
  });
});
