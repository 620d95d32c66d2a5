/**
 * Working time (spec: Business constants): working days are Monday to Friday of 8 hours, in UTC, except the bank
 * holidays the caller gives (ISO dates, 'YYYY-MM-DD': the API computes them for the region in the admin's settings,
 * ADR 0050); work is placed in 6-minute slots (0.1 hour), 80 to a day. The schedule counts in working slots from the
 * first working day of delivery; the timeline draws in calendar days from the contract start (the first day of the
 * expected start month), so weekends and bank holidays show as the gaps they are.
 *
 * Bank holidays are mapped once per schedule (holidaySkips): for each working day of the span, how many weekday
 * bank holidays come before it. A working-day offset plus that count is an offset in weekdays, which the Monday to
 * Friday arithmetic below turns into calendar days; with no holiday in the span the table is not made and every
 * figure is the Monday to Friday one, to the last bit.
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

/**
 * The date itself when it is a working day, else the next one: not a Saturday or Sunday, nor one of `holidays`
 * ('YYYY-MM-DD').
 */
export function nextWorkingDay(date: Date, holidays?: ReadonlySet<string>): Date {
  let day = date;
  for (;;) {
    const weekday = weekdayOf(day);
    if (weekday >= WORKING_DAYS_PER_WEEK) day = addDays(day, 7 - weekday);
    else if (holidays?.has(isoDate(day))) day = addDays(day, 1);
    else return day;
  }
}

/**
 * Where a pilot may start (issue 29: readers found a pilot starting on the Friday before the early May bank holiday,
 * its users left over a long weekend after one supported day): at the working day a slot falls on or, when a bank
 * holiday makes the break after that day longer than a weekend, at the working day after the break. An ordinary
 * Friday stays a start (moving every Friday start to Monday reshaped the waves that follow the pilots). Working days
 * count from `work` (day 0), skipping `holidays`; the slot is rounded up to a whole day (the bid's plan).
 */
export interface StartRule {
  (slot: number, rollout?: boolean): number;
  /**
   * The end of a rollout that follows another's groups (`leaderStart` to `leaderEnd`) and was moved by the rule to
   * `start`: its last group a whole number of calendar weeks after the leader's, the weeks its first group is
   * behind (counted from the leader's first full week, as the bid's waves count them). Moved from a Friday to the
   * Monday, the follower ran one day longer and left its last group a Monday (readers found the first wave of one
   * Friday; the fix must not make the last one a day).
   */
  followEnd(leaderStart: number, leaderEnd: number, start: number): number;
}

export function pilotStartRule(work: Date, holidays?: ReadonlySet<string>): StartRule {
  const dates: Date[] = [nextWorkingDay(work, holidays)];
  const dateOf = (day: number): Date => {
    while (dates.length <= day)
      dates.push(nextWorkingDay(addDays(dates[dates.length - 1] as Date, 1), holidays));
    return dates[day] as Date;
  };
  const dayOf = (slot: number) => Math.max(0, Math.ceil(slot / SLOTS_PER_DAY - 1e-9));
  const monday = (date: Date) => addDays(date, -weekdayOf(date));
  const rule = (slot: number, rollout = false) => {
    let day = dayOf(slot);
    // The last working day before a long break (more than a weekend's three days to the next working day): start
    // after it (at most a fortnight of holidays). A rollout's first wave does not start on a week's last working
    // day either (a first wave of one Friday, readers of the fifty-second round): it starts the week after.
    const gap = rollout ? 1 : 3;
    for (let k = 0; k < 10 && daysBetween(dateOf(day), dateOf(day + 1)) > gap; k += 1) day += 1;
    return day * SLOTS_PER_DAY;
  };
  const followEnd = (leaderStart: number, leaderEnd: number, start: number) => {
    // The leader's first group: its first week, with the next when that week has one or two working days.
    let first = dayOf(leaderStart);
    const firstMonday = monday(dateOf(first));
    while (daysBetween(firstMonday, dateOf(first + 1)) < 7) first += 1;
    const lead = first - dayOf(leaderStart) + 1 <= 2 ? addDays(firstMonday, 7) : firstMonday;
    const weeks = Math.max(1, Math.round(daysBetween(lead, monday(dateOf(dayOf(start)))) / 7));
    // The leader's last working day, that many weeks on (back to a working day when it falls on a holiday).
    const last = dayOf(leaderEnd) - 1;
    const target = addDays(dateOf(last), 7 * weeks);
    let day = last;
    while (dateOf(day + 1) <= target) day += 1;
    return Math.max(start + SLOTS_PER_DAY, (day + 1) * SLOTS_PER_DAY);
  };
  return Object.assign(rule, { followEnd });
}

