import type { HistoryBenchmark } from '../results/history-format.js';

/** Seconds per unit, for the time units the results format knows. */
const SECONDS_PER_UNIT: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1 };

/**
 * Per-benchmark cost for `assignShards`, from one history entry: the measured time one
 * execution spent in the benchmark, mean × measurements per execution, in seconds.
 *
 * This is exact when each measurement is one timed call (a jsonl harness printing the time of
 * each run) and proportional when every benchmark of the suite times a fixed number of
 * iterations per measurement. A harness that picks its own iteration count (Google Benchmark's
 * min-time) spends about the same time on every benchmark whatever its mean, so the estimate
 * is off; shards stay correct, only less balanced. Benchmarks in other units (ops/s, bytes),
 * and entries without measurements, get no cost: `assignShards` gives them the median.
 */
export function costsFromHistory(benchmarks: readonly Pick<HistoryBenchmark, 'name' | 'unit' | 'mean' | 'counts'>[]): Map<string, number> {
  const costs = new Map<string, number>();
  for (const benchmark of benchmarks) {
    const scale = SECONDS_PER_UNIT[benchmark.unit];
    const [, executions, measurements] = benchmark.counts;
    if (scale === undefined || !(executions > 0) || !(benchmark.mean > 0)) continue;
    costs.set(benchmark.name, benchmark.mean * scale * (measurements / executions));
  }
  return costs;
}
