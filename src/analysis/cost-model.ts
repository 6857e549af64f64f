import type { ExecutionRecord, VersionRecord } from '../results/results-format.js';
import { median, medianInPlace } from '../stats/descriptive.js';
import type { RepetitionCosts } from '../stats/repetition-counts.js';

const MILLISECONDS_PER_UNIT: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, μs: 1e-3, ms: 1, s: 1000 };

const measured = (e: ExecutionRecord) => e.values.length + (e.warmup?.length ?? 0);

/** All the lists in one typed array (the median of every measurement of a run, without an intermediate copy). */
function concatenated(lists: readonly (readonly number[])[]): Float64Array {
  const out = new Float64Array(lists.reduce((sum, list) => sum + list.length, 0));
  let offset = 0;
  for (const list of lists) {
    out.set(list, offset);
    offset += list.length;
  }
  return out;
}

/** start + Σ values, added left to right. */
function sumInOrder(values: readonly number[], start: number): number {
  let sum = start;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum;
}

/**
 * Costs for eq. 21 in units of one measurement, from what a run recorded.
 * - Time units: one measurement costs its median value; an execution's start-up (and
 *   everything else its process did, such as other benchmarks) is its wall duration minus the
 *   measurements it reported; warm-up cost w is the warm-up measurements plus that start-up.
 * - Other units: one measurement costs the execution's duration over its measurement count
 *   (start-up included), and start-up is counted as one measurement.
 * Build cost b is the median build time over one measurement's. Without timings, a build is
 * assumed to cost as much as an execution's warm-up, and `measurementSeconds` is null: the
 * costs are unknown, which the advice says (repetition-counts.ts).
 */
export function estimateCosts(versions: readonly VersionRecord[], unit: string): RepetitionCosts {
  let executions = 0;
  let warmupValues = 0;
  const timed: (ExecutionRecord & { durationMs: number })[] = [];
  const buildTimes: number[] = [];
  for (const version of versions) {
    for (const binary of version.binaries) {
      if (typeof binary.buildSeconds === 'number') buildTimes.push(binary.buildSeconds);
      for (const e of binary.executions) {
        if (e.values.length === 0) continue;
        executions++;
        warmupValues += e.warmup?.length ?? 0;
        if (typeof e.durationMs === 'number' && e.durationMs > 0) timed.push({ ...e, durationMs: e.durationMs });
      }
    }
  }
  const warmupPerExecution = executions === 0 ? 0 : warmupValues / executions;
  if (timed.length === 0) return { build: warmupPerExecution + 1, warmup: warmupPerExecution + 1, measurementSeconds: null };

  const unitMs = MILLISECONDS_PER_UNIT[unit];
  let measurementMs: number;
  let startupMeasurements: number;
  if (unitMs !== undefined) {
    measurementMs = medianInPlace(concatenated(timed.map((e) => e.values))) * unitMs;
    const startupMs = median(timed.map((e) => Math.max(0, e.durationMs - sumInOrder(e.warmup ?? [], sumInOrder(e.values, 0)) * unitMs)));
    startupMeasurements = measurementMs > 0 ? startupMs / measurementMs : 1;
  } else {
    measurementMs = median(timed.map((e) => e.durationMs / measured(e)));
    startupMeasurements = 1;
  }
  const warmup = Math.max(1, warmupPerExecution + startupMeasurements);
  if (!(measurementMs > 0)) return { build: warmup, warmup, measurementSeconds: null };
  // No build command (the source is the binary): building costs nothing.
  const unbuilt = versions.every((v) => v.binaries.every((b) => b.outputHash?.startsWith('source:')));
  if (buildTimes.length === 0 && unbuilt) return { build: 1, warmup, measurementSeconds: measurementMs / 1000 };
  // Without build times the split is a guess: the costs count as unknown.
  if (buildTimes.length === 0) return { build: warmup, warmup, measurementSeconds: null };
  return { build: Math.max((median(buildTimes) * 1000) / measurementMs, 1), warmup, measurementSeconds: measurementMs / 1000 };
}
