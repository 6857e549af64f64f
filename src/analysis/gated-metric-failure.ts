import type { AnalysisOptions } from '../config/analysis-options.js';
import { isRequestedMetric, type BenchmarkPolicies } from '../config/benchmark-policy.js';
import { processMetricOf } from '../parsers/process-metric-names.js';
import { VERSION_SIDES, type ResultsFile } from '../results/results-format.js';
import type { MeasurementFailure } from './measurement-failure.js';

/**
 * The versions that could not produce a gated metric: a metric benchgate measures beside the
 * harness's benchmarks (a process metric, `process/max-rss`; a count on request,
 * `process/instructions`) that a policy gates, and that failed in more than `max-failure-share`
 * of a version's executions that ran (not-run executions of an early stop are not counted). Such
 * metrics never decide whether a version was measured (measurement-failure.ts: time does), but
 * one that gates decides the check, and a version that could not produce it is a version the gate
 * could not measure, as a harness benchmark missing from half of its processes is: the check
 * fails, not "not decided". The first such metric per version, in the order base, head.
 *
 * Example: `process/instructions` gated, every head execution under valgrind failed →
 * `{ side: 'head', reason: 'the gated metric "process/instructions" could not be measured in 3 of the 3 head executions that ran, …' }`.
 */
export function gatedMetricFailures(
  results: ResultsFile,
  options: Pick<AnalysisOptions, 'maxFailureShare'>,
  policies: BenchmarkPolicies,
): MeasurementFailure[] {
  const failures: MeasurementFailure[] = [];
  for (const side of VERSION_SIDES) {
    for (const benchmark of results.benchmarks) {
      if (processMetricOf(benchmark.name) === null && !isRequestedMetric(benchmark.name)) continue;
      if (policies.of(benchmark.name).gate !== 'gate') continue;
      const ran = benchmark[side].binaries.flatMap((binary) => binary.executions.filter((e) => e.notRun !== true));
      const failed = ran.filter((e) => e.values.length === 0);
      if (ran.length === 0 || failed.length / ran.length <= options.maxFailureShare) continue;
      const first = failed.find((e) => typeof e.failure === 'string')?.failure;
      failures.push({
        side,
        reason:
          `the gated metric ${JSON.stringify(benchmark.name)} could not be measured in ${failed.length} of the ${ran.length} ${side} executions ` +
          `that ran, more than max-failure-share ${options.maxFailureShare} allows${first === undefined ? '' : `; the first: ${oneLine(first)}`}`,
      });
      break;
    }
  }
  return failures;
}

/** `failures` with those of `more` whose version is not in it yet, in the order base, head: one reason per version. */
export function withFailures(failures: readonly MeasurementFailure[], more: readonly MeasurementFailure[]): MeasurementFailure[] {
  const sides = new Set(failures.map((f) => f.side));
  const all = [...failures, ...more.filter((f) => !sides.has(f.side))];
  return VERSION_SIDES.flatMap((side) => all.filter((f) => f.side === side));
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
