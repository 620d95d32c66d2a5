/**
 * The placement with dependency actions (rules in schedule.ts and docs/schedule.md): a topological pass over each
 * node's "before" edges, in flat integer buffers reused between placements (see placement.ts for why).
 *
 * The AEP phases of a phase group (a top-level capability with its sub-capabilities) are barriers rather than edges
 * (issue 29): a group's nodes of one phase are contiguous in schedule order, each waits for the barrier of the phase
 * before it in its group (one count), and when the last node of a phase is placed the next phase's nodes are
 * released with the phase floor (the last end of everything placed so far in the group). So the phases cost one
 * pass over the nodes, however many there are in a phase.
 */
import { SLOTS_PER_DAY } from './calendar.ts';
import {
  AFTER,
  AFTER_AT,
  AFTER_COUNT,
  BEFORE,
  BEFORE_AT,
  DEPENDENCY_AT,
  DONE,
  FILL,
  ints,
  isPilot,
  PHASE_GROUP_OF,
  PHASE_MASK,
  PHASE_SHIFT,
  POSITION_OF,
  SEQUENTIAL,
  type PhaseGroups,
  type Placement,
} from './placement-model.ts';

let endBuffer = new Float64Array(1024);

/** How far a rollout that follows another rollout of the same volume runs behind it: a week of working days. */
export const FOLLOW_LAG = 5 * SLOTS_PER_DAY;

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

/** The phase segments: a group's positions of one phase, in order; each knows the next segment of its group. */
interface Segments {
  from: number[];
  to: number[];
  /** The next segment of the same group, or -1. */
  next: number[];
  /** Nodes of the segment not yet placed. */
  left: number[];
  /** The group's last end when the segment was released (its phase floor). */
  floor: number[];
  /** The group of each segment. */
  group: number[];
}

function segmentsOf(
  groups: PhaseGroups,
  flags: Int32Array,
  seq: Int32Array,
  segmentOf: Int32Array,
): Segments {
  const s: Segments = { from: [], to: [], next: [], left: [], floor: [], group: [] };
  const { groupFirst } = groups;
  for (let g = 0; g + 1 < groupFirst.length; g += 1) {
    let phase = -1;
    for (let p = groupFirst[g] as number; p < (groupFirst[g + 1] as number); p += 1) {
      const nodePhase = ((flags[seq[p] as number] as number) >> PHASE_SHIFT) & PHASE_MASK;
      if (nodePhase !== phase) {
        if (phase !== -1) s.next[s.next.length - 1] = s.from.length;
        phase = nodePhase;
        s.from.push(p);
        s.to.push(p);
        s.next.push(-1);
        s.left.push(0);
        s.floor.push(0);
        s.group.push(g);
      }
      const k = s.from.length - 1;
      s.to[k] = p + 1;
      s.left[k] = (s.left[k] as number) + 1;
      segmentOf[p] = k;
    }
  }
  return s;
}

/**
 * Places every node: a topological pass over "before" edges (the node before it in its phase group, in schedule
 * order, when it is sequential, and its dependency actions) and the phase barriers of its group, in schedule positions. The
 * edges are kept in flat arrays: position p's "before" positions are before[beforeAt[p]] .. before[beforeAt[p + 1]
 * - 1], and its "after" positions likewise in after/afterAt.
 */
