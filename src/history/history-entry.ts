import type { BenchmarkReport, SuiteReport, VersionReport } from '../analysis/report-types.js';
import type { ResultsFile, VersionRecord, VersionSide } from '../results/results-format.js';
import { executionLevel, type ExecutionEstimator } from '../stats/execution-location.js';
import type { HistoryAnchorDelta, HistoryBenchmark, HistoryEntry } from '../results/history-format.js';

/** What the run knows that the results file may not. */
export interface HistoryEntryMeta {
  /** Which version of the comparison this entry records; `head` (the commit a push or schedule measured) by default. */
  side?: VersionSide;
  /** Defaults to the side's recorded `sha`. */
  sha?: string;
  /** Commit date (ISO 8601). */
  date: string;
  /** When the run measured it; defaults to `meta.startedAt` of the results, else `date`. */
  measuredAt?: string;
  runId: string;
  runAttempt?: number;
  ref?: string;
  /** Defaults to a description built from the results' `meta.runner`. */
  runner?: string;
  /**
   * The run's anchor comparison (docs/history-format.md, "Anchor"): its base is the anchor build, its head the
   * commit this entry records, measured interleaved on the same runner. Each benchmark it
   * analysed gets its change against the anchor and the anchor's own mean.
   */
  anchor?: { ref: string; sha: string; report: SuiteReport };
}

/**
 * Significant digits kept: the mean and its interval 6 (1 ppm); execution means 5 (0.001 %,
 * far below their spread between processes); variance components and impact factors 3
 * (estimates from a handful of builds are not known better than that).
 */
const DIGITS = { mean: 6, execution: 5, variance: 3, impact: 3 } as const;

export function roundSignificant(value: number, digits: number): number {
  return value === 0 || !Number.isFinite(value) ? value : Number(value.toPrecision(digits));
}

function roundNullable(value: number | null, digits: number): number | null {
  return value === null ? null : roundSignificant(value, digits);
}

/** "Linux 6.1 · Simulated CPU × 2" from `meta.runner` ({os, cpu, cpus} or a string). */
export function describeRunner(runner: unknown): string {
  if (typeof runner === 'string') return runner;
  if (typeof runner !== 'object' || runner === null) return 'unknown runner';
  const r = runner as Record<string, unknown>;
  const cpu = typeof r.cpu === 'string' ? `${r.cpu}${typeof r.cpus === 'number' ? ` × ${r.cpus}` : ''}` : undefined;
  const parts = [r.os, cpu, r.name].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(' · ') : 'unknown runner';
}

/**
 * Execution means as the analysis computed them: failed and empty executions left out,
 * each by the estimator `analyzeVersion` used, so they reproduce the report's mean.
 */
function executionMeans(version: VersionRecord, estimator: ExecutionEstimator): number[][] {
  return version.binaries
    .map((binary) =>
      binary.executions
        .filter((e) => e.failure === undefined && e.values.length > 0)
        .map((e) => roundSignificant(executionLevel(e.values, estimator), DIGITS.execution)),
    )
    .filter((means) => means.length > 0);
}

function benchmarkEntry(benchmark: BenchmarkReport, version: VersionReport, means: number[][]): HistoryBenchmark {
  const { name, unit, better, noise } = benchmark;
  const { components, counts, impact } = version;
  return {
    name,
    unit,
    better,
    mean: roundSignificant(version.mean, DIGITS.mean),
    ci: [roundSignificant(version.ci[0], DIGITS.mean), roundSignificant(version.ci[1], DIGITS.mean)],
    df: roundSignificant(version.df, DIGITS.mean),
    variance: [
      roundNullable(components.binary, DIGITS.variance),
      roundNullable(components.execution, DIGITS.variance),
      roundNullable(components.measurement, DIGITS.variance),
    ],
    counts: [counts.binaries, counts.executions, counts.measurements, counts.failedExecutions],
    impact: [roundNullable(impact.execution.estimate, DIGITS.impact), roundNullable(impact.binary.estimate, DIGITS.impact)],
    means,
    ...(version.deterministicBuild ? { deterministic: true as const } : {}),
    // The comparison's own noise, for the history prior (analysis/history-prior.ts).
    ...(noise === undefined
      ? {}
      : {
          noise: [noise.kind, roundSignificant(noise.variance, DIGITS.variance), roundSignificant(noise.df, DIGITS.variance), noise.design],
        }),
  };
}

