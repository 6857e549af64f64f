import type { HistoryPriorRecord } from '../results/analysis-record.js';
import type { HistoryFile, HistoryNoise } from '../results/history-format.js';
import type { BenchmarkRecord } from '../results/results-format.js';
import { median } from '../stats/descriptive.js';
import { fCdf } from '../stats/distributions.js';
import { squeezeVariances } from '../stats/moderated-variance.js';
import type { AnalysisNote, HistoryPriorUse } from './notes.js';
import type { BenchmarkAnalysis } from './analyze-benchmark.js';
import { moderateChange } from './moderate-suite.js';

export type { HistoryPriorUse };

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
 *
 * The adaptive design's looks (sequential/analyze-look.ts) use it the same way at each look,
 * judged on what that look saw. Their design grows look by look, so a prior for the looks is
 * fitted on what the noise per block depends on rather than the whole design (blockDesign,
 * fitHistoryPriors with `match: 'looks'`), and matched by designMatches.
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
 *
 * `match: 'looks'` fits for the adaptive design's looks, whose design grows look by look: a
 * comparison-model noise is grouped by what its noise per block depends on (blockDesign), not
 * by the whole design: first with any builds (the newest's processes per build), and when
 * fewer than MIN_HISTORY_RUNS runs or no agreement, with any builds and any processes per build
 * (a prior only a comparison without a build level can use). The prior's `design` says which
 * (`*` for what it does not fix).
 */
export function fitHistoryPriors(history: HistoryFile, runner: string, match: 'design' | 'looks' = 'design'): Record<string, HistoryPriorRecord> {
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
    // The whole design; for the looks, what the noise per block depends on: any builds, then any builds and processes.
    const keys: ((design: string) => string)[] =
      match === 'looks' && kind === 'model' ? [(d) => blockDesign(d, 'builds'), (d) => blockDesign(d, 'processes')] : [(d) => d];
    for (const key of keys) {
      const prior = fitPrior(
        noises.filter((n) => n.kind === kind && key(n.design) === key(design)),
        kind,
        key(design),
      );
      if (prior === null) continue;
      priors.push([name, prior]);
      break;
    }
  }
  return Object.fromEntries(priors);
}

/** The prior of the newest MAX_HISTORY_RUNS of these runs (newest first), or null: too few, or their noise disagrees across time. */
function fitPrior(matching: readonly HistoryNoise[], kind: HistoryNoise['kind'], design: string): HistoryPriorRecord | null {
  const runs = matching.slice(0, MAX_HISTORY_RUNS);
  if (runs.length < MIN_HISTORY_RUNS) return null;
  const dfs = runs.map((n) => n.df);
  const { priorDf, priorVariance } = squeezeVariances(
    runs.map((n) => n.variance),
    dfs,
  );
  if (!(priorDf >= median(dfs)) || !(priorVariance > 0)) return null;
  const df = Math.min(
    priorDf,
    dfs.reduce((a, b) => a + b, 0),
  );
  return { kind, design, variance: priorVariance, df, runs: runs.length };
}

/** A design part a prior does not fix (blockDesign). */
const ANY = '*';

/**
 * What a comparison model's noise per block depends on, from a design (`designOf`). Its
 * recorded variance is Var(log ratio) × blocks, with l builds per version, m processes per
 * build and n measurements per process about m·V + B + 2E/n (docs/statistics.md, "The noise
 * of the comparison"): the builds set only its degrees of freedom (`builds`: any builds), and
 * without a build level (V = 0: the paired t over blocks) the processes per build drop out as
 * well (`processes`: any builds and any processes). The measurements per process of each
 * version and the interleaving always count. E.g. `3x5x30/3x5x30/interleaved` gives
 * `*x5x30/*x5x30/interleaved` and `*x*x30/*x*x30/interleaved`. A design of another shape is
 * returned as it is.
 */
export function blockDesign(design: string, any: 'builds' | 'processes'): string {
  const parsed = parseDesign(design);
  if (parsed === null) return design;
  const side = ([, processes, measurements]: string[]) => `${ANY}x${any === 'processes' ? ANY : processes}x${measurements}`;
  return `${side(parsed.base)}/${side(parsed.head)}/${parsed.mode}`;
}

function parseDesign(design: string): { base: string[]; head: string[]; mode: string } | null {
  const parts = design.split('/');
  if (parts.length !== 3) return null;
  const [base, head] = parts.slice(0, 2).map((side) => side.split('x'));
  if (base.length !== 3 || head.length !== 3) return null;
  return { base, head, mode: parts[2] };
}

