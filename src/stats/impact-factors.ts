import { nonEmptyBinaries, type NestedSummaries } from './execution-summary.js';
import { dependentAnova, type DependentAnova } from './dependent-components.js';
import { fQuantile } from './distributions.js';
import type { MeanSquare, VarianceComponents } from './variance-components.js';
import type { WithinDependence } from './within-dependence.js';

/**
 * Impact factors (thesis ch. 4 §3, ch. 7 §2; METHOD.md §3), from the variance components:
 * - execution: SD of a measurement from a random execution over the SD within one execution,
 *   sqrt((σ_B² + σ_E²)/σ_E²). 1 means process start-up does not matter.
 * - binary: SD of an execution mean from a random binary over the SD of execution means of
 *   one binary, sqrt((σ_V² + σ_B² + σ_E²/n)/(σ_B² + σ_E²/n)), n the mean measurements per execution.
 * Each is `null` when a level it needs is not estimable or the denominator is zero.
 */
export interface ImpactFactor {
  estimate: number | null;
  /** Exact F interval of the variance ratio (see `factorInterval`); null where the design cannot support one. */
  ci: [number, number] | null;
  /** Why there is no interval, when there is an estimate but no interval. */
  note?: string;
}

export interface ImpactFactors {
  execution: ImpactFactor;
  binary: ImpactFactor;
}

/**
 * Fewest units at a level (builds, runners) for an interval of its factor. With 3 builds the
 * ratio has 2 degrees of freedom: an exact interval then runs from 1 to about 40× the point
 * estimate's excess, and its coverage rests entirely on normal build effects.
 */
export const MIN_UNITS_FOR_INTERVAL = 6;

export function executionImpact(components: VarianceComponents): number | null {
  const { execution, measurement } = components;
  if (execution === null || measurement === null || measurement === 0) return null;
  return Math.sqrt((execution + measurement) / measurement);
}

export function binaryImpact(components: VarianceComponents, measurementsPerExecution: number): number | null {
  const { binary, execution, measurement } = components;
  if (binary === null || execution === null) return null;
  const withinBinary = execution + (measurement ?? 0) / measurementsPerExecution;
  if (withinBinary === 0) return null;
  return Math.sqrt((binary + withinBinary) / withinBinary);
}

/**
 * Interval of a factor sqrt(1 + θ), θ = σ_L²/w the ratio of a level's component to the
 * variance w of one of its child units' means within it (Burdick & Graybill, Confidence
 * Intervals on Variance Components, §3.3: the exact interval on a ratio of components in a
 * nested design). In a balanced Gaussian design E[MS_L] = E[MS_child]·(1 + c·θ), c the
 * number of child units per unit of L, and F = MS_L/MS_child ~ (1 + c·θ)·F(df_L, df_child), so
 *   θ ∈ [(F/F_{1−α/2} − 1)/c, (F/F_{α/2} − 1)/c],
 * truncated at 0. `scale` is c (unbalanced: the ratio of the expected-mean-square coefficients,
 * which makes the interval approximate). O(1): no resampling.
 */
export function factorInterval(upper: MeanSquare, child: MeanSquare, scale: number, confidence: number): [number, number] | null {
  if (upper.meanSquare === null || child.meanSquare === null || child.meanSquare <= 0 || !(scale > 0) || !(upper.df > 0) || !(child.df > 0)) return null;
  const ratio = upper.meanSquare / child.meanSquare;
  const tail = (1 - confidence) / 2;
  const bound = (quantile: number) => Math.sqrt(1 + Math.max(0, (ratio / quantile - 1) / scale));
  const high = fQuantile(tail, upper.df, child.df);
  const low = fQuantile(1 - tail, upper.df, child.df);
  if (!(high > 0) || !Number.isFinite(low)) return null;
  return [bound(low), bound(high)];
}

/** An interval only where the level has at least MIN_UNITS_FOR_INTERVAL units, with the reason otherwise. */
export function withInterval(estimate: number | null, units: number, unitName: string, interval: () => [number, number] | null): ImpactFactor {
  if (estimate === null) return { estimate, ci: null };
  if (units < MIN_UNITS_FOR_INTERVAL) {
    return { estimate, ci: null, note: `no interval: it needs at least ${MIN_UNITS_FOR_INTERVAL} ${unitName}, this version has ${units}` };
  }
  const ci = interval();
  return ci === null ? { estimate, ci, note: 'no interval: the lower level shows no variation' } : { estimate, ci };
}

/**
 * A mean square's degrees of freedom as a χ² approximation sees them when its units have excess
 * kurtosis γ: Var(MS)/E[MS]² ≈ (2/df)(1 + γ/2), so df_eff = df/(1 + γ/2) (Box 1953). Heavy-tailed
 * process effects make the plain F interval too narrow; this widens it by what the data show.
 */
export function withKurtosis(ms: MeanSquare, excessKurtosis: number): MeanSquare {
  return excessKurtosis > 0 ? { ...ms, df: ms.df / (1 + excessKurtosis / 2) } : ms;
}

/** Excess kurtosis of the execution means' deviations from their binary's mean (0 with fewer than 10). */
export function executionMeanKurtosis(binaries: NestedSummaries): number {
  const deviations: number[] = [];
  for (const binary of binaries) {
    if (binary.length < 2) continue;
    let center = 0;
    for (const e of binary) center += e.mean / binary.length;
    for (const e of binary) deviations.push(e.mean - center);
  }
  if (deviations.length < 10) return 0;
  let second = 0;
  let fourth = 0;
  for (const d of deviations) {
    second += (d * d) / deviations.length;
    fourth += d ** 4 / deviations.length;
  }
  return second === 0 ? 0 : fourth / (second * second) - 3;
}

/**
 * Point estimates from the method-of-moments components; intervals from the nested ANOVA's
 * mean squares (`factorInterval`): execution level MS_B/MS_E with c = k1 (balanced: n),
 * binary level MS_V/MS_B with c = k3/k1 (balanced: m). With serially dependent measurements
 * (`dependence`, dependent-components.ts) the execution level uses MS_E* = τ·σ̂_E² and
 * c = k1/τ, and the factor keeps its definition with the marginal σ̂_E². Cost O(executions).
 * `anova` is `dependentAnova(binaries, dependence)` when the caller has it already.
 */
export function impactFactors(
  binaries: NestedSummaries,
  options: { confidence: number; dependence?: WithinDependence; anova?: DependentAnova },
): ImpactFactors {
  const nonEmpty = nonEmptyBinaries(binaries);
  const executions = nonEmpty.flat();
  const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
  // nestedAnova leaves out the empty executions and binaries itself: the same as on nonEmpty.
  const { anova, components, effectiveMeasurement, marginalMeasurement, inflation } = options.anova ?? dependentAnova(nonEmpty, options.dependence);
  const { k1, k3 } = anova.coefficients;
  // Too few builds to see their shape: they are taken to be as heavy-tailed as the processes.
  const kurtosis = executionMeanKurtosis(nonEmpty);
  const executionLevel = withKurtosis(anova.execution, kurtosis);
  const execution = executionImpact({ ...components, measurement: marginalMeasurement });
  const binary = binaryImpact(components, n);
  return {
    execution: withInterval(execution, executions.length, 'executions', () =>
      k1 === null ? null : factorInterval(executionLevel, effectiveMeasurement, k1 / inflation, options.confidence),
    ),
    binary: withInterval(binary, nonEmpty.length, 'builds', () =>
      k1 === null || k3 === null ? null : factorInterval(withKurtosis(anova.binary, kurtosis), executionLevel, k3 / k1, options.confidence),
    ),
  };
}
