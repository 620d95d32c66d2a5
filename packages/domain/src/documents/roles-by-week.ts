/**
 * Hours by role and calendar week of delivery, and how many people a role takes at once (issue 29): readers of the
 * plan and the workbook asked how many people work at the same time, and took a role's week over one person's hours
 * for an overbooked person. A role's people in a week are its hours over one person's (8 a working day, at most 40),
 * rounded up; a row's people are its busiest week's.
 */
import { HOURS_PER_WEEK } from '../builder/effort.ts';
import { formatDateShort } from '../format/dates.ts';
import {
  addDays,
  calendarFromWorking,
  holidayDays,
  holidaySkips,
  HOURS_PER_DAY,
  isoDate,
  utcDate,
  weekdayOf,
  workingDaysIn,
} from '../schedule/calendar.ts';
import type { Schedule, ScheduledRole } from '../schedule/schedule.ts';

export interface RolesByWeek {
  /** The rows' keys, in the order the schedule first meets them. */
  roles: string[];
  weeks: number;
  /** Each week's Monday ('15 Mar 2027'). */
  labels: string[];
  hours: Map<string, number[]>;
  /** Each week's working days (Monday to Friday less its bank holidays): a person's hours that week are 8 each. */
  workingDays: number[];
}

/**
 * Hours per role per calendar week of delivery: each role's days spread evenly over its action's working days, each
 * working day placed in its calendar week (weekends and bank holidays skipped, as the schedule does). Rows are keyed
 * by `key` (the role's name by default; the documents' team keys by the role a client reads and where it works).
 */
export function rolesByWeek(
  schedule: Schedule,
  key: (role: ScheduledRole) => string = (r) => r.name,
): RolesByWeek {
  const hours = new Map<string, number[]>();
  let weeks = 0;
  const start = schedule.workStart ? utcDate(schedule.workStart) : undefined;
  const weekday = start ? weekdayOf(start) : 0;
  const skips = start ? holidaySkips(start, schedule.holidays, schedule.workingDays) : undefined;
  const weekOf = (day: number) => Math.floor((weekday + calendarFromWorking(weekday, day, skips)) / 7);
  for (const cap of schedule.capabilities)
    for (const action of cap.actions)
      for (const role of action.roles) {
        if (role.days <= 0) continue;
        const span = Math.max(action.end - action.start, 0.1);
        const perDay = (role.days * HOURS_PER_DAY) / span;
        const name = key(role);
        const row = hours.get(name) ?? [];
        for (let day = Math.floor(action.start); day < action.end; day += 1) {
          const from = Math.max(day, action.start);
          const to = Math.min(day + 1, action.end);
          const week = weekOf(day);
          row[week] = (row[week] ?? 0) + perDay * (to - from);
          weeks = Math.max(weeks, week + 1);
        }
        hours.set(name, row);
      }
  const labels = Array.from({ length: weeks }, (_, i) =>
    start ? formatDateShort(isoDate(addDays(start, i * 7 - weekday))) : `Week ${i + 1}`,
  );
  const holidays = start ? holidayDays(start, schedule.holidays) : new Set<number>();
  const workingDays = Array.from({ length: weeks }, (_, i) =>
    workingDaysIn(weekday, i * 7 - weekday, i * 7 - weekday + 7, holidays),
  );
  return { roles: [...hours.keys()], weeks, labels, hours, workingDays };
}

/** One person's hours in a week of `workingDays`: 8 a working day, at most 40. */
export const personWeek = (workingDays: number): number =>
  Math.min(HOURS_PER_WEEK, workingDays * HOURS_PER_DAY);

/**
 * The people a role's week takes: its hours over one person's, rounded up (a tenth of an hour over is the spreading's
 * rounding, not a second person); none for a week without hours.
 */
export function peopleInWeek(hours: number, workingDays: number): number {
  if (hours <= 0.05) return 0;
  const week = personWeek(workingDays);
  return week > 0 ? Math.max(1, Math.ceil((hours - 0.1) / week)) : 1;
}

/** The most people a row of weekly hours takes in any week. */
export function peakPeople(row: readonly number[], workingDays: readonly number[]): number {
  return row.reduce((most, h, i) => Math.max(most, peopleInWeek(h, workingDays[i] ?? 5)), 0);
}
