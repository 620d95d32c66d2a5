/**
 * The schedule's order and placement (rules in schedule.ts and docs/schedule.md): which actions are scheduled, in
 * what order, and in which working slots each starts and ends.
 *
 * The schedule is recomputed on every change of the Timeline and People settings and by the estimate, for up to
 * 10,000 actions (target < 20 ms warm, see the schedule part of the bench). So the walks below keep the actions'
 * figures in flat number arrays indexed by node (one entry per in-scope action), visit each action object once,
 * use indexed loops and module-level functions, and allocate no object per action: one small object, tuple or
 * closure per action costs more than its work, and the garbage collector's share grows with each. The placement's
 * shape and shared buffers are in placement-model.ts; the placement with dependency actions in placement-graph.ts.
 */
import {
  AEP_PHASES,
  type Action,
  type ActionRole,
  type Capability,
  type Metric,
} from '../contracts/catalogue.ts';
import { actionOwnEffort } from '../builder/effort.ts';
import { FIRST_WAVE_PACE } from './pace.ts';
import { SLOTS_PER_DAY, SLOTS_PER_HOUR, WORKING_DAYS_PER_WEEK, type StartRule } from './calendar.ts';
import { placeGraph } from './placement-graph.ts';
import {
  DEPTH_SHIFT,
  ints,
  isPilot,
  PHASE_MASK,
  PHASE_SHIFT,
  phaseGroupsOf,
  SEQ,
  SEQUENTIAL,
  type PhaseGroups,
  type Placement,
} from './placement-model.ts';

const PHASE_INDEX = new Map<string, number>(AEP_PHASES.map((p, i) => [p, i]));
const PHASES = AEP_PHASES.length;
const DEPLOY = PHASE_INDEX.get('Deploy') as number;

/** The action's metric with the largest value entered (undefined when none has a value). */
function volumeOf(action: Action): Metric | undefined {
  const metrics = action.metrics;
  if (!metrics) return undefined;
  let best: Metric | undefined;
  for (let m = 0; m < metrics.length; m += 1) {
    const metric = metrics[m]!;
    if (metric.value > (best?.value ?? 0)) best = metric;
  }
  return best;
}

/** The volume a Deploy action moves (volumeOf), when at least a third of its `slots` of effort come from it. */
function rolloutVolume(action: Action, slots: number): Metric | undefined {
  const volume = volumeOf(action);
  return volume && volume.effort * volume.value * SLOTS_PER_HOUR * 3 >= slots ? volume : undefined;
}

/**
 * The working slots a rollout with a wave size spans at least (issue 32, ADR 0057): enough weeks that no weekly
 * wave moves more than the wave size, the first wave at half pace (bid-waves.ts): volume / size + 1/2 weeks.
 */
function pacedSpan(volume: number, waveSize: number): number {
  const weeks = Math.ceil(volume / waveSize + (1 - FIRST_WAVE_PACE) - 1e-9);
  return weeks * WORKING_DAYS_PER_WEEK * SLOTS_PER_DAY;
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
  volumes: [] as string[],
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
      // A rollout moves its volume: at least a third of its hours come from it (as the documents' waves read it); an
      // activity whose volume only adds a little (a report-only test reading every user's sign-ins) is not one.
      const volume = phase === DEPLOY ? rolloutVolume(action, slots) : undefined;
      out.volumes[node] = volume ? volume.name : '';
      if (volume && action.waveSize && action.waveSize > 0) {
        out.paced.push(node);
        out.pacedSpan.push(pacedSpan(volume.value, action.waveSize));
      }
      out.flags[node] =
        (depth << DEPTH_SHIFT) | (phase << PHASE_SHIFT) | (action.sequential === false ? 0 : SEQUENTIAL);
      out.slots[node] = slots;
      const at = out.roleAt[node] as number;
      out.duration[node] = readRoles(action.roles, slots, at, out);
      out.roleAt[node + 1] = at + (action.roles ? action.roles.length : 0);
      out.count = node + 1;
    }
    // An action out of scope takes its sub-actions with it, as the effort totals count them (issue 29).
    const subs = action.actions;
    if (action.selected && subs && subs.length > 0) collectActions(subs, depth + 1, out);
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
 * The nodes in schedule order: each phase group's nodes (a top-level capability with its sub-capabilities) in AEP
 * phase order, keeping tree order within a phase. A node's place in this order decides the action before it in its
 * row (its predecessor when sequential) and which circle of dependencies breaks first.
 */
