import { fQuantile } from './distributions.js';
import type { MeanEstimate } from './hierarchical-mean.js';
import { compareIndependent, relativeChange, requireMeanClearOfZero, type RelativeChange } from './relative-change.js';

/**
 * Independent samples of base and head (no interleaved blocks, or `design: independent`) on
 * the log scale, as the pooled two-sample t test when the two versions' relative variances
 * agree, otherwise Welch (compareIndependent), and with an optional empirical-Bayes prior for
 * the variance (a suite's, moderate-suite.ts).
 *
 * Each version's mean comes from the spread of n units (builds, or executions when the build
 * level is collapsed: hierarchical-mean.ts) with n − 1 degrees of freedom; s² = n·Var(Ȳ)/Ȳ²
 * is the relative variance of one unit. When both versions have the same number of units and
 * the F test of s_h²/s_b² at level AGREEMENT_LEVEL does not reject, the two are pooled,
 *   s_p² = (d_b·s_b² + d_h·s_h²)/(d_b + d_h),  Var(log R) = s_p²·(1/n_b + 1/n_h),  df = d_b + d_h,
 * instead of Welch–Satterthwaite, whose df falls towards min(d_b, d_h) (2 with 3 builds) as
 * soon as one version's units happen to spread more. With equal n the two standard errors
 * coincide and only the df differ; under equal variances the F test's outcome depends on the
 * ratio only, which is independent of s_p² (gamma variables), so the pooled t keeps its exact
 * level conditionally on pooling. Measured (bench/stats.ts, 10,000 draws of 3 + 3 normal
 * build means): 4.5 % false alarms at equal σ, 5.1 % when head's σ is twice base's, 5.9 % at
 * three times (Welch: 3.6, 4.1, 5.0 %). With unequal n pooling under unequal variances errs
 * badly (21 % for 2 against 6 builds, σ 3:1), so it is refused there.
 *
 * With a prior (s0², d0), each variance is moderated as in limma (Smyth 2004):
 * s̃² = (d0·s0² + d·s²)/(d0 + d) with d + d0 df, the pooled one with d = d_b + d_h, each
 * version's with its own d in the Welch branch; `maxDf` caps the df (d0 may be infinite).
 * A version whose variance comes from the runner level (four-level model) is not pooled.
 */
export interface IndependentComparison {
  change: RelativeChange;
  /** The two relative unit variances were pooled (the F guard agreed). */
  pooled: boolean;
  /** The pooled relative unit variance and its df (what a suite moderates), or null when the levels differ. */
  spread: { variance: number; df: number } | null;
}

/** Two-sided level of the F test that decides whether the versions' variances may be pooled (0.2: the guard needs some power at 2 and 2 df). */
export const AGREEMENT_LEVEL = 0.2;

export interface VariancePrior {
  variance: number;
  df: number;
}

interface UnitSpread {
  mean: number;
  /** Relative variance of one unit. */
  variance: number;
  df: number;
  units: number;
}

function unitSpread(estimate: MeanEstimate): UnitSpread | null {
  if (estimate.level === 'runner' || !(estimate.df >= 1) || !(estimate.mean > 0)) return null;
  const units = estimate.df + 1;
  return { mean: estimate.mean, variance: (estimate.variance * units) / estimate.mean ** 2, df: estimate.df, units };
}

/** The F test of two variance estimates (two-sided, AGREEMENT_LEVEL) does not reject equality. */
export function variancesAgree(a: { variance: number; df: number }, b: { variance: number; df: number }): boolean {
  if (a.variance === 0 || b.variance === 0) return a.variance === b.variance;
  const ratio = a.variance / b.variance;
  return fQuantile(AGREEMENT_LEVEL / 2, a.df, b.df) <= ratio && ratio <= fQuantile(1 - AGREEMENT_LEVEL / 2, a.df, b.df);
}

/** (d0·s0² + d·s²)/(d0 + d); the prior alone when d0 is infinite. */
function moderated(variance: number, df: number, prior: VariancePrior | undefined): { variance: number; df: number } {
  if (!prior) return { variance, df };
  if (!Number.isFinite(prior.df)) return { variance: prior.variance, df: Infinity };
  return { variance: (prior.df * prior.variance + df * variance) / (prior.df + df), df: prior.df + df };
}

export function compareIndependentSamples(
  baseEstimate: MeanEstimate,
  headEstimate: MeanEstimate,
  confidence: number,
  prior?: VariancePrior,
  maxDf = Infinity,
): IndependentComparison {
  const base = unitSpread(baseEstimate);
  const head = unitSpread(headEstimate);
  if (!base || !head || baseEstimate.level !== headEstimate.level) {
    return { change: compareIndependent(baseEstimate, headEstimate, confidence), pooled: false, spread: null };
  }
  requireMeanClearOfZero('base', baseEstimate, confidence);
  requireMeanClearOfZero('head', headEstimate, confidence);
  // As the interleaved comparison does (analyze-benchmark.ts): the test at the estimate (each
  // version's spread relative to its own mean, the delta method) and at no change (both
  // relative to the midpoint of the means, where the raw difference of two samples of one
  // distribution is symmetric however skewed the noise); the weaker one is reported.
  const logRatio = Math.log(head.mean / base.mean);
  const atEstimate = compareSpreads(base, head, logRatio, 1, confidence, prior, maxDf);
  const midpoint = (base.mean + head.mean) / 2;
  const onMidpoint = (u: UnitSpread): UnitSpread => ({ ...u, variance: (u.variance * u.mean ** 2) / midpoint ** 2 });
  const difference = (head.mean - base.mean) / midpoint;
  // The test at no change keeps its t = difference/se; on the log scale that stretches se by
  // logRatio/difference (→ 1 at no change).
  const stretch = difference === 0 ? 1 : logRatio / difference;
  const atNoChange = compareSpreads(onMidpoint(base), onMidpoint(head), logRatio, stretch > 0 ? stretch : 1, confidence, prior, maxDf);
  return atNoChange.change.pValue > atEstimate.change.pValue ? atNoChange : atEstimate;
}

/** Pooled when the F guard agrees (and the units are as many), else Welch; each moderated by the prior; se multiplied by `stretch`. */
function compareSpreads(
  base: UnitSpread,
  head: UnitSpread,
  logRatio: number,
  stretch: number,
  confidence: number,
  prior: VariancePrior | undefined,
  maxDf: number,
): IndependentComparison {
  const df = base.df + head.df;
  const spread = { variance: (base.df * base.variance + head.df * head.variance) / df, df };
  const cap = (d: number) => Math.min(d, maxDf);
  if (base.units === head.units && variancesAgree(head, base)) {
    const pooled = moderated(spread.variance, df, prior);
    const standardError = Math.sqrt(pooled.variance * (1 / base.units + 1 / head.units));
    return { change: relativeChange(logRatio, standardError * stretch, cap(pooled.df), confidence, 'independent'), pooled: true, spread };
  }
  const b = moderated(base.variance, base.df, prior);
  const h = moderated(head.variance, head.df, prior);
  const baseTerm = b.variance / base.units;
  const headTerm = h.variance / head.units;
  const variance = baseTerm + headTerm;
  // Welch–Satterthwaite on the (moderated) terms; an infinite df contributes no term.
  const inverse = (term: number, d: number) => (Number.isFinite(d) ? term ** 2 / d : 0);
  const welchDf = variance === 0 ? b.df + h.df : variance ** 2 / (inverse(baseTerm, b.df) + inverse(headTerm, h.df));
  return { change: relativeChange(logRatio, Math.sqrt(variance) * stretch, cap(welchDf), confidence, 'independent'), pooled: false, spread };
}