/**
 * For each working day of a span that starts on the working day `start`, the weekday bank holidays before it:
 * entry k is how many of `holidays` ('YYYY-MM-DD', any order, weekends and days before `start` ignored) fall on a
 * weekday before working day k, so working day k is weekday k + entry k from the start. The table covers working
 * days 0 to floor(workingDays) + 1, every day a point of the span can fall on. Undefined when no holiday falls
 * within it: the calendar is then Monday to Friday.
 */
export function holidaySkips(
  start: Date,
  holidays: readonly string[] | undefined,
  workingDays: number,
): Int32Array | undefined {
  if (!holidays?.length) return undefined;
  const from = isoDate(start);
  const weekday = weekdayOf(start);
  const weekdayIndices: number[] = [];
  for (const holiday of holidays) {
    if (holiday < from) continue;
    const total = weekday + daysBetween(start, utcDate(holiday));
    const rest = total % 7;
    if (rest >= WORKING_DAYS_PER_WEEK) continue;
    weekdayIndices.push(Math.floor(total / 7) * WORKING_DAYS_PER_WEEK + rest - weekday);
  }
  weekdayIndices.sort((a, b) => a - b);
  const length = Math.floor(workingDays) + 2;
  const skips = new Int32Array(length);
  let skipped = 0;
  let next = 0;
  for (let k = 0; k < length; k += 1) {
    // Working day k is the first weekday, from weekday k + skipped on, that is not a holiday.
    while (next < weekdayIndices.length && (weekdayIndices[next] as number) <= k + skipped) {
      if ((weekdayIndices[next] as number) === k + skipped) skipped += 1;
      next += 1;
    }
    skips[k] = skipped;
  }
  return skipped > 0 ? skips : undefined;
}

/** The entry of working day `day` (0 or more); past the table, its last entry. */
function skipsAt(skips: Int32Array, day: number): number {
  const last = skips.length - 1;
  return skips[day < last ? day : last] as number;
}

/**
 * Calendar days from a working day (Monday 0 ... Friday 4) to a point `working` working days later (fractional).
 * A point on a day boundary maps to the start of the next working day, so starts never sit on a weekend or a bank
 * holiday. `skips`: the span's holidaySkips (none: Monday to Friday).
 */
export function calendarFromWorking(startWeekday: number, working: number, skips?: Int32Array): number {
  const total = startWeekday + (skips ? working + skipsAt(skips, Math.floor(working)) : working);
  const weeks = Math.floor(total / WORKING_DAYS_PER_WEEK);
  return weeks * 7 + (total - weeks * WORKING_DAYS_PER_WEEK) - startWeekday;
}

/** As calendarFromWorking, but a point on a day boundary is the end of the previous working day (for ends). */
export function calendarFromWorkingEnd(startWeekday: number, working: number, skips?: Int32Array): number {
  if (working <= 0) return 0;
  const total = startWeekday + (skips ? working + skipsAt(skips, Math.ceil(working) - 1) : working);
  const weeks = Math.floor(total / WORKING_DAYS_PER_WEEK);
  const rest = total - weeks * WORKING_DAYS_PER_WEEK;
  if (rest === 0) return (weeks - 1) * 7 + WORKING_DAYS_PER_WEEK - startWeekday;
  return weeks * 7 + rest - startWeekday;
}

/**
 * Whole working days (Monday to Friday, not a bank holiday) between two points in calendar days counted from a day
 * of weekday `startWeekday`: the days from ceil(from) up to but not including floor(to) (part-worked days do not
 * count). `holidays`: the calendar days (counted from the same day) that are bank holidays.
 */
export function workingDaysIn(
  startWeekday: number,
  from: number,
  to: number,
  holidays?: ReadonlySet<number>,
): number {
  let count = 0;
  for (let day = Math.ceil(from); day < Math.floor(to); day += 1)
    if ((startWeekday + day) % 7 < 5 && !holidays?.has(day)) count += 1;
  return count;
}

/** The calendar days from `origin` (0 is origin itself) of each of `holidays` ('YYYY-MM-DD'). */
export function holidayDays(origin: Date, holidays: readonly string[] | undefined): Set<number> {
  const days = new Set<number>();
  for (const holiday of holidays ?? []) days.add(daysBetween(origin, utcDate(holiday)));
  return days;
}
