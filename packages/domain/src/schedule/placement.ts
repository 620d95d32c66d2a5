/**
 * The schedule's order and placement (rules in schedule.ts and docs/schedule.md): which actions are scheduled, in
 * what order, and in which working slots each starts and ends.
 *
 * The schedule is recomputed on every change of the Timeline and People settings and by the estimate, for up to
 * 10,000 actions (target < 20 ms warm, see the schedule part of the bench). So the walks below keep the actions'
 * figures in flat number arrays indexed by node (one entry per in-scope action), use indexed loops and
 * module-level functions, and allocate no object per action: one small object, tuple or closure per action costs
 * more than its work, and the garbage collector's share grows with each.
 */
import { AEP_PHASES, type Action, type ActionRole, type Capability } from '../contracts/catalogue.ts';
import { actionOwnEffort } from '../builder/effort.ts';
import { SLOTS_PER_HOUR } from './calendar.ts';

const PHASE_INDEX = new Map<string, number>(AEP_PHASES.map((p, i) => [p, i]));
const PHASES = AEP_PHASES.length;

export interface CapabilityRow {
  cap: Capability;
  path: string;
  depth: number;
  /** Its nodes are first .. first + count - 1, in phase order. */
  first: number;
  count: number;
}

/** Node i is the action actions[i]; its figures are the i-th entries of the arrays. */
export interface Placement {
  rows: CapabilityRow[];
  actions: Action[];
  /** 0 for an action directly under its capability, 1 for its sub-actions, ... */
  depth: number[];
  /** Its place in its capability's tree order (where its bar is drawn). */
  order: number[];
  /** Effort in slots (actionOwnEffort, rounded up to a slot). */
  slots: number[];
  /** Working slots it lasts: its roles work on it together, each for its percentage of every day. */
  duration: number[];
  /** 1 when it starts after the action before it in its capability (the default), else 0. */
  sequential: number[];
  /** Its dependency action ids (undefined when none). */
  dependencyIds: (readonly string[] | undefined)[];
  /** Working slots from the start of delivery. */
  startSlot: Float64Array;
  endSlot: Float64Array;
}

/** One capability's in-scope actions in tree order, reused from capability to capability. */
interface TreeBuffer {
  actions: Action[];
  depth: number[];
  phase: number[];
  slots: number[];
  duration: number[];
  sequential: number[];
  dependencyIds: (readonly string[] | undefined)[];
}

/** Appends a capability's in-scope actions (sub-actions after their parent, at any depth) to `tree`. */
function collectActions(actions: readonly Action[] | undefined, depth: number, tree: TreeBuffer): void {
  if (!actions) return;
  for (let i = 0; i < actions.length; i += 1) {
    const action = actions[i] as Action;
    if (action.selected) {
      // Everything the placement reads of the action, read here: one visit to each action object.
      const slots = Math.ceil(actionOwnEffort(action) * SLOTS_PER_HOUR - 1e-9);
      tree.actions.push(action);
      tree.depth.push(depth);
      tree.phase.push(PHASE_INDEX.get(action.aepPhase ?? 'Plan') ?? 0);
      tree.slots.push(slots);
      tree.duration.push(durationSlots(action, slots));
      tree.sequential.push(action.sequential === false ? 0 : 1);
      tree.dependencyIds.push(action.dependencyIds);
    }
    collectActions(action.actions, depth + 1, tree);
  }
}

/** Moves the buffer's actions to the placement in AEP phase order, keeping tree order within a phase. */
function appendInPhaseOrder(tree: TreeBuffer, out: Placement): void {
  const n = tree.actions.length;
  for (let p = 0; p < PHASES; p += 1)
    for (let i = 0; i < n; i += 1) {
      if (tree.phase[i] !== p) continue;
      out.actions.push(tree.actions[i] as Action);
      out.depth.push(tree.depth[i] as number);
      out.order.push(i);
      out.slots.push(tree.slots[i] as number);
      out.duration.push(tree.duration[i] as number);
      out.sequential.push(tree.sequential[i] as number);
      out.dependencyIds.push(tree.dependencyIds[i]);
    }
  tree.actions.length = tree.depth.length = tree.phase.length = 0;
  tree.slots.length = tree.duration.length = tree.sequential.length = tree.dependencyIds.length = 0;
}

