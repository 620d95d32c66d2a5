/**
 * The offerings' rows shared out over the slides they need (client-side reader, ADR 0068 amended: Mercia's table
 * filled one slide and left Service Desk alone on a second, about 70% blank). Filling each slide in turn decides how
 * many slides; the rows are then split, in order, over that many so the fullest slide is as short as it can be (the
 * rows balanced), each within the room a slide has. Alternatives next to each other stay on one slide where they
 * fit together (the client compares them: Mercia's Azure Virtual Desktop and Windows 365).
 */

/**
 * The rows' heights split, in order, into `count` runs of at least one row, each at most `limit` where it can be,
 * the tallest run as short as possible (ties: the earlier slides fuller); as many rows a run as the heights.
 */
export function balancedRuns(heights: readonly number[], count: number, limit: number): number[] {
  const n = heights.length;
  if (count <= 1 || n <= 1) return [n];
  const k = Math.min(count, n);
  const sum = (i: number, j: number) => heights.slice(i, j).reduce((t, h) => t + h, 0);
  // best[j][c]: the least tallest run splitting the first j rows into c runs, and where the last run starts.
  const best: { tallest: number; from: number }[][] = Array.from({ length: n + 1 }, () => []);
  best[0]![0] = { tallest: 0, from: 0 };
  for (let c = 1; c <= k; c++)
    for (let j = c; j <= n; j++)
      for (let i = c - 1; i < j; i++) {
        const before = best[i]![c - 1];
        if (!before) continue;
        const tallest = Math.max(before.tallest, sum(i, j));
        const now = best[j]![c];
        // Ties go to the later start of the last run: the earlier slides fuller.
        if (!now || tallest < now.tallest - 1e-9 || (Math.abs(tallest - now.tallest) <= 1e-9 && i > now.from))
          best[j]![c] = { tallest, from: i };
      }
  const result = best[n]![k]!;
  if (result.tallest > limit + 1e-9) return [];
  const runs: number[] = [];
  for (let j = n, c = k; c > 0; c--) {
    const from = best[j]![c]!.from;
    runs.unshift(j - from);
    j = from;
  }
  return runs;
}

/**
 * The rows as the units balanced: alternatives next to each other (`option`) one unit where they fit in `limit`
 * together, every other row a unit of its own; each unit's number of rows and height.
 */
export function optionUnits(
  option: readonly boolean[],
  heights: readonly number[],
  limit: number,
): { sizes: number[]; heights: number[] } {
  const sizes: number[] = [];
  const out: number[] = [];
  for (let i = 0; i < heights.length;) {
    let j = i + 1;
    if (option[i]) while (j < heights.length && option[j]) j++;
    const together = heights.slice(i, j).reduce((t, h) => t + h, 0);
    if (j - i > 1 && together <= limit) {
      sizes.push(j - i);
      out.push(together);
    } else
      for (let k = i; k < j; k++) {
        sizes.push(1);
        out.push(heights[k]!);
      }
    i = j;
  }
  return { sizes, heights: out };
}
