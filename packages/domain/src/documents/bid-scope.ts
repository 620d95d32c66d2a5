/**
 * The scope of a bid as every document prints it (issue 29, docs/documents.md "One set of figures"):
 *
 * - **Scope rows.** One row per selected capability (under selected parents, as the effort totals count them), in
 *   tree order, with the hours of its own in-scope activities, so every hour is in exactly one row's `hours` and
 *   they add up to the solution's hours. The documents print each row's `totalHours` (its subtree's), the
 *   capabilities under it as "of which" rows, so the top-level rows add up to the total (one rule: a parent's row
 *   includes its children, never added to them).
 * - **Sizing volumes.** The figures the estimate rests on: the metric values entered on the in-scope capabilities
 *   and actions (users, devices, applications...), one per metric name (the largest when several actions carry it),
 *   stated in the documents as assumptions.
 */
import { volumeOfMetric } from '../builder/volumes.ts';
import type { Volumes } from '../contracts/places.ts';
import type { Action, Capability, Metric } from '../contracts/catalogue.ts';
import { actionOwnEffort, solutionHours } from '../builder/effort.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { apportion, roundTo } from './apportion.ts';

export interface BidScopeRow {
  id: string;
  name: string;
  /** 0 for a top-level capability, 1 for its sub-capabilities, ... */
  depth: number;
  /** Hours of its own in-scope activities, rounded to 0.1 h so that the rows add up to `BidScope.hours`. */
  hours: number;
  /** Its own in-scope activities (sub-activities included). */
  activities: number;
  /**
   * Its hours with those of the capabilities under it (each row's `hours` added over its subtree), as the documents
   * print them: a parent's row includes its children, listed under it as "of which", and the top-level rows add up
   * to `BidScope.hours`.
   */
  totalHours: number;
  /** Its activities with those of the capabilities under it. */
  totalActivities: number;
  /** First and last day of its work and its sub-capabilities' ('YYYY-MM-DD'), as its milestones; '' when none. */
  start: string;
  end: string;
}

/** A scope row's name as every document and the workbook print it: set in, "of which", under its parent. */
export function scopeRowName(r: { depth: number; name: string }): string {
  return r.depth ? `${'\u2003'.repeat(r.depth)}of which ${r.name}` : r.name;
}

export interface BidScope {
  rows: BidScopeRow[];
  /** The solution's hours (solutionHours) rounded to 0.1 h: the sum of the rows. */
  hours: number;
  /** Rows with activities of their own: what "capabilities in scope" counts. */
  capabilities: number;
  activities: number;
}

function ownWork(actions: readonly Action[] | undefined): { hours: number; activities: number } {
  let hours = 0;
  let activities = 0;
  const visit = (list: readonly Action[] | undefined) => {
    // An action out of scope takes its sub-actions with it (as the effort totals count them).
    for (const a of list ?? []) {
      if (!a.selected) continue;
      hours += actionOwnEffort(a);
      activities += 1;
      visit(a.actions);
    }
  };
  visit(actions);
  return { hours, activities };
}

