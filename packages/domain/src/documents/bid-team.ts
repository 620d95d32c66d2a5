/**
 * The team as a client reads it (issue 29): the roles of the in-scope activities by the names a client understands
 * (the capability role's name without an internal location suffix, never a grade such as "ATC Senior Analyst"),
 * onshore or offshore, with their days of work. A role's hours are its share of each activity's effort, as the
 * estimate spreads them (an activity without roles is one Consultant onshore), so the team's days are the plan's
 * hours / 8, each row to a tenth of a day, and the team's days are its rows added up.
 */
import type { Action, Capability } from '../contracts/catalogue.ts';
import {
  DEFAULT_ROLE_LOCATION,
  DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
  DEFAULT_STAFFING_RESOURCE_LEVEL_NAME,
  isOffshoreLocation,
  type StaticRole,
} from '../contracts/reference.ts';
import { actionOwnEffort } from '../builder/effort.ts';
import { HOURS_PER_DAY } from '../schedule/calendar.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { apportion, roundTo } from './apportion.ts';
import { peakPeople, rolesByWeek } from './roles-by-week.ts';

export interface BidTeamRow {
  /** 'Workplace Engineer' */
  role: string;
  offshore: boolean;
  /** 'Onshore' or 'Offshore' */
  where: string;
  /** Person-days of work (hours / 8), to 0.1 day. */
  days: number;
  /** The row's hours: its roles' hours in the activity tables added up (its days are these / 8, rounded once). */
  hours?: number;
  /** For pricing time and materials: the role's staffing level and whether it is offshore. */
  levelId: number;
  /** The most people in the role at work in one week of the plan (`withPeople`); absent before it is known. */
  people?: number;
}

export interface BidTeam {
  rows: BidTeamRow[];
  days: number;
  onshoreDays: number;
  offshoreDays: number;
  /**
   * Days of work by capability role id ('' for activities without roles): the rows are these added up, so the
   * internal staffing table, which lists roles by id, adds up to the same days row by row.
   */
  byRoleId: Record<string, number>;
  /** The same roles' hours, as the activity tables print them (withManagement shares the team's days out again). */
  hoursByRoleId?: Record<string, number>;
  /** The row each capability role id is counted in (its client-facing role and whether offshore). */
  rowOfRoleId?: Record<string, string>;
  /** The activities' days (the plan's hours / 8): `days` less the project management across the programme. */
  activityDays: number;
  /** The activities' hours as printed: the team's days with the project management are all its hours / 8. */
  activityHours: number;
  /** Project management across the programme beyond the activities (priced on its own line), in days; 0 if none. */
  managementDays: number;
  /** The same in hours, to 0.1 h: the scope tables list it under the capabilities, so their hours meet the team's days. */
  managementHours: number;
  /** The role whose row holds it, as the client reads it ('Engagement Lead'); '' when there is none. */
  managementRole: string;
}

/**
 * Who does the project management across the programme: of the governance roles, the one the activities already
 * use most (onshore), so the programme's project management adds to the project manager the plan names; the first
 * governance role when the activities use none.
 */
export function managementRole(
  team: Pick<BidTeam, 'rows'>,
  roles: readonly StaticRole[],
): StaticRole | undefined {
  const governance = roles.filter((r) => r.governance);
  const daysOf = (r: StaticRole) =>
    team.rows.find((row) => row.role === clientRoleName(r.name) && !row.offshore)?.days ?? 0;
  return [...governance].sort((a, b) => daysOf(b) - daysOf(a))[0];
}

/**
 * The team with the project management across the programme (the estimate's governance hours) in the project
 * manager's row, onshore, as the price charges it: one row per role, so a reader never adds a second figure for
 * the same person. The governance role is the one the roles mark `governance` (the 'Project Manager').
 */
