/**
 * The settings as the API answers them (GET and POST /sales/configuration/settings), for the web's tests: the
 * stored value and the bank holidays the API computes (ADR 0050), here England and Wales on 28 November 2026 with
 * the domain's real 2026-2027 dates (the API's own, api/src/reference/bank-holidays.test.ts). Typed with the
 * domain's contracts, so a fixture that no longer fits the schema fails the typecheck as well as the hook's parse.
 */
import {
  BANK_HOLIDAY_REGIONS,
  UK_BANK_HOLIDAYS_2026_2027,
  upcomingDates,
  type BankHolidayRegion,
  type BankHolidaysView,
  type Settings,
} from '@portal/domain';
import { SETTINGS_KEY, type StoredSettings } from './settings.ts';

export const REVIEW_DEFAULTS = { cycles: 1, review: 5, update: 5, approve: 2 };

/** The bank holidays of a region as the settings carry them, 'today' being 28 November 2026. */
export function bankHolidaysOf(region: BankHolidayRegion = 'GB-ENG'): BankHolidaysView {
  const upcoming = Object.fromEntries(
    BANK_HOLIDAY_REGIONS.map((r) => [r, upcomingDates(UK_BANK_HOLIDAYS_2026_2027[r], '2026-11-28')]),
  ) as Record<BankHolidayRegion, string[]>;
  const byRegion = Object.fromEntries(
    BANK_HOLIDAY_REGIONS.map((r) => [r, [...UK_BANK_HOLIDAYS_2026_2027[r]]]),
  ) as Record<BankHolidayRegion, string[]>;
  return { region, from: 2025, to: 2036, dates: [...UK_BANK_HOLIDAYS_2026_2027[region]], upcoming, byRegion };
}

/** The body of the API's answer: the stored settings and the bank holidays of their region. */
export const settingsAnswer = (value: Settings = { deliverableReview: REVIEW_DEFAULTS }) => ({
  value,
  bankHolidays: bankHolidaysOf(value.bankHolidayRegion),
});

/** The cached shape under SETTINGS_KEY, for an SWR fallback. */
export const storedSettings = (value: Settings = { deliverableReview: REVIEW_DEFAULTS }): StoredSettings => ({
  settings: value,
  etag: '"s1"',
  bankHolidays: bankHolidaysOf(value.bankHolidayRegion),
});

export const SETTINGS_FALLBACK = { [SETTINGS_KEY]: storedSettings() };
