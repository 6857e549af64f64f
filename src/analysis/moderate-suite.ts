import { median } from '../stats/descriptive.js';
import { squeezeVariances } from '../stats/moderated-variance.js';
import { relativeChange } from '../stats/relative-change.js';
import type { BenchmarkAnalysis } from './analyze-benchmark.js';

/**
 * Borrows strength across a suite (Smyth 2004; issue "decisive by default"): the benchmarks of
 * one run share its design, so each comparison-model fit's variance per block is moderated
 * towards a prior estimated from all of them (squeezeVariances), and its interval and p-value
 * are recomputed with d + d0 degrees of freedom (at most the suite's pooled df, as limma
 * caps them). Analyses without a model fit pass through.
 *
 * The prior is used only when it carries at least as much information as a typical benchmark's
 * own estimate (d0 ≥ the median of the d): a weak prior gains little, and it is weak exactly
 * when the benchmarks' variances do not look like draws from one distribution — a suite whose
 * noise differs tenfold, where shrinking the noisy benchmarks towards the quiet ones would
 * raise their false-alarm rate (bench:stats measures it). With fewer than three fits, nothing.
 */
export function moderateSuite<T extends BenchmarkAnalysis>(analyses: readonly T[], confidence: number): (T & { priorDf?: number })[] {
  const fitted = analyses.flatMap((analysis) => {
    const { change, moderation } = analysis;
    return change !== null && moderation !== null && !analysis.buildLevelMissing && moderation.variance > 0 ? [{ analysis, change, moderation }] : [];
  });
  if (fitted.length < 3) return analyses.slice();
  const { priorDf, posterior } = squeezeVariances(
    fitted.map((f) => f.moderation.variance),
    fitted.map((f) => f.moderation.df),
  );
  if (!(priorDf >= median(fitted.map((f) => f.moderation.df)))) return analyses.slice();
  const pooledDf = fitted.reduce((sum, f) => sum + f.moderation.df, 0);
  const moderated = new Map<T, T & { priorDf: number }>();
  fitted.forEach(({ analysis, change, moderation }, g) => {
    const standardError = Math.sqrt(posterior[g] / moderation.blocks);
    const df = Math.min(moderation.df + priorDf, pooledDf);
    moderated.set(analysis, { ...analysis, change: relativeChange(change.logRatio, standardError, df, confidence, change.design), priorDf });
  });
  return analyses.map((a) => moderated.get(a) ?? a);
}
