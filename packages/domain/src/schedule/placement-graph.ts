/**
 * The placement with dependency actions (rules in schedule.ts and docs/schedule.md): a topological pass over each
 * node's "before" edges, in flat integer buffers reused between placements (see placement.ts for why).
 */
import {
  AFTER,
  AFTER_AT,
  AFTER_COUNT,
  BEFORE,
  BEFORE_AT,
  DEPENDENCY_AT,
  PHASE_MASK,
  PHASE_SHIFT,
  DONE,
  FILL,
  ints,
  POSITION_OF,
  SEQUENTIAL,
  type CapabilityRow,
  type Placement,
} from './placement-model.ts';

let endBuffer = new Float64Array(1024);

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

/** A position's AEP phase index. */
const phaseAt = (flags: Int32Array, seq: Int32Array, p: number) =>
  ((flags[seq[p] as number] as number) >> PHASE_SHIFT) & PHASE_MASK;

/**
 * The phase gates of a row: for each position, the first and last (exclusive) positions of the previous AEP phase
 * present in its capability (a node waits for all of them: the phases follow their order), or an empty range.
 */
function phaseEdges(rows: readonly CapabilityRow[], flags: Int32Array, seq: Int32Array): number {
  let count = 0;
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as CapabilityRow;
    let previous = 0;
    let groupStart = row.first;
    for (let p = row.first; p < row.first + row.count; p += 1) {
      if (p > row.first && phaseAt(flags, seq, p) !== phaseAt(flags, seq, p - 1)) {
        previous = p - groupStart;
        groupStart = p;
      }
      count += previous;
    }
  }
  return count;
}

/**
 * Places every node: a topological pass over "before" edges (the nodes of the previous AEP phase of its capability,
 * the node before it in schedule order when it is sequential, and its dependency actions), in schedule positions. The edges are kept in flat arrays: position
 * p's "before" positions are before[beforeAt[p]] .. before[beforeAt[p + 1] - 1], and its "after" positions
 * likewise in after/afterAt.
 */
export function placeGraph(out: Placement, seq: Int32Array, n: number): void {
  const { rows, flags, duration, dependent, dependencies, startSlot, endSlot } = out;
  const positionOf = ints(POSITION_OF, n);
  for (let p = 0; p < n; p += 1) positionOf[seq[p] as number] = p;
  const byId = positionOfDependencies(out, positionOf, n);
  // Which entry of `dependent` each position is (-1 for most).
  const dependencyAt = ints(DEPENDENCY_AT, n).fill(-1, 0, n);
  let edges = n + phaseEdges(rows, flags, seq);
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
    // The previous phase's positions in this row: [gateFrom, gateTo).
    let gateFrom = row.first;
    let gateTo = row.first;
    let groupStart = row.first;
    for (let p = row.first; p < row.first + row.count; p += 1) {
      if (p > row.first && phaseAt(flags, seq, p) !== phaseAt(flags, seq, p - 1)) {
        gateFrom = groupStart;
        gateTo = p;
        groupStart = p;
      }
      const first = e;
      beforeAt[p] = first;
      for (let q = gateFrom; q < gateTo; q += 1) before[e++] = q;
      const sequentialAfter =
        p > row.first && ((flags[seq[p] as number] as number) & SEQUENTIAL) === 1 && p - 1 >= gateTo;
      if (sequentialAfter) before[e++] = p - 1;
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
