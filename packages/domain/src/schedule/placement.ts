/**
 * The schedule's order and placement (rules in schedule.ts and docs/schedule.md): which actions are scheduled, in
 * what order, and in which working slots each starts and ends.
 *
 * The schedule is recomputed on every change of the Timeline and People settings and by the estimate, for up to
 * 10,000 actions (target < 20 ms warm, see the schedule part of the bench). So the walks below keep the actions'
 * figures in flat number arrays indexed by node (one entry per in-scope action), visit each action object once,
 * use indexed loops and module-level functions, and allocate no object per action: one small object, tuple or
 * closure per action costs more than its work, and the garbage collector's share grows with each.
 */
import { AEP_PHASES, type Action, type ActionRole, type Capability } from '../contracts/catalogue.ts';
import { actionOwnEffort } from '../builder/effort.ts';
import { SLOTS_PER_HOUR } from './calendar.ts';

const PHASE_INDEX = new Map<string, number>(AEP_PHASES.map((p, i) => [p, i]));
const PHASES = AEP_PHASES.length;

/** A node's flags: bit 0 sequential, bits 1-3 its AEP phase, the rest its depth (see depthOf). */
const SEQUENTIAL = 1;
const PHASE_SHIFT = 1;
const PHASE_MASK = 7;
const DEPTH_SHIFT = 4;

export interface CapabilityRow {
  cap: Capability;
  path: string;
  depth: number;
  /** Its nodes are first .. first + count - 1, in tree order (where its bars are drawn). */
  first: number;
  count: number;
}

/**
 * Node i is the action actions[i]; its figures are the i-th entries of the arrays (the first actions.length
 * entries: the typed arrays are the module's scratch buffers, longer than that and reused by the next placement,
 * so a Placement is read before the next one is made and never kept; schedule.ts reads it within one call).
 */
export interface Placement {
  rows: CapabilityRow[];
  actions: Action[];
  /** Depth, phase and sequential, packed (depthOf reads the depth). */
  flags: Int32Array;
  /** Effort in slots (actionOwnEffort, rounded up to a slot). */
  slots: Float64Array;
  /** Working slots it lasts: its roles work on it together, each for its percentage of every day. */
  duration: Float64Array;
  /** Nodes with dependency actions, in node order (few: kept apart rather than one entry per node). */
  dependent: number[];
  /** Working slots from the start of delivery. */
  startSlot: Float64Array;
  endSlot: Float64Array;
}

/**
 * The placement's number buffers, kept between placements and grown (doubled) when a solution needs more: the
 * schedule is recomputed on every change of the Timeline and People settings and by the estimate, and a new set
 * of arrays per run was about a megabyte of garbage for 10,000 actions (collected while the run's own results
 * were being built, which the collector then had to copy).
 */
const scratch = {
  flags: new Int32Array(1024),
  slots: new Float64Array(1024),
  duration: new Float64Array(1024),
  startSlot: new Float64Array(1024),
  endSlot: new Float64Array(1024),
};

function grow(out: Placement): void {
  const size = scratch.flags.length * 2;
  const flags = new Int32Array(size);
  flags.set(scratch.flags);
  const slots = new Float64Array(size);
  slots.set(scratch.slots);
  const duration = new Float64Array(size);
  duration.set(scratch.duration);
  scratch.flags = out.flags = flags;
  scratch.slots = out.slots = slots;
  scratch.duration = out.duration = duration;
  scratch.startSlot = out.startSlot = new Float64Array(size);
  scratch.endSlot = out.endSlot = new Float64Array(size);
}

/** The ordering and graph's integer buffers, kept the same way (by use: see phaseOrder and placeGraph). */
const SEQ = 0;
const POSITION_OF = 1;
const BEFORE_AT = 2;
const BEFORE = 3;
const AFTER_COUNT = 4;
const AFTER_AT = 5;
const AFTER = 6;
const FILL = 7;
const DONE = 8;
const DEPENDENCY_AT = 9;
const intBuffers: Int32Array[] = [];
let endBuffer = new Float64Array(1024);

/** Integer buffer `use`, at least `size` long; what it holds from an earlier use is left to the caller. */
function ints(use: number, size: number): Int32Array {
  let buffer = intBuffers[use];
  if (!buffer || buffer.length < size) {
    buffer = new Int32Array(Math.max(size, (buffer?.length ?? 512) * 2));
    intBuffers[use] = buffer;
  }
  return buffer;
}

/** 0 for an action directly under its capability, 1 for its sub-actions, ... */
export function depthOf(placement: Placement, node: number): number {
  return (placement.flags[node] as number) >> DEPTH_SHIFT;
}

