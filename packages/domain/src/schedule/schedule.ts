/**
 * The schedule (issue 7; decisions and a worked example in docs/schedule.md): one pure function turns a
 * solution's in-scope actions, the expected start and the people settings into dated work.
 *
 * - Delivery starts after mobilisation: the contract starts on the first day of the expected start month, the
 *   team mobilises for `mobilisation` calendar days (7-84, default 14), and work starts on the next working day.
 * - An action's effort is actionOwnEffort (own effort and metrics, with parallel and tranches applied), in
 *   6-minute slots. Its roles work on it together, each for its percentage of every 8-hour day, so the action
 *   lasts effort / (sum of percentages / 100) working hours (rounded up to a slot); with no roles (or all at 0 %)
 *   one full-time person does it. Each role's days = duration x its percentage, rounded up to 0.1 day.
 * - Order: a capability's in-scope actions (sub-actions after their parent) in AEP phase order (Plan ...
 *   Deploy), keeping the catalogue's order within a phase. A sequential action (the default) starts when the one
 *   before it ends; a non-sequential action starts with its capability (the start of delivery). An action with
 *   dependency actions starts only after all of them have ended (across capabilities). A circle of
 *   dependencies is broken at the first action of the circle in tree order.
 * - Only selected capabilities under selected parents count, as in the effort totals; so the hours scheduled
 *   equal the solution's total hours.
 * - The bridge gap (1-60 days, default 14) bridges a role over idle time: see roleSegments in people/staffing.ts.
 */
import { AEP_PHASES, type Action, type AepPhase, type Capability } from '../contracts/catalogue.ts';
import { actionOwnEffort } from '../builder/effort.ts';
import { DEFAULT_PEOPLE_SETTINGS } from '../builder/clamps.ts';
import {
  addDays,
  calendarFromWorking,
  calendarFromWorkingEnd,
  daysBetween,
  isoDate,
  nextWorkingDay,
  SLOTS_PER_DAY,
  SLOTS_PER_HOUR,
  utcDate,
  weekdayOf,
} from './calendar.ts';

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

export interface Schedule {
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
  capabilities: ScheduledCapability[];
  /** Every scheduled action by id. */
  actions: Map<string, ScheduledAction>;
}

export interface ScheduleInput {
  items: readonly Capability[];
  /** 'YYYY-MM' */
  expectedStart: string;
  settings?: Partial<PeopleSettings> | undefined;
}

const PHASE_INDEX = new Map<string, number>(AEP_PHASES.map((p, i) => [p, i]));

interface Node {
  action: Action;
  capability: number;
  depth: number;
  order: number;
  phase: number;
  /** Index (in nodes) of the action before it in its capability, -1 for the first. */
  previous: number;
  slots: number;
  capacity: number;
  startSlot: number;
  endSlot: number;
  done: boolean;
}

interface CapabilityRow {
  cap: Capability;
  path: string;
  depth: number;
  nodes: number[];
}

function collect(items: readonly Capability[]): { rows: CapabilityRow[]; nodes: Node[] } {
  const rows: CapabilityRow[] = [];
  const nodes: Node[] = [];
  const walkCaps = (caps: readonly Capability[], prefix: string, depth: number) => {
    for (const cap of caps) {
      if (!cap.selected) continue;
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      const row: CapabilityRow = { cap, path, depth, nodes: [] };
      const mine: Node[] = [];
      const walkActions = (actions: readonly Action[] | undefined, actionDepth: number) => {
        if (!actions) return;
        for (const action of actions) {
          if (action.selected) {
            let capacity = 0;
            for (const role of action.roles ?? []) capacity += Math.max(0, role.value || 0);
            mine.push({
              action,
              capability: rows.length,
              depth: actionDepth,
              order: mine.length,
              phase: PHASE_INDEX.get(action.aepPhase ?? 'Plan') ?? 0,
              previous: -1,
              slots: Math.ceil(actionOwnEffort(action) * SLOTS_PER_HOUR - 1e-9),
              capacity: capacity > 0 ? capacity : 100,
              startSlot: 0,
              endSlot: 0,
              done: false,
            });
          }
          walkActions(action.actions, actionDepth + 1);
        }
      };
      walkActions(cap.actions, 0);
      mine.sort((a, b) => a.phase - b.phase || a.order - b.order);
      for (let i = 0; i < mine.length; i += 1) {
        const node = mine[i] as Node;
        node.previous = i > 0 ? nodes.length + i - 1 : -1;
        row.nodes.push(nodes.length + i);
      }
      nodes.push(...mine);
      rows.push(row);
      if (cap.items) walkCaps(cap.items, path, depth + 1);
    }
  };
  walkCaps(items, '', 0);
  return { rows, nodes };
}

