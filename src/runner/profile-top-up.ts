// Which execution a profiling top-up repeats next (cpu-profiler.ts `topUp`): a run that decided
// early profiled one execution per version per block, too few for the attribution, so more are
// profiled after it (docs/profiles.md, "A run that decides early").
import type { VersionSide } from '../results/results-format.js';
import type { Executions } from './run-record.js';
import type { ScheduledExecution } from './schedule.js';

/**
 * The timed execution the next extra profiled execution of `version` repeats (its build, its
 * environment, its time limit): in the build with the fewest profiled executions so far
 * (`perBuild`, the first such), that build's timed executions that gave values, in turn. Null
 * when no timed execution of the version gave values.
 *
 * Example: builds with 6 and 5 profiled executions, each with timed executions 0–5 → build 2,
 * execution 5 (its sixth).
 */
export function topUpRun(
  version: VersionSide,
  timed: Executions,
  perBuild: readonly number[],
): { run: ScheduledExecution; timedMs: number | undefined } | null {
  let best: { binary: number; profiled: number; execution: number; timedMs: number | undefined } | null = null;
  for (let binary = 0; binary < timed[version].length; binary++) {
    const executions = timed[version][binary];
    const ok: number[] = [];
    for (let j = 0; j < executions.length; j++) {
      const e = executions[j];
      if (e !== undefined && e.notRun !== true && e.measurements !== null) ok.push(j);
    }
    const profiled = perBuild[binary] ?? 0;
    if (ok.length === 0 || (best !== null && profiled >= best.profiled)) continue;
    const execution = ok[profiled % ok.length];
    best = { binary, profiled, execution, timedMs: executions[execution].durationMs };
  }
  if (best === null) return null;
  return { run: { version, binary: best.binary, execution: best.execution, order: 0 }, timedMs: best.timedMs };
}
