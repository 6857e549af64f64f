import jStat from 'jstat';
import type { NestedSummaries } from './execution-summary.js';
import { nestedAnova, type MeanSquare, type VarianceComponents } from './variance-components.js';

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
  if (upper.meanSquare === null || child.meanSquare === null || child.meanSquare <= 0 || !(scale > 0)) return null;
  const ratio = upper.meanSquare / child.meanSquare;
  const tail = (1 - confidence) / 2;
  const bound = (quantile: number) => Math.sqrt(1 + Math.max(0, (ratio / quantile - 1) / scale));
  const high = jStat.centralF.inv(tail, upper.df, child.df);
  const low = jStat.centralF.inv(1 - tail, upper.df, child.df);
  if (!(high > 0) || !Number.isFinite(low)) return null;
  return [bound(low), bound(high)];
}

/** An interval only where the level has at least MIN_UNITS_FOR_INTERVAL units, with the reason otherwise. */
export function withInterval(
  estimate: number | null,
  units: number,
  unitName: string,
  interval: () => [number, number] | null,
): ImpactFactor {
  if (estimate === null) return { estimate, ci: null };
  if (units < MIN_UNITS_FOR_INTERVAL) {
    return { estimate, ci: null, note: `no interval: it needs at least ${MIN_UNITS_FOR_INTERVAL} ${unitName}, this version has ${units}` };
  }
  const ci = interval();
  return ci === null ? { estimate, ci, note: 'no interval: the lower level shows no variation' } : { estimate, ci };
}

/**
 * Point estimates from the method-of-moments components; intervals from the nested ANOVA's
 * mean squares (`factorInterval`): execution level MS_B/MS_E with c = k1 (balanced: n),
 * binary level MS_V/MS_B with c = k3/k1 (balanced: m). Cost O(executions).
 */
export function impactFactors(binaries: NestedSummaries, options: { confidence: number }): ImpactFactors {
  const nonEmpty = binaries.map((b) => b.filter((e) => e.count > 0)).filter((b) => b.length > 0);
  const executions = nonEmpty.flat();
  const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
  const anova = nestedAnova(nonEmpty);
  const { k1, k3 } = anova.coefficients;
  const execution = executionImpact(anova.components);
  const binary = binaryImpact(anova.components, n);
  return {
    execution: withInterval(execution, executions.length, 'executions', () =>
      k1 === null ? null : factorInterval(anova.execution, anova.measurement, k1, options.confidence),
    ),
    binary: withInterval(binary, nonEmpty.length, 'builds', () =>
      k1 === null || k3 === null ? null : factorInterval(anova.binary, anova.execution, k3 / k1, options.confidence),
    ),
  };
}