/** Places every node: a topological pass over "before" edges (predecessor and dependency actions). */
function place(nodes: Node[]): void {
  const indexById = new Map<string, number>();
  for (let i = 0; i < nodes.length; i += 1) indexById.set((nodes[i] as Node).action.id, i);
  const before: number[][] = nodes.map(() => []);
  const after: number[][] = nodes.map(() => []);
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i] as Node;
    const edges = before[i] as number[];
    if (node.previous >= 0 && node.action.sequential !== false) edges.push(node.previous);
    const deps = node.action.dependencyIds;
    if (deps !== undefined)
      for (const id of deps) {
        const dep = indexById.get(id);
        if (dep !== undefined && dep !== i && !edges.includes(dep)) edges.push(dep);
      }
    for (const e of edges) (after[e] as number[]).push(i);
  }
  const waiting = before.map((b) => b.length);
  const queue: number[] = [];
  for (let i = 0; i < nodes.length; i += 1) if (waiting[i] === 0) queue.push(i);
  let head = 0;
  let scan = 0;
  let placed = 0;
  while (placed < nodes.length) {
    if (head === queue.length) {
      // Only circles are left: break the first one in tree order.
      while ((nodes[scan] as Node).done) scan += 1;
      queue.push(scan);
      waiting[scan] = 0;
    }
    const i = queue[head++] as number;
    const node = nodes[i] as Node;
    if (node.done) continue;
    let start = 0;
    for (const b of before[i] as number[]) {
      const other = nodes[b] as Node;
      if (other.done && other.endSlot > start) start = other.endSlot;
    }
    node.startSlot = start;
    node.endSlot = start + Math.ceil((node.slots * 100) / node.capacity - 1e-9);
    node.done = true;
    placed += 1;
    for (const a of after[i] as number[]) {
      waiting[a] = (waiting[a] as number) - 1;
      if (waiting[a] === 0) queue.push(a);
    }
  }
}

const tenths = (n: number) => Math.ceil(n * 10 - 1e-9) / 10;

export function computeSchedule({ items, expectedStart, settings }: ScheduleInput): Schedule {
  const mobilisation = settings?.mobilisation ?? DEFAULT_PEOPLE_SETTINGS.mobilisation;
  const contract = utcDate(`${expectedStart}-01`);
  const work = nextWorkingDay(addDays(contract, mobilisation));
  const mobilisationDays = daysBetween(contract, work);
  const weekday = weekdayOf(work);
  const { rows, nodes } = collect(items);
  place(nodes);

  const dates: string[] = [];
  const dateAt = (day: number) => (dates[day] ??= isoDate(addDays(contract, day)));
  const actions = new Map<string, ScheduledAction>();
  const capabilities: ScheduledCapability[] = [];
  let lastSlot = 0;
  let hours = 0;
  for (const row of rows) {
    if (row.nodes.length === 0) continue;
    const ordered: [number, ScheduledAction][] = [];
    for (const index of row.nodes) {
      const node = nodes[index] as Node;
      const durationSlots = node.endSlot - node.startSlot;
      const start = node.startSlot / SLOTS_PER_DAY;
      const end = node.endSlot / SLOTS_PER_DAY;
      const startDay = mobilisationDays + calendarFromWorking(weekday, start);
      const endDay = mobilisationDays + calendarFromWorkingEnd(weekday, end);
      const item: ScheduledAction = {
        id: node.action.id,
        name: node.action.name,
        capabilityId: row.cap.id,
        depth: node.depth,
        phase: node.action.aepPhase ?? 'Plan',
        sequential: node.action.sequential !== false,
        effort: node.slots / SLOTS_PER_HOUR,
        start,
        end,
        startDay,
        endDay,
        startDate: dateAt(Math.floor(startDay)),
        endDate: dateAt(Math.max(Math.floor(startDay), Math.ceil(endDay) - 1)),
        roles: (node.action.roles ?? []).map((role) => ({
          staticId: role.staticId,
          name: role.name,
          value: role.value,
          days: tenths((durationSlots * Math.max(0, role.value || 0)) / 100 / SLOTS_PER_DAY),
        })),
      };
      ordered.push([node.order, item]);
      actions.set(item.id, item);
      hours += item.effort;
      if (node.endSlot > lastSlot) lastSlot = node.endSlot;
    }
    // Bars are drawn in tree order; the phase order only decides the dates.
    ordered.sort((a, b) => a[0] - b[0]);
    const scheduled = ordered.map(([, item]) => item);
    let startDay = Infinity;
    let endDay = 0;
    for (const a of scheduled) {
      if (a.startDay < startDay) startDay = a.startDay;
      if (a.endDay > endDay) endDay = a.endDay;
    }
    capabilities.push({
      id: row.cap.id,
      name: row.cap.name,
      path: row.path,
      areaId: row.cap.areaId ?? '',
      depth: row.depth,
      startDay,
      endDay,
      startDate: dateAt(Math.floor(startDay)),
      endDate: dateAt(Math.max(Math.floor(startDay), Math.ceil(endDay) - 1)),
      actions: scheduled,
    });
  }
  const workingDays = lastSlot / SLOTS_PER_DAY;
  const calendarDays = mobilisationDays + calendarFromWorkingEnd(weekday, workingDays);
  return {
    contractStart: isoDate(contract),
    workStart: isoDate(work),
    mobilisationDays,
    workingDays,
    calendarDays,
    endDate: isoDate(addDays(contract, Math.max(mobilisationDays, Math.ceil(calendarDays) - 1))),
    hours: Math.round(hours * 10) / 10,
    capabilities,
    actions,
  };
}

/** Days of each role on an action, by staticId, for the action panel's Days column. */
export function roleDaysOf(schedule: Schedule, actionId: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const role of schedule.actions.get(actionId)?.roles ?? []) {
    out.set(role.staticId, (out.get(role.staticId) ?? 0) + role.days);
  }
  return out;
}
