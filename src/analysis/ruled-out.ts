import type { RuledOutNote } from './notes.js';
import type { BenchmarkReport } from './report-types.js';

/**
 * What an inconclusive benchmark can still say: the largest regression its Δ interval (the one
 * the verdict used) still allows, beside the min-effect asked. An interval ±20 % wide does not
 * decide a 2 % min-effect, but it does rule out a regression of 20 %. Null for a decided
 * benchmark, one without an interval, and one no data could decide (`undecided`).
 */
export function ruledOut(benchmark: BenchmarkReport): RuledOutNote | null {
  if (benchmark.verdict !== 'inconclusive' || benchmark.delta === null || benchmark.undecided !== undefined) return null;
  const [low, high] = benchmark.delta.ci;
  if (!Number.isFinite(low) || !Number.isFinite(high)) return null;
  const bound = benchmark.better === 'lower' ? high : low;
  return { kind: 'ruled-out', bound, worse: benchmark.better === 'lower' ? high : -low, minEffect: benchmark.minEffect };
}

/**
 * The suite's: the largest regression any of its inconclusive benchmarks still allows (the
 * note of that benchmark), with how many there are; null when none has an interval.
 */
export function suiteRuledOut(benchmarks: readonly BenchmarkReport[]): { widest: RuledOutNote; benchmarks: number } | null {
  const notes = benchmarks.flatMap((b) => ruledOut(b) ?? []);
  if (notes.length === 0) return null;
  const widest = notes.reduce((a, b) => (b.worse > a.worse ? b : a));
  return { widest, benchmarks: notes.length };
}
