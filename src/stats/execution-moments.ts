/**
 * What the analysis reads from one execution's measurements, in two passes over them: the
 * values of a results file (a million or more) are read here once for the summary, the
 * within-process dependence and the lag-1 autocorrelation together, not once per statistic.
 */
export interface ExecutionMoments {
  count: number;
  /** Σx / n; NaN without values. */
  mean: number;
  /** Σ (x_i − x̄)², summed in order. */
  sumOfSquares: number;
  /** Σ (x_i − x̄)(x_{i+1} − x̄), summed in order. */
  lag1Products: number;
  /** max |x_i|; NaN when a value is NaN. */
  largestMagnitude: number;
}

export function executionMoments(values: readonly number[]): ExecutionMoments {
  const n = values.length;
  let sum = 0;
  let largestMagnitude = 0;
  for (let i = 0; i < n; i++) {
    const value = values[i];
    sum += value;
    const magnitude = Math.abs(value);
    if (magnitude > largestMagnitude || Number.isNaN(magnitude)) largestMagnitude = magnitude;
  }
  const mean = sum / n;
  let sumOfSquares = 0;
  let lag1Products = 0;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const deviation = values[i] - mean;
    sumOfSquares += deviation * deviation;
    if (i > 0) lag1Products += previous * deviation;
    previous = deviation;
  }
  return { count: n, mean, sumOfSquares, lag1Products, largestMagnitude };
}

/** Lag-1 autocorrelation of the execution (as lag1Autocorrelation): 0 for fewer than 3 values or a constant series. */
export function lag1OfMoments(moments: ExecutionMoments): number {
  return moments.count < 3 || moments.sumOfSquares === 0 ? 0 : moments.lag1Products / moments.sumOfSquares;
}
