import { analyzeResults } from '../analysis/analyze-results.js';
import { DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkReport, SuiteReport } from '../analysis/report-types.js';
import { withoutVerdictNote } from '../analysis/verdict-note.js';
import { measuredCosts } from '../planning/run-costs.js';
import { settleBudget } from './settle-budget.js';
import type { ResultsFile } from '../results/results-format.js';
import { detectableEffect } from '../planning/detectable-effect.js';
import type { SequentialOutcome } from './fold-looks.js';
import { readSequentialRecord } from './read-record.js';
import { replaySequential, type ReplayedLook } from './replay-sequential.js';
import type { SequentialRecord } from './sequential-record.js';
import { formatDuration, formatPlainPercent } from '../util/format-numbers.js';

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
 * design, and for an adaptive run (`meta.sequential`) the same report with each benchmark's
 * Δ and verdict taken from the replayed looks (replay-sequential.ts): the deciding look's
 * repeated confidence interval, or the last look's for an undecided (`inconclusive`)
 * benchmark, with what it could have detected and the budget that would settle min-effect.
 * The fixed analysis's own test would ignore that the run looked several times, so it is
 * not used for verdicts here. `pAdjusted` is p·α/level: below α exactly when the look's
 * interval excludes 0.
 */
export function analyzeWithStopping(results: ResultsFile, overrides: Partial<AnalysisOptions> = {}): SequentialSuiteReport {
  const report: SequentialSuiteReport = analyzeResults(results, overrides);
  const record = readSequentialRecord(results);
  if (record === null) return report;
  const options: AnalysisOptions = { ...DEFAULT_ANALYSIS_OPTIONS, ...overrides };
  const { looks, outcomes } = replaySequential(results, record, options);
  const alpha = 1 - options.confidence;
  const benchmarks = report.benchmarks.map((benchmark): SequentialBenchmarkReport => {
    const outcome = outcomes.get(benchmark.name);
    if (!outcome) return benchmark;
    return withOutcome(benchmark, outcome, looks, results, options, alpha);
  });
  const count = (verdict: BenchmarkReport['verdict']) => benchmarks.filter((b) => b.verdict === verdict).length;
  const meta = results.meta ?? {};
  return {
    ...report,
    benchmarks,
    summary: {
      regressions: count('regression'),
      gatingRegressions: benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').length,
      improvements: count('improvement'),
      unchanged: count('unchanged'),
      inconclusive: count('inconclusive'),
    },
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

function withOutcome(
  benchmark: BenchmarkReport,
  outcome: SequentialOutcome,
  looks: readonly ReplayedLook[],
  results: ResultsFile,
  options: AnalysisOptions,
  alpha: number,
): SequentialBenchmarkReport {
  const { analysis } = outcome;
  const change = analysis.change;
  // The fixed analysis's verdict note does not apply: drop it, keep every other note.
  const notes = withoutVerdictNote(benchmark, options);
  const decided = outcome.verdict !== null;
  const lookCount = looks.length;
  let detectable: number | null = null;
  let settle: number | null = null;
  if (!decided && change) {
    detectable = detectableEffect(change.standardError, change.df, analysis.level);
    settle = settleBudget(results, benchmark.name, measuredCosts(results), benchmark.minEffect, analysis.level, options);
    notes.push(
      `no decision ${outcome.look + 1 === lookCount ? 'by the last look' : 'yet'}: Δ interval [${formatPlainPercent(change.ci[0])}, ` +
        `${formatPlainPercent(change.ci[1])}] (level ${analysis.level.toPrecision(2)}) is wider than ±${formatPlainPercent(benchmark.minEffect)}` +
        (detectable === null ? '' : `; the data could have detected ±${formatPlainPercent(detectable)} with 80 % power`) +
        (settle === null ? '' : `; a budget of about ${formatDuration(settle)} would settle ±${formatPlainPercent(benchmark.minEffect)}`),
    );
  }
  if (decided)
    notes.push(
      `decided at look ${outcome.look + 1} of ${lookCount}, after ${looks[outcome.look].blocks} blocks (interval level ${analysis.level.toPrecision(2)})`,
    );
  const stopping: SequentialStopping = {
    decided,
    look: outcome.look + 1,
    looks: lookCount,
    blocks: looks[outcome.look].blocks,
    level: analysis.level,
    detectableEffect: detectable,
    budgetToSettle: settle,
  };
  const verdict = outcome.verdict ?? 'inconclusive';
  return {
    ...benchmark,
    delta: change
      ? {
          relative: change.relative,
          ci: change.ci,
          pValue: change.pValue,
          pAdjusted: Math.min(1, (change.pValue * alpha) / analysis.level),
          design: change.design,
          df: change.df,
          ciLevel: 1 - analysis.level,
        }
      : benchmark.delta,
    verdict,
    changeDetected: verdict === 'regression' || verdict === 'improvement',
    notes,
    stopping,
  };
}
