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
import { clientsOf } from './places-store.ts';

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
  const byRegion = Object.fromEntries(
    BANK_HOLIDAY_REGIONS.map((r) => [r, bankHolidaysBetween(r, from, to)]),
  ) as Record<BankHolidayRegion, string[]>;
  const upcoming = Object.fromEntries(
    BANK_HOLIDAY_REGIONS.map((r) => [r, upcomingDates(byRegion[r], day)]),
  ) as Record<BankHolidayRegion, string[]>;
  return { region, from, to, dates: byRegion[region], upcoming, byRegion };
}

/**
 * The legal identity of a solution's client as its record holds it (ADR 0059: its nation's bank holidays are the
 * plan's), read by id from the store, never taken as sent; undefined without a client or a record.
 */
export async function clientRecordOf(
  services: Services,
  clientId: string | undefined,
): Promise<SalesClient['fields'] | undefined> {
  if (!clientId) return undefined;
  return (await clientsOf(services).read(clientId))?.item.fields;
}

/** The bank holidays a solution's schedule is computed with: those of its client's nation, else the settings' region. */
export async function readHolidays(services: Services, clientId: string | undefined): Promise<string[]> {
  const [settings, client] = await Promise.all([
    readReference<Settings>(services, 'settings'),
    clientRecordOf(services, clientId),
  ]);
  return bankHolidaysFor(planHolidayRegion(settings, client), services.now());
}