function collectCapabilities(
  caps: readonly Capability[],
  prefix: string,
  depth: number,
  out: Placement,
  tree: TreeBuffer,
): void {
  for (let c = 0; c < caps.length; c += 1) {
    const cap = caps[c] as Capability;
    if (!cap.selected) continue;
    const path = prefix ? `${prefix}/${cap.name}` : cap.name;
    const first = out.actions.length;
    collectActions(cap.actions, 0, tree);
    appendInPhaseOrder(tree, out);
    out.rows.push({ cap, path, depth, first, count: out.actions.length - first });
    if (cap.items) collectCapabilities(cap.items, path, depth + 1, out, tree);
  }
}

/** The index of every action that some action depends on, by id (the last one when ids repeat). */
function indexOfDependencies(
  actions: readonly Action[],
  dependencyIds: readonly (readonly string[] | undefined)[],
): Map<string, number> {
  const wanted = new Set<string>();
  for (let i = 0; i < dependencyIds.length; i += 1) {
    const deps = dependencyIds[i];
    if (deps) for (let d = 0; d < deps.length; d += 1) wanted.add(deps[d] as string);
  }
  const indexById = new Map<string, number>();
  if (wanted.size === 0) return indexById;
  for (let i = 0; i < actions.length; i += 1) {
    const id = (actions[i] as Action).id;
    if (wanted.has(id)) indexById.set(id, i);
  }
  return indexById;
}

/** Working slots the action lasts: its roles work on it together, each for its percentage of every day. */
function durationSlots(action: Action, slots: number): number {
  let capacity = 0;
  const roles = action.roles;
  if (roles)
    for (let r = 0; r < roles.length; r += 1) capacity += Math.max(0, (roles[r] as ActionRole).value || 0);
  return Math.ceil((slots * 100) / (capacity > 0 ? capacity : 100) - 1e-9);
}

/**
 * Places every node: a topological pass over "before" edges (the action before it in its capability when it is
 * sequential, and its dependency actions). The edges are kept in flat arrays: node i's "before" nodes are
 * before[beforeAt[i]] .. before[beforeAt[i + 1] - 1], and its "after" nodes likewise in after/afterAt.
 */
function place(out: Placement): void {
  const { actions, rows, duration, sequential, dependencyIds, startSlot, endSlot } = out;
  const n = actions.length;
  let indexById: Map<string, number> | undefined;
  const beforeAt = new Int32Array(n + 1);
  const before: number[] = [];
  const afterCount = new Int32Array(n);
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as CapabilityRow;
    for (let i = row.first; i < row.first + row.count; i += 1) {
      const first = before.length;
      beforeAt[i] = first;
      if (i > row.first && sequential[i] === 1) before.push(i - 1);
      const deps = dependencyIds[i];
      if (deps)
        for (let d = 0; d < deps.length; d += 1) {
          indexById ??= indexOfDependencies(actions, dependencyIds);
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
  const done = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i += 1) if (waiting[i] === 0) queue[tail++] = i;
  let head = 0;
  let scan = 0;
  let placed = 0;
  while (placed < n) {
    if (head === tail) {
      // Only circles are left: break the first one in tree order.
      while (done[scan] === 1) scan += 1;
      queue[tail++] = scan;
      waiting[scan] = 0;
    }
    const i = queue[head++] as number;
    if (done[i] === 1) continue;
    let start = 0;
    for (let e = beforeAt[i] as number, to = beforeAt[i + 1] as number; e < to; e += 1) {
      const other = before[e] as number;
      if (done[other] === 1 && (endSlot[other] as number) > start) start = endSlot[other] as number;
    }
    startSlot[i] = start;
    endSlot[i] = start + (duration[i] as number);
    done[i] = 1;
    placed += 1;
    for (let e = afterAt[i] as number, to = afterAt[i + 1] as number; e < to; e += 1) {
      const a = after[e] as number;
      waiting[a] = (waiting[a] as number) - 1;
      if (waiting[a] === 0) queue[tail++] = a;
    }
  }
}

/**
 * The in-scope actions of the selected capabilities (under selected parents, as in the effort totals), each
 * capability's in AEP phase order, placed in working slots.
 */
export function placeActions(items: readonly Capability[]): Placement {
  const out: Placement = {
    rows: [],
    actions: [],
    depth: [],
    order: [],
    slots: [],
    duration: [],
    sequential: [],
    dependencyIds: [],
    startSlot: new Float64Array(0),
    endSlot: new Float64Array(0),
  };
  const tree: TreeBuffer = {
    actions: [],
    depth: [],
    phase: [],
    slots: [],
    duration: [],
    sequential: [],
    dependencyIds: [],
  };
  collectCapabilities(items, '', 0, out, tree);
  out.startSlot = new Float64Array(out.actions.length);
  out.endSlot = new Float64Array(out.actions.length);
  place(out);
  return out;
}
