import { processMetricOf } from '../parsers/process-metric-names.js';
import { VERSION_SIDES, type ResultsFile, type VersionSide } from '../results/results-format.js';
import { formatDuration } from '../util/format-numbers.js';
import { isRequestedMetric } from '../config/benchmark-policy.js';
import { isRecord } from '../util/is-record.js';

/** Why a version of the comparison could not be measured: the run cannot decide anything about it. */
export interface MeasurementFailure {
  side: VersionSide;
  /** One sentence without a final period, e.g. `every head execution failed; the first: exited with code 1`. */
  reason: string;
}

/**
 * The versions that could not be measured, in the order base, head; empty when both were.
 * One rule for the CLI (exit 3) and the action (a failed check): a gate that could not measure
 * cannot pass. A version could not be measured when
 * - no benchmark was reported at all (both versions: the benchmark command printed nothing readable),
 * - none of its executions produced a measurement in any benchmark (all failed, timed out or printed nothing),
 * - more of its executions failed than `max-failure-share` allows (`meta.failureShareExceeded`,
 *   or that of any shard of a merged run in `meta.merge.inputs[]`),
 * - a benchmark it reported (not a count measured on request, `process/instructions`) was
 *   measured in at most half of its executions (processes) that ran:
 *   a line no longer printed, a unit flip. Such a benchmark says as little as a version whose
 *   processes failed that often. A benchmark a version never reported (added or removed by the
 *   change) is that benchmark's inconclusive, not a failure.
 * A failed base counts as well as a failed head: without base there is nothing to compare against.
 *
 * `meta` may come from another job's artifact: only values of the checked types are used, and
 * reasons quote nothing from it but the recorded failure messages and numbers.
 */
export function measurementFailures(recorded: ResultsFile): MeasurementFailure[] {
  // A version is measured by the suite's benchmarks: the metrics of its processes (process/cpu, …)
  // exist whenever a process exited, also when the harness's output gave nothing usable.
  const results = { ...recorded, benchmarks: recorded.benchmarks.filter((b) => processMetricOf(b.name) === null) };
  const meta = results.meta ?? {};
  const nothingReported = results.benchmarks.length === 0 && notMeasuredCount(meta) === 0;
  const failures: MeasurementFailure[] = [];
  const cutShort: MeasurementFailure[] = [];
  for (const side of VERSION_SIDES) {
    if (nothingReported || (results.benchmarks.length > 0 && !hasMeasurement(results, side))) {
      failures.push({ side, reason: noMeasurementReason(meta, side, nothingReported, firstRecordFailure(results, side)) });
      continue;
    }
    const exceeded = failureShareExceeded(meta, side);
    if (exceeded !== null) (exceeded.ownFailures ? failures : cutShort).push({ side, reason: exceeded.reason });
    else {
      const partly = partlyMeasured(results, side);
      if (partly !== null) failures.push({ side, reason: partly });
    }
  }
  // A version over the limit only because the run stopped early for the other's failures is not blamed.
  return failures.length > 0 ? failures : cutShort;
}

function noMeasurementReason(meta: Record<string, unknown>, side: VersionSide, nothingReported: boolean, recordFailure: string | undefined): string {
  const spent = budgetSpentBeforeMeasuring(meta);
  if (spent !== null) return spent;
  const first = firstFailure(meta, side);
  const unreadable = unreadableFormat(meta);
  if (unreadable !== null) return unreadable;
  // No execution failed, but what they printed was unusable (e.g. a benchmark in another unit than base's).
  const noneFailed = isRecord(meta.failedExecutions) && meta.failedExecutions[side] === 0;
  if (first === undefined && noneFailed && recordFailure !== undefined) return `no ${side} execution gave a usable measurement; the first: ${recordFailure}`;
  const failed = isRecord(meta.failedExecutions) ? meta.failedExecutions[side] : undefined;
  const total = meta.executionsPerVersion;
  const reasons = failureReasons(meta, side) ?? [];
  // Older files count the executions not run among the failed ones; newer ones keep them apart.
  const legacy = reasons.filter(isLegacyNotRun).length;
  const all = isCount(failed) && isCount(total) && failed - legacy > 0 && failed - legacy === total - notRunCount(meta, side, reasons);
  if (first !== undefined && all) return `every ${side} execution failed; the first: ${first}`;
  const none = nothingReported
    ? `no benchmark was reported: no ${side} execution printed a measurement benchgate could read`
    : `no ${side} execution printed a measurement benchgate could read`;
  return first === undefined ? none : `${none}; the first failure: ${first}`;
}

