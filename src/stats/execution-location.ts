import { huberMean } from './robust-mean.js';
import { winsorizedMean } from './winsorized-mean.js';

/**
 * The estimators of one execution's level (its "execution mean", the unit the nested model
 * works on), by the name `meta.analysis.estimator` records:
 * - `mean`: the arithmetic mean;
 * - `huber`: Huber's M-estimate, k = 1.345, MAD scale (robust-mean.ts; `--robust`);
 * - `winsorized`: the 8 % winsorized mean (winsorized-mean.ts), the default.
 */
export const EXECUTION_ESTIMATORS = ['mean', 'huber', 'winsorized'] as const;
export type ExecutionEstimator = (typeof EXECUTION_ESTIMATORS)[number];

/** An execution's level by `estimator`; undefined for `mean` (the moments already hold it). */
export function executionLocation(values: readonly number[], estimator: ExecutionEstimator): number | undefined {
  switch (estimator) {
    case 'mean':
      return undefined;
    case 'huber':
      return huberMean(values);
    case 'winsorized':
      return winsorizedMean(values);
  }
}

/** An execution's level by `estimator`, the mean included. */
export function executionLevel(values: readonly number[], estimator: ExecutionEstimator): number {
  return executionLocation(values, estimator) ?? values.reduce((sum, v) => sum + v, 0) / values.length;
}