export function withManagement(
  team: BidTeam,
  managementHours: number,
  roles: readonly StaticRole[],
): BidTeam {
  if (roundTo(managementHours / HOURS_PER_DAY, 0.1) <= 0) return team;
  // Each row's days are its own hours / 8 to a tenth, the project manager's with the programme's project management,
  // rounded up or down so that they add up to all the hours / 8 (withDaysOf).
  const managementDays = roundTo(managementHours / HOURS_PER_DAY, 0.1);
  const governance = managementRole(team, roles);
  const name = clientRoleName(governance?.name ?? 'Project Manager');
  const at = team.rows.findIndex((r) => r.role === name && !r.offshore);
  const rows = (
    at >= 0
      ? team.rows.map((r, i) => {
          if (i !== at) return r;
          const hours = (r.hours ?? r.days * HOURS_PER_DAY) + managementHours;
          return { ...r, hours, days: roundTo(hours / HOURS_PER_DAY, 0.1) };
        })
      : [
          ...team.rows,
          {
            role: name,
            offshore: false,
            where: 'Onshore',
            days: managementDays,
            hours: managementHours,
            levelId: governance?.aepLevel?.staffingResourceLevelId ?? DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
          },
        ]
  ).map((r) => ({ ...r }));
  withDaysOf(rows);
  const sum = (list: readonly BidTeamRow[]) =>
    roundTo(
      list.reduce((s, r) => s + r.days, 0),
      0.1,
    );
  // The internal staffing lists the roles by id and the project management as a row of its own: each role's days are
  // its row's days shared out (the project manager's row less the project management's), so both tables agree.
  const byRoleId = team.rowOfRoleId
    ? roleDaysOfRows(rows, team.rowOfRoleId, team.hoursByRoleId ?? {}, (r) =>
        r.role === name && !r.offshore ? managementDays : 0,
      )
    : team.byRoleId;
  return {
    ...team,
    byRoleId,
    rows: rows.sort((a, b) => b.days - a.days || a.role.localeCompare(b.role)),
    days: sum(rows),
    onshoreDays: sum(rows.filter((r) => !r.offshore)),
    // The offshore rows' days too: the rounding of all the rows together can move an offshore row by a tenth.
    offshoreDays: sum(rows.filter((r) => r.offshore)),
    managementDays,
    managementHours: roundTo(managementHours, 0.1),
    managementRole: name,
  };
}

/**
 * Each row's days: its hours / 8 to a tenth of a day, rounded up or down so that the rows add up to all the hours / 8
 * (largest remainders). Readers of the forty-ninth and fiftieth rounds worked 2,920.4 h / 8 = 365.1 against rows
 * each rounded on their own that added up to 364.9; an earlier reader found a row that took the others' rounding
 * (51.5 days for 410.2 h): largest remainders move a row by at most its own rounding, never by another's.
 */
function withDaysOf(rows: { hours?: number; days: number }[]): void {
  // In tenths of a day: the hours' total in tenths of an hour is a whole number, and a whole number / 8 is exact, so
  // a total of all the hours / 8 that falls on a half (1,643.6 h are 205.45 days) is rounded up whatever order the
  // hours were added in (the hours are tenths now: the activity tables' shares added up).
  const tenths = rows.map((r) => ((r.hours ?? r.days * HOURS_PER_DAY) * 10) / HOURS_PER_DAY);
  const total =
    Math.round(rows.reduce((t, r) => t + (r.hours ?? r.days * HOURS_PER_DAY), 0) * 10) / HOURS_PER_DAY;
  const days = apportion(tenths, 1, total);
  rows.forEach((r, i) => {
    r.days = roundTo((days[i] ?? 0) / 10, 0.1);
  });
}

/** All the hours / 8 to a tenth of a day, as the team's rows add up to it (a half rounded up: withDaysOf). */
export function daysOfHours(hours: number): number {
  return Math.round(Math.round(hours * 10) / HOURS_PER_DAY) / 10;
}

