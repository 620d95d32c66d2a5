/**
 * The builder's recompute on a large solution: ROM summary and effort totals for 2,000 capability nodes and
 * 10,000 actions (target < 10 ms), as the screen does after every tick. Reports the first (cold) run and the
 * median of 50 warm runs.
 */
import {
  bigSolution,
  staffedSolution,
  computeSchedule,
  pyramids,
  roleLines,
  romSummary,
  SAMPLE_RATE_CARD,
  setCapabilitySelected,
  setCapabilitySize,
  solutionEstimate,
  solutionTotals,
  teamTables,
  type Capability,
  type StaticRole,
} from '@portal/domain';
import { bankHolidaysFor } from '../../api/src/reference/bank-holidays.ts';

/**
 * The bank holidays every schedule is computed with (ADR 0050): England and Wales', as the API computes them for
 * today's window of years (about a hundred dates), so the benches time the calendar the portal uses.
 */
const HOLIDAYS = bankHolidaysFor('GB-ENG', new Date());

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Quick mode: 200 nodes and 1,000 actions, 5 runs. */
export function runDomainBench({ quick = false } = {}) {
  const [nodes, actions, runs] = quick ? [200, 1000, 5] : [2000, 10000, 50];
  const items = bigSolution(nodes, actions);
  const recompute = (tree: typeof items) => {
    romSummary(tree, 1.5);
    return solutionTotals(tree);
  };
  const t0 = performance.now();
  recompute(items);
  const cold = performance.now() - t0;
  const times: number[] = [];
  let tree = items;
  for (let i = 0; i < runs; i++) {
    // Each run follows a real edit (a tick), so nothing is cached between runs.
    const target = tree[i % tree.length]!;
    const result = setCapabilitySelected(tree, target.id, !target.selected);
    if (result.ok) tree = result.items;
    const t = performance.now();
    recompute(tree);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    nodes,
    actions,
    coldMs: cold,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    estimate: runEstimateBench(nodes, actions, runs),
  };
}

/** The 17 capability roles the bench's actions name, spread over the sample card's levels, a third offshore. */
export const BENCH_ROLES: StaticRole[] = Array.from({ length: 17 }, (_, i) => ({
  id: `role-${i}`,
  name: `Role ${i}`,
  team: 'PROVIDER',
  location: i % 3 === 0 ? 'OFFSHORE_INDIA' : 'ONSHORE_UK',
  aepLevel: { staffingResourceLevelId: (i % 9) + 1, resourceLevel: `Level ${(i % 9) + 1}` },
  governance: false,
}));

/**
 * The estimate of the whole solution (docs/estimate.md; target < 30 ms warm), every action in scope with roles, as
 * the builder's panel computes it after a size change: with the schedule passed in (the panel keeps it through
 * size changes) and without (the estimate schedules itself). Wall time and main-thread CPU time (on a busy
 * machine the wall time includes waiting for a core).
 */
function runEstimateBench(nodes: number, actions: number, runs: number) {
  const items = staffedSolution(bigSolution(nodes, actions));
  const context = { roles: BENCH_ROLES, levels: [], rateCard: SAMPLE_RATE_CARD, holidays: HOLIDAYS };
  const solution = (tree: Capability[]) => ({
    expectedStart: '2027-03',
    fields: { complexity: 1.5 },
    state: { step: 2, steps: [1, 2], items: tree },
  });
  const schedule = computeSchedule({ items, expectedStart: '2027-03', holidays: HOLIDAYS });
  const measure = (withSchedule: boolean) => {
    collect();
    const t0 = performance.now();
    solutionEstimate(solution(items), { ...context, schedule: withSchedule ? schedule : undefined });
    const cold = performance.now() - t0;
    const wall: number[] = [];
    const cpu: number[] = [];
    let tree = items;
    for (let i = 0; i < runs; i++) {
      // Each run follows a size change, as in the builder.
      const target = tree[i % tree.length]!;
      tree = setCapabilitySize(tree, target.id, target.size === 'L' ? 'M' : 'L');
      const c = process.threadCpuUsage();
      const t = performance.now();
      solutionEstimate(solution(tree), { ...context, schedule: withSchedule ? schedule : undefined });
      wall.push(performance.now() - t);
      cpu.push(cpuSince(c));
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      coldMs: cold,
      medianMs: percentile(wall, 0.5),
      minMs: wall[0]!,
      medianCpuMs: percentile(cpu, 0.5),
    };
  };
  return { withSchedule: measure(true), withoutSchedule: measure(false) };
}

