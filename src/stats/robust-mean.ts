import { median } from './descriptive.js';
import { randomIndex, type Random } from './rng.js';

/**
 * Robust execution mean by resampling (thesis ch. 5 §2.2, METHOD.md §4): draw `subsets`
 * samples of size ⌈fraction·n⌉ with replacement and take the median of their means. Rare
 * huge outliers then move the execution mean far less than they move the plain mean.
 */
export function resampledMedianOfMeans(
  values: readonly number[],
  random: Random,
  options: { subsets?: number; fraction?: number } = {},
): number {
  const subsets = options.subsets ?? 100;
  const size = Math.max(1, Math.ceil((options.fraction ?? 0.75) * values.length));
  const means = new Array<number>(subsets);
  for (let s = 0; s < subsets; s++) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += values[randomIndex(random, values.length)];
    means[s] = sum / size;
  }
  return median(means);
}