/**
 * An activity's hours shared among its roles by their percentages, to 0.1 h, adding up to the activity's hours to
 * 0.1 h (largest remainders): what the activity tables print (roleHours) and the team adds up.
 */
export function roleShares(values: readonly number[], hours: number): number[] {
  const positive = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = positive.reduce((t, v) => t + v, 0);
  if (!(total > 0)) return values.map(() => 0);
  return apportion(
    positive.map((v) => (hours * v) / total),
    0.1,
    hours,
  );
}

/** The key of a team row: its role as the client reads it and whether it is offshore. */
function rowKey(row: Pick<BidTeamRow, 'role' | 'offshore'>): string {
  return `${row.role}|${row.offshore}`;
}

/**
 * Each capability role's days: its row's days (less what else the row holds, the project management) shared out among
 * the roles the row groups by their hours, so the internal staffing table, which lists roles by id, gives each role
 * the days the team table gives its row (readers found 3.7 and 3.9 days against 3.8 and 3.8, each table rounded on
 * its own rows).
 */
function roleDaysOfRows(
  rows: readonly BidTeamRow[],
  rowOfRoleId: Readonly<Record<string, string>>,
  hoursByRoleId: Readonly<Record<string, number>>,
  otherDays: (row: BidTeamRow) => number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) {
    const key = rowKey(row);
    const ids = Object.keys(rowOfRoleId).filter((id) => rowOfRoleId[id] === key);
    if (!ids.length) continue;
    const days = apportion(
      ids.map((id) => (hoursByRoleId[id] ?? 0) / HOURS_PER_DAY),
      0.1,
      Math.max(0, row.days - otherDays(row)),
    );
    ids.forEach((id, i) => {
      out[id] = days[i] ?? 0;
    });
  }
  return out;
}

/** 'Workplace Engineer (Offshore)' reads 'Workplace Engineer'; a name without a suffix stays as it is. */
export function clientRoleName(name: string): string {
  return (
    name.replace(/\s*\((offshore|onshore|germany|india|uk|[a-z ]+ (centre|center))\)\s*$/i, '').trim() || name
  );
}

