import { executionMoments, type ExecutionMoments } from './execution-moments.js';

/**
 * Serial dependence of the measurements inside a process, pooled over a version's executions,
 * as an AR(1) fit: what the nested model needs to turn the within-process variance into the
 * variance it contributes to an execution mean.
 *
 * For a stationary AR(1) series of length n with marginal variance σ², n·Var(ȳ) = τ_n·σ² with
 *   τ_n = 1 + 2 Σ_{k=1}^{n−1} (1 − k/n) ρ^k,
 * and the within-execution sum of squares has E[SS] = σ²(n − τ_n) (Priestley §5.3). The plain
 * nested ANOVA takes τ_n = 1: with ρ = 0.7 and n = 30 that counts the within-process noise
 * 5× too little in the execution mean square and hands the rest to the process component.
 *
 * Why a pooled AR(1) fit and not batch means per execution: at ρ = 0.7 batch means decorrelate
 * (|r₁| ≤ 0.1) only from batches of about 16, which leaves one or two batches in a 30-value
 * process. Pooling the lag-1 products over all executions of a version estimates ρ from
 * hundreds of pairs. The lag-1 estimate of a short mean-centred series is biased by about
 * −(1 + 3ρ)/n (Marriott & Pope 1954); it is corrected here.
 *
 * The correction is used only when the pooled ρ is distinguishable from 0
 * (|ρ̂| > 3/sqrt(pairs)); otherwise `inflation` is exactly 1 and the model is the plain one.
 */
export interface WithinDependence {
  /** Bias-corrected pooled lag-1 autocorrelation; 0 when not distinguishable from 0. */
  rho: number;
  /** Mean of τ_{n_j} over executions: n·Var(execution mean)/σ². 1 when independent. */
  inflation: number;
  /** Σ (n_j − τ_{n_j}): the divisor that makes SS_E/divisor unbiased for the marginal σ². */
  divisor: number;
}

const MAX_RHO = 0.95;
const SIGNIFICANCE = 3;

/** τ_n of an AR(1) with coefficient rho: n·Var(ȳ)/σ². */
export function meanVarianceInflation(rho: number, n: number): number {
  if (rho === 0 || n <= 1) return 1;
  let sum = 0;
  let power = 1;
  for (let k = 1; k < n; k++) {
    power *= rho;
    if (Math.abs(power) < 1e-12) break;
    sum += (1 - k / n) * power;
  }
  return 1 + 2 * sum;
}

export function withinDependence(executions: readonly (readonly number[])[]): WithinDependence {
  return withinDependenceOfMoments(executions.map(executionMoments));
}

/** withinDependence from the executions' moments (execution-moments.ts). */
export function withinDependenceOfMoments(executions: readonly ExecutionMoments[]): WithinDependence {
  let products = 0;
  let squares = 0;
  let pairs = 0;
  let values = 0;
  let used = 0;
  for (const execution of executions) {
    if (execution.count < 3) continue;
    products += execution.lag1Products;
    squares += execution.sumOfSquares;
    pairs += execution.count - 1;
    values += execution.count;
    used++;
  }
  const independent = (count: number): WithinDependence => ({ rho: 0, inflation: 1, divisor: count });
  const totalValues = executions.reduce((sum, e) => sum + e.count, 0);
  const totalDivisor = totalValues - executions.filter((e) => e.count > 0).length;
  if (used === 0 || squares === 0) return independent(totalDivisor);
  const raw = products / squares;
  const n = values / used;
  const rho = Math.max(-MAX_RHO, Math.min(MAX_RHO, (n * raw + 1) / (n - 3)));
  if (Math.abs(rho) <= SIGNIFICANCE / Math.sqrt(pairs)) return independent(totalDivisor);
  let inflation = 0;
  let divisor = 0;
  let counted = 0;
  for (const execution of executions) {
    if (execution.count === 0) continue;
    const tau = meanVarianceInflation(rho, execution.count);
    inflation += tau;
    divisor += execution.count - tau;
    counted++;
  }
  return { rho, inflation: inflation / counted, divisor };
}
