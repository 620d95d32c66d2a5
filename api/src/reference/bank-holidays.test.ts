/**
 * The bank holidays the API computes with `date-holidays` (issue 29, ADR 0050): public holidays on weekdays, by
 * nation, substitute days included, for the current year - 1 to + 10. They are the dates the domain's tests plan
 * with (UK_BANK_HOLIDAYS_2026_2027), and the settings carry them with each region's next two years.
 */
import { BANK_HOLIDAY_REGIONS, UK_BANK_HOLIDAYS_2026_2027, weekdayOf, utcDate } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  bankHolidaysBetween,
  bankHolidaysFor,
  bankHolidaysOfYear,
  bankHolidaysView,
} from './bank-holidays.ts';

describe('bank holidays from date-holidays', () => {
  it.each(BANK_HOLIDAY_REGIONS)('%s, 2026 and 2027: the dates the domain tests plan with', (region) => {
    expect(bankHolidaysBetween(region, 2026, 2027)).toEqual(UK_BANK_HOLIDAYS_2026_2027[region]);
  });

  it.each([
    // [region, year, dates that must be there, dates that must not]
    ['GB-ENG', 2026, ['2026-12-25', '2026-12-28'], ['2026-12-26', '2026-03-15']], // Saturday's Boxing Day; Mother's Day
    ['GB-ENG', 2027, ['2027-03-26', '2027-03-29', '2027-12-27', '2027-12-28'], ['2027-12-25', '2027-01-04']],
    ['GB-SCT', 2027, ['2027-01-01', '2027-01-04', '2027-11-30'], ['2027-03-29']], // 2 January's Monday; no Easter Monday
    ['GB-SCT', 2025, ['2025-12-01'], ['2025-11-30']], // St Andrew's Day on a Sunday: the Monday
    ['GB-SCT', 2030, ['2030-12-02'], ['2030-11-30']], // on a Saturday: the Monday
    ['GB-SCT', 2028, ['2028-01-03', '2028-01-04'], ['2028-01-01', '2028-01-02']], // both January days at a weekend
    ['GB-NIR', 2026, ['2026-03-17', '2026-07-13'], ['2026-07-12']], // St Patrick's; the Boyne's Monday
  ] as const)('%s %s: %j are bank holidays, %j are not', (region, year, on, off) => {
    const dates = bankHolidaysOfYear(region, year);
    for (const d of on) expect(dates).toContain(d);
    for (const d of off) expect(dates).not.toContain(d);
  });

  it('keeps weekdays only, in order, for the current year - 1 to + 10', () => {
    const dates = bankHolidaysFor('GB-ENG', new Date('2026-11-28T12:00:00Z'));
    expect(dates[0]).toBe('2025-01-01');
    expect(dates.at(-1)).toBe('2036-12-26');
    expect(dates.every((d) => weekdayOf(utcDate(d)) < 5)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it("the settings' view: the region in effect (England and Wales by default) and each region's next two years", () => {
    const today = new Date('2026-11-28T12:00:00Z');
    const view = bankHolidaysView(
      { deliverableReview: { cycles: 1, review: 5, update: 5, approve: 2 } },
      today,
    );
    expect([view.region, view.from, view.to]).toEqual(['GB-ENG', 2025, 2036]);
    expect(view.dates).toEqual(bankHolidaysFor('GB-ENG', today));
    expect(view.upcoming['GB-ENG'].slice(0, 3)).toEqual(['2026-12-25', '2026-12-28', '2027-01-01']);
    // Scotland: St Andrew's Day (Monday 30 November) and 2 January's Monday as well.
    expect(view.upcoming['GB-SCT'].slice(0, 5)).toEqual([
      '2026-11-30',
      '2026-12-25',
      '2026-12-28',
      '2027-01-01',
      '2027-01-04',
    ]);
    expect(view.upcoming['GB-ENG'].at(-1)! < '2028-11-28').toBe(true);
    const scotland = bankHolidaysView(
      { deliverableReview: { cycles: 1, review: 5, update: 5, approve: 2 }, bankHolidayRegion: 'GB-SCT' },
      today,
    );
    expect([scotland.region, scotland.dates]).toEqual(['GB-SCT', bankHolidaysFor('GB-SCT', today)]);
  });
});
