/**
 * UK bank holidays (issue 29, ADR 0050): computed offline by the maintained `date-holidays` package for the region
 * in the admin's settings (England and Wales by default), its public holidays only, for the current year - 1 to
 * + 10. Every schedule the API computes (estimate, schedule, documents, workbook, Deal Team check) takes its
 * holidays from readHolidays, and the settings carry them to the browser (bankHolidaysView), so the web plans on the
 * same days.
 */
import {
  BANK_HOLIDAY_REGIONS,
  bankHolidayRegionOf,
  bankHolidayYears,
  isoDate,
  upcomingDates,
  weekdayDates,
  type BankHolidayRegion,
  type BankHolidaysView,
  type Settings,
} from '@portal/domain';
import Holidays from 'date-holidays';
import type { Services } from '../services.ts';
import { readReference } from './reference-store.ts';

/** A year's bank holidays do not change while the process runs: computed once per region and year. */
const byYear = new Map<string, readonly string[]>();
const calendars = new Map<BankHolidayRegion, Holidays>();

/** The region's public holidays of a year that fall on a weekday (the days plans skip), in order. */
export function bankHolidaysOfYear(region: BankHolidayRegion, year: number): readonly string[] {
  const key = `${region}:${year}`;
  const known = byYear.get(key);
  if (known) return known;
  let calendar = calendars.get(region);
  if (!calendar) {
    const [country = 'GB', nation = 'ENG'] = region.split('-');
    calendar = new Holidays(country, nation);
    calendars.set(region, calendar);
  }
  // 'YYYY-MM-DD hh:mm:ss' in the nation's own time zone (Europe/London): its first ten characters are the day.
  const dates = weekdayDates(
    calendar
      .getHolidays(year)
      .filter((h) => h.type === 'public' || h.type === 'bank')
      .map((h) => h.date.slice(0, 10)),
  );
  byYear.set(key, dates);
  return dates;
}

/** The region's bank holidays of the years `from` to `to` (both included), in order. */
export function bankHolidaysBetween(region: BankHolidayRegion, from: number, to: number): string[] {
  const out: string[] = [];
  for (let year = from; year <= to; year += 1) out.push(...bankHolidaysOfYear(region, year));
  return out;
}

/** The bank holidays plans use on `today`: the region's, for the current year - 1 to + 10. */
export function bankHolidaysFor(region: BankHolidayRegion, today: Date): string[] {
  const { from, to } = bankHolidayYears(today);
  return bankHolidaysBetween(region, from, to);
}

/**
 * What the settings carry to the browser: the region in effect, its bank holidays and, for the Settings page's
 * choice of region, each region's bank holidays of the next two years.
 */
export function bankHolidaysView(settings: Settings | undefined, today: Date): BankHolidaysView {
  const region = bankHolidayRegionOf(settings);
  const { from, to } = bankHolidayYears(today);
  const day = isoDate(today);
  const upcoming = Object.fromEntries(
    BANK_HOLIDAY_REGIONS.map((r) => [r, upcomingDates(bankHolidaysBetween(r, from, to), day)]),
  ) as Record<BankHolidayRegion, string[]>;
  return { region, from, to, dates: bankHolidaysBetween(region, from, to), upcoming };
}

/** The bank holidays of the stored settings' region on `today`. */
export const holidaysOfSettings = (settings: Settings | undefined, today: Date) =>
  bankHolidaysFor(bankHolidayRegionOf(settings), today);

/** The bank holidays every schedule of the API is computed with: those of the region in the stored settings. */
export async function readHolidays(services: Services): Promise<string[]> {
  return holidaysOfSettings(await readReference<Settings>(services, 'settings'), services.now());
}
