/**
 * Real UK bank holidays on weekdays, 2026 and 2027, for the domain's tests (the domain takes holidays as input and
 * cannot compute them). The API computes them with `date-holidays`, and api/src/reference/bank-holidays.test.ts
 * checks that it gives exactly these, so the domain's tests run on the source's own figures.
 */
import type { BankHolidayRegion } from '../contracts/bank-holiday-regions.ts';

export const UK_BANK_HOLIDAYS_2026_2027: Readonly<Record<BankHolidayRegion, readonly string[]>> = {
  'GB-ENG': [
    '2026-01-01',
    '2026-04-03', // Good Friday
    '2026-04-06', // Easter Monday
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25', // a Friday
    '2026-12-28', // Boxing Day falls on Saturday 26th: the holiday is the Monday
    '2027-01-01', // a Friday
    '2027-03-26', // Good Friday
    '2027-03-29', // Easter Monday
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27', // Christmas Day falls on a Saturday
    '2027-12-28', // and Boxing Day on a Sunday
  ],
  'GB-SCT': [
    '2026-01-01',
    '2026-01-02',
    '2026-04-03',
    '2026-05-04',
    '2026-05-25',
    '2026-08-03', // Scotland's summer bank holiday is the first Monday of August
    '2026-11-30', // St Andrew's Day, a Monday
    '2026-12-25',
    '2026-12-28',
    '2027-01-01',
    '2027-01-04', // 2 January falls on a Saturday: the holiday is the Monday
    '2027-03-26', // Good Friday; Easter Monday is not a bank holiday in Scotland
    '2027-05-03',
    '2027-05-31',
    '2027-08-02',
    '2027-11-30',
    '2027-12-27',
    '2027-12-28',
  ],
  'GB-NIR': [
    '2026-01-01',
    '2026-03-17', // St Patrick's Day
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-07-13', // the Battle of the Boyne falls on Sunday 12th: the holiday is the Monday
    '2026-08-31',
    '2026-12-25',
    '2026-12-28',
    '2027-01-01',
    '2027-03-17',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-07-12',
    '2027-08-30',
    '2027-12-27',
    '2027-12-28',
  ],
};

export const ENGLAND_AND_WALES = UK_BANK_HOLIDAYS_2026_2027['GB-ENG'];
export const SCOTLAND = UK_BANK_HOLIDAYS_2026_2027['GB-SCT'];
export const NORTHERN_IRELAND = UK_BANK_HOLIDAYS_2026_2027['GB-NIR'];
