/**
 * UK bank holidays (issue 29, ADR 0050): the regions an admin chooses from in the Settings, as the settings store
 * them. Their dates and the rules that read them (which years, which region a plan follows, the dates on weekdays)
 * are schedule/bank-holidays.ts.
 */
import { z } from 'zod';

/** The nations' codes as `date-holidays` names them (ISO 3166-2:GB): Wales shares England's bank holidays. */
export const BANK_HOLIDAY_REGIONS = ['GB-ENG', 'GB-SCT', 'GB-NIR'] as const;
export type BankHolidayRegion = (typeof BANK_HOLIDAY_REGIONS)[number];

export const BANK_HOLIDAY_REGION_NAMES: Readonly<Record<BankHolidayRegion, string>> = {
  'GB-ENG': 'England and Wales',
  'GB-SCT': 'Scotland',
  'GB-NIR': 'Northern Ireland',
};

export const DEFAULT_BANK_HOLIDAY_REGION: BankHolidayRegion = 'GB-ENG';

export const bankHolidayRegionSchema = z.enum(BANK_HOLIDAY_REGIONS, {
  error: 'Choose England and Wales, Scotland or Northern Ireland',
});
