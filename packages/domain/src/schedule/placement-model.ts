/**
 * What the schedule's placement makes (placement.ts) and reads back (placement-graph.ts, schedule.ts): the
 * placement's shape, the packing of a node's flags, and the integer buffers the ordering and the graph reuse.
 */
import { AEP_PHASES, type AepPhase } from '../contracts/catalogue.ts';
import type { StartRule } from './calendar.ts';

/** A node's flags: bit 0 sequential, bits 1-3 its AEP phase, the rest its depth (see depthOf). */
export const SEQUENTIAL = 1;
export const PHASE_SHIFT = 1;
export const PHASE_MASK = 7;
export const DEPTH_SHIFT = 4;

const DEPLOY_PHASE = AEP_PHASES.indexOf('Deploy');

/**
 * A pilot users take part in: a Deploy action whose name starts 'Pilot' ('Pilot Windows 11', 'Pilot device
 * management'), as the documents read it (a 'Pilot build' in the Build phase is not one).
 */
export const isPilot = (flags: number, name: string | undefined) =>
  ((flags >> PHASE_SHIFT) & PHASE_MASK) === DEPLOY_PHASE && name !== undefined && /^pilot\b/i.test(name);

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
  /**
   * A Deploy action's volume (the name of its metric with the largest value entered), '' for any other: a rollout
   * that depends on a rollout of the same volume follows it wave by wave (placeGraph).
   */
  volumes: string[];
  /** Rollouts with a wave size (few): their nodes, and the working slots each spans at least. */
  paced: number[];
  /** With paced rollouts, every action's span without its pace (a follower runs at its leader's pace). */
  unpaced: Float64Array | undefined;
  pacedSpan: number[];
  /** Depth, phase and sequential, packed (depthOf, phaseOf and isSequential read them). */
  flags: Int32Array;
  /** Effort in slots (actionOwnEffort, rounded up to a slot). */
  slots: Float64Array;
  /** Working slots it lasts: its roles work on it together, each for its percentage of every day. */
  duration: Float64Array;
  /** When the spans are whole days (the bid's plan), the slots the roles work on each action: `duration` unrounded. */
  work: Float64Array | undefined;
  /**
   * Where a pilot (a Deploy action whose name starts 'Pilot') may start, from the slot it would (calendar.ts
   * pilotStartRule): set for the bid's plan, which knows its calendar; the Timeline places without it.
   */
  pilotStart?: StartRule | undefined;
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

/** The ordering and graph's integer buffers, kept the same way (by use: see phaseOrder and placeGraph). */
export const SEQ = 0;
export const POSITION_OF = 1;
export const BEFORE_AT = 2;
export const BEFORE = 3;
export const AFTER_COUNT = 4;
export const AFTER_AT = 5;
export const AFTER = 6;
export const FILL = 7;
export const DONE = 8;
export const DEPENDENCY_AT = 9;
/** Each position's phase segment (a group's nodes of one phase, contiguous in schedule order). */
export const PHASE_GROUP_OF = 10;
const intBuffers: Int32Array[] = [];

/** Integer buffer `use`, at least `size` long; what it holds from an earlier use is left to the caller. */
export function ints(use: number, size: number): Int32Array {
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
 * A capability's whole subtree is one phase group (issue 29): its selected sub-capabilities are part of its work, so
 * a sub-capability's build waits for its parent's design as the parent's own build does. The groups are the top-level
 * rows and the rows under them, contiguous in the rows' order (pre-order) and so in node order.
 */
export interface PhaseGroups {
  /** Group g holds nodes groupFirst[g] .. groupFirst[g + 1] - 1. */
  groupFirst: number[];
}

export function phaseGroupsOf(rows: readonly CapabilityRow[], n: number): PhaseGroups {
  const groupFirst: number[] = [];
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as CapabilityRow;
    if (row.depth === 0 || groupFirst.length === 0) groupFirst.push(row.first);
  }
  groupFirst.push(n);
  return { groupFirst };
}
