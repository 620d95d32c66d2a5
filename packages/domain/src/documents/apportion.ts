/**
 * One rounding rule for every figure a document prints (issue 29): a figure is computed unrounded and rounded once,
 * to its step (0.1 h, 0.1 day, £1); the parts of a total are rounded so that they add up to the rounded total
 * (largest remainder), so every table sums to the total printed under it.
 */

/** `value` rounded to a multiple of `step` (0.1, 1, ...), without floating-point residue. */
export function roundTo(value: number, step: number): number {
  // Times the inverse (10 for 0.1, exact), not divided by the step: 512.05 / 0.1 is 5120.4999..., 512.05 * 10 is 5120.5.
  const units = Math.round(value * (1 / step));
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return Number((units * step).toFixed(decimals));
}

/**
 * `parts` rounded to multiples of `step` so that they add up to `total` rounded to `step` (the sum of the parts by
 * default): each part is rounded down, then the units left over go one each to the parts with the largest
 * remainders (earlier parts first on a tie). Negative or non-finite parts count as 0.
 */
export function apportion(
  parts: readonly number[],
  step: number,
  total: number = parts.reduce((s, p) => s + (Number.isFinite(p) && p > 0 ? p : 0), 0),
): number[] {
  const inverse = 1 / step;
  const units = parts.map((p) => (Number.isFinite(p) && p > 0 ? p * inverse : 0));
  const floors = units.map((u) => Math.floor(u + 1e-9));
  let left = Math.round(total * inverse) - floors.reduce((s, f) => s + f, 0);
  const order = units
    .map((u, i) => ({ i, rest: u - (floors[i] as number) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length, left -= 1)
    floors[(order[k] as { i: number }).i] = (floors[(order[k] as { i: number }).i] as number) + 1;
  for (let k = order.length - 1; left < 0 && k >= 0; k -= 1) {
    const i = (order[k] as { i: number }).i;
    if ((floors[i] as number) > 0) {
      floors[i] = (floors[i] as number) - 1;
      left += 1;
    }
  }
  return floors.map((f) => roundTo(f * step, step));
}
