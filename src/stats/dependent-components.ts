import type { NestedSummaries } from './execution-summary.js';
import { solveMoments } from './nested-moments.js';
import { nestedAnova, type MeanSquare, type NestedAnova, type VarianceComponents } from './variance-components.js';
import type { WithinDependence } from './within-dependence.js';

/**
 * The nested ANOVA's components with serially dependent measurements inside a process
 * (within-dependence.ts). With τ the mean-variance inflation, the within-process noise
 * contributes τ·σ_E² (not σ_E²) to E[MS_B] and E[MS_V], so the expected mean squares use the
 * effective measurement mean square MS_E* = τ·σ̂_E², σ̂_E² = SS_E/Σ(n_j − τ_j) the marginal
 * variance. Its degrees of freedom shrink by (1 − ρ²)/(1 + ρ²) (Bartlett's variance of a sample
 * variance under AR(1)). `components.measurement` is MS_E*: the per-measurement variance as it
 * enters a mean (σ_E²/n in Var(Ȳ) and eq. 21). Independent measurements (τ = 1) give exactly
 * `nestedAnova`.
 */
export interface DependentAnova {
  anova: NestedAnova;
  /** MS_E*, with its effective degrees of freedom. */
  effectiveMeasurement: MeanSquare;
  /** σ̂_E², the marginal variance of one measurement inside a process. */
  marginalMeasurement: number | null;
  components: VarianceComponents;
  inflation: number;
}

export function dependentAnova(binaries: NestedSummaries, dependence: WithinDependence | undefined): DependentAnova {
  const anova = nestedAnova(binaries);
  if (!dependence || dependence.inflation === 1 || anova.measurement.meanSquare === null || !(dependence.divisor > 0)) {
    return { anova, effectiveMeasurement: anova.measurement, marginalMeasurement: anova.measurement.meanSquare, components: anova.components, inflation: 1 };
  }
  const { inflation, rho } = dependence;
  const marginal = anova.measurement.sumOfSquares / dependence.divisor;
  const effective = inflation * marginal;
  const df = anova.measurement.df * ((1 - rho * rho) / (1 + rho * rho));
  const { k1, k2, k3 } = anova.coefficients;
  // The same equations as nestedAnova's, with MS_E* in place of MS_E.
  const [sigmaV, sigmaB] = solveMoments(
    [anova.binary, anova.execution],
    [
      [k3, k2],
      [null, k1],
    ],
    effective,
  );
  const truncate = (value: number | null) => (value === null ? null : Math.max(0, value));
  return {
    anova,
    effectiveMeasurement: { sumOfSquares: anova.measurement.sumOfSquares, df, meanSquare: effective },
    marginalMeasurement: marginal,
    components: { binary: truncate(sigmaV), execution: truncate(sigmaB), measurement: effective },
    inflation,
  };
}
