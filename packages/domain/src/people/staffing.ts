/**
 * The People view's figures (issue 7; decisions in docs/schedule.md), all from the schedule:
 * - Role segments: a role's actions merged into bars; idle time of at most the bridge gap (calendar days)
 *   between two stretches of work is bridged: the person stays on the team and those working days count as
 *   bridged days (weekends and the schedule's bank holidays are not working days). Longer gaps release the
 *   person, and the bar breaks.
 * - Team tables: Total Team and one per team (the provider's first), each with Onshore, Offshore and the
 *   onshore/offshore ratio of days; a role is offshore when its location begins OFFSHORE_.
 * - Pyramids by resource level: Overall, Provider UK (provider team, ONSHORE_UK), Provider (provider team,
 *   other onshore locations) and Provider Offshore; each bar is the full-time equivalents of a level over the
 *   delivery, with the level's working week (onshore 38 h, offshore 43 h).
 */
import {
  DEFAULT_ROLE_LOCATION,
  DEFAULT_ROLE_TEAM,
  DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
  DEFAULT_STAFFING_RESOURCE_LEVEL_NAME,
  RESOURCE_TYPE_HOURS_PER_WEEK,
  isOffshoreLocation,
  type StaffingResourceLevel,
  type StaticRole,
} from '../contracts/reference.ts';
import {
  HOURS_PER_DAY,
  WORKING_DAYS_PER_WEEK,
  holidayDays,
  utcDate,
  weekdayOf,
  workingDaysIn,
} from '../schedule/calendar.ts';
import { DEFAULT_PEOPLE_SETTINGS } from '../builder/clamps.ts';
import type { Schedule } from '../schedule/schedule.ts';

/** Team colours (spec): orange for the first provider team, purple for the second, grey otherwise. */
export const TEAM_COLOURS: Record<string, string> = { PROVIDER: '#E8710A', ACCENTURE: '#7500C0' };
export const OTHER_TEAM_COLOUR = '#8A8886';
export const teamColour = (team: string) => TEAM_COLOURS[team] ?? OTHER_TEAM_COLOUR;
export const TEAM_NAMES: Record<string, string> = { PROVIDER: 'Provider', ACCENTURE: 'Accenture' };
export const teamName = (team: string) => TEAM_NAMES[team] ?? team;

export interface RoleSegment {
  startDay: number;
  endDay: number;
}

