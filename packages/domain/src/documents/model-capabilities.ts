/**
 * The capabilities of a document as the plan schedules them: each with its hours (with everything under it), its
 * dates and area colour, and its activities with their phase, hours, dates (and calendar days, for the charts) and
 * roles.
 */
import { formatDateLong, formatDateShort } from '../format/dates.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { areaColour } from '../timeline/colours.ts';

const hoursOf = (n: number) => Math.round(n * 10) / 10;

export interface ModelCapability {
  path: string;
  name: string;
  hours: number;
  /** Calendar days from the contract start (the timeline's geometry) and the area colour of its bar. */
  startDay: number;
  endDay: number;
  colour: string;
  startDate: string;
  endDate: string;
  actions: {
    name: string;
    phase: string;
    hours: number;
    /** Calendar days from the contract start (the activity Gantt's geometry). */
    startDay: number;
    endDay: number;
    startDate: string;
    endDate: string;
    roles: string;
  }[];
}

export function modelCapabilities(
  schedule: Schedule,
  byCapability: Readonly<Record<string, number>>,
): ModelCapability[] {
  const areaIds = [...new Set(schedule.capabilities.map((c) => c.areaId))];
  return schedule.capabilities.map((cap) => ({
    path: cap.path,
    name: cap.name,
    startDay: cap.startDay,
    endDay: cap.endDay,
    colour: areaColour(areaIds, cap.areaId),
    hours: hoursOf(byCapability[cap.id] ?? cap.actions.reduce((s, a) => s + a.effort, 0)),
    startDate: formatDateLong(cap.startDate),
    endDate: formatDateLong(cap.endDate),
    actions: cap.actions.map((a) => ({
      name: a.name,
      phase: a.phase,
      hours: hoursOf(a.effort),
      startDay: a.startDay,
      endDay: a.endDay,
      startDate: formatDateShort(a.startDate),
      endDate: formatDateShort(a.endDate),
      roles: a.roles.map((r) => `${r.name} ${r.value}%`).join(', '),
    })),
  }));
}
