import { analysisOptions } from '../../src/config/analysis-options.js';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { describeRunner, historyEntryFrom } from '../../src/history/history-entry.js';
import { HISTORY_FORMAT_VERSION, type HistoryEntry, type HistoryFile } from '../../src/results/history-format.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import { createRandom, shuffled } from '../../src/stats/rng.js';
import { generate, type Generator } from './generators.js';

/**
 * Simulated history for the history prior (analysis/history-prior.ts): earlier A/A runs of a
 * generator on one simulated runner, each analysed and recorded as a trend run records it
 * (historyEntryFrom), so the prior is fitted from what a real history holds.
 */
export const SIMULATED_RUNNER = { os: 'Simulated OS', cpu: 'Simulated CPU', cpus: 2 };
export const SIMULATED_RUNNER_NAME = describeRunner(SIMULATED_RUNNER);

/** A results file of one benchmark, measured on the simulated runner. */
export const onSimulatedRunner = (record: BenchmarkRecord): ResultsFile => ({
  version: 1,
  benchmarks: [record],
  meta: { runner: SIMULATED_RUNNER },
});

/** `count` history entries of A/A runs of `generator` (seeds from `seedBase`), oldest first, of a benchmark `name`. */
export function historyPool(generator: Generator, count: number, seedBase: number, name = 'simulated'): HistoryEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const results = onSimulatedRunner(generate(generator, seedBase + i, 0, name));
    const report = analyzeResults(results, analysisOptions({ bootstrapReplicates: 10 }));
    const date = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    return historyEntryFrom(results, report, { sha: (i + 1).toString(16).padStart(40, '0'), date, runId: String(i + 1) });
  });
}

/**
 * The `run`-th history: `size` entries of the pool drawn at random (seeded by `run`), oldest
 * first. With a pool much larger than `size`, the runs' histories are nearly independent, as
 * real histories of separate projects would be; with a small pool they share draws, and a
 * pool whose noise happens to be low lowers every run's prior together.
 */
export function historyWindow(pool: readonly HistoryEntry[], run: number, size: number): HistoryFile {
  const picked = new Set(shuffled(Array.from(pool.keys()), createRandom(0x9e3779b9 ^ run)).slice(0, size));
  return { version: HISTORY_FORMAT_VERSION, entries: pool.filter((_, i) => picked.has(i)) };
}
