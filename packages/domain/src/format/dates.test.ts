import { describe, expect, it } from 'vitest';
import {
  calendarWeeks,
  formatCalendarSpan,
  formatSpanLong,
  formatDate,
  formatDateLong,
  parseUkDate,
  formatDateShort,
  formatRelative,
  formatTimestamp,
  formatYearMonthLong,
  yearMonthOf,
} from './dates.ts';

describe('UK formats', () => {
  it.each([
    ['2026-11-21T09:05:00Z', '09:05, 21-11-2026'],
    ['2026-07-01T23:30:00Z', '00:30, 02-07-2026'], // British Summer Time
    ['2026-01-31T00:00:00Z', '00:00, 31-01-2026'],
  ])('timestamp %s is %s (HH:mm, DD-MM-YYYY, London time)', (iso, expected) => {
    expect(formatTimestamp(iso)).toBe(expected);
  });

  it('expected start is YYYY-MM', () => {
    expect(yearMonthOf(new Date('2027-02-14T12:00:00Z'))).toBe('2027-02');
  });

  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:59:50Z', 'just now'],
    ['2026-11-21T11:55:00Z', '5 minutes ago'],
    ['2026-11-21T09:00:00Z', '3 hours ago'],
    ['2026-11-20T12:00:00Z', 'yesterday'],
    ['2026-11-14T12:00:00Z', 'last week'],
    ['2026-09-21T12:00:00Z', '2 months ago'],
    // Ahead of the clock read against (a save after the page's last tick, clock skew): never future.
    ['2026-11-21T12:00:30Z', 'just now'],
    ['2026-11-21T12:01:10Z', 'just now'],
    ['2026-11-21T14:00:00Z', 'just now'],
  ])('%s is %s', (iso, expected) => {
    expect(formatRelative(iso, now)).toBe(expected);
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatTimestamp('not a date')).toBe('');
  });
});

describe('calendar dates DD-MM-YYYY', () => {
  it.each([
    ['2027-03-15', '15-03-2027'],
    ['2027-12-01', '01-12-2027'],
    ['15-03-2027', ''],
    ['', ''],
  ])('%j is %j', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });
});

describe('dates written out for documents a client reads', () => {
  it.each([
    ['2027-03-15', '15 March 2027'],
    ['2027-04-09', '9 April 2027'],
    ['2026-12-31', '31 December 2026'],
    ['2027-13-01', ''],
    ['15-03-2027', ''],
    ['', ''],
  ])('formatDateLong(%j) is %j', (iso, expected) => expect(formatDateLong(iso)).toBe(expected));

  it.each([
    ['2027-03-15', '15 Mar 2027'],
    ['2027-05-04', '4 May 2027'],
    ['2026-09-30', '30 Sep 2026'],
    ['2027-13-01', ''],
    ['', ''],
  ])('formatDateShort(%j) is %j', (iso, expected) => expect(formatDateShort(iso)).toBe(expected));

  it.each([
    ['2027-03', 'March 2027'],
    ['2026-12', 'December 2026'],
    ['2026-13', '2026-13'],
    ['junk', 'junk'],
  ])('formatYearMonthLong(%j) is %j', (ym, expected) => expect(formatYearMonthLong(ym)).toBe(expected));

  it.each([
    ['one day', '2027-03-15', '2027-03-15', 1, '1 day, 15 March 2027 to 15 March 2027'],
    ['Monday to Sunday', '2027-03-15', '2027-03-21', 1, '1 week, 15 March 2027 to 21 March 2027'],
    ['into a second week', '2027-03-15', '2027-03-22', 2, '1 week and 1 day, 15 March 2027 to 22 March 2027'],
    [
      'the worked example',
      '2027-03-15',
      '2027-04-13',
      5,
      '4 weeks and 2 days, 15 March 2027 to 13 April 2027',
    ],
    ['across a year end', '2026-12-28', '2027-01-10', 2, '2 weeks, 28 December 2026 to 10 January 2027'],
    // 18 January to 6 July 2027: 24 weeks and 2 days, not '25 weeks' (readers counted the days).
    ['two days over', '2027-01-18', '2027-07-06', 25, '24 weeks and 2 days, 18 January 2027 to 6 July 2027'],
    // Monday 15 March to Monday 19 July 2027: the day past 18 weeks is said (19 calendar weeks rounded up).
    [
      'a day past many weeks',
      '2027-03-15',
      '2027-07-19',
      19,
      '18 weeks and 1 day, 15 March 2027 to 19 July 2027',
    ],
    // Monday 18 January to Friday 9 July 2027: whole working weeks, said '25 weeks' (not '24 weeks and 5 days').
    ['a Monday to a Friday', '2027-01-18', '2027-07-09', 25, '25 weeks, 18 January 2027 to 9 July 2027'],
    [
      'five days over from a Tuesday',
      '2027-01-19',
      '2027-07-10',
      25,
      '24 weeks and 5 days, 19 January 2027 to 10 July 2027',
    ],
    ['reversed', '2027-04-13', '2027-03-15', 0, ''],
    ['missing', '', '2027-03-15', 0, ''],
  ])(
    '%s: %s to %s is %i calendar weeks (rounded up), said as a person says it',
    (_name, start, end, weeks, text) => {
      expect(calendarWeeks(start, end)).toBe(weeks);
      expect(formatCalendarSpan(start, end)).toBe(text);
    },
  );
});

describe('formatSpanLong: a span in long dates, the year once', () => {
  it.each([
    ['2027-05-24', '2027-05-28', '24\u00a0May to 28\u00a0May\u00a02027'],
    ['2026-12-28', '2027-01-08', '28\u00a0December\u00a02026 to 8\u00a0January\u00a02027'],
    ['2027-04-16', '2027-04-16', '16\u00a0April\u00a02027'],
  ])('%s to %s reads %j', (start, end, text) => expect(formatSpanLong(start, end)).toBe(text));
});

describe('a date as a UK user types it', () => {
  it.each([
    ['12/11/2026', '2026-11-12'],
    ['12-11-2026', '2026-11-12'],
    ['1.3.27', '2027-03-01'],
    ['12 November 2026', '2026-11-12'],
    ['12 Nov 2026', '2026-11-12'],
    [' 2026-11-12 ', '2026-11-12'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', ''],
    ['31/04/2027', ''],
    ['11/31/2026', ''],
    ['12 Smarch 2026', ''],
    ['tomorrow', ''],
    ['', ''],
  ])('%j reads %j', (typed, iso) => {
    expect(parseUkDate(typed)).toBe(iso);
  });
});
