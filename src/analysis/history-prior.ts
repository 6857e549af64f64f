import type { HistoryPriorRecord } from '../results/analysis-record.js';
import type { HistoryFile, HistoryNoise } from '../results/history-format.js';
import type { BenchmarkRecord } from '../results/results-format.js';
import { median } from '../stats/descriptive.js';
import { fCdf } from '../stats/distributions.js';
import { squeezeVariances } from '../stats/moderated-variance.js';
import type { AnalysisNote } from './notes.js';
import type { BenchmarkAnalysis } from './analyze-benchmark.js';
import { moderateChange } from './moderate-suite.js';

/**
 * Borrowing strength across time (issue 29): the history of earlier runs on the same runner
 * holds each benchmark's comparison noise (HistoryNoise, written by trend runs). Fitted as an
 * empirical-Bayes prior (s0², d0) with the suite moderation's own estimator (squeezeVariances
 * over the earlier runs' variances), it moderates this run's comparison variance as the suite
 * prior does (moderateChange): s̃² = (d0·s0² + d·s²)/(d0 + d) with d + d0 degrees of freedom.
 *
 * Guarded as the suite prior is: a prior is fitted only from runs on the same runner (the
 * history entry's `runner`, from `meta.runner`) with the same design (`designOf`) and
 * comparison, from at least MIN_HISTORY_RUNS of them, and only when it carries at least as
 * much information as one earlier run (d0 ≥ their median df: their noise agrees across time).
 * The analysis then uses it only when this run's design is the prior's and this run's own
 * variance agrees with it: under the prior s²/s0² ~ F(d, d0), and a two-sided p-value below
 * HISTORY_AGREEMENT_LEVEL (a runner that became noisier, or quieter) leaves the run to its own
 * variance. The prior is recorded in `meta.analysis.historyPriors`, so gating again from the
 * results decides the same.
 */

/** Fewest earlier runs a prior is fitted from (as the suite moderation needs three benchmarks). */
export const MIN_HISTORY_RUNS = 3;
/** The newest this many matching runs are used: noise drifts as runner images change. */
export const MAX_HISTORY_RUNS = 30;
/** Two-sided level of the F test of this run's variance against the prior's. */
export const HISTORY_AGREEMENT_LEVEL = 0.05;

/**
 * The design a comparison's variance depends on, as text: per version builds × executions per
 * build × measurements per execution (warm-up included; the largest, so that a failed execution
 * does not change it), and whether base and head were interleaved in blocks. E.g.
 * `3x5x30/3x5x30/interleaved` (ASCII: a history stores it once per benchmark and run).
 */
export function designOf(record: BenchmarkRecord): string {
  const side = (version: BenchmarkRecord['base']) => {
    const executions = Math.max(0, ...version.binaries.map((b) => b.executions.length));
    const measurements = Math.max(0, ...version.binaries.flatMap((b) => b.executions.map((e) => e.values.length + (e.warmup?.length ?? 0))));
    return `${version.binaries.length}x${executions}x${measurements}`;
  };
  const interleaved = [record.base, record.head].some((v) => v.binaries.some((b) => b.executions.some((e) => e.block !== undefined)));
  return `${side(record.base)}/${side(record.head)}/${interleaved ? 'interleaved' : 'independent'}`;
}

/** A comparison's own noise as a history records it; null when it has none to record (no comparison variance, no build level). */
export function noiseOf(analysis: BenchmarkAnalysis): HistoryNoise | null {
  const { moderation } = analysis;
  if (analysis.change === null || moderation === null || analysis.buildLevelMissing) return null;
  if (!(moderation.variance > 0 && Number.isFinite(moderation.variance) && moderation.df > 0 && Number.isFinite(moderation.df))) return null;
  return { kind: moderation.kind, variance: moderation.variance, df: moderation.df, design: designOf(analysis.record) };
}

/**
 * Per benchmark, the prior its history gives for a run on `runner`: from the entries measured
 * on that runner, those whose recorded noise has the design and comparison of the newest of
 * them (the newest MAX_HISTORY_RUNS), when there are at least MIN_HISTORY_RUNS and their noise
 * agrees across time (d0 ≥ their median df). d0 is capped at their summed df (the data it
 * came from; the fit may give ∞ when the runs agree more closely than chance). An unknown
 * runner matches nothing.
 */
