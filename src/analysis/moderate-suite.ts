import { isRequestedMetric } from '../config/benchmark-policy.js';
import { median } from '../stats/descriptive.js';
import { compareIndependentSamples } from '../stats/independent-comparison.js';
import { squeezeVariances } from '../stats/moderated-variance.js';
import { relativeChange } from '../stats/relative-change.js';
import type { VariancePrior } from '../stats/independent-comparison.js';
import type { RelativeChange } from '../stats/relative-change.js';
import type { BenchmarkAnalysis } from './analyze-benchmark.js';

/**
 * Borrows strength across a suite (Smyth 2004; issue "decisive by default"): the benchmarks of
 * one run share its design, so each comparison's variance is moderated towards a prior
 * estimated from all of them (squeezeVariances), and its interval and p-value are recomputed
 * with d + d0 degrees of freedom (at most the suite's pooled df, as limma caps them).
 * Comparison-model fits (variance per block) and independent-sample comparisons (the versions'
 * pooled relative unit variance, stats/independent-comparison.ts) are moderated separately,
 * each with its own prior; other analyses pass through.
 *
 * The prior is used only when it carries at least as much information as a typical benchmark's
 * own estimate (d0 ≥ the median of the d): a weak prior gains little, and it is weak exactly
 * when the benchmarks' variances do not look like draws from one distribution — a suite whose
 * noise differs tenfold, where shrinking the noisy benchmarks towards the quiet ones would
 * raise their false-alarm rate (bench:stats measures it). With fewer than three, nothing.
 * A metric measured on request (`process/instructions`: counts whose noise is orders of
 * magnitude below time's) is neither moderated nor part of the prior: it would switch the
 * prior off for the time benchmarks, or be widened to their noise.
 */
export function moderateSuite<T extends BenchmarkAnalysis>(analyses: readonly T[], confidence: number): (T & { priorDf?: number })[] {
  const moderated = new Map<T, T & { priorDf: number }>();
  for (const kind of ['model', 'independent'] as const) {
    const fitted = analyses.flatMap((analysis) => {
      const { change, moderation } = analysis;
      const fits = change !== null && moderation?.kind === kind && !analysis.buildLevelMissing && moderation.variance > 0;
      return fits && !isRequestedMetric(analysis.record.name) ? [{ analysis, change, moderation }] : [];
    });
    if (fitted.length < 3) continue;
    const { priorDf, priorVariance, posterior } = squeezeVariances(
      fitted.map((f) => f.moderation.variance),
      fitted.map((f) => f.moderation.df),
    );
    if (!(priorDf >= median(fitted.map((f) => f.moderation.df)))) continue;
    const pooledDf = fitted.reduce((sum, f) => sum + f.moderation.df, 0);
    fitted.forEach(({ analysis }, g) => {
      moderated.set(analysis, {
        ...analysis,
        change: moderateChange(analysis, { variance: priorVariance, df: priorDf }, pooledDf, confidence, posterior[g]),
        priorDf,
      });
    });
  }
  return analyses.map((a) => moderated.get(a) ?? a);
}

/**
 * A comparison's change recomputed with an empirical-Bayes prior (s0², d0) for its variance:
 * s̃² = (d0·s0² + d·s²)/(d0 + d) with d + d0 degrees of freedom, at most `maxDf`. The one
 * moderation of the suite's prior (above) and a history's (history-prior.ts). `posterior` is
 * s̃² when the caller has it (squeezeVariances); an analysis without a moderation is returned as is.
 */
export function moderateChange(
  analysis: BenchmarkAnalysis,
  prior: VariancePrior,
  maxDf: number,
  confidence: number,
  posterior?: number,
): RelativeChange | null {
  const { change, moderation } = analysis;
  if (change === null || moderation === null) return change;
  if (moderation.kind === 'model') {
    const variance =
      posterior ??
      (Number.isFinite(prior.df) ? (prior.df * prior.variance + moderation.df * moderation.variance) / (prior.df + moderation.df) : prior.variance);
    const df = Math.min(moderation.df + prior.df, maxDf);
    return relativeChange(change.logRatio, Math.sqrt(variance / moderation.blocks), df, confidence, change.design);
  }
  return compareIndependentSamples(moderation.base, moderation.head, confidence, prior, maxDf).change;
}
