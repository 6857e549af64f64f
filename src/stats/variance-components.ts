import type { NestedSummaries } from './execution-summary.js';
import { meanSquare, solveMoments, type MeanSquare } from './nested-moments.js';

export type { MeanSquare } from './nested-moments.js';

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
 * Executions without measurements, and binaries left without any, are left out.
 *
 * The same sums as `nestedMoments` (nested-moments.ts) with one grouping level, in the same
 * order, so the same numbers to the last bit; written out over arrays here, as this runs for
 * every version of every benchmark and the general form builds string keys per execution.
 * k1 is the execution level's own coefficient, k2 and k3 the binary level's for the execution
 * and the binary component.
 */
export function nestedAnova(binaries: NestedSummaries): NestedAnova {
  // Per binary with measurements: its count, Σ n·ȳ, Σ n², in the order the executions come.
  const counts: number[] = [];
  const sums: number[] = [];
  const squares: number[] = [];
  let total = 0;
  let executions = 0;
  let ssWithin = 0;
  let squaresOfExecutions = 0;
  for (const summaries of binaries) {
    let count = 0;
    let sum = 0;
    let executionSquares = 0;
    const start = executions;
    for (const summary of summaries) {
      if (!(summary.count > 0)) continue;
      const n = summary.count;
      total += n;
      ssWithin += summary.sumOfSquares;
      count += n;
      sum += n * summary.mean;
      executionSquares += n ** 2;
      squaresOfExecutions += n ** 2;
      executions++;
    }
    if (executions === start) continue;
    counts.push(count);
    sums.push(sum);
    squares.push(executionSquares);
  }
  const groups = counts.length;
  let grandSum = 0;
  for (let k = 0; k < groups; k++) grandSum += sums[k];
  const grandMean = grandSum / total;
  let squaresOfBinaries = 0;
  for (let k = 0; k < groups; k++) squaresOfBinaries += counts[k] ** 2;

  // The binary level: between binaries, against the grand mean.
  let ssBinary = 0;
  for (let k = 0; k < groups; k++) ssBinary += counts[k] * (sums[k] / counts[k] - grandMean) ** 2;
  const dfBinary = groups - 1;
  let k3: number | null = null;
  let k2: number | null = null;
  if (dfBinary > 0) {
    let within = 0;
    for (let k = 0; k < groups; k++) within += counts[k] ** 2 / counts[k];
    k3 = (within - squaresOfBinaries / total) / dfBinary;
    within = 0;
    for (let k = 0; k < groups; k++) within += squares[k] / counts[k];
    k2 = (within - squaresOfExecutions / total) / dfBinary;
  }
  // The execution level: between executions, against their binary's mean.
  let ssExecution = 0;
  let withinExecutions = 0;
  let group = -1;
  for (const summaries of binaries) {
    let opened = false;
    for (const summary of summaries) {
      if (!(summary.count > 0)) continue;
      if (!opened) {
        opened = true;
        group++;
      }
      const n = summary.count;
      ssExecution += n * (summary.mean - sums[group] / counts[group]) ** 2;
      withinExecutions += n ** 2 / n;
    }
  }
  const dfExecution = executions - groups;
  let k1: number | null = null;
  if (dfExecution > 0) {
    let between = 0;
    for (let g = 0; g < groups; g++) between += squares[g] / counts[g];
    k1 = (withinExecutions - between) / dfExecution;
  }
  const binary = meanSquare(ssBinary, dfBinary);
  const execution = meanSquare(ssExecution, dfExecution);
  const measurement = meanSquare(ssWithin, total - executions);
  const [sigmaV, sigmaB] = solveMoments(
    [binary, execution],
    [
      [k3, k2],
      [null, k1],
    ],
    measurement.meanSquare,
  );
  const sigmaE = measurement.meanSquare;
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
