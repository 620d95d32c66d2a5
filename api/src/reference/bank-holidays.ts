/**
 * UK bank holidays (issue 29, ADRs 0050 and 0059): computed offline by the maintained `date-holidays` package, their
 * public holidays only, for the current year - 1 to + 10. A solution's plan follows its client's nation (a Scottish
 * or Northern Irish registration), else the region in the admin's settings (England and Wales by default). Every
 * schedule the API computes (estimate, schedule, documents, workbook, Deal Team check) takes its holidays from
 * readHolidays or readEstimateContext with the solution's client, and the settings carry each region's days to the
 * browser (bankHolidaysView), so the web plans on the same days.
 */
import {
  BANK_HOLIDAY_REGIONS,
  bankHolidayRegionOf,
  bankHolidayYears,
  isoDate,
  planHolidayRegion,
  upcomingDates,
  weekdayDates,
  type BankHolidayRegion,
  type BankHolidaysView,
  type SalesClient,
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
  const byRegion = Object.fromEntries(
    BANK_HOLIDAY_REGIONS.map((r) => [r, bankHolidaysBetween(r, from, to)]),
  ) as Record<BankHolidayRegion, string[]>;
  return { region, from, to, dates: byRegion[region], upcoming, byRegion };
}

/**
 * The region a solution's plan follows (ADR 0059): its client's nation, read from the client's record (never as
 * sent), else the stored settings' region.
 */
export async function planRegionOf(
  services: Services,
  settings: Settings | undefined,
  clientId: string | undefined,
): Promise<BankHolidayRegion> {
  const client = clientId
    ? await services.store
        .container<SalesClient>('clients')
        .read(clientId)
        .catch(() => undefined)
    : undefined;
  return planHolidayRegion(settings, client?.item.fields);
}

/** The bank holidays a solution's schedule is computed with: those of its plan's region (planRegionOf). */
export async function readHolidays(services: Services, clientId: string | undefined): Promise<string[]> {
  const settings = await readReference<Settings>(services, 'settings');
  return bankHolidaysFor(await planRegionOf(services, settings, clientId), services.now());
}