/**
 * An adaptive run whose budget the builds used up before the first block: nothing was measured
 * because of the budget, not the benchmark, and every run with that budget would end so.
 */
function budgetSpentBeforeMeasuring(meta: Record<string, unknown>): string | null {
  const stopped = meta.stoppedBy;
  if (!isRecord(stopped) || stopped.reason !== 'budget' || stopped.blocks !== 0) return null;
  const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? `${Math.round(value)} s` : null);
  const budget = isRecord(meta.plan) ? seconds(meta.plan.budgetSeconds) : null;
  const builds = seconds(meta.buildSeconds);
  const block = duration(stopped.oneBlockSeconds);
  if (block !== null) {
    const suggested = duration(stopped.suggestedBudgetSeconds);
    return (
      `the budget${budget === null ? '' : ` of ${budget}`} is smaller than the builds${builds === null ? '' : ` (${builds})`} and one block ` +
      `(a base and a head process, about ${block} as the first process priced it), so the run stopped in its first block: ` +
      `give a budget${suggested === null ? ' well above one block' : ` of ${suggested}`}, or shorter processes (the log has the plan; docs/harnesses.md)`
    );
  }
  return (
    `the budget${budget === null ? '' : ` of ${budget}`} was spent before anything was measured` +
    `${builds === null ? '' : ` (the builds took ${builds})`}: give a budget well above the time of two builds of each version`
  );
}

/**
 * The run stopped after its first block because the format read nothing in the first process of
 * either version (block-loop.ts): one reason for both, with base's failure, the format's message.
 */
function unreadableFormat(meta: Record<string, unknown>): string | null {
  if (!isRecord(meta.stoppedBy) || meta.stoppedBy.reason !== 'unreadable-output') return null;
  const format = typeof meta.format === 'string' ? ` ${meta.format}` : '';
  const base = firstFailure(meta, 'base') ?? firstFailure(meta, 'head');
  return (
    `the format${format} read nothing in the first process of base or head, so the run stopped after them` + (base === undefined ? '' : `; the first: ${base}`)
  );
}

function duration(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? formatDuration(value) : null;
}

/** The failed check's message for `measurementFailures`' result, e.g. `head could not be measured: …`. */
export function measurementFailureMessage(failures: readonly MeasurementFailure[]): string {
  const sides = failures.map((f) => f.side);
  const what = sides.length === 2 ? 'neither base nor head could be measured' : `${sides[0]} could not be measured`;
  return `${what}: ${[...new Set(failures.map((f) => f.reason))].join('; ')}`;
}

/**
 * The first benchmark that `side` measured in some but at most half of its executions that ran
 * (not-run executions of an early stop are not counted), as a reason; null when there is none.
 */
function partlyMeasured(results: ResultsFile, side: VersionSide): string | null {
  for (const benchmark of results.benchmarks) {
    // A metric counted on request in executions of its own (process/instructions) never fails the measuring: time decides that.
    if (isRequestedMetric(benchmark.name)) continue;
    const ran = benchmark[side].binaries.flatMap((binary) => binary.executions.filter((e) => e.notRun !== true));
    const measured = ran.filter((e) => e.values.length > 0).length;
    if (measured === 0 || measured * 2 > ran.length) continue;
    const failure = ran.find((e) => e.values.length === 0 && typeof e.failure === 'string' && !isLegacyNotRun(e.failure))?.failure;
    return (
      `${JSON.stringify(benchmark.name)} was missing from ${ran.length - measured} of the ${ran.length} ${side} processes (at most half measured it)` +
      `${failure === undefined ? '' : `; the first: ${oneLine(failure)}`}`
    );
  }
  return null;
}

function hasMeasurement(results: ResultsFile, side: VersionSide): boolean {
  return results.benchmarks.some((b) => b[side].binaries.some((binary) => binary.executions.some((e) => e.values.length > 0)));
}

