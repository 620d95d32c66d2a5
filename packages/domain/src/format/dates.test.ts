import { describe, expect, it } from 'vitest';
import { formatDate, formatRelative, formatTimestamp, yearMonthOf } from './dates.ts';

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
