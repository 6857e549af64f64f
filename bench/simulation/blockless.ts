import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import { DEFAULT_SPEC, simulateBenchmark, type NestedModelSpec } from './nested-model.js';

/**
 * What another tool writes: the same values without interleaving blocks (and without a
 * warm-up split, so the analysis looks for one), which leaves the analysis the independent
 * comparison (analyze-benchmark.ts).
 */
export function withoutBlocks(record: BenchmarkRecord): BenchmarkRecord {
  const side = (version: BenchmarkRecord['base']) => ({
    ...version,
    binaries: version.binaries.map((binary) => ({ ...binary, executions: binary.executions.map(({ block: _block, ...execution }) => execution) })),
  });
  return { ...record, base: side(record.base), head: side(record.head) };
}

/**
 * The blockless suite: `count` benchmarks at σ build/process/measurement 1/2/5 %,
 * 3 × 5 × 30, base and head measured apart (no shock shared by a block, `blockSd` 0 unless
 * given), the same change on every benchmark, one results file. Deterministic for a seed.
 */
export function blocklessSuite(count: number, change: number, seed: number, spec: Partial<NestedModelSpec> = {}): ResultsFile {
  const full: NestedModelSpec = { ...DEFAULT_SPEC, blockSd: 0, outputHashes: 'distinct', ...spec, change };
  return {
    version: 1,
    benchmarks: Array.from({ length: count }, (_, i) => withoutBlocks(simulateBenchmark(full, (seed * 1_000_003 + i) >>> 0, `bench/${i}`))),
  };
}

/** Hyperfine's design, one value per process: 3 builds × 10 processes × 1 value, σ 1/2/5 %, no blocks. */
export const ONE_VALUE_PER_PROCESS: Partial<NestedModelSpec> = { executions: 10, measurements: 1 };