/** Working slots the action lasts: its roles work on it together, each for its percentage of every day. */
function durationSlots(action: Action, slots: number): number {
  let capacity = 0;
  const roles = action.roles;
  if (roles)
    for (let r = 0; r < roles.length; r += 1) capacity += Math.max(0, (roles[r] as ActionRole).value || 0);
  return Math.ceil((slots * 100) / (capacity > 0 ? capacity : 100) - 1e-9);
}

/** Appends a capability's in-scope actions (sub-actions after their parent, at any depth) in tree order. */
function collectActions(actions: readonly Action[] | undefined, depth: number, out: Placement): void {
  if (!actions) return;
  for (let i = 0; i < actions.length; i += 1) {
    const action = actions[i] as Action;
    if (action.selected) {
      // Everything the placement reads of the action, read here: one visit to each action object.
      const slots = Math.ceil(actionOwnEffort(action) * SLOTS_PER_HOUR - 1e-9);
      const phase = PHASE_INDEX.get(action.aepPhase ?? 'Plan') ?? 0;
      const node = out.actions.length;
      if (node === out.flags.length) grow(out);
      if (action.dependencyIds && action.dependencyIds.length > 0) out.dependent.push(node);
      out.actions.push(action);
      out.flags[node] =
        (depth << DEPTH_SHIFT) | (phase << PHASE_SHIFT) | (action.sequential === false ? 0 : SEQUENTIAL);
      out.slots[node] = slots;
      out.duration[node] = durationSlots(action, slots);
    }
    const subs = action.actions;
    if (subs && subs.length > 0) collectActions(subs, depth + 1, out);
  }
}

function collectCapabilities(
  caps: readonly Capability[],
  prefix: string,
  depth: number,
  out: Placement,
): void {
  for (let c = 0; c < caps.length; c += 1) {
    const cap = caps[c] as Capability;
    if (!cap.selected) continue;
    const path = prefix ? `${prefix}/${cap.name}` : cap.name;
    const first = out.actions.length;
    collectActions(cap.actions, 0, out);
    out.rows.push({ cap, path, depth, first, count: out.actions.length - first });
    if (cap.items && cap.items.length > 0) collectCapabilities(cap.items, path, depth + 1, out);
  }
}

/**
 * The nodes in schedule order: each row's nodes in AEP phase order, keeping tree order within a phase. A node's
 * place in this order decides the action before it (its predecessor when sequential) and which circle of
 * dependencies breaks first.
 */
function phaseOrder(rows: readonly CapabilityRow[], flags: Int32Array, n: number): Int32Array {
  // Every node's entry is written below: each node is in one row.
  const seq = ints(SEQ, n);
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as CapabilityRow;
    const end = row.first + row.count;
    let sorted = true;
    for (let i = row.first + 1; i < end && sorted; i += 1)
      sorted =
        (((flags[i] as number) >> PHASE_SHIFT) & PHASE_MASK) >=
        (((flags[i - 1] as number) >> PHASE_SHIFT) & PHASE_MASK);
    if (sorted) {
      for (let i = row.first; i < end; i += 1) seq[i] = i;
      continue;
    }
    let k = row.first;
    for (let p = 0; p < PHASES; p += 1)
      for (let i = row.first; i < end; i += 1)
        if ((((flags[i] as number) >> PHASE_SHIFT) & PHASE_MASK) === p) seq[k++] = i;
  }
  return seq;
}

/**
 * The position in schedule order of every action that some action depends on, by id (the last one in that order
 * when ids repeat).
 */
function positionOfDependencies(out: Placement, seq: Int32Array, n: number): Map<string, number> {
  const { actions, dependent } = out;
  const wanted = new Set<string>();
  for (let k = 0; k < dependent.length; k += 1) {
    const deps = (actions[dependent[k] as number] as Action).dependencyIds as readonly string[];
    for (let d = 0; d < deps.length; d += 1) wanted.add(deps[d] as string);
  }
  const byId = new Map<string, number>();
  for (let p = 0; p < n; p += 1) {
    const id = (actions[seq[p] as number] as Action).id;
    if (wanted.has(id)) byId.set(id, p);
  }
  return byId;
}

/** Without dependency actions each row is a chain: a sequential node starts when the one before it ends. */
function placeChains(out: Placement, seq: Int32Array): void {
  const { rows, flags, duration, startSlot, endSlot } = out;
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as CapabilityRow;
    let previousEnd = 0;
    for (let p = row.first; p < row.first + row.count; p += 1) {
      const i = seq[p] as number;
      const start = p > row.first && ((flags[i] as number) & SEQUENTIAL) === 1 ? previousEnd : 0;
      startSlot[i] = start;
      previousEnd = endSlot[i] = start + (duration[i] as number);
    }
  }
}

/**
 * Places every node: a topological pass over "before" edges (the node before it in schedule order when it is
 * sequential, and its dependency actions), in schedule positions. The edges are kept in flat arrays: position
 * p's "before" positions are before[beforeAt[p]] .. before[beforeAt[p + 1] - 1], and its "after" positions
 * likewise in after/afterAt.
 */
