import type { BenchmarkRecord, ResultsFile, VersionRecord } from '../results/results-format.js';

/**
 * The results as they stood after the first `blocks` interleaving blocks: every execution
 * with a recorded block below that count (executions without a block are dropped, since
 * when they ran is unknown), and only the builds made by then: a build added during the run
 * (`meta.design.addedBuilds`, the last ones of each version) did not exist before its first
 * block, which runs right after it is built. Replaying a sequential run's looks from its
 * final results uses exactly the data each look saw.
 */
export function resultsUpToBlock(results: ResultsFile, blocks: number): ResultsFile {
  const added = results.meta?.design?.addedBuilds ?? 0;
  const seen = (e: { block?: number }) => e.block !== undefined && e.block < blocks;
  const keep = (version: VersionRecord): VersionRecord => ({
    ...version,
    binaries: version.binaries
      .filter((binary, k) => k < version.binaries.length - added || binary.executions.some(seen))
      .map((binary) => ({ ...binary, executions: binary.executions.filter(seen) })),
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
