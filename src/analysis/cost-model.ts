import type { VersionRecord } from '../results/results-format.js';
import { median } from '../stats/descriptive.js';
import type { RepetitionCosts } from '../stats/repetition-counts.js';

/**
 * Costs for eq. 21 in units of one measurement, from what a run recorded: the time of one
 * measurement is an execution's duration over its measurement count (start-up included, so
 * slightly high); warm-up cost is the warm-up measurements per execution plus one
 * measurement's worth of start-up; build cost is the median build time over that. Without
 * timings, a build is assumed to cost as much as an execution's warm-up.
 */
export function estimateCosts(versions: readonly VersionRecord[]): RepetitionCosts {
  const executions = versions.flatMap((v) => v.binaries.flatMap((b) => b.executions)).filter((e) => e.values.length > 0);
  const warmupPerExecution =
    executions.length === 0 ? 0 : executions.reduce((sum, e) => sum + (e.warmup?.length ?? 0), 0) / executions.length;
  const warmup = warmupPerExecution + 1;
  const timed = executions.filter((e) => typeof e.durationMs === 'number' && e.durationMs > 0);
  const buildTimes = versions.flatMap((v) => v.binaries.map((b) => b.buildSeconds)).filter((s): s is number => typeof s === 'number');
  if (timed.length === 0 || buildTimes.length === 0) return { build: warmup, warmup };
  const measurementMs = median(timed.map((e) => e.durationMs! / (e.values.length + (e.warmup?.length ?? 0))));
  return { build: Math.max((median(buildTimes) * 1000) / measurementMs, 1), warmup };
}
