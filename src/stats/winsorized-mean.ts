/**
 * Winsorized mean of one execution's values: the g smallest values are raised to the
 * (g + 1)-th smallest and the g largest lowered to the (g + 1)-th largest, then averaged, with
 * g = ⌊share·n⌋ (at most ⌊(n − 1)/2⌋). The definition of SciPy's
 * `scipy.stats.mstats.winsorize(a, limits=(share, share)).mean()`
 * (fixtures/reference/winsorized-mean.json, made by generate-winsorized-mean.py).
 *
 * Why it is the default execution mean (docs/statistics.md, "Execution means"): preemption on a
 * busy machine delays a few values per cent by tens to thousands of times the level; up to
 * `share` of them per side are clamped to an ordinary value, so they cannot move the estimate
 * far. A cost that slows more than `share` of the values (a GC-like tail: 10 % of the
 * iterations twice as long) keeps most of its weight, since the clamp then lands inside the
 * tail itself. Huber's M-estimate (robust-mean.ts) clamps at a few MADs of the bulk and reads
 * that tail as about 1 %.
 *
 * Fewer than 1/share values (13 at 8 %): nothing is clamped, the plain mean.
 * Example: winsorizedMean([1, 2, 3, 4, 100], 0.2) clamps 1 value per side: (2 + 2 + 3 + 4 + 4)/5 = 3.
 */
export const WINSOR_SHARE = 0.08;

let buffer = new Float64Array(256);

export function winsorizedMean(values: readonly number[], share = WINSOR_SHARE): number {
  const n = values.length;
  if (n === 0) return NaN;
  const g = Math.min(Math.floor(share * n), Math.floor((n - 1) / 2));
  if (g <= 0) {
    let sum = 0;
    for (const v of values) sum += v;
    return sum / n;
  }
  // Sorted in one buffer kept between calls (a results file has tens of thousands of executions;
  // a new array each, from an iterator, cost more than the sort), the same order as before.
  if (buffer.length < n) buffer = new Float64Array(Math.max(n, 2 * buffer.length));
  for (let i = 0; i < n; i++) buffer[i] = values[i];
  const sorted = buffer.subarray(0, n).sort();
  const low = sorted[g];
  const high = sorted[n - 1 - g];
  let sum = g * (low + high);
  for (let i = g; i < n - g; i++) sum += sorted[i];
  return sum / n;
}
