/**
 * The builder's recompute on a large solution: ROM summary and effort totals for 2,000 capability nodes and
 * 10,000 actions (target < 10 ms), as the screen does after every tick. Reports the first (cold) run and the
 * median of 50 warm runs.
 */
import { bigSolution, romSummary, setCapabilitySelected, solutionTotals } from '@portal/domain';

export function runDomainBench() {
  const items = bigSolution(2000, 10000);
  const recompute = (tree: typeof items) => {
    romSummary(tree, 1.5);
    return solutionTotals(tree);
  };
  const t0 = performance.now();
  recompute(items);
  const cold = performance.now() - t0;
  const times: number[] = [];
  let tree = items;
  for (let i = 0; i < 50; i++) {
    // Each run follows a real edit (a tick), so nothing is cached between runs.
    const target = tree[i % tree.length]!;
    const result = setCapabilitySelected(tree, target.id, !target.selected);
    if (result.ok) tree = result.items;
    const t = performance.now();
    recompute(tree);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { nodes: 2000, actions: 10000, coldMs: cold, medianMs: times[25]!, p95Ms: times[47]! };
}
