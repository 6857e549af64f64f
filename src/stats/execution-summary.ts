import { mean, sumOfSquares } from './descriptive.js';

/** Sufficient statistics of one execution's measurements: all the nested model needs from it. */
export interface ExecutionSummary {
  count: number;
  mean: number;
  /** Sum of squared deviations from the execution mean. */
  sumOfSquares: number;
}

export function summarizeExecution(values: readonly number[], center = mean(values)): ExecutionSummary {
  return { count: values.length, mean: center, sumOfSquares: sumOfSquares(values, center) };
}

/** Executions grouped by binary: `binaries[k][j]` is execution j of binary k. */
export type NestedSummaries = ExecutionSummary[][];
