/**
 * The diff of two versions of a 2,000-node solution (issue 22; target < 50 ms warm): the domain bench's
 * solution (2,000 capability nodes, 10,000 actions with roles) as two stored versions (parsed from JSON, so no
 * object is shared, as when both come from the store) a week of bid work apart: sizes, scope, quantities, roles,
 * written texts of ~15,000 characters, an approval, each with its estimate. Reports the diff for a full reader (with
 * the estimates and the word-by-word texts), for a partner, and the audit trail entry of a save (diffForHistory),
 * the cold run and the median of warm runs; and what two schedules would add (why the diff reads the dates from
 * the estimate unless the caller passes schedules).
 */
import {
  bigSolution,
  computeSchedule,
  diffForHistory,
  diffSolutions,
  SAMPLE_RATE_CARD,
  staffedSolution,
  solutionEstimate,
  type Action,
  type Capability,
  type DiffSide,
} from '@portal/domain';
import { testSolution } from '../../packages/domain/src/history/test-solution.ts';
import { BENCH_ROLES } from './domain-bench.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** About 15,000 characters of prose, with `variant` changing a few words in places. */
function prose(variant: number): string {
  const sentences = Array.from(
    { length: 150 },
    (_, i) =>
      `Phase ${i} moves ${variant > 0 && i % 37 === 0 ? 2500 + i : 2000 + i} users to the managed estate, site by site.`,
  );
  return sentences.join(variant > 0 && variant % 2 === 0 ? ' <br>' : ' ');
}

/** The bench tree in the diff tests' solution (packages/domain/src/history/test-solution.ts), with long texts. */
function solutionOf(items: Capability[], texts: number) {
  const base = testSolution();
  return testSolution({
    requirementDescription: prose(texts),
    fields: {
      ...base.fields,
      complexity: 1.5,
      opportunityBackground: prose(texts),
      deliveryApproach: prose(texts + 1),
      scopeDefinition: prose(0),
    },
    state: { ...base.state, step: 6, steps: [1, 2, 5, 6], items },
  });
}

/** A week of bid work on the tree: 20 sizes, 60 actions in or out, 30 roles, 20 quantities, 5 capabilities out. */
function edit(items: Capability[]): Capability[] {
  let n = 0;
  const editActions = (actions: Action[] | undefined): Action[] | undefined =>
    actions?.map((a) => {
      const i = n++;
      const out: Action = { ...a, actions: editActions(a.actions) };
      if (i % 167 === 0) out.selected = !a.selected;
      if (i % 333 === 1 && a.roles?.[0]) out.roles = [{ ...a.roles[0], value: 100 }, ...a.roles.slice(1)];
      if (i % 500 === 2 && a.metrics?.[0])
        out.metrics = [{ ...a.metrics[0], metricId: undefined, value: 42 }];
      return out;
    });
  let c = 0;
  const editCaps = (caps: Capability[]): Capability[] =>
    caps.map((cap) => {
      const i = c++;
      const out: Capability = {
        ...cap,
        actions: editActions(cap.actions),
        items: cap.items && editCaps(cap.items),
      };
      if (i % 100 === 7) out.size = cap.size === 'L' ? 'M' : 'L';
      if (i % 400 === 11) out.selected = false;
      return out;
    });
  return editCaps(items);
}

/** Quick mode: 200 nodes and 1,000 actions, 3 runs. */
export function runHistoryBench({ quick = false } = {}) {
  const [nodes, actions, runs] = quick ? [200, 1000, 3] : [2000, 10000, 30];
  const items = staffedSolution(bigSolution(nodes, actions));
  const older = solutionOf(items, 0);
  const newer = solutionOf(edit(items), 1);
  newer.fields.approvals = [
    { id: 'solution', name: 'George Whitaker', approverId: 'u-9', approvedAt: '2026-11-20T10:00:00.000Z' },
  ];
  const context = { roles: BENCH_ROLES, levels: [], rateCard: SAMPLE_RATE_CARD };
  // Two stored versions: nothing shared between them, as when both are read from the store.
  const stored = (s: DiffSide['solution']): DiffSide => {
    const solution = JSON.parse(JSON.stringify(s)) as DiffSide['solution'];
    return { solution, estimate: { ...solutionEstimate(solution, context), dealTeamReasons: [] } };
  };
  const from = stored(older);
  const to = stored(newer);

  // Wall time and main-thread CPU time: on a busy machine the wall time includes waiting for a core.
  const measure = (run: () => unknown) => {
    const t0 = performance.now();
    const first = run();
    const cold = performance.now() - t0;
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      const cpu = process.threadCpuUsage();
      const t = performance.now();
      run();
      times.push(performance.now() - t);
      const used = process.threadCpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    return {
      coldMs: cold,
      medianMs: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      medianCpuMs: percentile(cpuTimes, 0.5),
      first,
    };
  };
  const full = measure(() => diffSolutions(from, to, { fullAccess: true }));
  const partner = measure(() => diffSolutions(from, to, { fullAccess: false }));
  const history = measure(() => diffForHistory(from, to));
  const schedules = measure(() => [
    computeSchedule({ items: from.solution.state.items, expectedStart: '2027-03' }),
    computeSchedule({ items: to.solution.state.items, expectedStart: '2027-03' }),
  ]);
  const count = (r: { first: unknown }) => (r.first as unknown[]).length;
  const strip = <T extends { first: unknown }>({ first: _f, ...rest }: T) => rest;
  return {
    nodes,
    actions,
    runs,
    changes: count(full),
    partnerChanges: count(partner),
    full: strip(full),
    partner: strip(partner),
    history: strip(history),
    twoSchedules: strip(schedules),
  };
}
