/**
 * The history prior in the adaptive design's looks (issue 29 item 3): each look borrows the
 * prior's variance and df as the fixed analysis does, behind the same guards judged on what the
 * look saw, and the replay of the looks (analyze, the report) reaches the run's decisions.
 * Simulated runs, seeded.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { GENERATORS } from '../../bench/simulation/generators.js';
import { adaptiveRun, analysisOptions } from '../../bench/verdict-time/simulated-cases.js';
import type { HistoryPriorRecord } from '../../src/results/analysis-record.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { analyzeBenchmark } from '../../src/analysis/analyze-benchmark.js';
import { analyzeLook, type LookPlan } from '../../src/sequential/analyze-look.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { recordUpToRound } from '../../src/sequential/truncate-results.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';
import { fromSource, options } from './drive.js';

// One build per version from the source (no build level: the paired t over blocks), 12 blocks of 30 measurements.
const pairedRecord = recordUpToRound(fromSource(simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 12 }, 4242)), 12);
const paired: ResultsFile = { version: 1, benchmarks: [pairedRecord] };
// Three builds that differ (a build level), 2 rounds: the first look of a run that grows by builds.
const buildLevel: ResultsFile = { version: 1, benchmarks: [simulateBenchmark({ ...DEFAULT_SPEC, executions: 2, outputHashes: 'distinct' }, 4243)] };

const plan: LookPlan = { spending: { kind: 'hsd', gamma: 1 }, fractions: [0.3], alpha: 0.05, final: false, blocks: [12], repeatedT: true };

/** A prior for the benchmark whose variance is `factor` × its own noise per block (before any prior). */
function priorFor(results: ResultsFile, factor: number, design: string, df = 40): Record<string, HistoryPriorRecord> {
  const own = analyzeBenchmark(results.benchmarks[0], options()).moderation!.variance;
  return { [results.benchmarks[0].name]: { kind: 'model', design, variance: own * factor, df, runs: 10 } };
}

describe('a look with a history prior', () => {
  it('borrows its variance and df where the look compares without a build level, whatever its builds and processes', () => {
    const [alone] = analyzeLook(paired, plan, options());
    const historyPriors = priorFor(paired, 1, '*x*x30/*x*x30/interleaved');
    const [look] = analyzeLook(paired, plan, { ...options(), historyPriors });
    expect(look.historyPrior).toEqual({ used: true, runs: 10, priorDf: 40, ownDf: 11 });
    expect(look.change!.df).toBe(51);
    // The same variance on 51 df: the boundary of the moderated statistics is lower, the interval narrower.
    expect(look.change!.standardError).toBeCloseTo(alone.change!.standardError, 12);
    expect(look.change!.ci[1] - look.change!.ci[0]).toBeLessThan(alone.change!.ci[1] - alone.change!.ci[0]);
  });

  it('is not used where the look’s noise disagrees with it (F test at the look)', () => {
    const [look] = analyzeLook(paired, plan, { ...options(), historyPriors: priorFor(paired, 6, '*x*x30/*x*x30/interleaved') });
    expect(look.historyPrior).toMatchObject({ used: false, reason: 'disagrees', runs: 10 });
    const [alone] = analyzeLook(paired, plan, options());
    expect(look.change).toEqual(alone.change);
    expect(look.level).toBe(alone.level);
  });

  it('with a build level, only where the processes per build are the prior’s (they set the noise per block)', () => {
    const any = analyzeLook(buildLevel, { ...plan, blocks: [6] }, { ...options(), historyPriors: priorFor(buildLevel, 1, '*x*x30/*x*x30/interleaved') })[0];
    expect(any.historyPrior).toEqual({
      used: false,
      reason: 'design-changed',
      was: 'model, *x*x30/*x*x30/interleaved',
      now: 'model, 3x2x30/3x2x30/interleaved with a build level',
    });
    const other = analyzeLook(buildLevel, { ...plan, blocks: [6] }, { ...options(), historyPriors: priorFor(buildLevel, 1, '*x5x30/*x5x30/interleaved') })[0];
    expect(other.historyPrior).toMatchObject({ used: false, reason: 'design-changed' });
    const same = analyzeLook(buildLevel, { ...plan, blocks: [6] }, { ...options(), historyPriors: priorFor(buildLevel, 1, '*x2x30/*x2x30/interleaved') })[0];
    expect(same.historyPrior).toMatchObject({ used: true, priorDf: 40 });
  });
});

describe('an adaptive run with a history prior, replayed', () => {
  it('reaches the run’s decision, and the report says what the deciding look did with the prior', () => {
    const options = analysisOptions(0.02);
    const historyPriors: Record<string, HistoryPriorRecord> = {
      bench: { kind: 'model', design: '*x*x30/*x*x30/interleaved', variance: 9.9e-4, df: 60, runs: 10 },
    };
    const costs = { buildSeconds: 3, executionSeconds: 1 };
    const run = adaptiveRun(GENERATORS.deterministic, 0.05, 31_337, { ...options, historyPriors }, costs, 240, { keepResults: true });
    const results = run.results!;
    expect(run.historyPrior?.used).toBe(true);
    const report = analyzeWithStopping(results, { ...options, historyPriors });
    const benchmark = report.benchmarks[0];
    expect(benchmark.verdict).toBe(run.verdict);
    expect(benchmark.historyPrior).toEqual(run.historyPrior);
    expect(benchmarkNoteTexts(benchmark).filter((t) => t.includes('history prior'))).toEqual([
      'history prior used: the noise of 10 earlier runs on this runner with this design',
    ]);
    // Without the prior the looks decide on their own noise: the prior is part of the record a re-gate needs.
    expect(analyzeWithStopping(results, options).benchmarks[0].historyPrior).toBeUndefined();
  });
});
