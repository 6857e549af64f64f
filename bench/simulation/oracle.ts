import jStat from 'jstat';
import type { BenchmarkRecord, VersionRecord } from '../../src/results/results-format.js';
import type { NestedModelSpec } from './nested-model.js';

/**
 * The test that knows the truth, for power comparisons: a z-test of log(Ȳ_head/Ȳ_base) with the
 * true variance of that log ratio for the design, instead of an estimate of it.
 *
 * For the nested model with normal noise (`simulateBenchmark`), base binary k and head binary k
 * are independent builds and the block shock multiplies both sides of a block, so to first
 * order it cancels from the ratio of the two grand means:
 *   Var(log Ȳ_h/Ȳ_b) ≈ 2·σ_V²/l + 2·(σ_B² + σ_E²/n)/(l·m)
 * (σ relative to the mean; l builds, m processes each, n measurements each; σ_V = 0 for a
 * deterministic build). Throws for shapes whose variance this formula does not describe.
 */
export function trueLogRatioVariance(spec: NestedModelSpec): number {
  if (spec.shape !== 'normal' || spec.unmarkedWarmup) throw new RangeError(`trueLogRatioVariance: shape "${spec.shape}" is not covered`);
  const { binaries: l, executions: m, measurements: n } = spec;
  return (2 * spec.binarySd ** 2) / l + (2 * (spec.executionSd ** 2 + spec.measurementSd ** 2 / n)) / (l * m);
}

/** Grand mean of a version: mean of its binaries' means of execution means (failed executions left out). */
export function grandMean(version: VersionRecord): number {
  const binaryMeans = version.binaries
    .map((b) => b.executions.filter((e) => e.values.length > 0).map((e) => e.values.reduce((s, v) => s + v, 0) / e.values.length))
    .filter((means) => means.length > 0)
    .map((means) => means.reduce((s, v) => s + v, 0) / means.length);
  return binaryMeans.reduce((s, v) => s + v, 0) / binaryMeans.length;
}

export function logRatio(record: BenchmarkRecord): number {
  return Math.log(grandMean(record.head) / grandMean(record.base));
}

/** Whether the oracle z-test at `confidence` (two-sided) calls the change significant. */
export function oracleFlags(record: BenchmarkRecord, variance: number, confidence: number): boolean {
  return Math.abs(logRatio(record)) / Math.sqrt(variance) > jStat.normal.inv(1 - (1 - confidence) / 2, 0, 1);
}

/** The oracle's power in closed form at a true relative change. */
export function oraclePower(change: number, variance: number, confidence: number): number {
  const z = jStat.normal.inv(1 - (1 - confidence) / 2, 0, 1);
  const shift = Math.log1p(change) / Math.sqrt(variance);
  return jStat.normal.cdf(shift - z, 0, 1) + jStat.normal.cdf(-shift - z, 0, 1);
}
