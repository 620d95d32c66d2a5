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
  // A capability's bar spans its sub-capabilities' work too, as its start and finish in the tables do.
  const within = (cap: { path: string }) =>
    schedule.capabilities.filter((c) => c.path === cap.path || c.path.startsWith(`${cap.path}/`));
  return schedule.capabilities.map((cap) => ({
    path: cap.path,
    name: cap.name,
    startDay: Math.min(...within(cap).map((c) => c.startDay)),
    endDay: Math.max(...within(cap).map((c) => c.endDay)),
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
      roles: a.roles.map((r) => `${r.name} ${shownPercent(r, a.end - a.start)}%`).join(', '),
    })),
  }));
}

/**
 * A role's share of the days an activity spans, as the plan prints it: its percentage, or, where the activity spans
 * well beyond its work (a rollout paced by its wave size, or following another), the share its days fill of the span
 * (to 5%), so percentage x days is the hours priced (ADR 0057).
 */
export function shownPercent(role: { value: number; days?: number | undefined }, spanDays: number): number {
  if (!(spanDays > 0) || role.days === undefined) return role.value;
  const share = (role.days * 100) / spanDays;
  return share < role.value * 0.8 ? Math.max(5, Math.round(share / 5) * 5) : role.value;
}