export function fitHistoryPriors(history: HistoryFile, runner: string): Record<string, HistoryPriorRecord> {
  if (runner === '' || runner === 'unknown runner') return {};
  const byName = new Map<string, HistoryNoise[]>();
  // Newest first: entries are kept oldest first.
  for (let i = history.entries.length - 1; i >= 0; i--) {
    const entry = history.entries[i];
    if (entry.runner !== runner) continue;
    for (const benchmark of entry.benchmarks) {
      if (benchmark.noise === undefined) continue;
      const [kind, variance, df, design] = benchmark.noise;
      const list = byName.get(benchmark.name) ?? [];
      byName.set(benchmark.name, list);
      list.push({ kind, variance, df, design });
    }
  }
  const priors: [string, HistoryPriorRecord][] = [];
  for (const [name, noises] of byName) {
    const { kind, design } = noises[0];
    const runs = noises.filter((n) => n.kind === kind && n.design === design).slice(0, MAX_HISTORY_RUNS);
    if (runs.length < MIN_HISTORY_RUNS) continue;
    const dfs = runs.map((n) => n.df);
    const { priorDf, priorVariance } = squeezeVariances(
      runs.map((n) => n.variance),
      dfs,
    );
    if (!(priorDf >= median(dfs)) || !(priorVariance > 0)) continue;
    const df = Math.min(
      priorDf,
      dfs.reduce((a, b) => a + b, 0),
    );
    priors.push([name, { kind, design, variance: priorVariance, df, runs: runs.length }]);
  }
  return Object.fromEntries(priors);
}

/**
 * Two-sided p-value of the F test that a variance `variance` with `df` degrees of freedom comes
 * from the prior (s0², d0): under the prior s²/s0² ~ F(d, d0).
 */
export function historyAgreementPValue(own: { variance: number; df: number }, prior: { variance: number; df: number }): number {
  const lower = fCdf(own.variance / prior.variance, own.df, prior.df);
  return Math.min(1, 2 * Math.min(lower, 1 - lower));
}

/** What became of a benchmark's history prior in this analysis (the report says it). */
export type HistoryPriorUse =
  | { used: true; runs: number; priorDf: number; ownDf: number }
  | { used: false; reason: 'design-changed'; was: string; now: string }
  | { used: false; reason: 'disagrees'; ratio: number; pValue: number; runs: number };

/**
 * Each analysis moderated with its benchmark's history prior, where one is given and the guards
 * pass (the class comment); such an analysis loses its `moderation`, so the suite's prior does
 * not moderate it a second time. Every benchmark with a prior gets a note saying what became of it.
 */
const historyPriorNote = (use: HistoryPriorUse): AnalysisNote => ({ kind: 'history-prior', use });

export function applyHistoryPriors<T extends BenchmarkAnalysis>(
  analyses: readonly T[],
  priors: Readonly<Record<string, HistoryPriorRecord>> | undefined,
  confidence: number,
): (T & { historyPrior?: HistoryPriorUse })[] {
  if (priors === undefined || Object.keys(priors).length === 0) return analyses.slice();
  return analyses.map((analysis) => {
    const name = analysis.record.name;
    const prior = Object.hasOwn(priors, name) ? priors[name] : undefined;
    const own = noiseOf(analysis);
    if (prior === undefined || own === null) return analysis;
    if (own.kind !== prior.kind || own.design !== prior.design) {
      const use: HistoryPriorUse = { used: false, reason: 'design-changed', was: `${prior.kind}, ${prior.design}`, now: `${own.kind}, ${own.design}` };
      return { ...analysis, historyPrior: use, notes: [...analysis.notes, historyPriorNote(use)] };
    }
    const pValue = historyAgreementPValue(own, prior);
    if (!(pValue >= HISTORY_AGREEMENT_LEVEL)) {
      const use: HistoryPriorUse = { used: false, reason: 'disagrees', ratio: own.variance / prior.variance, pValue, runs: prior.runs };
      return { ...analysis, historyPrior: use, notes: [...analysis.notes, historyPriorNote(use)] };
    }
    const change = moderateChange(analysis, prior, own.df + prior.df, confidence);
    const use: HistoryPriorUse = { used: true, runs: prior.runs, priorDf: prior.df, ownDf: own.df };
    return { ...analysis, change, moderation: null, historyPrior: use, notes: [...analysis.notes, historyPriorNote(use)] };
  });
}
