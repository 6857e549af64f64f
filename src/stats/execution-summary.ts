import { sumOfSquares } from './descriptive.js';
import { executionMoments, type ExecutionMoments } from './execution-moments.js';
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
 * which the analysis reports as an inconclusive verdict with the reason. `center` replaces the
 * mean (a robust location); the sum of squares is then taken about it.
 */
export function summarizeExecution(values: readonly number[], center?: number): ExecutionSummary {
  return summaryOfMoments(executionMoments(values), values, center);
}

/** summarizeExecution from the execution's moments, already computed from `values`. */
export function summaryOfMoments(moments: ExecutionMoments, values: readonly number[], center?: number): ExecutionSummary {
  const highest = moments.largestMagnitude;
  if (highest > MAX_MAGNITUDE) {
    throw new InsufficientDataError(
      `values up to ±${highest} are too large to square without overflow (at most ${MAX_MAGNITUDE}): record them in a larger unit`,
    );
  }
  if (center === undefined) return { count: moments.count, mean: moments.mean, sumOfSquares: moments.sumOfSquares };
  return { count: moments.count, mean: center, sumOfSquares: sumOfSquares(values, center) };
}

/** Executions grouped by binary: `binaries[k][j]` is execution j of binary k. */
export type NestedSummaries = ExecutionSummary[][];

/** The executions with measurements, by binary, binaries left without any dropped. */
export function nonEmptyBinaries(binaries: NestedSummaries): NestedSummaries {
  const kept: NestedSummaries = [];
  for (const executions of binaries) {
    const measured: ExecutionSummary[] = [];
    for (const execution of executions) if (execution.count > 0) measured.push(execution);
    if (measured.length > 0) kept.push(measured);
  }
  return kept;
}