/** A benchmark's change against the anchor from the anchor comparison's report, or undefined when it has no delta or no anchor mean. */
export function anchorDelta(benchmark: BenchmarkReport | undefined): HistoryAnchorDelta | undefined {
  const delta = benchmark?.delta;
  const anchor = benchmark?.base;
  if (!delta || !anchor || !(delta.relative > -1) || !(delta.ci[0] > -1)) return undefined;
  const r = (v: number) => roundSignificant(v, DIGITS.mean);
  return [r(delta.relative), r(delta.ci[0]), r(delta.ci[1]), delta.ciLevel, r(delta.df), r(anchor.mean)];
}

/** A benchmark of the results that a history entry leaves out, and why (one phrase, no final period). */
export interface LeftOutBenchmark {
  name: string;
  reason: string;
}

/**
 * The benchmarks of the report that `historyEntryFrom` cannot add for `side`, each with the
 * reason: its version could not be analysed (the analysis' own note for that version, e.g. too
 * few executions with measurements), or it was never measured (`meta.notMeasured`, a missing
 * shard's). Benchmarks an `ignore` policy left out are not listed: that was asked for.
 */
export function benchmarksLeftOut(results: ResultsFile, report: SuiteReport, side: VersionSide = 'head'): LeftOutBenchmark[] {
  const records = new Set(results.benchmarks.map((record) => record.name));
  const leftOut: LeftOutBenchmark[] = [];
  for (const benchmark of report.benchmarks) {
    if (benchmark[side] && records.has(benchmark.name)) continue;
    if (!records.has(benchmark.name)) {
      const [missing] = benchmark.notes.flatMap((note) => (note.kind === 'not-measured' ? [note.reason] : []));
      leftOut.push({ name: benchmark.name, reason: missing === undefined ? 'not measured' : `not measured: ${missing}` });
      continue;
    }
    const [own] = benchmark.notes.flatMap((note) => (note.kind === 'version-not-analysed' && note.side === side ? [note.reason] : []));
    leftOut.push({ name: benchmark.name, reason: `${side} could not be analysed${own === undefined ? '' : `: ${own.trim()}`}` });
  }
  return leftOut;
}

/**
 * One history entry from a run's raw results and its analysis. A benchmark enters only
 * when the recorded side could be analysed (a `VersionReport` exists); benchmarks left out
 * by an `ignore` policy or with too many failed executions are not recorded.
 */
export function historyEntryFrom(results: ResultsFile, report: SuiteReport, meta: HistoryEntryMeta): HistoryEntry {
  const side = meta.side ?? 'head';
  const records = new Map(results.benchmarks.map((record) => [record.name, record]));
  const benchmarks: HistoryBenchmark[] = [];
  let recordedSha: string | undefined;
  const anchored = new Map((meta.anchor?.report.benchmarks ?? []).map((b) => [b.name, b]));
  for (const benchmark of report.benchmarks) {
    const version = benchmark[side];
    const record = records.get(benchmark.name);
    if (!version || !record) continue;
    recordedSha ??= record[side].sha;
    const entry = benchmarkEntry(benchmark, version, executionMeans(record[side], report.options.estimator));
    const anchor = anchorDelta(anchored.get(benchmark.name));
    benchmarks.push(anchor === undefined || anchored.get(benchmark.name)?.unit !== entry.unit ? entry : { ...entry, anchor });
  }
  const sha = meta.sha ?? recordedSha ?? results.benchmarks.find((b) => b[side].sha)?.[side].sha;
  if (!sha) throw new RangeError(`historyEntryFrom: no sha given and none recorded for ${side}`);
  // A start that is not a date would make an entry the history's parser drops on the next load.
  const recorded = results.meta?.startedAt;
  const startedAt = typeof recorded === 'string' && Number.isFinite(Date.parse(recorded)) ? recorded : undefined;
  return {
    sha,
    date: meta.date,
    measuredAt: meta.measuredAt ?? startedAt ?? meta.date,
    runId: meta.runId,
    runAttempt: meta.runAttempt ?? 1,
    ...(meta.ref ? { ref: meta.ref } : {}),
    runner: meta.runner ?? describeRunner(results.meta?.runner),
    confidence: report.options.confidence,
    ...(meta.anchor ? { anchor: { ref: meta.anchor.ref, sha: meta.anchor.sha } } : {}),
    benchmarks,
  };
}
