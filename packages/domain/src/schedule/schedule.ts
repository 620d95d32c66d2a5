/**
 * The schedule (issue 7; decisions and a worked example in docs/schedule.md): one pure function turns a
 * solution's in-scope actions, the expected start and the people settings into dated work.
 *
 * - Delivery starts after mobilisation: the contract starts on the first day of the expected start month, the
 *   team mobilises for `mobilisation` calendar days (7-84, default 14), and work starts on the next working day.
 * - Working days are Monday to Friday except the bank holidays given (`holidays`, ISO dates: the API computes them
 *   for the admin's region, ADR 0050). Work is counted in working days, so a bank holiday moves every date after it
 *   by a day and no action starts, ends or works on one.
 * - An action's effort is actionOwnEffort (own effort and metrics, with parallel and tranches applied), in
 *   6-minute slots. Its roles work on it together, each for its percentage of every 8-hour day, so the action
 *   lasts effort / (sum of percentages / 100) working hours (rounded up to a slot); with no roles (or all at 0 %)
 *   one full-time person does it. Each role's days = duration x its percentage, rounded up to 0.1 day.
 * - Order: a capability's in-scope actions (sub-actions after their parent) in AEP phase order (Plan ...
 *   Deploy), keeping the catalogue's order within a phase. No action starts before every action of the earlier
 *   phases of its capability has ended (issue 29: nothing is tested before it is built); a sequential action (the
 *   default) also waits for the one before it; a non-sequential action starts with its phase. An action with
 *   dependency actions starts only after all of them have ended (across capabilities). A circle of
 *   dependencies is broken at the first action of the circle in tree order.
 * - Only selected capabilities under selected parents count, as in the effort totals; so the hours scheduled
 *   equal the solution's total hours.
 * - The bridge gap (1-60 days, default 14) bridges a role over idle time: see roleSegments in people/staffing.ts.
 */
import type { AepPhase, Capability } from '../contracts/catalogue.ts';
import { DEFAULT_PEOPLE_SETTINGS } from '../builder/clamps.ts';
import {
  addDays,
  calendarFromWorking,
  calendarFromWorkingEnd,
  daysBetween,
  holidaySkips,
  isoDate,
  nextWorkingDay,
  pilotStartRule,
  WORKING_DAYS_PER_WEEK,
  SLOTS_PER_DAY,
  SLOTS_PER_HOUR,
  utcDate,
  weekdayOf,
} from './calendar.ts';
import { placeActions } from './placement.ts';
import { depthOf, isSequential, phaseOf, type CapabilityRow, type Placement } from './placement-model.ts';

export interface PeopleSettings {
  /** Bridge gap in calendar days, 1-60. */
  gap: number;
  /** Mobilisation in calendar days, 7-84 in steps of 7 (1-12 weeks). */
  mobilisation: number;
}

export interface ScheduledRole {
  staticId: string;
  name: string;
  /** Percent of each working day. */
  value: number;
  /** Person-days on the action, in 0.1 day. */
  days: number;
}

export interface ScheduledAction {
  id: string;
  name: string;
  capabilityId: string;
  /** 0 for an action directly under its capability, 1 for its sub-actions, ... */
  depth: number;
  phase: AepPhase;
  sequential: boolean;
  /** Hours of effort (actionOwnEffort). */
  effort: number;
  /** Working days from the start of delivery (0.1 day = 8 slots; fractional). */
  start: number;
  end: number;
  /** Calendar days from the contract start: where the bar begins and ends on the timeline. */
  startDay: number;
  endDay: number;
  /** First and last working day with work on it ('YYYY-MM-DD'). */
  startDate: string;
  endDate: string;
  roles: ScheduledRole[];
}

export interface ScheduledCapability {
  id: string;
  name: string;
  path: string;
  areaId: string;
  depth: number;
  startDay: number;
  endDay: number;
  startDate: string;
  endDate: string;
  actions: ScheduledAction[];
}

/** The schedule's calendar and total hours: what the estimate reads of it (scheduleSpan computes only this). */
export interface ScheduleSpan {
  /** The first day of the expected start month. */
  contractStart: string;
  /** The first working day of delivery, after mobilisation. */
  workStart: string;
  /** Calendar days from the contract start to the start of delivery. */
  mobilisationDays: number;
  /** Working days from the start of delivery to the end of the last action. */
  workingDays: number;
  /** Calendar days from the contract start to the end of the last action (what the timeline spans). */
  calendarDays: number;
  endDate: string;
  hours: number;
  /**
   * The bank holidays from the contract start to the end date that fall on a weekday: the working days the calendar
   * skipped ('YYYY-MM-DD', in order). The People view's bridged days skip them too.
   */
  holidays: string[];
}

