/**
 * The team as the internal staffing table lists it (issue 29): each role's days of work, bridged days and days on
 * the team, its cost a day at its level and location, and its first and last day on the plan, so an approver can
 * check the cost and a delivery lead can book the people (readers of the twenty-ninth round had days only).
 */
import type { DocumentEstimateInput } from './document-estimate.ts';
import { roundTo } from './apportion.ts';
import { HOURS_PER_DAY } from '../schedule/calendar.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { teamName, type RoleLine } from '../people/staffing.ts';

export interface StaffingRole {
  name: string;
  team: string;
  location: string;
  level: string;
  workDays: number;
  bridgedDays: number;
  days: number;
  /** The cost of a day at the role's level and location (the estimate's cost per hour x 8); undefined unknown. */
  costPerDay?: number | undefined;
  /** First and last day of its activities ('YYYY-MM-DD'); '' when it has none. */
  from: string;
  to: string;
  /**
   * Its stretches on the team: the activities' spans joined across the gaps its bridged days keep it (up to the
   * people settings' gap), apart across longer ones, when it leaves the team and comes back (a reader of the internal
   * plan read '15 February to 23 June' as one stretch with 18 working days neither worked nor bridged).
   */
  stretches: { from: string; to: string }[];
}

const DAY_MS = 86_400_000;
const calendarDaysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

/** 'ONSHORE_UK' as 'Onshore UK', 'OFFSHORE_INDIA' as 'Offshore India'. */
export function locationLabel(location: string): string {
  const [where = '', ...place] = location.split('_');
  const cap = (w: string) => (w.length <= 3 ? w : w[0]! + w.slice(1).toLowerCase());
  return [where[0] ? where[0] + where.slice(1).toLowerCase() : '', ...place.map(cap)]
    .filter(Boolean)
    .join(' ');
}

/** The team's bridged days and their cost at the estimate's cost per hour of each role's level and location. */
export function bridgedCost(
  lines: readonly Pick<RoleLine, 'levelId' | 'offshore' | 'bridgedDays'>[],
  estimate: Pick<DocumentEstimateInput, 'byLevel'> | undefined,
): { days: number; cost: number } | undefined {
  if (!estimate?.byLevel) return undefined;
  let days = 0;
  let cost = 0;
  for (const l of lines) {
    if (!(l.bridgedDays > 0)) continue;
    const rate = estimate.byLevel.find(
      (b) => b.levelId === l.levelId && b.location === (l.offshore ? 'OFFSHORE' : 'ONSHORE'),
    );
    days += l.bridgedDays;
    cost += l.bridgedDays * HOURS_PER_DAY * (rate?.costPerHour ?? 0);
  }
  return { days: roundTo(days, 0.1), cost: Math.round(cost) };
}

/** The staffing table's rows: one a role of the schedule, in order of first appearance. */
export function staffingRoles(
  lines: readonly RoleLine[],
  workDaysByRole: Readonly<Record<string, number>>,
  schedule: Schedule,
  estimate: Pick<DocumentEstimateInput, 'byLevel'> | undefined,
  gapDays = Number.POSITIVE_INFINITY,
): StaffingRole[] {
  const spans = new Map<string, { from: string; to: string }[]>();
  for (const cap of schedule.capabilities)
    for (const a of cap.actions)
      for (const r of a.roles) {
        if (!(r.days > 0) || !a.startDate || !a.endDate) continue;
        const list = spans.get(r.staticId);
        if (list) list.push({ from: a.startDate, to: a.endDate });
        else spans.set(r.staticId, [{ from: a.startDate, to: a.endDate }]);
      }
  // Joined as the bridged days join them (staffing.ts roleLines): a gap of up to `gapDays` calendar days is bridged.
  const stretchesOf = (id: string) => {
    const out: { from: string; to: string }[] = [];
    for (const next of (spans.get(id) ?? []).sort((a, b) => (a.from < b.from ? -1 : 1))) {
      const last = out.at(-1);
      if (last && calendarDaysBetween(last.to, next.from) - 1 <= gapDays) {
        if (next.to > last.to) last.to = next.to;
      } else out.push({ ...next });
    }
    return out;
  };
  return lines.map((l) => {
    const rate = estimate?.byLevel?.find(
      (b) => b.levelId === l.levelId && b.location === (l.offshore ? 'OFFSHORE' : 'ONSHORE'),
    );
    const workDays = workDaysByRole[l.staticId] ?? 0;
    const stretches = stretchesOf(l.staticId);
    return {
      name: l.name,
      team: teamName(l.team),
      location: locationLabel(l.location),
      level: l.level,
      workDays,
      bridgedDays: l.bridgedDays,
      days: roundTo(workDays + l.bridgedDays, 0.1),
      costPerDay: rate?.costPerHour !== undefined ? Math.round(rate.costPerHour * HOURS_PER_DAY) : undefined,
      from: stretches[0]?.from ?? '',
      to: stretches.at(-1)?.to ?? '',
      stretches,
    };
  });
}