function placeGraph(out: Placement, seq: Int32Array, n: number): void {
  const { actions, rows, flags, duration, dependent, startSlot, endSlot } = out;
  const byId = positionOfDependencies(out, seq, n);
  // Which entry of `dependent` each position is (-1 for most).
  const dependencyAt = ints(DEPENDENCY_AT, n).fill(-1, 0, n);
  const positionOf = ints(POSITION_OF, n);
  for (let p = 0; p < n; p += 1) positionOf[seq[p] as number] = p;
  let edges = n;
  for (let k = 0; k < dependent.length; k += 1) {
    const node = dependent[k] as number;
    dependencyAt[positionOf[node] as number] = k;
    edges += ((actions[node] as Action).dependencyIds as readonly string[]).length;
  }
  const beforeAt = ints(BEFORE_AT, n + 1);
  const before = ints(BEFORE, edges);
  const afterCount = ints(AFTER_COUNT, n).fill(0, 0, n);
  let e = 0;
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as CapabilityRow;
    for (let p = row.first; p < row.first + row.count; p += 1) {
      const first = e;
      beforeAt[p] = first;
      if (p > row.first && ((flags[seq[p] as number] as number) & SEQUENTIAL) === 1) before[e++] = p - 1;
      const k = dependencyAt[p] as number;
      const deps = k < 0 ? undefined : (actions[dependent[k] as number] as Action).dependencyIds;
      if (deps)
        for (let d = 0; d < deps.length; d += 1) {
          const dep = byId.get(deps[d] as string);
          if (dep === undefined || dep === p) continue;
          let seen = false;
          for (let x = first; x < e && !seen; x += 1) seen = before[x] === dep;
          if (!seen) before[e++] = dep;
        }
      for (let x = first; x < e; x += 1) {
        const b = before[x] as number;
        afterCount[b] = (afterCount[b] as number) + 1;
      }
    }
  }
  beforeAt[n] = e;
  const afterAt = ints(AFTER_AT, n + 1);
  afterAt[0] = 0;
  for (let p = 0; p < n; p += 1) afterAt[p + 1] = (afterAt[p] as number) + (afterCount[p] as number);
  const after = ints(AFTER, e);
  const waiting = afterCount; // reused: the fill positions below are kept in afterCount's place
  const fill = ints(FILL, n);
  fill.set(afterAt.subarray(0, n));
  for (let p = 0; p < n; p += 1) {
    const to = beforeAt[p + 1] as number;
    waiting[p] = to - (beforeAt[p] as number);
    for (let x = beforeAt[p] as number; x < to; x += 1) {
      const b = before[x] as number;
      after[fill[b] as number] = p;
      fill[b] = (fill[b] as number) + 1;
    }
  }

  // Each position enters the queue once: when its last "before" position is placed, or to break a circle.
  const done = ints(DONE, n).fill(0, 0, n);
  if (endBuffer.length < n) endBuffer = new Float64Array(n * 2);
  const end = endBuffer;
  const queue = fill; // reused: every entry of fill has been read
  let tail = 0;
  for (let p = 0; p < n; p += 1) if (waiting[p] === 0) queue[tail++] = p;
  let head = 0;
  let scan = 0;
  let placed = 0;
  while (placed < n) {
    if (head === tail) {
      // Only circles are left: break the first one in schedule order.
      while (done[scan] === 1) scan += 1;
      queue[tail++] = scan;
      waiting[scan] = 0;
    }
    const p = queue[head++] as number;
    if (done[p] === 1) continue;
    let start = 0;
    for (let x = beforeAt[p] as number, to = beforeAt[p + 1] as number; x < to; x += 1) {
      const other = before[x] as number;
      if (done[other] === 1 && (end[other] as number) > start) start = end[other] as number;
    }
    const i = seq[p] as number;
    startSlot[i] = start;
    endSlot[i] = end[p] = start + (duration[i] as number);
    done[p] = 1;
    placed += 1;
    for (let x = afterAt[p] as number, to = afterAt[p + 1] as number; x < to; x += 1) {
      const a = after[x] as number;
      waiting[a] = (waiting[a] as number) - 1;
      if (waiting[a] === 0) queue[tail++] = a;
    }
  }
}

/**
 * The in-scope actions of the selected capabilities (under selected parents, as in the effort totals), each
 * capability's placed in AEP phase order, in working slots.
 */
export function placeActions(items: readonly Capability[]): Placement {
  const out: Placement = {
    rows: [],
    actions: [],
    dependent: [],
    ...scratch,
  };
  collectCapabilities(items, '', 0, out);
  const n = out.actions.length;
  const seq = phaseOrder(out.rows, out.flags, n);
  if (out.dependent.length === 0) placeChains(out, seq);
  else placeGraph(out, seq, n);
  return out;
}