export interface Schedule extends ScheduleSpan {
  capabilities: ScheduledCapability[];
  /** Every scheduled action by id. */
  readonly actions: Map<string, ScheduledAction>;
}

export interface ScheduleInput {
  items: readonly Capability[];
  /** 'YYYY-MM' */
  expectedStart: string;
  settings?: Partial<PeopleSettings> | undefined;
  /** Bank holidays ('YYYY-MM-DD'), not working days; every caller passes the ones of the admin's settings. */
  holidays?: readonly string[] | undefined;
  /**
   * Each action lasts whole working days and the next starts the working day after (the bid's plan: the documents,
   * the workbook and the estimate); the Timeline places to the 6-minute slot, as the spec says.
   */
  wholeDays?: boolean | undefined;
}

const tenths = (n: number) => Math.ceil(n * 10 - 1e-9) / 10;

/** The contract's month and delivery's first working day, after mobilisation. */
function startOf({ expectedStart, settings, holidays }: ScheduleInput) {
  const mobilisation = settings?.mobilisation ?? DEFAULT_PEOPLE_SETTINGS.mobilisation;
  const contract = utcDate(`${expectedStart}-01`);
  const holidaySet = holidays?.length ? new Set(holidays) : undefined;
  // Mobilisation's weeks count from the contract month's first working day (1 January 2027 is a bank holiday, so two
  // weeks run from Monday 4 January to delivery on Monday 18 January: ten working days, not nine).
  const work = nextWorkingDay(addDays(nextWorkingDay(contract, holidaySet), mobilisation), holidaySet);
  return { contract, work, holidaySet };
}

/**
 * The placement of the input's actions: the bid's plan (whole days) keeps a pilot off the eve of a long break and a
 * rollout's first wave off a week's last working day (pilotStartRule), which it knows from its calendar.
 */
function placementOf(input: ScheduleInput, { work, holidaySet }: ReturnType<typeof startOf>): Placement {
  if (!input.wholeDays) return placeActions(input.items, false);
  return placeActions(input.items, true, pilotStartRule(work, holidaySet));
}

/** The calendar of a placement: where delivery starts, and where the last action ends. */
function calendarOf(placement: Placement, input: ScheduleInput, start: ReturnType<typeof startOf>) {
  const { holidays } = input;
  const { contract, work } = start;
  const mobilisationDays = daysBetween(contract, work);
  const weekday = weekdayOf(work);
  const { slots, endSlot } = placement;
  const n = placement.count;
  let lastSlot = 0;
  for (let i = 0; i < n; i += 1) if ((endSlot[i] as number) > lastSlot) lastSlot = endSlot[i] as number;
  // Slots are whole numbers: their sum is exact, in any order.
  let totalSlots = 0;
  for (let i = 0; i < n; i += 1) totalSlots += slots[i] as number;
  const workingDays = lastSlot / SLOTS_PER_DAY;
  // The bank holidays of the span, mapped once: every action's dates read this table.
  const skips = holidaySkips(work, holidays, workingDays);
  const calendarDays = mobilisationDays + calendarFromWorkingEnd(weekday, workingDays, skips);
  const contractStart = isoDate(contract);
  const endDate = isoDate(addDays(contract, Math.max(mobilisationDays, Math.ceil(calendarDays) - 1)));
  const span: ScheduleSpan = {
    contractStart,
    workStart: isoDate(work),
    mobilisationDays,
    workingDays,
    calendarDays,
    endDate,
    hours: Math.round(totalSlots) / SLOTS_PER_HOUR,
    holidays: weekdayHolidaysWithin(holidays, contractStart, endDate),
  };
  return { span, contract, weekday, skips };
}

/** The holidays from `from` to `to` (both included) that fall on a weekday, in order, once each. */
function weekdayHolidaysWithin(holidays: readonly string[] | undefined, from: string, to: string): string[] {
  if (!holidays?.length) return [];
  const within = holidays.filter(
    (h) => h >= from && h <= to && weekdayOf(utcDate(h)) < WORKING_DAYS_PER_WEEK,
  );
  return [...new Set(within)].sort();
}

/**
 * The schedule's calendar and hours without its dated actions: the same placement as computeSchedule, none of its
 * per-action output (the estimate needs only this; the bench's `domain` part).
 */
