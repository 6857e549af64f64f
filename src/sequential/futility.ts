import { chiSquareQuantile, normalCdf, normalQuantile } from '../stats/distributions.js';
import type { RelativeChange } from '../stats/relative-change.js';

/**
 * When an undecided benchmark cannot be decided by the end of the budget (non-binding
 * futility, docs/statistics.md "Stopping for futility"):
 * - `unchanged` is out of reach: even at the final look, with every remaining round measured,
 *   an interval around the estimate would be wider than ±min-effect;
 * - a change is improbable: the predictive chance that the final look's interval excludes 0
 *   is below `predictivePower`. It averages the chance under each true change over what the
 *   data so far say of it (a normal around the estimate with its standard error), so an
 *   early look, whose estimate is loose, keeps the run going: under a flat trend the chance is
 *   2Φ(−z·√(f/(1 − f))) at information fraction f, below 10 % only from f ≈ 0.41 on.
 * Both are judged with the odds on the run's side: the standard error at its lower 90 %
 * confidence bound as well as at its estimate (the better chance of the two counts), and the
 * final critical value of a single test at the benchmark's whole α, below every sequential
 * boundary. Stopping for futility never rejects: the efficacy boundaries, and so the error
 * rate, are those of the design without it.
 */
export const FUTILITY = {
  predictivePower: 0.1,
  /** The standard error is also taken at its lower confidence bound at this level. */
  standardErrorBound: 0.9,
} as const;

export interface FutilityQuestion {
  /** Δ at this look (log ratio, its standard error and df). */
  change: Pick<RelativeChange, 'logRatio' | 'standardError' | 'df'>;
  /** Information fraction of this look (look-schedule.ts); the final look is at 1. */
  fraction: number;
  /** Two-sided error of this benchmark over the whole run (α over the benchmarks sharing it). */
  alpha: number;
  minEffect: number;
}

export function futile(question: FutilityQuestion): boolean {
  const { change, fraction, alpha, minEffect } = question;
  if (!(fraction > 0 && fraction < 1)) return false;
  if (!(change.standardError > 0) || !Number.isFinite(change.standardError) || !Number.isFinite(change.logRatio)) return false;
  // ±min-effect on the log scale: an interval fits inside only if it is narrower than this.
  const equivalenceWidth = minEffect < 1 ? Math.log1p(minEffect) - Math.log1p(-minEffect) : Infinity;
  const critical = normalQuantile(1 - alpha / 2);
  const lowerBound =
    Number.isFinite(change.df) && change.df > 0
      ? change.standardError * Math.sqrt(change.df / chiSquareQuantile(FUTILITY.standardErrorBound, change.df))
      : change.standardError;
  return [change.standardError, lowerBound].every((standardError) => {
    // Information grows with the fraction: the final standard error.
    const final = standardError * Math.sqrt(fraction);
    if (2 * critical * final < equivalenceWidth) return false;
    // Predictive: final estimate ~ N(current estimate, final² (1 − f) / f).
    const spread = final * Math.sqrt((1 - fraction) / fraction);
    const chance = normalCdf((change.logRatio - critical * final) / spread) + normalCdf((-change.logRatio - critical * final) / spread);
    return chance < FUTILITY.predictivePower;
  });
}
