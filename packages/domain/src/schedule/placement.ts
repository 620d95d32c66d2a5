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
import {
  AEP_PHASES,
  type Action,
  type ActionRole,
  type AepPhase,
  type Capability,
} from '../contracts/catalogue.ts';
import { actionOwnEffort } from '../builder/effort.ts';
import { SLOTS_PER_HOUR } from './calendar.ts';

const PHASE_INDEX = new Map<string, number>(AEP_PHASES.map((p, i) => [p, i]));
const PHASES = AEP_PHASES.length;

/** A node's flags: bit 0 sequential, bits 1-3 its AEP phase, the rest its depth (see depthOf). */
const SEQUENTIAL = 1;
const PHASE_SHIFT = 1;
const PHASE_MASK = 7;
const DEPTH_SHIFT = 4;

/** A selected capability: what the schedule's output needs of it, read when the placement visits it. */
export interface CapabilityRow {
  id: string;
  name: string;
  areaId: string;
  path: string;
  depth: number;
  /** Its nodes are first .. first + count - 1, in tree order (where its bars are drawn). */
  first: number;
  count: number;
}

/**
 * Node i is the i-th in-scope action in tree order; its figures are the i-th entries of the arrays (the first
 * `count` entries: the arrays are the module's scratch buffers, longer than that and reused by the next
 * placement, so a Placement is read before the next one is made and never kept; schedule.ts reads it within one
 * call). Everything the schedule's output needs of an action is read into them when the placement visits it, so
 * the output never goes back to the action objects: a tree of 10,000 actions is megabytes spread over the heap,
 * and each walk over it waits on the memory more than it computes.
 */
export interface Placement {
  rows: CapabilityRow[];
  count: number;
  ids: string[];
  names: string[];
  /** Depth, phase and sequential, packed (depthOf, phaseOf and isSequential read them). */
  flags: Int32Array;
  /** Effort in slots (actionOwnEffort, rounded up to a slot). */
  slots: Float64Array;
  /** Working slots it lasts: its roles work on it together, each for its percentage of every day. */
  duration: Float64Array;
  /** Nodes with dependency actions, in node order (few: kept apart rather than one entry per node). */
  dependent: number[];
  /** The dependency actions' ids of each entry of `dependent`. */
  dependencies: (readonly string[])[];
  /** Node i's roles are entries roleAt[i] .. roleAt[i + 1] - 1 of the role arrays (in the action's order). */
  roleAt: Int32Array;
  roleIds: string[];
  roleNames: string[];
  roleValues: Float64Array;
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
  ids: [] as string[],
  names: [] as string[],
  flags: new Int32Array(1024),
  slots: new Float64Array(1024),
  duration: new Float64Array(1024),
  startSlot: new Float64Array(1024),
  endSlot: new Float64Array(1024),
  roleAt: new Int32Array(1025),
  roleIds: [] as string[],
  roleNames: [] as string[],
  roleValues: new Float64Array(2048),
};

function grow(out: Placement): void {
  const size = scratch.flags.length * 2;
  const flags = new Int32Array(size);
  flags.set(scratch.flags);
  const slots = new Float64Array(size);
  slots.set(scratch.slots);
  const duration = new Float64Array(size);
  duration.set(scratch.duration);
  const roleAt = new Int32Array(size + 1);
  roleAt.set(scratch.roleAt);
  scratch.flags = out.flags = flags;
  scratch.slots = out.slots = slots;
  scratch.duration = out.duration = duration;
  scratch.roleAt = out.roleAt = roleAt;
  scratch.startSlot = out.startSlot = new Float64Array(size);
  scratch.endSlot = out.endSlot = new Float64Array(size);
}

