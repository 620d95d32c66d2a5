/**
 * The deployment waves a bid states (issue 29): a delivery lead reads "five weekly waves" as
 * a table, not only as one bar. Each in-scope Deploy activity that carries a volume of its own (devices, mobile
 * devices, users), whose hours grow with it (at least a third of them) and that runs over two weeks or more, moves that volume week by week at the plan's pace: the volume is
 * spread over the activity's working days (weekends and bank holidays carry none) and each calendar week's share is
 * one wave (a first or last week of one or two working days joins its neighbour). The first wave runs at half the
 * pace of the others. The waves add up to the volume; the wave plan agreed in the design names the sites and people
 * of each.
 */
import type { Action, Capability, Metric } from '../contracts/catalogue.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { FIRST_WAVE_PACE } from '../schedule/pace.ts';
import { apportion } from './apportion.ts';
import { volumeNoun } from './bid-scope.ts';

export interface BidWave {
  /** The activity's name, 'Deploy Windows 11 in waves'. */
  activity: string;
  /** 1, 2, ... within the activity. */
  wave: number;
  /** The wave's first and last working days ('YYYY-MM-DD'). */
  start: string;
  end: string;
  /** How many move in the wave, and what: 1,480 'devices'. */
  volume: number;
  noun: string;
  /** '1,480 devices' */
  text: string;
  /**
   * The rollout whose groups this one moves a week later (the same volume, and it depends on it): 'Enrol the
   * existing devices in waves'. Its wave k is that rollout's wave k, the week after.
   */
  follows?: string;
}

const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

const DAY = 86_400_000;
const isoAdd = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The working days from `start` to `end` inclusive, grouped by calendar week (Monday to Sunday). */
function workingWeeks(start: string, end: string, holidays: ReadonlySet<string>): string[][] {
  const weeks: string[][] = [];
  let current: string[] = [];
  for (let d = start; d <= end; d = isoAdd(d, 1)) {
    const day = weekday(d);
    if (day === 1 && current.length) {
      weeks.push(current);
      current = [];
    }
    if (day !== 0 && day !== 6 && !holidays.has(d)) current.push(d);
  }
  if (current.length) weeks.push(current);
  // A first week of one or two working days joins the next (no wave starts with a day or two), and a last week of
  // one day joins the one before (as a wave of its own, the rollout that follows it had a one-day last week too,
  // which sized their last group to a day and pushed the other weeks past the plan's pace). A last week of two days is a short wave of its own, sized by its days: joined to
  // the week before, it made a wave of six or seven working days, and the rollout that follows it one of two weeks.
  if (weeks.length >= 2 && weeks[0]!.length <= 2) weeks.splice(0, 2, [...weeks[0]!, ...weeks[1]!]);
  // (A rollout of two weeks, the second of two days, is one week's work: it joins, and runs as one piece.)
  if (weeks.length >= 2 && (weeks.at(-1)!.length <= 1 || (weeks.length === 2 && weeks[1]!.length <= 2)))
    weeks.splice(-2, 2, [...weeks.at(-2)!, ...weeks.at(-1)!]);
  return weeks;
}

/** The action's own volume: its metric with the largest value (none when no value was entered). */
function volumeOf(metrics: readonly Metric[] | undefined): Metric | undefined {
  let best: Metric | undefined;
  for (const m of metrics ?? []) if (m.value > 0 && (!best || m.value > best.value)) best = m;
  return best;
}

const isWorking = (iso: string, holidays: ReadonlySet<string>) =>
  weekday(iso) !== 0 && weekday(iso) !== 6 && !holidays.has(iso);

/**
 * Another rollout's waves a week later, within `start` to `end` (a wave moved onto a weekend or bank holiday starts
 * on the next working day and ends on the one before); the last runs to `end`. Undefined when they do not fit: a
 * wave left without a working day, or the rollout running on more than a week past the last.
 */
function weekLater(
  waves: readonly BidWave[],
  start: string,
  end: string,
  holidays: ReadonlySet<string>,
): BidWave[] | undefined {
  const out: BidWave[] = [];
  // The calendar week after (or as many weeks after as the rollout starts later than the one it follows): from the
  // Monday of that week to its Friday (a bank holiday moving either to the nearest working day within).
  const monday = (iso: string) => isoAdd(iso, -((weekday(iso) + 6) % 7));
  // Counted from the first wave's last week: a first wave that took in a short week before it (a Friday start) is
  // that week's work, and counting from its first Monday put every group a week further on than the rollout runs.
  const lag = Math.max(
    1,
    Math.round((Date.parse(monday(start)) - Date.parse(monday(waves[0]!.end))) / (7 * DAY)),
  );
  for (const w of waves) {
    let from = isoAdd(monday(w.start), 7 * lag);
    while (!isWorking(from, holidays)) from = isoAdd(from, 1);
    let to = isoAdd(monday(w.end), 7 * lag + 4);
    while (!isWorking(to, holidays)) to = isoAdd(to, -1);
    if (from < start) from = start;
    // Never the day its group is still in the first rollout: from the working day after that wave ends.
    let after = isoAdd(w.end, 1);
    while (!isWorking(after, holidays)) after = isoAdd(after, 1);
    if (from < after) from = after;
    if (to > end) to = end;
    if (from > to) return undefined;
    out.push({ ...w, start: from, end: to });
  }
  const last = out.at(-1);
  if (!last || isoAdd(last.end, 7) < end || out.length < waves.length) return undefined;
  last.end = end;
  return out;
}

/** The working days from `start` to `end` inclusive. */
function workingDaysIn(start: string, end: string, holidays: ReadonlySet<string>): number {
  let n = 0;
  for (let d = start; d <= end; d = isoAdd(d, 1)) if (isWorking(d, holidays)) n += 1;
  return n;
}