export interface RoleLine {
  staticId: string;
  name: string;
  team: string;
  location: string;
  offshore: boolean;
  levelId: number;
  level: string;
  /** Person-days of work on actions. */
  workDays: number;
  /** Working days kept on the team across bridged gaps. */
  bridgedDays: number;
  /** workDays + bridgedDays. */
  days: number;
  segments: RoleSegment[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every role of the schedule, with its bars and days, in order of first appearance. */
export function roleLines(
  schedule: Schedule,
  roles: readonly StaticRole[],
  gap = DEFAULT_PEOPLE_SETTINGS.gap,
): RoleLine[] {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const spans = new Map<string, { name: string; days: number; intervals: RoleSegment[] }>();
  for (const cap of schedule.capabilities)
    for (const action of cap.actions)
      for (const role of action.roles) {
        if (role.days <= 0) continue;
        const entry = spans.get(role.staticId) ?? { name: role.name, days: 0, intervals: [] };
        entry.days += role.days;
        entry.intervals.push({ startDay: action.startDay, endDay: action.endDay });
        spans.set(role.staticId, entry);
      }
  const contract = utcDate(schedule.contractStart);
  const contractWeekday = weekdayOf(contract);
  // The bank holidays the schedule skipped, as calendar days from the contract start, as the bars count days.
  const holidays = schedule.holidays.length ? holidayDays(contract, schedule.holidays) : undefined;
  const out: RoleLine[] = [];
  for (const [staticId, entry] of spans) {
    const intervals = [...entry.intervals].sort((a, b) => a.startDay - b.startDay);
    const segments: RoleSegment[] = [];
    let bridged = 0;
    for (const next of intervals) {
      const last = segments.at(-1);
      if (!last) segments.push({ ...next });
      else if (next.startDay <= last.endDay) last.endDay = Math.max(last.endDay, next.endDay);
      else if (next.startDay - last.endDay <= gap) {
        bridged += workingDaysIn(contractWeekday, last.endDay, next.startDay, holidays);
        last.endDay = Math.max(last.endDay, next.endDay);
      } else segments.push({ ...next });
    }
    const role = byId.get(staticId);
    const location = role?.location ?? DEFAULT_ROLE_LOCATION;
    out.push({
      staticId,
      name: role?.name ?? entry.name,
      team: role?.team ?? DEFAULT_ROLE_TEAM,
      location,
      offshore: isOffshoreLocation(location),
      levelId: role?.aepLevel?.staffingResourceLevelId ?? DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
      level: role?.aepLevel?.resourceLevel ?? DEFAULT_STAFFING_RESOURCE_LEVEL_NAME,
      workDays: round1(entry.days),
      bridgedDays: bridged,
      days: round1(entry.days + bridged),
      segments,
    });
  }
  return out;
}

/**
 * The lines with `days` more work for `role` (the documents' project management across the programme, which runs
 * beside the activities rather than in them): added to its line, or a line of its own without bars. The pyramid of
 * the internal documents counts the team its staffing table lists this way.
 */
export function withExtraDays(lines: readonly RoleLine[], role: StaticRole, days: number): RoleLine[] {
  if (days <= 0) return [...lines];
  const at = lines.findIndex((l) => l.staticId === role.id);
  if (at >= 0)
    return lines.map((l, i) =>
      i === at ? { ...l, workDays: round1(l.workDays + days), days: round1(l.days + days) } : l,
    );
  const location = role.location ?? DEFAULT_ROLE_LOCATION;
  return [
    ...lines,
    {
      staticId: role.id,
      name: role.name,
      team: role.team ?? DEFAULT_ROLE_TEAM,
      location,
      offshore: isOffshoreLocation(location),
      levelId: role.aepLevel?.staffingResourceLevelId ?? DEFAULT_STAFFING_RESOURCE_LEVEL_ID,
      level: role.aepLevel?.resourceLevel ?? DEFAULT_STAFFING_RESOURCE_LEVEL_NAME,
      workDays: round1(days),
      bridgedDays: 0,
      days: round1(days),
      segments: [],
    },
  ];
}

export interface TeamTable {
  /** 'Total Team', or the team's name. */
  title: string;
  team?: string;
  onshore: { roles: number; days: number };
  offshore: { roles: number; days: number };
  /** Onshore and offshore shares of the days, in whole percent: '70 : 30'; '–' without days. */
  ratio: string;
}

export function ratioOf(onshore: number, offshore: number): string {
  const total = onshore + offshore;
  if (total <= 0) return '–';
  const on = Math.round((onshore / total) * 100);
  return `${on} : ${100 - on}`;
}

function tableOf(title: string, lines: readonly RoleLine[], team?: string): TeamTable {
  const on = lines.filter((l) => !l.offshore);
  const off = lines.filter((l) => l.offshore);
  const sum = (ls: readonly RoleLine[]) => round1(ls.reduce((s, l) => s + l.days, 0));
  return {
    title,
    ...(team ? { team } : {}),
    onshore: { roles: on.length, days: sum(on) },
    offshore: { roles: off.length, days: sum(off) },
    ratio: ratioOf(sum(on), sum(off)),
  };
}

/** Total Team, then one table per team with roles on the solution (the provider's first). */
export function teamTables(lines: readonly RoleLine[]): TeamTable[] {
  const teams = [...new Set(lines.map((l) => l.team))].sort(
    (a, b) => Number(b === DEFAULT_ROLE_TEAM) - Number(a === DEFAULT_ROLE_TEAM) || a.localeCompare(b),
  );
  return [
    tableOf('Total Team', lines),
    ...teams.map((team) =>
      tableOf(
        `${teamName(team)} Team`,
        lines.filter((l) => l.team === team),
        team,
      ),
    ),
  ];
}

export const PYRAMIDS = ['Overall', 'Provider UK', 'Provider', 'Provider Offshore'] as const;
export type PyramidName = (typeof PYRAMIDS)[number];

const IN_PYRAMID: Record<PyramidName, (l: RoleLine) => boolean> = {
  Overall: () => true,
  'Provider UK': (l) => l.team === DEFAULT_ROLE_TEAM && l.location === 'ONSHORE_UK',
  Provider: (l) => l.team === DEFAULT_ROLE_TEAM && !l.offshore && l.location !== 'ONSHORE_UK',
  'Provider Offshore': (l) => l.team === DEFAULT_ROLE_TEAM && l.offshore,
};

export interface PyramidBar {
  levelId: number;
  level: string;
  team: string;
  /** Full-time equivalents over the delivery, to 2 decimals. */
  fte: number;
  days: number;
  /** The working week its FTE are counted in: its level's hours a week (onshore 38, offshore 43 by default). */
  hoursPerWeek: number;
}

export interface Pyramid {
  name: PyramidName;
  /** The levels from most to least senior; bars per level and team. */
  levels: { levelId: number; level: string }[];
  bars: PyramidBar[];
  fte: number;
}

/**
 * FTE of a role = its hours / (delivery weeks x the working week of its level: onshore 38, offshore 43).
 * Delivery weeks = the schedule's working days / 5.
 */
export function pyramids(
  schedule: Schedule,
  lines: readonly RoleLine[],
  levels: readonly StaffingResourceLevel[],
): Pyramid[] {
  const levelById = new Map(levels.map((l) => [l.staffingResourceLevelId, l]));
  const weeks = schedule.workingDays / WORKING_DAYS_PER_WEEK;
  const weekOf = (line: RoleLine) =>
    levelById.get(line.levelId)?.hoursPerWeek ??
    RESOURCE_TYPE_HOURS_PER_WEEK[line.offshore ? 'Offshore' : 'Onshore'];
  const fteOf = (line: RoleLine) => (weeks > 0 ? (line.days * HOURS_PER_DAY) / (weeks * weekOf(line)) : 0);
  const rank = (levelId: number) => {
    const level = levelById.get(levelId);
    return level ? level.acnLevelId * 1000 + level.order : 999_999;
  };
  return PYRAMIDS.map((name) => {
    const mine = lines.filter(IN_PYRAMID[name]);
    const bars = new Map<string, PyramidBar>();
    for (const line of mine) {
      const key = `${line.levelId}|${line.team}`;
      const bar = bars.get(key) ?? {
        levelId: line.levelId,
        level: levelById.get(line.levelId)?.resourceLevel ?? line.level,
        team: line.team,
        fte: 0,
        days: 0,
        hoursPerWeek: weekOf(line),
      };
      bar.fte += fteOf(line);
      bar.days += line.days;
      bars.set(key, bar);
    }
    const list = [...bars.values()]
      .map((b) => ({ ...b, fte: Math.round(b.fte * 100) / 100, days: round1(b.days) }))
      .sort((a, b) => rank(a.levelId) - rank(b.levelId) || a.team.localeCompare(b.team));
    const seen = new Map<number, string>();
    for (const b of list) if (!seen.has(b.levelId)) seen.set(b.levelId, b.level);
    return {
      name,
      levels: [...seen].map(([levelId, level]) => ({ levelId, level })),
      bars: list,
      fte: Math.round(list.reduce((s, b) => s + b.fte, 0) * 100) / 100,
    };
  });
}
