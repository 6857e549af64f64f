import { mean, sampleVariance } from './descriptive.js';
import { tCritical } from './distributions.js';
import { InsufficientDataError } from './insufficient-data.js';

/**
 * The grand mean of a nested sample, Ȳ = mean of binary means of execution means, and the
 * variance of Ȳ estimated from the spread of the top level that varies (METHOD.md §2):
 * Var(Ȳ) ≈ S_V²/l with l − 1 degrees of freedom, where S_V² is the sample variance of the
 * binary means. That spread already contains the execution and measurement levels, so
 * nothing is counted twice (unlike eq. 17), and with few binaries the t quantile keeps the
 * interval honest.
 *
 * When the binary level is absent (one binary) or deterministic (identical build outputs),
 * it is collapsed: all executions are treated as draws from one binary and
 * Var(Ȳ) ≈ S_B²/M with M − 1 degrees of freedom, S_B² the variance of execution means.
 */
export interface MeanEstimate {
  mean: number;
  /** Estimated variance of the mean. */
  variance: number;
  df: number;
  /** The level whose spread gave the variance (`runner`: the four-level model of runner-level.ts). */
  level: 'runner' | 'binary' | 'execution';
}

export function hierarchicalMean(executionMeans: readonly (readonly number[])[], collapseBinaries: boolean): MeanEstimate {
  const binaries = executionMeans.filter((means) => means.length > 0);
  if (binaries.length === 0) throw new InsufficientDataError('no successful execution');
  const binaryMeans = binaries.map((means) => mean(means));
  const grandMean = mean(binaryMeans);
  if (!collapseBinaries && binaries.length >= 2) {
    return { mean: grandMean, variance: sampleVariance(binaryMeans) / binaryMeans.length, df: binaryMeans.length - 1, level: 'binary' };
  }
  const allExecutionMeans = binaries.flat();
  if (allExecutionMeans.length < 2) {
    throw new InsufficientDataError('one execution gives no estimate of process-to-process variation: run at least 2 executions');
  }
  return {
    mean: collapseBinaries ? mean(allExecutionMeans) : grandMean,
    variance: sampleVariance(allExecutionMeans) / allExecutionMeans.length,
    df: allExecutionMeans.length - 1,
    level: 'execution',
  };
}

/** Two-sided t interval for the mean. */
export function meanInterval(estimate: MeanEstimate, confidence: number): [number, number] {
  const halfWidth = tCritical(confidence, estimate.df) * Math.sqrt(estimate.variance);
  return [estimate.mean - halfWidth, estimate.mean + halfWidth];
}
