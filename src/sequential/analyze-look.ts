import { analyzeBenchmark } from '../analysis/analyze-benchmark.js';
import { benchmarkPolicies, type BenchmarkPolicies } from '../config/benchmark-policy.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkRecord, ResultsFile } from '../results/results-format.js';
import { nominalLevels, type Spending } from '../stats/alpha-spending.js';
import { relativeChange, type RelativeChange } from '../stats/relative-change.js';
import { pairedTLevel } from '../stats/sequential-t-bounds.js';
import { decide, type Decision } from '../analysis/decide.js';
import type { AnalysisNote } from '../analysis/notes.js';
import { historyPriorOf, historyPriorUse, type HistoryPriorUse } from '../analysis/history-prior.js';
import { moderateChange } from '../analysis/moderate-suite.js';

/** One benchmark at one look. */
export interface BenchmarkLook {
  name: string;
  /** Nominal two-sided level of this look's interval for this benchmark (alpha-spending.ts). */
  level: number;
  /** Δ with its interval at confidence 1 − level; null when the data cannot give one yet. */
  change: RelativeChange | null;
  /** The stopping rule's decision at this look (analysis/decide.ts); null without an interval. */
  decision: Decision | null;
  /** Why there is no Δ yet (too few blocks, failures…). */
  notes: AnalysisNote[];
  /** What became of the benchmark's history prior at this look (history-prior.ts); absent without one, or without an interval. */
  historyPrior?: HistoryPriorUse;
}

/**
 * How many benchmarks share a look's error (Bonferroni): those not ignored by a policy that
 * have at least one measurement so far, or 1 with `correction: none`.
 */
export function lookDivisor(results: ResultsFile, options: Pick<AnalysisOptions, 'correction'>, policies: BenchmarkPolicies): number {
  if (options.correction === 'none') return 1;
  const measured = results.benchmarks.filter(
    (b) =>
      policies.of(b.name).gate !== 'ignore' && [b.base, b.head].some((v) => v.binaries.some((binary) => binary.executions.some((e) => e.values.length > 0))),
  );
  return Math.max(1, measured.length);
}

/** Where a look stands in its run: what the level of each benchmark's interval depends on. */
export interface LookPlan {
  spending: Spending;
  /** Information fractions of every look so far, this one last. */
  fractions: readonly number[];
  /** Two-sided error of one benchmark (α over the look's divisor). */
  alpha: number;
  final: boolean;
  /** Blocks finished at every look so far, this one last. */
  blocks: readonly number[];
  /** Bound a paired t comparison by the exact repeated t boundaries; false replays a run that predates them. */
  repeatedT: boolean;
  /**
   * What the correlation between the looks' estimates is taken from: `blocks` (the run grew by
   * rounds: the information is proportional to the blocks, whatever the fractions against a
   * re-planned maximum say), or the `fractions` themselves (absent: the run grew by builds,
   * whose fractions are shares of the budget spent).
   */
  information?: 'blocks';
}

/** The nominal level of the look's intervals (alpha-spending.ts), which a paired t comparison refines per benchmark. */
export function planLevel(plan: LookPlan): number {
  const information = plan.information === 'blocks' ? plan.blocks : plan.fractions;
  return nominalLevels(plan.spending, plan.fractions, plan.alpha, plan.final, information)[plan.fractions.length - 1];
}

/**
 * Analyses the results as they stand at a look: each benchmark not ignored gets its Δ
 * interval at confidence 1 − level, by the same estimator as the fixed analysis (paired
 * blocks, nested levels; analyze-benchmark.ts) without the impact-factor bootstrap, and the
 * stopping rule's decision (analysis/decide.ts). A benchmark compared by the paired t test (no
 * build level) gets the level of the exact repeated t boundaries for its own block counts
 * (sequential-t-bounds.ts) instead of the nominal one, which is liberal at few blocks.
 *
 * A benchmark with a history prior (`options.historyPriors`) borrows its variance and df as the
 * fixed analysis does (history-prior.ts: same estimator, same guards, judged at this look on
 * what this look saw): the design the look saw must be the prior's, up to the parts the prior
 * leaves open, and the look's own variance must agree with it (F test). The paired t test's
 * boundaries are then those of the moderated statistics (d0 more df, pairedTLevel).
 */
export function analyzeLook(
  results: ResultsFile,
  plan: LookPlan,
  options: AnalysisOptions,
  policies: BenchmarkPolicies = benchmarkPolicies(options),
): BenchmarkLook[] {
  const nominal = planLevel(plan);
  return results.benchmarks
    .filter((record) => policies.of(record.name).gate !== 'ignore')
    .map((record): BenchmarkLook => {
      const { minEffect } = policies.of(record.name);
      if (!(nominal > 0)) return { name: record.name, level: nominal, change: null, decision: null, notes: [] };
      const analysis = analyzeBenchmark(record, { ...options, minEffect, confidence: 1 - nominal, bootstrapReplicates: 0 });
      const prior = historyPriorOf(options.historyPriors, record.name);
      const use = prior === undefined || analysis.change === null ? null : historyPriorUse(analysis, prior);
      const used = use?.used === true && prior !== undefined ? prior : null;
      const withUse = use === null ? {} : { historyPrior: use };
      let { change } = analysis;
      let level = nominal;
      if (plan.repeatedT && change !== null && analysis.pairedTBlocks !== null && !analysis.buildLevelMissing) {
        const blocks = completeBlocksAtLooks(record, plan.blocks, analysis.pairedTBlocks);
        level = pairedTLevel(plan.spending, plan.fractions, plan.alpha, plan.final, blocks, used?.df ?? 0);
        if (!(level > 0)) return { name: record.name, level, change: null, decision: null, notes: analysis.notes, ...withUse };
        change = relativeChange(change.logRatio, change.standardError, change.df, 1 - level, change.design);
      }
      if (used !== null && analysis.moderation !== null) change = moderateChange(analysis, used, analysis.moderation.df + used.df, 1 - level);
      const decision =
        change === null
          ? null
          : decide({
              relative: change.relative,
              ci: change.ci,
              better: record.better,
              minEffect,
              source: { kind: 'look' },
              buildLevelMissing: analysis.buildLevelMissing,
            });
      return { name: record.name, level, change, decision, notes: analysis.notes, ...withUse };
    });
}

/**
 * The benchmark's complete blocks (a base and a head execution with values) at each look, the
 * last being the `current` count its analysis used: the earlier counts are what those looks saw.
 */
function completeBlocksAtLooks(record: BenchmarkRecord, lookBlocks: readonly number[], current: number): number[] {
  const measured = (side: 'base' | 'head') =>
    new Set(
      record[side].binaries.flatMap((b) =>
        b.executions.flatMap((e) => (e.block !== undefined && e.values.length > 0 && e.failure === undefined ? [e.block] : [])),
      ),
    );
  const base = measured('base');
  const complete = [...measured('head')].filter((block) => base.has(block));
  return lookBlocks.map((limit, k) => (k === lookBlocks.length - 1 ? current : Math.min(current, complete.filter((block) => block < limit).length)));
}
