/** Arithmetic mean; NaN for an empty list (callers check lengths first). */
export function mean(values: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum / values.length;
}

/** Sum of squared deviations from the mean (two-pass, for accuracy). */
export function sumOfSquares(values: readonly number[], center = mean(values)): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i] - center) ** 2;
  return sum;
}

/** Sample variance with n − 1 in the denominator; 0 for fewer than two values. */
export function sampleVariance(values: readonly number[]): number {
  return values.length < 2 ? 0 : sumOfSquares(values) / (values.length - 1);
}

/** Median (average of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Quantile by linear interpolation between order statistics (type 7 in R). */
export function quantileSorted(sorted: ArrayLike<number>, probability: number): number {
  const position = (sorted.length - 1) * probability;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}
