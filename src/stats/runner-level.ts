import { mean, sampleVariance } from './descriptive.js';
import type { NestedSummaries } from './execution-summary.js';
import type { MeanEstimate } from './hierarchical-mean.js';
import {
  binaryImpact,
  executionImpact,
  executionMeanKurtosis,
  factorInterval,
  withInterval,
  withKurtosis,
  type ImpactFactor,
  type ImpactFactors,
} from './impact-factors.js';
import { InsufficientDataError } from './insufficient-data.js';
import { nestedMoments, type NestedExecution } from './nested-moments.js';
import type { VarianceComponents } from './variance-components.js';

/**
 * The four-level model for a benchmark measured on several runners (replicas): the runner is
 * the top random level above the binary,
 *
 *   Y_rkji = μ + a_r + v_rk + b_rkj + e_rkji,   Var a = σ_R², Var v = σ_V², Var b = σ_B², Var e = σ_E²,
 *
 * so runner-to-runner variation (another machine, another CPU model, a noisier neighbour) is
 * estimated instead of hidden in the binary level. With a deterministic build the binary level
 * is collapsed, as in the three-level model: runner → execution → measurement.
 */

/** Execution summaries by runner, then binary: `runners[r][k][j]`. */
export type RunnerSummaries = NestedSummaries[];

export interface RunnerComponents extends VarianceComponents {
  /** σ_R², null with fewer than two runners. */
  runner: number | null;
}

function nonEmpty(runners: RunnerSummaries): RunnerSummaries {
  return runners
    .map((binaries) => binaries.map((executions) => executions.filter((e) => e.count > 0)).filter((b) => b.length > 0))
    .filter((binaries) => binaries.length > 0);
}

function asPaths(runners: RunnerSummaries, collapseBinaries: boolean): NestedExecution[] {
  return runners.flatMap((binaries, r) =>
    binaries.flatMap((executions, k) => executions.map((summary) => ({ path: collapseBinaries ? [r] : [r, k], summary }))),
  );
}

/**
 * Method-of-moments components of the four-level model (`nestedMoments`, truncated at zero).
 * With `collapseBinaries` the binary component is 0, as a deterministic build's is in the
 * three-level model.
 */
export function runnerComponents(runners: RunnerSummaries, collapseBinaries: boolean): RunnerComponents {
  const moments = nestedMoments(asPaths(nonEmpty(runners), collapseBinaries));
  const c = moments.components;
  return collapseBinaries
    ? { runner: c[0], binary: 0, execution: c[1], measurement: c[2] }
    : { runner: c[0], binary: c[1], execution: c[2], measurement: c[3] };
}

/**
 * Ȳ = mean of runner means (each the mean of its binary means of execution means, or of its
 * execution means when the build is deterministic), and Var(Ȳ) ≈ S_R²/R with R − 1 degrees of
 * freedom, S_R² the sample variance of the runner means. That spread contains every level
 * below, so nothing is counted twice. Needs two runners with data.
 */
export function runnerMean(executionMeans: readonly (readonly (readonly number[])[])[], collapseBinaries: boolean): MeanEstimate {
  const runnerMeans = executionMeans
    .map((binaries) => binaries.filter((means) => means.length > 0))
    .filter((binaries) => binaries.length > 0)
    .map((binaries) => (collapseBinaries ? mean(binaries.flat()) : mean(binaries.map((means) => mean(means)))));
  if (runnerMeans.length < 2) throw new InsufficientDataError('the runner level needs at least 2 runners with successful executions');
  return { mean: mean(runnerMeans), variance: sampleVariance(runnerMeans) / runnerMeans.length, df: runnerMeans.length - 1, level: 'runner' };
}

/**
 * Runner impact factor: the SD of a binary mean from a random runner over the SD of binary
 * means on one runner,
 *   sqrt((σ_R² + w) / w),  w = σ_V² + (σ_B² + σ_E²/n)/m,
 * m executions per binary and n measurements per execution (averages when unbalanced). With a
 * deterministic build (σ_V² = 0 by construction) the unit is the execution mean: w = σ_B² + σ_E²/n.
 * 1 means the runner does not matter; null when a component is not estimable or w = 0.
 */
export function runnerImpact(
  components: RunnerComponents,
  executionsPerBinary: number,
  measurementsPerExecution: number,
  collapseBinaries = false,
): number | null {
  const { runner, binary, execution, measurement } = components;
  if (runner === null || execution === null) return null;
  const executionMean = execution + (measurement ?? 0) / measurementsPerExecution;
  const within = collapseBinaries ? executionMean : (binary ?? 0) + executionMean / executionsPerBinary;
  if (within === 0) return null;
  return Math.sqrt((runner + within) / within);
}

export interface RunnerImpactFactors extends ImpactFactors {
  runner: ImpactFactor;
}

/**
 * Execution, binary and runner impact factors from the four-level components. Intervals are the
 * exact F intervals of `factorInterval` on the nested mean squares: each level's mean square
 * over its child level's, scaled by the ratio of their own expected-mean-square coefficients
 * (balanced: the number of child units per unit). A level with fewer than
 * MIN_UNITS_FOR_INTERVAL units (runners, builds) gets no interval and says so. The binary
 * factor is null for a deterministic build (the report says `det.`), as in the three-level model.
 */
export function runnerImpactFactors(runners: RunnerSummaries, collapseBinaries: boolean, options: { confidence: number }): RunnerImpactFactors {
  const data = nonEmpty(runners);
  const binaries = data.flat();
  const executions = binaries.flat();
  const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
  const m = executions.length / binaries.length;
  const moments = nestedMoments(asPaths(data, collapseBinaries));
  const c = moments.components;
  const components: RunnerComponents = collapseBinaries
    ? { runner: c[0], binary: 0, execution: c[1], measurement: c[2] }
    : { runner: c[0], binary: c[1], execution: c[2], measurement: c[3] };
  // Heavy-tailed process effects widen the execution and binary levels (impact-factors.ts `withKurtosis`).
  const kurtosis = executionMeanKurtosis(binaries);
  const executionLevel = collapseBinaries ? 1 : 2;
  const levels = [...moments.levels, moments.measurement].map((ms, level) =>
    level === executionLevel || (!collapseBinaries && level === 1) ? withKurtosis(ms, kurtosis) : ms,
  );
  const own = (level: number) => (level === levels.length - 1 ? 1 : moments.coefficients[level][level]);
  const interval = (level: number) => () => {
    const upper = own(level);
    const child = own(level + 1);
    return upper === null || child === null ? null : factorInterval(levels[level], levels[level + 1], upper / child, options.confidence);
  };
  return {
    execution: withInterval(executionImpact(components), executions.length, 'executions', interval(executionLevel)),
    binary: collapseBinaries ? { estimate: null, ci: null } : withInterval(binaryImpact(components, n), binaries.length, 'builds', interval(1)),
    runner: withInterval(runnerImpact(components, m, n, collapseBinaries), data.length, 'runners', interval(0)),
  };
}