export function placeGraph(out: Placement, seq: Int32Array, n: number, groups: PhaseGroups): void {
  const { flags, duration, dependent, dependencies, startSlot, endSlot, volumes } = out;
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
  const segmentOf = ints(PHASE_GROUP_OF, n);
  const seg = segmentsOf(groups, flags, seq, segmentOf);
  const beforeAt = ints(BEFORE_AT, n + 1);
  const before = ints(BEFORE, edges);
  const afterCount = ints(AFTER_COUNT, n).fill(0, 0, n);
  // A sequential node's predecessor is the node before it in its phase group (positions are contiguous per group).
  const { groupFirst } = groups;
  let e = 0;
  let g = 0;
  for (let p = 0; p < n; p += 1) {
    while (p >= (groupFirst[g + 1] as number)) g += 1;
    const first = e;
    beforeAt[p] = first;
    const i = seq[p] as number;
    if (p > (groupFirst[g] as number) && ((flags[i] as number) & SEQUENTIAL) === 1) before[e++] = p - 1;
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
  // A segment after the first of its group also waits for its phase barrier: one count on each of its nodes.
  const released = new Uint8Array(seg.from.length);
  const groupLatest = new Float64Array(groups.groupFirst.length);
  for (let k = 0; k < seg.from.length; k += 1) {
    const g = seg.group[k] as number;
    const firstOfGroup = k === 0 || seg.group[k - 1] !== g;
    if (firstOfGroup) {
      released[k] = 1;
      continue;
    }
    for (let p = seg.from[k] as number; p < (seg.to[k] as number); p += 1)
      waiting[p] = (waiting[p] as number) + 1;
  }

  // Each position enters the queue once: when its last "before" position is placed and its phase is released, or
  // to break a circle.
  const done = ints(DONE, n).fill(0, 0, n);
  if (endBuffer.length < n) endBuffer = new Float64Array(n * 2);
  const end = endBuffer;
  const queue = fill; // reused: every entry of fill has been read
  let tail = 0;
  for (let p = 0; p < n; p += 1) if (waiting[p] === 0) queue[tail++] = p;
  let head = 0;
  let scan = 0;
  let placed = 0;
  const release = (k: number) => {
    released[k] = 1;
    seg.floor[k] = groupLatest[seg.group[k] as number] as number;
    for (let p = seg.from[k] as number; p < (seg.to[k] as number); p += 1) {
      waiting[p] = (waiting[p] as number) - 1;
      if (waiting[p] === 0 && done[p] === 0) queue[tail++] = p;
    }
  };
  while (placed < n) {
    if (head === tail) {
      // Only circles are left: break the first one in schedule order.
      while (done[scan] === 1) scan += 1;
      queue[tail++] = scan;
      waiting[scan] = 0;
    }
    const p = queue[head++] as number;
    if (done[p] === 1) continue;
    const k = segmentOf[p] as number;
    let start =
      released[k] === 1 ? (seg.floor[k] as number) : (groupLatest[seg.group[k] as number] as number);
    const i = seq[p] as number;
    const volume = volumes[i] as string;
    let leaderStart = -1;
    let leaderEnd = 0;
    for (let x = beforeAt[p] as number, to = beforeAt[p + 1] as number; x < to; x += 1) {
      const other = before[x] as number;
      if (done[other] === 1) {
        // A rollout after a rollout of the same volume follows it wave by wave: each wave's devices a week (or as
        // many weeks as it starts later) behind, not after its last wave.
        if (volume !== '' && volumes[seq[other] as number] === volume) {
          const leader = startSlot[seq[other] as number] as number;
          if (leader + FOLLOW_LAG > start) start = leader + FOLLOW_LAG;
          if ((end[other] as number) > leaderEnd) {
            leaderStart = leader;
            leaderEnd = end[other] as number;
          }
        } else if ((end[other] as number) > start) start = end[other] as number;
      }
    }
    // A pilot does not start on the eve of a long break, a bank holiday beside a weekend (the bid's plan).
    if (out.pilotStart && isPilot(flags[i] as number, out.names[i])) start = out.pilotStart(start);
    // A rollout in waves does not start on a week's last working day: its first wave would be that one day. A
    // follower moved so ends with its last group whole weeks behind its leader's (followEnd).
    let moved = false;
    if (out.pilotStart && !isPilot(flags[i] as number, out.names[i]) && volume !== '') {
      const ruled = out.pilotStart(start, true);
      moved = ruled !== start;
      start = ruled;
    }
    startSlot[i] = start;
    // It keeps its leader's pace: it ends as far after its leader's end as it starts after its leader's start.
    let followEnd = leaderStart < 0 ? 0 : leaderEnd + (start - leaderStart);
    if (moved && leaderStart >= 0 && out.pilotStart)
      followEnd = Math.max(followEnd, out.pilotStart.followEnd(leaderStart, leaderEnd, start));
    // A follower keeps its leader's pace: its own wave size does not stretch it past a week after its leader.
    const own = followEnd > 0 && out.unpaced ? (out.unpaced[i] as number) : (duration[i] as number);
    let finish = start + own;
    if (followEnd > finish) {
      // Its span stretches to its leader's waves; its roles' work stays what it was.
      if (!out.work) out.work = duration.slice(0, n);
      finish = followEnd;
    }
    endSlot[i] = end[p] = finish;
    done[p] = 1;
    placed += 1;
    const g = seg.group[k] as number;
    if ((end[p] as number) > (groupLatest[g] as number)) groupLatest[g] = end[p] as number;
    seg.left[k] = (seg.left[k] as number) - 1;
    // The last node of a phase releases the next phase of its group (a circle broken early releases it too).
    if (seg.left[k] === 0) {
      const next = seg.next[k] as number;
      if (next >= 0 && released[next] === 0) release(next);
    }
    for (let x = afterAt[p] as number, to = afterAt[p + 1] as number; x < to; x += 1) {
      const a = after[x] as number;
      waiting[a] = (waiting[a] as number) - 1;
      if (waiting[a] === 0) queue[tail++] = a;
    }
  }
}