function growRoles(out: Placement): void {
  const values = new Float64Array(scratch.roleValues.length * 2);
  values.set(scratch.roleValues);
  scratch.roleValues = out.roleValues = values;
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

/** Its AEP phase (Plan when it has none). */
export function phaseOf(placement: Placement, node: number): AepPhase {
  return AEP_PHASES[((placement.flags[node] as number) >> PHASE_SHIFT) & PHASE_MASK] as AepPhase;
}

/** Sequential unless the action says otherwise. */
export function isSequential(placement: Placement, node: number): boolean {
  return ((placement.flags[node] as number) & SEQUENTIAL) === 1;
}

/**
 * Reads the action's roles into the role arrays from entry `at`, and returns the working slots the action lasts:
 * its roles work on it together, each for its percentage of every day.
 */
function readRoles(
  roles: readonly ActionRole[] | undefined,
  slots: number,
  at: number,
  out: Placement,
): number {
  let capacity = 0;
  if (roles)
    for (let r = 0; r < roles.length; r += 1) {
      const role = roles[r] as ActionRole;
      const value = role.value;
      capacity += Math.max(0, value || 0);
      if (at === out.roleValues.length) growRoles(out);
      out.roleIds[at] = role.staticId;
      out.roleNames[at] = role.name;
      out.roleValues[at] = value;
      at += 1;
    }
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
      const node = out.count;
      if (node === out.flags.length) grow(out);
      const dependencyIds = action.dependencyIds;
      if (dependencyIds && dependencyIds.length > 0) {
        out.dependent.push(node);
        out.dependencies.push(dependencyIds);
      }
      out.ids[node] = action.id;
      out.names[node] = action.name;
      out.flags[node] =
        (depth << DEPTH_SHIFT) | (phase << PHASE_SHIFT) | (action.sequential === false ? 0 : SEQUENTIAL);
      out.slots[node] = slots;
      const at = out.roleAt[node] as number;
      out.duration[node] = readRoles(action.roles, slots, at, out);
      out.roleAt[node + 1] = at + (action.roles ? action.roles.length : 0);
      out.count = node + 1;
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
    const first = out.count;
    collectActions(cap.actions, 0, out);
    out.rows.push({
      id: cap.id,
      name: cap.name,
      areaId: cap.areaId ?? '',
      path,
      depth,
      first,
      count: out.count - first,
    });
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
function positionOfDependencies(out: Placement, positionOf: Int32Array, n: number): Map<string, number> {
  const { ids, dependencies } = out;
  const wanted = new Set<string>();
  for (let k = 0; k < dependencies.length; k += 1) {
    const deps = dependencies[k] as readonly string[];
    for (let d = 0; d < deps.length; d += 1) wanted.add(deps[d] as string);
  }
  const byId = new Map<string, number>();
  for (let i = 0; i < n; i += 1) {
    const id = ids[i] as string;
    if (!wanted.has(id)) continue;
    const p = positionOf[i] as number;
    const other = byId.get(id);
    if (other === undefined || p > other) byId.set(id, p);
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
  const { rows, flags, duration, dependent, dependencies, startSlot, endSlot } = out;
  const positionOf = ints(POSITION_OF, n);
  for (let p = 0; p < n; p += 1) positionOf[seq[p] as number] = p;
  const byId = positionOfDependencies(out, positionOf, n);
  // Which entry of `dependent` each position is (-1 for most).
  const dependencyAt = ints(DEPENDENCY_AT, n).fill(-1, 0, n);
  let edges = n;
  for (let k = 0; k < dependent.length; k += 1) {
    dependencyAt[positionOf[dependent[k] as number] as number] = k;
    edges += (dependencies[k] as readonly string[]).length;
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
      const deps = k < 0 ? undefined : dependencies[k];
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
    count: 0,
    dependent: [],
    dependencies: [],
    ...scratch,
  };
  out.roleAt[0] = 0;
  collectCapabilities(items, '', 0, out);
  const n = out.count;
  const seq = phaseOrder(out.rows, out.flags, n);
  if (out.dependent.length === 0) placeChains(out, seq);
  else placeGraph(out, seq, n);
  return out;
}
