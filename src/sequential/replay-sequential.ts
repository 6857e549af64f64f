import type { AnalysisOptions } from '../config/analysis-options.js';
import { benchmarkPolicies, type BenchmarkPolicies } from '../config/benchmark-policy.js';
import type { ResultsFile } from '../results/results-format.js';
import { analyzeLook, lookDivisor, planLevel, type BenchmarkLook } from './analyze-look.js';
import { foldLook, type SequentialOutcome } from './fold-looks.js';
import type { SequentialRecord } from './sequential-record.js';
import { resultsUpToBlock } from './truncate-results.js';
import { readSequentialRecord } from './read-record.js';

export interface ReplayedLook {
  blocks: number;
  level: number;
  divisor: number;
  final: boolean;
  analyses: BenchmarkLook[];
}

/**
 * Replays the looks of an adaptive run from its final results: look k sees the executions
 * of the blocks that had finished (results-up-to-block), at the level its recorded
 * information fraction gives under the analysis's confidence. With the run's own options
 * this reproduces the run's decisions; with others (a different min-effect or policy) the
 * intervals stay simultaneously valid, since the levels depend only on when the looks were.
 */
export function replaySequential(
  results: ResultsFile,
  record: SequentialRecord,
  options: AnalysisOptions,
  policies: BenchmarkPolicies,
): { looks: ReplayedLook[]; outcomes: Map<string, SequentialOutcome> } {
  const alpha = 1 - options.confidence;
  const looks: ReplayedLook[] = [];
  let outcomes = new Map<string, SequentialOutcome>();
  record.looks.forEach((point, k) => {
    const seen = resultsUpToBlock(results, point.blocks);
    const divisor = Math.max(point.divisor, lookDivisor(seen, options, policies));
    const earlier = record.looks.slice(0, k + 1);
    const plan = {
      spending: record.spending,
      fractions: earlier.map((l) => l.fraction),
      alpha: alpha / divisor,
      final: point.final,
      blocks: earlier.map((l) => l.blocks),
      repeatedT: record.tBoundaries === 'repeated-t',
      ...(record.growth === 'builds' ? {} : { information: 'blocks' as const }),
    };
    const level = planLevel(plan);
    const analyses = analyzeLook(seen, plan, options, policies);
    outcomes = foldLook(outcomes, k, analyses);
    looks.push({ blocks: point.blocks, level, divisor, final: point.final, analyses });
  });
  return { looks, outcomes };
}

/**
 * A benchmark's analysis at the last look of an adaptive run, replayed: its latest interval, at
 * that look's level (valid at once with every earlier look's), which may be narrower than the
 * deciding look's the report shows. Null for a fixed design, or a benchmark the look did not analyse.
 */
export function lastLookAnalysis(results: ResultsFile, options: AnalysisOptions, name: string): BenchmarkLook | null {
  const record = readSequentialRecord(results);
  if (record === null) return null;
  return (
    replaySequential(results, record, options, benchmarkPolicies(options))
      .looks.at(-1)
      ?.analyses.find((a) => a.name === name) ?? null
  );
}