function phaseOrder(groups: PhaseGroups, flags: Int32Array, n: number): Int32Array {
  // Every node's entry is written below: each node is in one group.
  const seq = ints(SEQ, n);
  const { groupFirst } = groups;
  for (let g = 0; g + 1 < groupFirst.length; g += 1) {
    const first = groupFirst[g] as number;
    const end = groupFirst[g + 1] as number;
    let sorted = true;
    for (let i = first + 1; i < end && sorted; i += 1)
      sorted =
        (((flags[i] as number) >> PHASE_SHIFT) & PHASE_MASK) >=
        (((flags[i - 1] as number) >> PHASE_SHIFT) & PHASE_MASK);
    if (sorted) {
      for (let i = first; i < end; i += 1) seq[i] = i;
      continue;
    }
    let k = first;
    for (let p = 0; p < PHASES; p += 1)
      for (let i = first; i < end; i += 1)
        if ((((flags[i] as number) >> PHASE_SHIFT) & PHASE_MASK) === p) seq[k++] = i;
  }
  return seq;
}

/**
 * Without dependency actions each phase group (a top-level capability with its sub-capabilities) is placed in phase
 * order: a node never starts before every node of the earlier AEP phases of its group has ended (the phase floor:
 * nothing is tested before it is built), and a sequential node also waits for the node before it in its group, so
 * the sequential work of a capability and its sub-capabilities is one chain (one team, never booked twice over).
 */
function placeChains(out: Placement, seq: Int32Array, groups: PhaseGroups): void {
  const { flags, duration, startSlot, endSlot } = out;
  const { groupFirst } = groups;
  for (let g = 0; g + 1 < groupFirst.length; g += 1) {
    let phase = -1;
    let floor = 0;
    let latest = 0;
    let previousEnd = -1;
    for (let p = groupFirst[g] as number; p < (groupFirst[g + 1] as number); p += 1) {
      const i = seq[p] as number;
      const nodeFlags = flags[i] as number;
      const nodePhase = (nodeFlags >> PHASE_SHIFT) & PHASE_MASK;
      if (nodePhase !== phase) {
        phase = nodePhase;
        floor = latest;
      }
      const natural = (nodeFlags & SEQUENTIAL) === 1 && previousEnd > floor ? previousEnd : floor;
      const start = !out.pilotStart
        ? natural
        : isPilot(nodeFlags, out.names[i])
          ? out.pilotStart(natural)
          : out.volumes[i]
            ? out.pilotStart(natural, true)
            : natural;
      startSlot[i] = start;
      const end = (endSlot[i] = start + (duration[i] as number));
      previousEnd = end;
      if (end > latest) latest = end;
    }
  }
}

/**
 * Rounds every action's span up to whole working days (the bid's plan: an activity takes whole days, and the next one
 * starts the working day after it ends), keeping the work itself (the roles' days) in `work`.
 */
function toWholeDays(out: Placement): void {
  const n = out.count;
  const work = out.work ?? out.duration.slice(0, n);
  for (let i = 0; i < n; i += 1)
    out.duration[i] = Math.ceil((out.duration[i] as number) / SLOTS_PER_DAY - 1e-9) * SLOTS_PER_DAY;
  out.work = work;
}

/**
 * A rollout with a wave size spans the weeks its waves need, its roles' work unchanged (kept in `work`); its span
 * without the pace is kept in `unpaced` (a rollout that follows another takes its leader's pace instead).
 */
function toPaced(out: Placement): void {
  if (out.paced.length === 0) return;
  out.work ??= out.duration.slice(0, out.count);
  out.unpaced = out.duration.slice(0, out.count);
  for (let k = 0; k < out.paced.length; k += 1) {
    const node = out.paced[k] as number;
    const span = out.pacedSpan[k] as number;
    if (span > (out.duration[node] as number)) out.duration[node] = span;
  }
}

/**
 * The in-scope actions of the selected capabilities (under selected parents, as in the effort totals), each
 * capability's placed in AEP phase order, in working slots; with `wholeDays`, each action's span in whole working
 * days (the documents' and the estimate's plan, ADR 0052), else to the 6-minute slot (the Timeline, as the spec says).
 */
export function placeActions(
  items: readonly Capability[],
  wholeDays = false,
  pilotStart?: StartRule,
): Placement {
  const out: Placement = {
    rows: [],
    count: 0,
    dependent: [],
    dependencies: [],
    ...scratch,
    work: undefined,
    unpaced: undefined,
    paced: [],
    pacedSpan: [],
    pilotStart,
  };
  out.roleAt[0] = 0;
  collectCapabilities(items, '', 0, out);
  const n = out.count;
  // Whole days first, then the pace (whole weeks): a span without its pace is then whole days too.
  if (wholeDays) toWholeDays(out);
  toPaced(out);
  const groups = phaseGroupsOf(out.rows, n);
  const seq = phaseOrder(groups, out.flags, n);
  if (out.dependent.length === 0) placeChains(out, seq, groups);
  else placeGraph(out, seq, n, groups);
  return out;
}