/** The first failure recorded on an execution of `side` that ran (e.g. a unit mismatch), when there is one. */
function firstRecordFailure(results: ResultsFile, side: VersionSide): string | undefined {
  for (const benchmark of results.benchmarks) {
    for (const binary of benchmark[side].binaries) {
      const failure = binary.executions.find((e) => typeof e.failure === 'string' && e.notRun !== true && !isLegacyNotRun(e.failure))?.failure;
      if (failure !== undefined) return oneLine(failure);
    }
  }
  return undefined;
}

function notMeasuredCount(meta: Record<string, unknown>): number {
  return Array.isArray(meta.notMeasured) ? meta.notMeasured.length : 0;
}

/** The first recorded failure message of `side` (`meta.failures[]`), when there is one. */
function firstFailure(meta: Record<string, unknown>, side: VersionSide): string | undefined {
  const reasons = failureReasons(meta, side);
  const first = reasons?.find((reason) => !isLegacyNotRun(reason)) ?? reasons?.[0];
  return first === undefined ? undefined : oneLine(first);
}

/**
 * Results files before `notRun` listed the executions not run after an early stop among
 * `meta.failures`, with this prefix; they are read as not run, not as failures.
 */
const LEGACY_NOT_RUN = 'not run:';

function isLegacyNotRun(reason: string): boolean {
  return reason.startsWith(LEGACY_NOT_RUN);
}

/**
 * Executions of `side` scheduled but never run after an early stop: `meta.notRunExecutions`
 * (the structured marker, with `notRun: true` on their execution records), or for older files
 * the legacy `not run:` entries of `meta.failures`.
 */
function notRunCount(meta: Record<string, unknown>, side: VersionSide, reasons: string[]): number {
  const counts = isRecord(meta.notRunExecutions) ? meta.notRunExecutions[side] : undefined;
  const legacy = reasons.filter(isLegacyNotRun).length;
  return isCount(counts) ? counts + legacy : legacy;
}

function failureShareExceeded(meta: Record<string, unknown>, side: VersionSide): { reason: string; ownFailures: boolean } | null {
  const share = typeof meta.maxFailureShare === 'number' && Number.isFinite(meta.maxFailureShare) ? meta.maxFailureShare : undefined;
  const limit = share === undefined ? '' : ` (max-failure-share ${share})`;
  if (includesSide(meta.failureShareExceeded, side)) {
    const total = meta.executionsPerVersion;
    const reasons = failureReasons(meta, side);
    if (reasons !== null && isCount(total) && total > 0) {
      const own = reasons.filter((r) => !isLegacyNotRun(r));
      const ran = Math.max(0, total - notRunCount(meta, side, reasons));
      const first = own.length > 0 ? `; the first: ${oneLine(own[0])}` : '';
      return {
        reason: `${own.length} of the ${ran} ${side} executions that ran failed, more than the run allows${limit}${first}`,
        ownFailures: share === undefined || ran === 0 || own.length / ran > share,
      };
    }
    const failed = isRecord(meta.failedExecutions) ? meta.failedExecutions[side] : undefined;
    const counts = isCount(failed) && isCount(total) ? `${failed} of ${total} ${side} executions failed` : `too many ${side} executions failed`;
    return { reason: `${counts}, more than the run allows${limit}`, ownFailures: true };
  }
  const merge: unknown[] = isRecord(meta.merge) && Array.isArray(meta.merge.inputs) ? meta.merge.inputs : [];
  const shards = merge.filter((input) => isRecord(input) && includesSide(input.failureShareExceeded, side)).length;
  if (shards > 0) {
    const reasons = failureReasons(meta, side);
    const own = reasons?.filter((r) => !isLegacyNotRun(r));
    return {
      reason: `too many ${side} executions failed in ${shards} of the ${merge.length} merged results, more than the run allows${limit}${own?.length ? `; the first: ${oneLine(own[0])}` : ''}`,
      ownFailures: own === undefined || own.length > 0,
    };
  }
  return null;
}

/** The recorded failure messages of `side` (`meta.failures[]`, one per failed execution), or null without that list. */
function failureReasons(meta: Record<string, unknown>, side: VersionSide): string[] | null {
  if (!Array.isArray(meta.failures)) return null;
  const failures: unknown[] = meta.failures;
  return failures.flatMap((entry) => (isRecord(entry) && entry.version === side && typeof entry.reason === 'string' ? [entry.reason] : []));
}

function includesSide(list: unknown, side: VersionSide): boolean {
  return Array.isArray(list) && list.includes(side);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
