/**
 * Working time (spec: Business constants): working days are Monday to Friday of 8 hours, in UTC; work is
 * placed in 6-minute slots (0.1 hour), 80 to a day. The schedule counts in working slots from the first
 * working day of delivery; the timeline draws in calendar days from the contract start (the first day of the
 * expected start month), so weekends show as the gaps they are.
 */

export const HOURS_PER_DAY = 8;
export const SLOTS_PER_HOUR = 10;
export const SLOTS_PER_DAY = HOURS_PER_DAY * SLOTS_PER_HOUR;
export const WORKING_DAYS_PER_WEEK = 5;
const MS_PER_DAY = 86_400_000;

/** A UTC date at midnight from 'YYYY-MM-DD'. */
export function utcDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** 'YYYY-MM-DD' of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * MS_PER_DAY);
}

/** Whole calendar days from a to b. */
export function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / MS_PER_DAY);
}

/** Monday 0 ... Sunday 6. */
export function weekdayOf(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

/** The date itself when it is a working day, else the next Monday. */
export function nextWorkingDay(date: Date): Date {
  const weekday = weekdayOf(date);
  return weekday < WORKING_DAYS_PER_WEEK ? date : addDays(date, 7 - weekday);
}

/**
 * Calendar days from a working day (Monday 0 ... Friday 4) to a point `working` working days later (fractional).
 * A point on a day boundary maps to the start of the next working day, so starts never sit on a weekend.
 */
export function calendarFromWorking(startWeekday: number, working: number): number {
  const total = startWeekday + working;
  const weeks = Math.floor(total / WORKING_DAYS_PER_WEEK);
  return weeks * 7 + (total - weeks * WORKING_DAYS_PER_WEEK) - startWeekday;
}

/** As calendarFromWorking, but a point on a day boundary is the end of the previous working day (for ends). */
export function calendarFromWorkingEnd(startWeekday: number, working: number): number {
  if (working <= 0) return 0;
  const total = startWeekday + working;
  const weeks = Math.floor(total / WORKING_DAYS_PER_WEEK);
  const rest = total - weeks * WORKING_DAYS_PER_WEEK;
  if (rest === 0) return (weeks - 1) * 7 + WORKING_DAYS_PER_WEEK - startWeekday;
  return weeks * 7 + rest - startWeekday;
}

/**
 * Whole working days (Monday to Friday) between two points in calendar days counted from a day of weekday
 * `startWeekday`: the days from ceil(from) up to but not including floor(to) (part-worked days do not count).
 */
export function workingDaysIn(startWeekday: number, from: number, to: number): number {
  let count = 0;
  for (let day = Math.ceil(from); day < Math.floor(to); day += 1)
    if ((startWeekday + day) % 7 < 5) count += 1;
  return count;
}