/** The team of the in-scope activities, most days first. */
export function bidTeam(items: readonly Capability[], roles: readonly StaticRole[]): BidTeam {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const hours = new Map<
    string,
    { id: string; role: string; offshore: boolean; levelId: number; hours: number }
  >();
  const add = (id: string, role: string, offshore: boolean, levelId: number, h: number) => {
    if (h <= 0) return;
    const entry = hours.get(id);
    if (entry) entry.hours += h;
    else hours.set(id, { id, role, offshore, levelId, hours: h });
  };
  const visit = (list: readonly Action[] | undefined) => {
    for (const a of list ?? []) {
      if (!a.selected) continue; // an action out of scope takes its sub-actions with it
      const effort = actionOwnEffort(a);
      const staffed = (a.roles ?? []).filter((r) => r.value > 0);
      const share = staffed.reduce((s, r) => s + r.value, 0);
      if (share <= 0)
        add(
          '',
          DEFAULT_STAFFING_RESOURCE_LEVEL_NAME,
          isOffshoreLocation(DEFAULT_ROLE_LOCATION),
          DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
          roundTo(effort, 0.1),
        );
      // Each role's hours on the activity as the activity tables print them (roleHours: to 0.1 h, adding up to the
      // activity's hours), so a role's row in the team is its hours in the activity tables added up, to the unit (a
      // reader found 237.1 h against activity rows adding up to 237.0).
      const parts = roleShares(
        staffed.map((r) => r.value),
        effort,
      );
      staffed.forEach((r, i) => {
        const known = byId.get(r.staticId);
        add(
          r.staticId,
          clientRoleName(known?.name ?? r.name),
          isOffshoreLocation(known?.location ?? DEFAULT_ROLE_LOCATION),
          known?.aepLevel?.staffingResourceLevelId ?? DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
          parts[i] ?? 0,
        );
      });
      visit(a.actions);
    }
  };
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      if (!cap.selected) continue;
      visit(cap.actions);
      walk(cap.items ?? []);
    }
  };
  walk(items);
  // Each row's days are its hours / 8 to a tenth, up or down (withDaysOf), so that they add up to all the hours / 8.
  const ids = [...hours.values()];
  const grouped = new Map<string, BidTeamRow & { hours: number }>();
  const hoursByRoleId: Record<string, number> = {};
  const rowOfRoleId: Record<string, string> = {};
  ids.forEach((e) => {
    hoursByRoleId[e.id] = e.hours;
    const key = rowKey(e);
    rowOfRoleId[e.id] = key;
    const row = grouped.get(key);
    if (row) row.hours += e.hours;
    else
      grouped.set(key, {
        role: e.role,
        offshore: e.offshore,
        where: e.offshore ? 'Offshore' : 'Onshore',
        days: 0,
        levelId: e.levelId,
        hours: e.hours,
      });
  });
  withDaysOf([...grouped.values()]);
  const byRoleId = roleDaysOfRows([...grouped.values()], rowOfRoleId, hoursByRoleId, () => 0);
  // A role's onshore and offshore rows together (readers found the two Intune Engineer rows far apart): the roles
  // by their hours together, most first, onshore before offshore within one.
  const byRole = new Map<string, number>();
  for (const r of grouped.values()) byRole.set(r.role, (byRole.get(r.role) ?? 0) + r.hours);
  const rows = [...grouped.values()].sort(
    (a, b) =>
      (byRole.get(b.role) ?? 0) - (byRole.get(a.role) ?? 0) ||
      a.role.localeCompare(b.role) ||
      Number(a.offshore) - Number(b.offshore),
  );
  const sum = (list: BidTeamRow[]) =>
    roundTo(
      list.reduce((s, r) => s + r.days, 0),
      0.1,
    );
  const days = sum(rows);
  return {
    rows,
    days,
    onshoreDays: sum(rows.filter((r) => !r.offshore)),
    offshoreDays: sum(rows.filter((r) => r.offshore)),
    byRoleId,
    hoursByRoleId,
    rowOfRoleId,
    activityDays: days,
    activityHours: ids.reduce((sum, e) => sum + e.hours, 0),
    managementDays: 0,
    managementHours: 0,
    managementRole: '',
  };
}

/**
 * Each row's people at most (issue 29: readers asked how many work at once): the row's hours by week of the plan,
 * scaled so the weeks add up to the row's activity hours, the project management across the programme spread evenly
 * over the weeks of its row, then the busiest week's hours over one person's, rounded up.
 */
export function withPeople(team: BidTeam, schedule: Schedule, roles: readonly StaticRole[]): BidTeam {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const keyOf = (role: string, offshore: boolean) => `${role}\u0000${offshore ? 1 : 0}`;
  const weekly = rolesByWeek(schedule, (r) => {
    const known = byId.get(r.staticId);
    return keyOf(
      clientRoleName(known?.name ?? r.name),
      isOffshoreLocation(known?.location ?? DEFAULT_ROLE_LOCATION),
    );
  });
  if (!weekly.weeks) return team;
  const rows = team.rows.map((row) => {
    const raw = weekly.hours.get(keyOf(row.role, row.offshore)) ?? [];
    const values = Array.from({ length: weekly.weeks }, (_, i) => raw[i] ?? 0);
    const scheduled = values.reduce((t, v) => t + v, 0);
    const management = row.role === team.managementRole && !row.offshore ? team.managementHours : 0;
    const activity = (row.hours ?? row.days * HOURS_PER_DAY) - management;
    const scale = scheduled > 0 ? activity / scheduled : 0;
    const week = values.map((v) => v * scale + management / weekly.weeks);
    return { ...row, people: Math.max(1, peakPeople(week, weekly.workingDays)) };
  });
  return { ...team, rows };
}
