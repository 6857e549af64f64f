import { mean, sampleVariance } from './descriptive.js';
import { executionMoments, lag1OfMoments, type ExecutionMoments } from './execution-moments.js';

/**
 * Lag-1 autocorrelation as R's `acf` computes it:
 * Σ (x_t − x̄)(x_{t+1} − x̄) / Σ (x_t − x̄)². 0 for a constant or too-short series.
 */
export function lag1Autocorrelation(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 3) return 0;
  let center = 0;
  for (let i = 0; i < n; i++) center += values[i] / n;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i++) {
    const deviation = values[i] - center;
    denominator += deviation * deviation;
    if (i + 1 < n) numerator += deviation * (values[i + 1] - center);
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

/**
 * Subsession batching (seed 000 §III-D): merge adjacent measurements into batch means,
 * doubling the batch size until the lag-1 autocorrelation of the batch means lies within
 * ±0.1, so that the batch means can be treated as independent. Stops at 8 batches.
 *
 * `effectiveVariance` is the per-measurement variance that makes σ²/n the right variance of
 * the execution mean under the dependence found: batchSize · var(batch means). Without
 * dependence it equals the ordinary sample variance.
 */
export interface BatchedVariance {
  batchSize: number;
  lag1: number;
  lag1OfBatches: number;
  independent: boolean;
  effectiveVariance: number;
}

const INDEPENDENCE_BAND = 0.1;
const MIN_BATCHES = 8;

export function batchedVariance(values: readonly number[]): BatchedVariance {
  const lag1 = lag1Autocorrelation(values);
  let batchSize = 1;
  let series: number[] = values.slice();
  let lag1OfBatches = lag1;
  while (Math.abs(lag1OfBatches) > INDEPENDENCE_BAND && Math.floor(series.length / 2) >= MIN_BATCHES) {
    const merged: number[] = [];
    for (let i = 0; i + 1 < series.length; i += 2) merged.push((series[i] + series[i + 1]) / 2);
    series = merged;
    batchSize *= 2;
    lag1OfBatches = lag1Autocorrelation(series);
  }
  return {
    batchSize,
    lag1,
    lag1OfBatches,
    independent: Math.abs(lag1OfBatches) <= INDEPENDENCE_BAND,
    effectiveVariance: series.length >= 2 ? batchSize * sampleVariance(series) : 0,
  };
}

/** Mean of lag-1 autocorrelations over executions: a one-number dependence summary. */
export function meanLag1(executions: readonly (readonly number[])[]): number | null {
  return meanLag1OfMoments(executions.map(executionMoments));
}

/** meanLag1 from the executions' moments (execution-moments.ts). */
export function meanLag1OfMoments(executions: readonly ExecutionMoments[]): number | null {
  const usable = executions.filter((moments) => moments.count >= 3);
  return usable.length === 0 ? null : mean(usable.map(lag1OfMoments));
}
