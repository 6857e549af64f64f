import type { ResultsFile } from '../results/results-format.js';
import { median } from '../stats/descriptive.js';

/** What one build and one execution cost, in seconds, as measured (or stored in a prior). */
export interface RunCosts {
  /** One build (clean and build commands); 0 without a build command. */
  buildSeconds: number;
  /** One execution as it ran: process start-up, warm-up and measurements of every benchmark. */
  executionSeconds: number;
  /**
   * The part of an execution outside the reported measurements (start-up, set-up, exit):
   * its wall time minus the sum of the values and warm-up values it reported, when every
   * benchmark reports a time unit; null otherwise.
   */
  startupSeconds: number | null;
}

const SECONDS_PER_UNIT: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1 };

/**
 * Costs from a run's results: the median build time over both versions' binaries, and the
 * median execution's wall time. Start-up per execution as described above (execution records
 * of different benchmarks with the same position belong to the same process).
 */
export function measuredCosts(results: ResultsFile): RunCosts {
  const first = results.benchmarks[0];
  if (!first) return { buildSeconds: 0, executionSeconds: 0, startupSeconds: null };
  const sides = [first.base, first.head];
  const builds = sides.flatMap((v) => v.binaries.map((b) => b.buildSeconds)).filter((s): s is number => typeof s === 'number');
  const durations: number[] = [];
  const startups: number[] = [];
  const allTimed = results.benchmarks.every((b) => SECONDS_PER_UNIT[b.unit] !== undefined);
  for (const side of ['base', 'head'] as const) {
    first[side].binaries.forEach((binary, k) => {
      binary.executions.forEach((execution, j) => {
        if (typeof execution.durationMs !== 'number' || execution.failure !== undefined) return;
        durations.push(execution.durationMs / 1000);
        if (!allTimed) return;
        const reported = results.benchmarks.reduce((sum, b) => {
          const e = b[side].binaries[k]?.executions[j];
          return e ? sum + [...e.values, ...(e.warmup ?? [])].reduce((s, v) => s + v, 0) * SECONDS_PER_UNIT[b.unit] : sum;
        }, 0);
        startups.push(Math.max(0, execution.durationMs / 1000 - reported));
      });
    });
  }
  return {
    buildSeconds: builds.length === 0 ? 0 : median(builds),
    executionSeconds: durations.length === 0 ? 0 : median(durations),
    startupSeconds: startups.length === 0 ? null : median(startups),
  };
}

/**
 * Eq. 21's costs in units of one measurement (thesis ch. 7 §3.3): with the start-up s known,
 * one measurement costs τ = (execution − s)/(w + n); otherwise the start-up is taken as one
 * measurement. b = build/τ, w = warm-up measurements + s/τ. Measuring τ from wall time
 * includes any unmeasured part of each repetition, which is what eq. 23's q corrects for.
 */
export function costsInMeasurements(costs: RunCosts, warmup: number, measurements: number): { build: number; warmup: number; measurementSeconds: number } {
  const slots = warmup + measurements;
  const startup = costs.startupSeconds ?? costs.executionSeconds / (slots + 1);
  const measurementSeconds = Math.max(1e-9, (costs.executionSeconds - startup) / Math.max(1, slots));
  return { build: costs.buildSeconds / measurementSeconds, warmup: Math.max(1, warmup + startup / measurementSeconds), measurementSeconds };
}