export function scheduleSpan(input: ScheduleInput): ScheduleSpan {
  const start = startOf(input);
  return calendarOf(placementOf(input, start), input, start).span;
}

export function computeSchedule(input: ScheduleInput): Schedule {
  const start = startOf(input);
  const placement = placementOf(input, start);
  const { rows, ids, names, slots, startSlot, endSlot } = placement;
  const { span, contract, weekday, skips } = calendarOf(placement, input, start);
  const { mobilisationDays, calendarDays } = span;

  // Every bar's dates fall within the schedule's calendar days: one string per day, made once.
  const dates = new Array<string | undefined>(Math.ceil(calendarDays) + 2).fill(undefined);
  const dateAt = (day: number) => (dates[day] ??= isoDate(addDays(contract, day)));
  const capabilities: ScheduledCapability[] = [];
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as CapabilityRow;
    if (row.count === 0) continue;
    // Bars are drawn in tree order (the nodes' order); the phase order only decides the dates.
    const scheduled = new Array<ScheduledAction>(row.count);
    let capabilityStart = Infinity;
    let capabilityEnd = 0;
    for (let index = row.first; index < row.first + row.count; index += 1) {
      // The roles' days are the work itself, not the whole days the bid's plan gives it.
      const durationSlots = placement.work
        ? (placement.work[index] as number)
        : (endSlot[index] as number) - (startSlot[index] as number);
      const start = (startSlot[index] as number) / SLOTS_PER_DAY;
      const end = (endSlot[index] as number) / SLOTS_PER_DAY;
      const startDay = mobilisationDays + calendarFromWorking(weekday, start, skips);
      const endDay = mobilisationDays + calendarFromWorkingEnd(weekday, end, skips);
      const startDayIndex = Math.floor(startDay);
      scheduled[index - row.first] = {
        id: ids[index] as string,
        name: names[index] as string,
        capabilityId: row.id,
        depth: depthOf(placement, index),
        phase: phaseOf(placement, index),
        sequential: isSequential(placement, index),
        effort: (slots[index] as number) / SLOTS_PER_HOUR,
        start,
        end,
        startDay,
        endDay,
        startDate: dateAt(startDayIndex),
        endDate: dateAt(Math.max(startDayIndex, Math.ceil(endDay) - 1)),
        roles: scheduledRoles(placement, index, durationSlots),
      };
      if (startDay < capabilityStart) capabilityStart = startDay;
      if (endDay > capabilityEnd) capabilityEnd = endDay;
    }
    capabilities.push({
      id: row.id,
      name: row.name,
      path: row.path,
      areaId: row.areaId,
      depth: row.depth,
      startDay: capabilityStart,
      endDay: capabilityEnd,
      startDate: dateAt(Math.floor(capabilityStart)),
      endDate: dateAt(Math.max(Math.floor(capabilityStart), Math.ceil(capabilityEnd) - 1)),
      actions: scheduled,
    });
  }
  let byId: Map<string, ScheduledAction> | undefined;
  return {
    ...span,
    capabilities,
    // Few readers look actions up by id (the action panel's Days, the documents' count), so the Map is made on
    // the first read rather than on every recompute.
    get actions() {
      return (byId ??= actionsById(capabilities));
    },
  };
}

/** A node's roles with their days: each works its percentage of every day the action lasts. */
function scheduledRoles(placement: Placement, node: number, durationSlots: number): ScheduledRole[] {
  const { roleAt, roleIds, roleNames, roleValues } = placement;
  const first = roleAt[node] as number;
  const out = new Array<ScheduledRole>((roleAt[node + 1] as number) - first);
  for (let i = 0; i < out.length; i += 1) {
    const value = roleValues[first + i] as number;
    out[i] = {
      staticId: roleIds[first + i] as string,
      name: roleNames[first + i] as string,
      value,
      days: tenths((durationSlots * Math.max(0, value || 0)) / 100 / SLOTS_PER_DAY),
    };
  }
  return out;
}

/** Every scheduled action by id (the last one when ids repeat, as the schedule's own order). */
export function actionsById(capabilities: readonly ScheduledCapability[]): Map<string, ScheduledAction> {
  const out = new Map<string, ScheduledAction>();
  for (const c of capabilities) for (const a of c.actions) out.set(a.id, a);
  return out;
}

/** Days of each role on an action, by staticId, for the action panel's Days column. */
export function roleDaysOf(schedule: Schedule, actionId: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const role of schedule.actions.get(actionId)?.roles ?? []) {
    out.set(role.staticId, (out.get(role.staticId) ?? 0) + role.days);
  }
  return out;
}
