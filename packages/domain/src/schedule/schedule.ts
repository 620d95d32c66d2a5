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
import {
  AEP_PHASES,
  type Action,
  type ActionRole,
  type AepPhase,
  type Capability,
} from '../contracts/catalogue.ts';
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
  /** Its nodes are nodes[first] .. nodes[first + count - 1], in phase order. */
  first: number;
  count: number;
}

// The walks below use indexed loops, module-level functions and flat typed arrays: the schedule is recomputed
// on every change of the Timeline and People settings, for up to 10,000 actions (target < 20 ms warm, see the
// schedule part of the bench), and one small array, tuple or closure per action costs more than its work.

/** Appends a capability's in-scope actions (sub-actions after their parent, at any depth) to `mine`. */
function collectActions(
  actions: readonly Action[] | undefined,
  depth: number,
  capability: number,
  mine: Node[],
): void {
  if (!actions) return;
  for (let i = 0; i < actions.length; i += 1) {
    const action = actions[i] as Action;
    if (action.selected) {
      let capacity = 0;
      const roles = action.roles;
      if (roles)
        for (let r = 0; r < roles.length; r += 1)
          capacity += Math.max(0, (roles[r] as ActionRole).value || 0);
      mine.push({
        action,
        capability,
        depth,
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
    collectActions(action.actions, depth + 1, capability, mine);
  }
}

const byPhaseThenOrder = (a: Node, b: Node) => a.phase - b.phase || a.order - b.order;

function collectCapabilities(
  caps: readonly Capability[],
  prefix: string,
  depth: number,
  rows: CapabilityRow[],
  nodes: Node[],
): void {
  for (let c = 0; c < caps.length; c += 1) {
    const cap = caps[c] as Capability;
    if (!cap.selected) continue;
    const path = prefix ? `${prefix}/${cap.name}` : cap.name;
    const mine: Node[] = [];
    collectActions(cap.actions, 0, rows.length, mine);
    mine.sort(byPhaseThenOrder);
    const first = nodes.length;
    for (let i = 0; i < mine.length; i += 1) {
      const node = mine[i] as Node;
      node.previous = i > 0 ? first + i - 1 : -1;
      nodes.push(node);
    }
    rows.push({ cap, path, depth, first, count: mine.length });
    if (cap.items) collectCapabilities(cap.items, path, depth + 1, rows, nodes);
  }
}

function collect(items: readonly Capability[]): { rows: CapabilityRow[]; nodes: Node[] } {
  const rows: CapabilityRow[] = [];
  const nodes: Node[] = [];
  collectCapabilities(items, '', 0, rows, nodes);
  return { rows, nodes };
}

/** The index (in nodes) of every action that some action depends on, by id (the last one when ids repeat). */
function indexOfDependencies(nodes: readonly Node[]): Map<string, number> {
  const wanted = new Set<string>();
  for (let i = 0; i < nodes.length; i += 1) {
    const deps = (nodes[i] as Node).action.dependencyIds;
    if (deps) for (let d = 0; d < deps.length; d += 1) wanted.add(deps[d] as string);
  }
  const indexById = new Map<string, number>();
  if (wanted.size === 0) return indexById;
  for (let i = 0; i < nodes.length; i += 1) {
    const id = (nodes[i] as Node).action.id;
    if (wanted.has(id)) indexById.set(id, i);
  }
  return indexById;
}

/**
 * Places every node: a topological pass over "before" edges (predecessor and dependency actions). The edges are
 * kept in flat arrays: node i's "before" nodes are before[beforeAt[i]] .. before[beforeAt[i + 1] - 1], and its
 * "after" nodes likewise in after/afterAt.
 */
function place(nodes: Node[]): void {
  const n = nodes.length;
  let indexById: Map<string, number> | undefined;
  const beforeAt = new Int32Array(n + 1);
  const before: number[] = [];
  const afterCount = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    const node = nodes[i] as Node;
    const first = before.length;
    beforeAt[i] = first;
    if (node.previous >= 0 && node.action.sequential !== false) before.push(node.previous);
    const deps = node.action.dependencyIds;
    if (deps)
      for (let d = 0; d < deps.length; d += 1) {
        indexById ??= indexOfDependencies(nodes);
        const dep = indexById.get(deps[d] as string);
        if (dep === undefined || dep === i) continue;
        let seen = false;
        for (let e = first; e < before.length && !seen; e += 1) seen = before[e] === dep;
        if (!seen) before.push(dep);
      }
    for (let e = first; e < before.length; e += 1) {
      const b = before[e] as number;
      afterCount[b] = (afterCount[b] as number) + 1;
    }
  }
  beforeAt[n] = before.length;
  const afterAt = new Int32Array(n + 1);
  for (let i = 0; i < n; i += 1) afterAt[i + 1] = (afterAt[i] as number) + (afterCount[i] as number);
  const after = new Int32Array(before.length);
  const fill = afterAt.slice(0, n);
  const waiting = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    const to = beforeAt[i + 1] as number;
    waiting[i] = to - (beforeAt[i] as number);
    for (let e = beforeAt[i] as number; e < to; e += 1) {
      const b = before[e] as number;
      after[fill[b] as number] = i;
      fill[b] = (fill[b] as number) + 1;
    }
  }

  // Each node enters the queue once: when its last "before" node is placed, or to break a circle.
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i += 1) if (waiting[i] === 0) queue[tail++] = i;
  let head = 0;
  let scan = 0;
  let placed = 0;
  while (placed < n) {
    if (head === tail) {
      // Only circles are left: break the first one in tree order.
      while ((nodes[scan] as Node).done) scan += 1;
      queue[tail++] = scan;
      waiting[scan] = 0;
    }
    const i = queue[head++] as number;
    const node = nodes[i] as Node;
    if (node.done) continue;
    let start = 0;
    for (let e = beforeAt[i] as number, to = beforeAt[i + 1] as number; e < to; e += 1) {
      const other = nodes[before[e] as number] as Node;
      if (other.done && other.endSlot > start) start = other.endSlot;
    }
    node.startSlot = start;
    node.endSlot = start + Math.ceil((node.slots * 100) / node.capacity - 1e-9);
    node.done = true;
    placed += 1;
    for (let e = afterAt[i] as number, to = afterAt[i + 1] as number; e < to; e += 1) {
      const a = after[e] as number;
      waiting[a] = (waiting[a] as number) - 1;
      if (waiting[a] === 0) queue[tail++] = a;
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
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as CapabilityRow;
    if (row.count === 0) continue;
    // Bars are drawn in tree order (node.order); the phase order only decides the dates.
    const scheduled = new Array<ScheduledAction>(row.count);
    let capabilityStart = Infinity;
    let capabilityEnd = 0;
    for (let index = row.first; index < row.first + row.count; index += 1) {
      const node = nodes[index] as Node;
      const action = node.action;
      const durationSlots = node.endSlot - node.startSlot;
      const start = node.startSlot / SLOTS_PER_DAY;
      const end = node.endSlot / SLOTS_PER_DAY;
      const startDay = mobilisationDays + calendarFromWorking(weekday, start);
      const endDay = mobilisationDays + calendarFromWorkingEnd(weekday, end);
      const roles: ScheduledRole[] = [];
      const actionRoles = action.roles;
      if (actionRoles)
        for (let i = 0; i < actionRoles.length; i += 1) {
          const role = actionRoles[i] as ActionRole;
          roles.push({
            staticId: role.staticId,
            name: role.name,
            value: role.value,
            days: tenths((durationSlots * Math.max(0, role.value || 0)) / 100 / SLOTS_PER_DAY),
          });
        }
      const item: ScheduledAction = {
        id: action.id,
        name: action.name,
        capabilityId: row.cap.id,
        depth: node.depth,
        phase: action.aepPhase ?? 'Plan',
        sequential: action.sequential !== false,
        effort: node.slots / SLOTS_PER_HOUR,
        start,
        end,
        startDay,
        endDay,
        startDate: dateAt(Math.floor(startDay)),
        endDate: dateAt(Math.max(Math.floor(startDay), Math.ceil(endDay) - 1)),
        roles,
      };
      scheduled[node.order] = item;
      actions.set(item.id, item);
      hours += item.effort;
      if (node.endSlot > lastSlot) lastSlot = node.endSlot;
      if (startDay < capabilityStart) capabilityStart = startDay;
      if (endDay > capabilityEnd) capabilityEnd = endDay;
    }
    capabilities.push({
      id: row.cap.id,
      name: row.cap.name,
      path: row.path,
      areaId: row.cap.areaId ?? '',
      depth: row.depth,
      startDay: capabilityStart,
      endDay: capabilityEnd,
      startDate: dateAt(Math.floor(capabilityStart)),
      endDate: dateAt(Math.max(Math.floor(capabilityStart), Math.ceil(capabilityEnd) - 1)),
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