/**
 * Whether a prior fitted for `prior` (a design, or a blockDesign with `*` parts) serves a
 * comparison of design `own`. A whole design serves only itself (the fixed design's guard). A
 * blockDesign serves any builds, and a comparison without a build level (`pairedT`, whose
 * noise per block does not depend on them) any processes per build; the measurements per
 * process of each version and the interleaving must be the prior's.
 */
export function designMatches(prior: string, own: string, pairedT: boolean): boolean {
  if (prior === own) return true;
  if (!prior.includes(ANY)) return false;
  const p = parseDesign(prior);
  const o = parseDesign(own);
  if (p === null || o === null || p.mode !== o.mode) return false;
  const side = (ps: string[], os: string[]) => ps.every((part, i) => i === 0 || (i === 1 && pairedT) || part === os[i]);
  return side(p.base, o.base) && side(p.head, o.head);
}

/**
 * Two-sided p-value of the F test that a variance `variance` with `df` degrees of freedom comes
 * from the prior (s0², d0): under the prior s²/s0² ~ F(d, d0).
 */
export function historyAgreementPValue(own: { variance: number; df: number }, prior: { variance: number; df: number }): number {
  const lower = fCdf(own.variance / prior.variance, own.df, prior.df);
  return Math.min(1, 2 * Math.min(lower, 1 - lower));
}

/** An analysis compared without a build level: the paired t over blocks (crossed-model.ts), whose noise per block does not depend on the processes per build. */
export function comparedWithoutBuildLevel(analysis: BenchmarkAnalysis): boolean {
  return analysis.pairedTBlocks !== null && !analysis.buildLevelMissing;
}

/**
 * What becomes of `prior` for this analysis (the guards of the class comment): used, or why
 * not; null when the analysis has no noise of its own to weigh it against (no prior, and no note).
 */
export function historyPriorUse(analysis: BenchmarkAnalysis, prior: HistoryPriorRecord): HistoryPriorUse | null {
  const own = noiseOf(analysis);
  if (own === null) return null;
  const pairedT = comparedWithoutBuildLevel(analysis);
  if (own.kind !== prior.kind || !designMatches(prior.design, own.design, pairedT)) {
    const buildLevel = own.kind === 'model' && !pairedT && designMatches(prior.design, own.design, true) ? ' with a build level' : '';
    return { used: false, reason: 'design-changed', was: `${prior.kind}, ${prior.design}`, now: `${own.kind}, ${own.design}${buildLevel}` };
  }
  const pValue = historyAgreementPValue(own, prior);
  if (!(pValue >= HISTORY_AGREEMENT_LEVEL)) return { used: false, reason: 'disagrees', ratio: own.variance / prior.variance, pValue, runs: prior.runs };
  return { used: true, runs: prior.runs, priorDf: prior.df, ownDf: own.df };
}

/** The benchmark's own prior, if `priors` has one (an own entry: a benchmark named `constructor` is a name). */
export function historyPriorOf(priors: Readonly<Record<string, HistoryPriorRecord>> | undefined, name: string): HistoryPriorRecord | undefined {
  return priors !== undefined && Object.hasOwn(priors, name) ? priors[name] : undefined;
}

/** The note that says what became of a benchmark's history prior. */
export const historyPriorNote = (use: HistoryPriorUse): AnalysisNote => ({ kind: 'history-prior', use });

/**
 * Each analysis moderated with its benchmark's history prior, where one is given and the guards
 * pass (the class comment); such an analysis loses its `moderation`, so the suite's prior does
 * not moderate it a second time. Every benchmark with a prior gets a note saying what became of it.
 */
export function applyHistoryPriors<T extends BenchmarkAnalysis>(
  analyses: readonly T[],
  priors: Readonly<Record<string, HistoryPriorRecord>> | undefined,
  confidence: number,
): (T & { historyPrior?: HistoryPriorUse })[] {
  if (priors === undefined || Object.keys(priors).length === 0) return analyses.slice();
  return analyses.map((analysis) => {
    const prior = historyPriorOf(priors, analysis.record.name);
    const use = prior === undefined ? null : historyPriorUse(analysis, prior);
    if (prior === undefined || use === null) return analysis;
    const notes = [...analysis.notes, historyPriorNote(use)];
    if (!use.used) return { ...analysis, historyPrior: use, notes };
    const change = moderateChange(analysis, prior, use.ownDf + prior.df, confidence);
    return { ...analysis, change, moderation: null, historyPrior: use, notes };
  });
}
