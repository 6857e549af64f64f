import type { NestedSummaries } from './execution-summary.js';
import { nestedMoments, type MeanSquare, type NestedExecution } from './nested-moments.js';

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
 * Computed by `nestedMoments` (nested-moments.ts) with one grouping level: k1 is its
 * execution level's own coefficient, k2 and k3 the binary level's for the execution and the
 * binary component.
 */
export function nestedAnova(binaries: NestedSummaries): NestedAnova {
  const executions: NestedExecution[] = [];
  binaries.forEach((summaries, k) => {
    for (const summary of summaries) executions.push({ path: [k], summary });
  });
  // One grouping level (the binary) even when no execution has measurements.
  const moments = nestedMoments(executions, 1);
  const [binary, execution] = moments.levels;
  const [[k3, k2], [, k1]] = moments.coefficients;
  const [sigmaV, sigmaB, sigmaE] = moments.untruncated;
  const [binaryComponent, executionComponent, measurementComponent] = moments.components;
  return {
    binary,
    execution,
    measurement: moments.measurement,
    coefficients: { k1, k2, k3 },
    untruncated: { binary: sigmaV, execution: sigmaB, measurement: sigmaE },
    components: { binary: binaryComponent, execution: executionComponent, measurement: measurementComponent },
  };
}
