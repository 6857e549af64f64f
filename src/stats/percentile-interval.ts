import { quantileSorted } from './descriptive.js';

/**
 * Percentile bootstrap interval: the (1 − confidence)/2 and (1 + confidence)/2 quantiles of
 * the replicates (type 7). Null with fewer than 10 usable replicates.
 */
export function percentileInterval(values: readonly number[], confidence: number): [number, number] | null {
  if (values.length < 10) return null;
  const sorted = Float64Array.from(values).sort();
  const tail = (1 - confidence) / 2;
  return [quantileSorted(sorted, tail), quantileSorted(sorted, 1 - tail)];
}
