import { analyzeResults, type LookVerdict } from '../analysis/analyze-results.js';
import { UNDECIDED } from '../analysis/decide.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import { benchmarkPolicies, type BenchmarkPolicies } from '../config/benchmark-policy.js';
import type { BenchmarkReport, SuiteReport } from '../analysis/report-types.js';
import { measuredCosts } from '../planning/run-costs.js';
import { settleBudget } from './settle-budget.js';
import type { ResultsFile } from '../results/results-format.js';
import { detectableEffect } from '../planning/detectable-effect.js';
import type { SequentialOutcome } from './fold-looks.js';
import { readSequentialRecord } from './read-record.js';
import { replaySequential, type ReplayedLook } from './replay-sequential.js';
import type { SequentialRecord } from './sequential-record.js';
import { historyPriorNote } from '../analysis/history-prior.js';
import type { AnalysisNote } from '../analysis/notes.js';

/** How a benchmark's verdict came about in an adaptive run. */
export interface SequentialStopping {
  decided: boolean;
  /** The deciding look (1-based), or the last one when undecided. */
  look: number;
  looks: number;
  /** Blocks that look saw. */
  blocks: number;
  /** Nominal two-sided level of that look's interval (the Δ interval shown is at 1 − level). */
  level: number;
  /** Undecided only: the last look's Δ interval (at 1 − level), null when it had none. Absent in reports written before it. */
  interval?: [number, number] | null;
  /** Undecided only: the smallest change the last look could detect with 80 % power. */
  detectableEffect: number | null;
  /** Undecided only: a budget (seconds, builds included) that would detect min-effect with 80 % power. */
  budgetToSettle: number | null;
}

export interface SequentialSummary {
  method: SequentialRecord['method'];
  spending: SequentialRecord['spending'];
  budgetSeconds: number | null;
  /** Wall time of the experiment, builds included. */
  spentSeconds: number;
  blocks: number;
  blocksPerRound: number;
  maxRounds: number;
  looks: number;
  stop: SequentialRecord['stop'];
  /** How the run grew between looks (rounds in files that do not say). */
  growth: 'rounds' | 'builds';
  /** Builds added per version during the run, and the blocks each added pair ran (growth `builds`). */
  addedBuilds: number;
  buildBlocks: number | null;
}

export type SequentialBenchmarkReport = BenchmarkReport & { stopping?: SequentialStopping };
export type SequentialSuiteReport = SuiteReport & { benchmarks: SequentialBenchmarkReport[]; sequential?: SequentialSummary };

/**
 * The analysis of any results file: the fixed analysis (analyze-results.ts) for a fixed
 * design, and for an adaptive run (`meta.sequential`) the same analysis with each benchmark's
 * Δ and verdict taken from the replayed looks (replay-sequential.ts): the deciding look's
 * repeated confidence interval and decision, or the last look's interval for an undecided
 * (`inconclusive`) benchmark, with what it could have detected and the budget that would
 * settle min-effect. The fixed analysis's own test would ignore that the run looked several
 * times, so it decides nothing here; nor does its history prior: what became of a benchmark's
 * history prior is the deciding (or last) look's.
 */
export function analyzeWithStopping(
  results: ResultsFile,
  options: AnalysisOptions,
  policies: BenchmarkPolicies = benchmarkPolicies(options),
): SequentialSuiteReport {
  const record = readSequentialRecord(results);
  if (record === null) return analyzeResults(results, options, policies);
  const { looks, outcomes } = replaySequential(results, record, options, policies);
  const verdicts = new Map(
    [...outcomes.values()].map((outcome): [string, LookVerdict] => [
      outcome.name,
      { decision: outcome.analysis.decision ?? UNDECIDED, change: outcome.analysis.change, level: outcome.analysis.level },
    ]),
  );
  const report = analyzeResults(results, options, policies, verdicts);
  const benchmarks = report.benchmarks.map((benchmark): SequentialBenchmarkReport => {
    const outcome = outcomes.get(benchmark.name);
    if (!outcome) return benchmark;
    return withStopping(benchmark, outcome, looks, results, options);
  });
  const meta = results.meta ?? {};
  return {
    ...report,
    benchmarks,
    sequential: {
      method: record.method,
      spending: record.spending,
      budgetSeconds: record.budgetSeconds,
      spentSeconds: typeof meta.totalSeconds === 'number' ? meta.totalSeconds : record.stop.elapsedSeconds,
      blocks: record.stop.blocks,
      blocksPerRound: record.blocksPerRound,
      maxRounds: record.maxRounds,
      looks: record.looks.length,
      stop: record.stop,
      growth: record.growth ?? 'rounds',
      addedBuilds: meta.design?.addedBuilds ?? 0,
      buildBlocks: record.buildBlocks ?? null,
    },
  };
}

/** How the benchmark's look decided (or did not), and for an undecided one what would settle it: values, which report/notes.ts words. */
function withStopping(
  benchmark: BenchmarkReport,
  outcome: SequentialOutcome,
  looks: readonly ReplayedLook[],
  results: ResultsFile,
  options: AnalysisOptions,
): SequentialBenchmarkReport {
  const { analysis } = outcome;
  const change = analysis.change;
  // The history prior as the deciding look judged it, not as the fixed analysis of the final results would.
  const { historyPrior: _fixed, ...rest } = benchmark;
  const notes: AnalysisNote[] = benchmark.notes.filter((note) => note.kind !== 'history-prior');
  if (analysis.historyPrior !== undefined) notes.push(historyPriorNote(analysis.historyPrior));
  const lookPrior = analysis.historyPrior === undefined ? {} : { historyPrior: analysis.historyPrior };
  const decided = outcome.verdict !== null;
  const lookCount = looks.length;
  let detectable: number | null = null;
  let settle: number | null = null;
  if (!decided && change) {
    detectable = detectableEffect(change.standardError, change.df, analysis.level);
    settle = settleBudget(results, benchmark.name, measuredCosts(results), benchmark.minEffect, analysis.level, options);
  }
  const stopping: SequentialStopping = {
    decided,
    look: outcome.look + 1,
    looks: lookCount,
    blocks: looks[outcome.look].blocks,
    level: analysis.level,
    interval: !decided && change ? change.ci : null,
    detectableEffect: detectable,
    budgetToSettle: settle,
  };
  return { ...rest, ...lookPrior, notes, stopping };
}
