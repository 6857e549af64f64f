import { nonEmptyBinaries, type NestedSummaries } from './execution-summary.js';

/**
 * Three-level nested random-effects model Y = μ + v_k + b_kj + e_kji (binary, execution,
 * measurement), fitted by the method of moments on the sequential mean squares of the
 * nested ANOVA (`aov(y ~ binary/execution)` in R).
 *
 * Unbalanced data use the expected-mean-square coefficients of Searle, Casella & McCulloch
 * (Variance Components, §4.7):
 *   E[MS_E] = σ_E²
 *   E[MS_B] = σ_E² + k1·σ_B²,            k1 = (N − Σ_k Σ_j n_kj²/n_k) / df_B
 *   E[MS_V] = σ_E² + k2·σ_B² + k3·σ_V²,  k2 = (Σ_k Σ_j n_kj²/n_k − Σ_kj n_kj²/N) / df_V,
 *                                         k3 = (N − Σ_k n_k²/N) / df_V
 * (balanced: k1 = k2 = n, k3 = m·n). The system is solved unbiasedly and each component is
 * then truncated at zero. A level that has no degrees of freedom is not estimable: its
 * component is `null` (one binary: no binary level; one execution per binary: no execution level).
 */
export interface MeanSquare {
  sumOfSquares: number;
  df: number;
  meanSquare: number | null;
}

export interface VarianceComponents {
  binary: number | null;
  execution: number | null;
  measurement: number | null;
}

export interface NestedAnova {
  binary: MeanSquare;
  execution: MeanSquare;
  measurement: MeanSquare;
  coefficients: { k1: number | null; k2: number | null; k3: number | null };
  components: VarianceComponents;
  /** Components as solved, before truncation at zero (for diagnostics and tests). */
  untruncated: VarianceComponents;
}

function meanSquare(sumOfSquares: number, df: number): MeanSquare {
  return { sumOfSquares, df, meanSquare: df > 0 ? sumOfSquares / df : null };
}

export function nestedAnova(binaries: NestedSummaries): NestedAnova {
  const nonEmpty = nonEmptyBinaries(binaries);
  const binaryCount = nonEmpty.length;
  let total = 0;
  let executionCount = 0;
  let grandSum = 0;
  let ssWithin = 0;
  let sumSquaredCounts = 0;
  let sumSquaredCountsOverBinaryCount = 0;
  let sumSquaredBinaryCounts = 0;
  const binaryTotals = nonEmpty.map((executions) => {
    let count = 0;
    let sum = 0;
    let squaredCounts = 0;
    for (const execution of executions) {
      count += execution.count;
      sum += execution.count * execution.mean;
      squaredCounts += execution.count ** 2;
      ssWithin += execution.sumOfSquares;
    }
    executionCount += executions.length;
    total += count;
    grandSum += sum;
    sumSquaredCounts += squaredCounts;
    sumSquaredCountsOverBinaryCount += squaredCounts / count;
    sumSquaredBinaryCounts += count ** 2;
    return { count, mean: sum / count };
  });
  const grandMean = grandSum / total;

  let ssBetweenExecutions = 0;
  let ssBetweenBinaries = 0;
  nonEmpty.forEach((executions, k) => {
    const binaryMean = binaryTotals[k].mean;
    for (const execution of executions) ssBetweenExecutions += execution.count * (execution.mean - binaryMean) ** 2;
    ssBetweenBinaries += binaryTotals[k].count * (binaryMean - grandMean) ** 2;
  });

  const binary = meanSquare(ssBetweenBinaries, binaryCount - 1);
  const execution = meanSquare(ssBetweenExecutions, executionCount - binaryCount);
  const measurement = meanSquare(ssWithin, total - executionCount);

  const k1 = execution.df > 0 ? (total - sumSquaredCountsOverBinaryCount) / execution.df : null;
  const k2 = binary.df > 0 ? (sumSquaredCountsOverBinaryCount - sumSquaredCounts / total) / binary.df : null;
  const k3 = binary.df > 0 ? (total - sumSquaredBinaryCounts / total) / binary.df : null;

  const sigmaE = measurement.meanSquare;
  const sigmaB = execution.meanSquare !== null && k1 !== null ? (execution.meanSquare - (sigmaE ?? 0)) / k1 : null;
  const sigmaV = binary.meanSquare !== null && k2 !== null && k3 !== null ? (binary.meanSquare - (sigmaE ?? 0) - k2 * (sigmaB ?? 0)) / k3 : null;

  const truncate = (value: number | null) => (value === null ? null : Math.max(0, value));
  return {
    binary,
    execution,
    measurement,
    coefficients: { k1, k2, k3 },
    untruncated: { binary: sigmaV, execution: sigmaB, measurement: sigmaE },
    components: { binary: truncate(sigmaV), execution: truncate(sigmaB), measurement: truncate(sigmaE) },
  };
}