/** The waves of every in-scope Deploy activity with a volume of its own, in the plan's order of their start. */
export function bidWaves(items: readonly Capability[], schedule: Schedule): BidWave[] {
  const holidays = new Set(schedule.holidays);
  const found: { action: Action; metric: Metric }[] = [];
  const actions = (list: readonly Action[] | undefined) => {
    for (const a of list ?? []) {
      if (!a.selected) continue;
      // A test that runs beside the rollout (its name starts 'Test') checks its volume rather than moving it.
      const rollout = schedule.actions.get(a.id)?.phase === 'Deploy' && !/^test\b/i.test(a.name.trim());
      const metric = rollout ? volumeOf(a.metrics) : undefined;
      if (metric) found.push({ action: a, metric });
      actions(a.actions);
    }
  };
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      if (!cap.selected) continue;
      actions(cap.actions);
      walk(cap.items ?? []);
    }
  };
  walk(items);
  const waves: { start: string; rows: BidWave[] }[] = [];
  const byId = new Map<string, BidWave[]>();
  // In the order they start, so a rollout's leader has its waves before it.
  const at = (a: Action) => schedule.actions.get(a.id)?.start ?? 0;
  found.sort((a, b) => at(a.action) - at(b.action));
  for (const { action, metric } of found) {
    const scheduled = schedule.actions.get(action.id);
    if (!scheduled?.startDate || !scheduled.endDate) continue;
    // A rollout's hours grow with what it moves: at least a third of them from its volume. An activity whose volume
    // only adds a little (a report-only test that reads every user's sign-ins) runs as one piece, not in waves.
    if (metric.effort * metric.value < scheduled.effort / 3) continue;
    const weeks = workingWeeks(scheduled.startDate, scheduled.endDate, holidays);
    if (weeks.length < 2) continue;
    // The first wave moves at half the pace of the others (FIRST_WAVE_PACE), so what it finds is fixed before
    // the larger waves; the waves still move the whole volume within the activity.
    // A wave is a week's work: a week joined by a day or two of the next moves no more than a full week does.
    const noun = volumeNoun(metric.name);
    // A group moves through both rollouts when one follows this one: its wave is sized on the shorter of its two
    // weeks, so a week that a bank holiday shortens in either rollout moves fewer (never 1,014 devices in four days
    // in one rollout while the other cut the same group for its own short week).
    const days = weeks.map((w) => Math.min(w.length, 5));
    for (const follower of found) {
      if (!follower.action.dependencyIds?.includes(action.id)) continue;
      if (volumeNoun(follower.metric.name) !== noun || follower.metric.value !== metric.value) continue;
      const next = schedule.actions.get(follower.action.id);
      if (!next?.startDate || !next.endDate) continue;
      const placeholder = weeks.map((w, i) => ({
        activity: action.name,
        wave: i + 1,
        start: w[0]!,
        end: w.at(-1)!,
        volume: 0,
        noun,
        text: '',
      }));
      const later = weekLater(placeholder, next.startDate, next.endDate, holidays);
      later?.forEach((w, i) => {
        days[i] = Math.min(days[i]!, Math.max(1, workingDaysIn(w.start, w.end, holidays)));
      });
    }
    const weights = days.map((d, i) => d * (i === 0 ? FIRST_WAVE_PACE : 1));
    // A rollout that follows another of the same volume (the schedule runs it a week behind) moves the same groups:
    // each of its waves is the other's, a week later, within its own dates.
    const followed = action.dependencyIds
      ?.map((id) => byId.get(id))
      .find((rows) => rows?.[0]?.noun === noun && rows.reduce((t, w) => t + w.volume, 0) === metric.value);
    const shifted = followed && weekLater(followed, scheduled.startDate, scheduled.endDate, holidays);
    if (shifted) {
      const rows = shifted.map((w) => ({ ...w, activity: action.name, follows: followed![0]!.activity }));
      byId.set(action.id, rows);
      waves.push({ start: scheduled.startDate, rows });
      continue;
    }
    const counts = waveCounts(weights, metric.value);
    const rows: BidWave[] = weeks.map((days, i) => ({
      activity: action.name,
      wave: i + 1,
      start: days[0]!,
      end: days.at(-1)!,
      volume: counts[i] ?? 0,
      noun,
      text: `${count.format(counts[i] ?? 0)} ${noun}`,
    }));
    byId.set(action.id, rows);
    waves.push({ start: scheduled.startDate, rows });
  }
  return waves.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)).flatMap((w) => w.rows);
}

/**
 * Each wave's volume: its share of the volume by its weight, to a whole unit, and what the rounding leaves taken by
 * the last wave of a weight no other wave has (a short last week, or the half-paced first), so waves of equal weeks
 * are equal (readers asked why wave 8 had 986 devices beside full weeks of 987); largest remainders where that wave
 * cannot take it.
 */
export function waveCounts(weights: readonly number[], volume: number): number[] {
  const total = weights.reduce((t, w) => t + w, 0);
  if (!(total > 0)) return weights.map(() => 0);
  const counts = weights.map((w) => Math.round((volume * w) / total));
  const seen = new Map<number, number>();
  for (const w of weights) seen.set(w, (seen.get(w) ?? 0) + 1);
  let at = counts.length - 1;
  for (let i = weights.length - 1; i >= 0; i -= 1)
    if (seen.get(weights[i]!) === 1) {
      at = i;
      break;
    }
  counts[at] = volume - counts.reduce((t, c, i) => (i === at ? t : t + c), 0);
  return counts[at]! > 0 || (counts[at] === 0 && weights[at] === 0)
    ? counts
    : apportion(
        weights.map((w) => (volume * w) / total),
        1,
        volume,
      );
}

export { FIRST_WAVE_PACE };
