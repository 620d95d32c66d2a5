/**
 * UK bank holidays (issue 29, ADR 0050): not working days in any plan. The admin chooses the region in the Settings
 * (England and Wales by default); the API computes its bank holidays with the maintained `date-holidays` package
 * for a window of years around the current one and sends them with the settings. The domain stays pure: it only
 * names the regions and the window, and takes the dates as input (ISO 'YYYY-MM-DD').
 */
import { andList } from '../format/lists.ts';
import { z } from 'zod';
import { formatDateLong } from '../format/dates.ts';
import { utcDate, weekdayOf, WORKING_DAYS_PER_WEEK } from './calendar.ts';
import {
  bankHolidayRegionSchema,
  DEFAULT_BANK_HOLIDAY_REGION,
  type BankHolidayRegion,
} from '../contracts/bank-holiday-regions.ts';

/** The years the API computes: the current year minus 1 to plus 10 (a plan outside them has no bank holidays). */
export const BANK_HOLIDAY_YEARS_BEFORE = 1;
export const BANK_HOLIDAY_YEARS_AFTER = 10;

export function bankHolidayYears(today: Date): { from: number; to: number } {
  const year = today.getUTCFullYear();
  return { from: year - BANK_HOLIDAY_YEARS_BEFORE, to: year + BANK_HOLIDAY_YEARS_AFTER };
}

/** The Settings page lists the bank holidays of the next two years: from today, up to the same day two years on. */
export const UPCOMING_BANK_HOLIDAY_YEARS = 2;

const isoDateSchema = z.iso.date();
const datesSchema = z.array(isoDateSchema).max(1000);

/**
 * What the API sends with the settings (GET and POST /sales/configuration/settings): the region in effect, the
 * years computed, its bank holidays on weekdays (the days plans skip, in order) and, for the Settings page's
 * choice, each region's bank holidays of the next two years.
 */
export const bankHolidaysViewSchema = z.object({
  region: bankHolidayRegionSchema,
  from: z.number().int(),
  to: z.number().int(),
  dates: datesSchema,
  upcoming: z.record(bankHolidayRegionSchema, datesSchema),
  /** Each region's bank holidays of the same years: a plan for a client of another nation skips its own. */
  byRegion: z.partialRecord(bankHolidayRegionSchema, datesSchema).optional(),
});
export type BankHolidaysView = z.infer<typeof bankHolidaysViewSchema>;

/** The region of the stored settings, England and Wales when none is stored. */
export const bankHolidayRegionOf = (settings: { bankHolidayRegion?: BankHolidayRegion } | undefined) =>
  settings?.bankHolidayRegion ?? DEFAULT_BANK_HOLIDAY_REGION;

/** Scottish and Northern Irish registrations (Companies House prefixes) and postcode areas. */
const SCOTTISH_NUMBER = /^(SC|SL|SO|SP|SR|SZ)\d/i;
const NORTHERN_IRISH_NUMBER = /^(NI|NC|NL|R0)\d/i;
const SCOTTISH_POSTCODE = /\b(AB|DD|DG|EH|FK|G|HS|IV|KA|KW|KY|ML|PA|PH|TD|ZE)\d{1,2}[A-Z]?\s*\d[A-Z]{2}\b/i;
const NORTHERN_IRISH_POSTCODE = /\bBT\d{1,2}\s*\d[A-Z]{2}\b/i;

/**
 * The nation a client is registered in, for the bank holidays its plan skips (issue 29, ADR 0059): a Scottish or
 * Northern Irish company number (SC..., NI...), else the postcode of its registered office; undefined otherwise
 * (England and Wales, or not known), when the settings' region applies.
 */
export function clientHolidayRegion(
  client: { companyNumber?: string | undefined; registeredOffice?: string | undefined } | undefined,
): BankHolidayRegion | undefined {
  const number = client?.companyNumber?.trim() ?? '';
  if (SCOTTISH_NUMBER.test(number)) return 'GB-SCT';
  if (NORTHERN_IRISH_NUMBER.test(number)) return 'GB-NIR';
  const office = client?.registeredOffice ?? '';
  if (SCOTTISH_POSTCODE.test(office)) return 'GB-SCT';
  if (NORTHERN_IRISH_POSTCODE.test(office)) return 'GB-NIR';
  return undefined;
}

/** The region a solution's plan follows: its client's nation where known, else the settings' region. */
export function planHolidayRegion(
  settings: { bankHolidayRegion?: BankHolidayRegion } | undefined,
  client: { companyNumber?: string | undefined; registeredOffice?: string | undefined } | undefined,
): BankHolidayRegion {
  return clientHolidayRegion(client) ?? bankHolidayRegionOf(settings);
}

/** The dates that fall on a weekday (a bank holiday on a Saturday or Sunday moves no work), in order, once each. */
export function weekdayDates(dates: readonly string[]): string[] {
  return [...new Set(dates)].filter((d) => weekdayOf(utcDate(d)) < WORKING_DAYS_PER_WEEK).sort();
}

/** The dates from `today` ('YYYY-MM-DD', included) up to the same day `years` later (excluded). */
export function upcomingDates(
  dates: readonly string[],
  today: string,
  years = UPCOMING_BANK_HOLIDAY_YEARS,
): string[] {
  const until = `${String(Number(today.slice(0, 4)) + years).padStart(4, '0')}${today.slice(4)}`;
  return dates.filter((d) => d >= today && d < until);
}

/** '25 December 2026, 28 December 2026 and 1 January 2027' (UK long dates); 'none' when there are none. */
export function formatBankHolidays(dates: readonly string[]): string {
  const long = dates.map(formatDateLong);
  if (long.length === 0) return 'none';
  return andList(long);
}
