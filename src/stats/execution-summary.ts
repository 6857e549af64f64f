import { mean, sumOfSquares } from './descriptive.js';
import { InsufficientDataError } from './insufficient-data.js';

/** Sufficient statistics of one execution's measurements: all the nested model needs from it. */
export interface ExecutionSummary {
  count: number;
  mean: number;
  /** Sum of squared deviations from the execution mean. */
  sumOfSquares: number;
}

/**
 * The largest magnitude a measurement may have. The model squares values and means (variances,
 * mean² in the relative variance), and a square above 1.8e308 overflows to Infinity, which
 * would surface as an interval of "± Infinity" and impact factors of NaN. 1e150 keeps every
 * square below 1e300, with room for sums over many executions.
 */
export const MAX_MAGNITUDE = 1e150;

/**
 * Summarises one execution, refusing values beyond ±MAX_MAGNITUDE with InsufficientDataError,
 * which the analysis reports as an inconclusive verdict with the reason.
 */
export function summarizeExecution(values: readonly number[], center?: number): ExecutionSummary {
  let highest = 0;
  for (const value of values) highest = Math.max(highest, Math.abs(value));
  if (highest > MAX_MAGNITUDE) {
    throw new InsufficientDataError(
      `values up to ±${highest} are too large to square without overflow (at most ${MAX_MAGNITUDE}): record them in a larger unit`,
    );
  }
  const middle = center ?? mean(values);
  return { count: values.length, mean: middle, sumOfSquares: sumOfSquares(values, middle) };
}

/** Executions grouped by binary: `binaries[k][j]` is execution j of binary k. */
export type NestedSummaries = ExecutionSummary[][];
