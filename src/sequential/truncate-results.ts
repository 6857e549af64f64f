import type { BenchmarkRecord, ResultsFile, VersionRecord } from '../results/results-format.js';

/**
 * The results as they stood after the first `blocks` interleaving blocks: every execution
 * with a recorded block below that count (executions without a block are dropped, since
 * when they ran is unknown). Replaying a sequential run's looks from its final results
 * uses exactly the data each look saw.
 */
export function resultsUpToBlock(results: ResultsFile, blocks: number): ResultsFile {
  const keep = (version: VersionRecord): VersionRecord => ({
    ...version,
    binaries: version.binaries.map((binary) => ({
      ...binary,
      executions: binary.executions.filter((e) => e.block !== undefined && e.block < blocks),
    })),
  });
  return { ...results, benchmarks: results.benchmarks.map((b) => ({ ...b, base: keep(b.base), head: keep(b.head) })) };
}

/** A benchmark with only the first `rounds` executions of every binary (round j runs execution j of each binary). */
export function recordUpToRound(record: BenchmarkRecord, rounds: number): BenchmarkRecord {
  const keep = (version: VersionRecord): VersionRecord => ({
    ...version,
    binaries: version.binaries.map((binary) => ({ ...binary, executions: binary.executions.slice(0, rounds) })),
  });
  return { ...record, base: keep(record.base), head: keep(record.head) };
}
