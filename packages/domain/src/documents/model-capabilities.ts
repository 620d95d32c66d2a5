/**
 * The capabilities of a document as the plan schedules them: each with its hours (with everything under it), its
 * dates and area colour, and its activities with their phase, hours, dates (and calendar days, for the charts) and
 * roles.
 */
import { formatDateLong, formatDateShort } from '../format/dates.ts';
import { formatNumber1 } from '../format/numbers.ts';
import type { StaticRole } from '../contracts/reference.ts';
import { isOffshoreLocation } from '../contracts/reference.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { areaColour } from '../timeline/colours.ts';
import { roleShares } from './bid-team.ts';

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

/**
 * A role as the activity tables name it: an offshore role says so ('Test Analyst (Offshore)'), as those whose
 * onshore namesake made the catalogue name them with the suffix already do (readers of issue 29 took an unmarked
 * offshore role for an onshore one).
 */
export function activityRoleName(name: string, role: Pick<StaticRole, 'location'> | undefined): string {
  return role && isOffshoreLocation(role.location) && !/\(offshore\)\s*$/i.test(name)
    ? `${name} (Offshore)`
    : name;
}

export function modelCapabilities(
  schedule: Schedule,
  byCapability: Readonly<Record<string, number>>,
  roles: readonly StaticRole[] = [],
): ModelCapability[] {
  const byId = new Map(roles.map((r) => [r.id, r]));
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
      roles: roleHours(
        a.roles.map((r) => ({ ...r, name: activityRoleName(r.name, byId.get(r.staticId)) })),
        a.effort,
      )
        .map((r) => `${r.name} ${formatNumber1(r.hours)}\u00a0h`)
        .join(', '),
    })),
  }));
}

/**
 * Each role's hours on an activity, as the estimate prices them (docs/estimate.md, "Who works the hours"): the
 * activity's hours shared in proportion to the roles' percentages, so they add up to the activity's hours and,
 * over the plan, to the team's days x 8. (A percentage of the activity's span did not: a span rounded up to whole
 * days, or paced by its waves, is longer than its work.)
 */
export function roleHours(
  roles: readonly { name: string; value: number }[],
  hours: number,
): { name: string; hours: number }[] {
  const staffed = roles.filter((r) => r.value > 0);
  const shares = roleShares(
    staffed.map((r) => r.value),
    hours,
  );
  return staffed.map((r, i) => ({ name: r.name, hours: shares[i] ?? 0 }));
}