/** Main-thread CPU milliseconds since `from` (process.threadCpuUsage). */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const used = process.threadCpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** A full collection between loops when node runs with --expose-gc (as `npm run bench` does): each loop starts clean. */
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * Runs `work` `runs` times back to back and returns the sorted wall and main-thread CPU times of each run. Back to
 * back, each run pays for the collections its own garbage causes (amortised over the runs), and none of
 * another loop's.
 */
function timed(runs: number, work: () => void) {
  collect();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.threadCpuUsage();
    const t = performance.now();
    work();
    wall.push(performance.now() - t);
    cpu.push(cpuSince(c));
  }
  wall.sort((x, y) => x - y);
  cpu.sort((x, y) => x - y);
  return { wall, cpu };
}

/**
 * The schedule of 10,000 actions with roles and dependencies (target < 20 ms warm), and the People figures. Each
 * run's main-thread CPU time is reported beside its wall time: on a busy machine the wall time includes the time
 * the thread waited for a core. The schedule's runs are timed back to back, as a settings change followed by
 * another recomputes it; the People figures (roles, tables, pyramids) are timed in their own loop, and both
 * together in a third. So each figure carries the collections of its own garbage and of no other's (when the
 * People figures ran between the schedule's runs, a collection of their garbage could land in a schedule run and
 * count as the schedule's). Quick mode: 1,000 actions, 5 runs.
 *
 * Warm is after 40 runs (see `warming` below). The solution is timed as the web and the API hold it: parsed
 * from JSON (the API's answer, the store's read), so each action lies beside its id, metrics and roles in memory.
 * The fixture's own tree, made of copies spread over the heap, is timed too for comparison: the schedule reads
 * every action once, so where they lie shows.
 */
export function runScheduleBench({ quick = false } = {}) {
  const [nodes, actions, runs, warmup] = quick ? [200, 1000, 5, 5] : [2000, 10000, 50, 40];
  const built = staffedSolution(bigSolution(nodes, actions));
  const items = JSON.parse(JSON.stringify(built)) as Capability[];
  const settings = { gap: 14, mobilisation: 14 };
  const schedule = () => computeSchedule({ items, expectedStart: '2027-01', settings, holidays: HOLIDAYS });
  const people = (s: ReturnType<typeof schedule>) => {
    const lines = roleLines(s, [], 14);
    teamTables(lines);
    pyramids(s, lines, []);
  };
  collect();
  const t0 = performance.now();
  const first = schedule();
  const cold = performance.now() - t0;
  // The next runs, while V8 still runs the schedule's loops in its quicker-to-compile tiers (its optimising
  // compiler takes them on after some 30 runs of 10,000 actions): timed and reported apart, as what a page's first
  // recomputes cost. The warm figure is the steady state after them.
  const warming = timed(warmup, () => void schedule());
  const alone = timed(runs, () => void schedule());
  const fromIt = timed(runs, () => people(first));
  const both = timed(runs, () => people(schedule()));
  const fixture = timed(
    runs,
    () => void computeSchedule({ items: built, expectedStart: '2027-01', settings, holidays: HOLIDAYS }),
  );
  return {
    actions: first.actions.size,
    holidays: first.holidays.length,
    coldMs: cold,
    warmingMedianMs: percentile(warming.wall, 0.5),
    medianMs: percentile(alone.wall, 0.5),
    minMs: alone.wall[0]!,
    medianCpuMs: percentile(alone.cpu, 0.5),
    p95Ms: percentile(alone.wall, 0.95),
    peopleMedianMs: percentile(fromIt.wall, 0.5),
    withPeopleMedianMs: percentile(both.wall, 0.5),
    withPeopleMedianCpuMs: percentile(both.cpu, 0.5),
    fixtureTreeMedianMs: percentile(fixture.wall, 0.5),
  };
}