/** The scope rows of the selected capabilities, dated from the schedule. */
export function bidScope(items: readonly Capability[], schedule: Schedule): BidScope {
  const dates = new Map(schedule.capabilities.map((c) => [c.id, c]));
  const raw: (Omit<BidScopeRow, 'hours' | 'totalHours' | 'totalActivities'> & { exact: number })[] = [];
  const walk = (caps: readonly Capability[], depth: number): { start: string; end: string } => {
    let start = '';
    let end = '';
    for (const cap of caps) {
      if (!cap.selected) continue;
      const own = ownWork(cap.actions);
      const at = raw.length;
      raw.push({
        id: cap.id,
        name: cap.name,
        depth,
        exact: own.hours,
        activities: own.activities,
        start: '',
        end: '',
      });
      const scheduled = dates.get(cap.id);
      const sub = walk(cap.items ?? [], depth + 1);
      const row = raw[at]!;
      // A capability's dates span its sub-capabilities' work, as its milestones do: one finish per capability.
      row.start = [scheduled?.startDate ?? '', sub.start].filter(Boolean).sort()[0] ?? '';
      row.end = [scheduled?.endDate ?? '', sub.end].filter(Boolean).sort().at(-1) ?? '';
      if (row.activities === 0 && !sub.start) raw.splice(at, 1);
      if (row.start && (!start || row.start < start)) start = row.start;
      if (row.end && row.end > end) end = row.end;
      if (sub.start && sub.start < start) start = sub.start;
      if (sub.end > end) end = sub.end;
    }
    return { start, end };
  };
  walk(items, 0);
  // The total is the effort totals' own figure (the estimate's), summed in their order, so both round alike.
  const exact = solutionHours(items);
  const hours = apportion(
    raw.map((r) => r.exact),
    0.1,
    exact,
  );
  const rows: BidScopeRow[] = raw.map(({ exact: _exact, ...r }, i) => ({
    ...r,
    hours: hours[i] ?? 0,
    totalHours: hours[i] ?? 0,
    totalActivities: r.activities,
  }));
  // Each row's subtree, from the last row up: a row adds its direct children's totals (tree order, by depth).
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    for (let j = i + 1; j < rows.length && rows[j]!.depth > row.depth; j++) {
      if (rows[j]!.depth !== row.depth + 1) continue;
      row.totalHours = roundTo(row.totalHours + rows[j]!.totalHours, 0.1);
      row.totalActivities += rows[j]!.totalActivities;
    }
  }
  return {
    rows,
    hours: roundTo(exact, 0.1),
    capabilities: rows.filter((r) => r.activities > 0).length,
    activities: rows.reduce((s, r) => s + r.activities, 0),
  };
}

export interface SizingVolume {
  /** The metric's name as the catalogue has it ('Number of devices'). */
  metric: string;
  value: number;
  /** As a document states it: '2,600 devices'. */
  text: string;
}

const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** 'Number of devices' reads 'devices'; 'Terabytes of file data' reads 'terabytes of file data'. */
export function volumeNoun(metric: string): string {
  const m = /^number of (.+)$/i.exec(metric.trim());
  const noun = m ? m[1]! : metric.trim();
  // Acronyms and names (DLP, Cloud PCs) keep their capitals; an ordinary first word is lower-cased.
  return /^[A-Z][a-z]/.test(noun) && !/^[A-Z][a-z]+ [A-Z]/.test(noun)
    ? noun[0]!.toLowerCase() + noun.slice(1)
    : noun;
}

/** The metric values entered on the in-scope capabilities and actions, by metric name, in tree order. */
export function sizingVolumes(items: readonly Capability[]): SizingVolume[] {
  const found = new Map<string, number>();
  const note = (metrics: readonly Metric[] | undefined) => {
    for (const m of metrics ?? []) {
      const value = Math.round(m.value || 0);
      if (value > 0 && value > (found.get(m.name) ?? 0)) found.set(m.name, value);
    }
  };
  const actions = (list: readonly Action[] | undefined) => {
    for (const a of list ?? []) {
      if (!a.selected) continue;
      note(a.metrics);
      actions(a.actions);
    }
  };
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      if (!cap.selected) continue;
      note(cap.metrics);
      actions(cap.actions);
      walk(cap.items ?? []);
    }
  };
  walk(items);
  return [...found].map(([metric, value]) => ({
    metric,
    value,
    text: `${count.format(value)} ${volumeNoun(metric)}`,
  }));
}

/**
 * The sizing volumes with the sites typed on Information (issue 32) where no in-scope metric counts them: the plan's
 * on-site work (the drop-in sessions, the pilot sites, each wave's main site) assumes that many sites, so the
 * documents state it with the volumes. The other typed volumes are stated only through the metrics that size them.
 */
export function withTypedSites(volumes: readonly SizingVolume[], typed: Volumes | undefined): SizingVolume[] {
  const sites = typed?.sites;
  if (!sites || volumes.some((v) => volumeOfMetric({ name: v.metric }) === 'sites')) return [...volumes];
  return [
    ...volumes,
    {
      metric: 'Number of sites',
      value: sites,
      text: `${count.format(sites)} ${sites === 1 ? 'site' : 'sites'}`,
    },
  ];
}
