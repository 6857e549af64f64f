/**
 * The raw-results file, format version 1 (documented in docs/results-format.md).
 *
 * The stable contract is `version`, and per benchmark `name`, `unit`, `better`, and
 * `base`/`head` → `binaries[]` → `executions[]` → `values[]` (+ optional `warmup[]`).
 * Every other field is metadata: recorded when known, never required by the analysis.
 */

import type { NotMeasuredMeta, ResultsMeta } from './results-meta.js';

export const RESULTS_FORMAT_VERSION = 1 as const;

/**
 * Longest benchmark name read (docs/results-format.md): names are matched against the config's
 * globs, whose in-segment wildcards cost more the longer the name, and they reach the comment.
 */
export const MAX_BENCHMARK_NAME_LENGTH = 256;

export const BETTER_DIRECTIONS = ['lower', 'higher'] as const;
export type Better = (typeof BETTER_DIRECTIONS)[number];

export const VERSION_SIDES = ['base', 'head'] as const;
export type VersionSide = (typeof VERSION_SIDES)[number];

export interface ExecutionRecord {
  /** Measurements after warm-up, in the benchmark's unit. */
  values: number[];
  /** Measurements flagged as warm-up (by the benchmark or by the detector); kept, not analysed. */
  warmup?: number[];
  /** Interleaving block this execution belongs to; base and head executions with the same block were run back to back. */
  block?: number;
  /** Position of this execution in the global run order (0-based, across both versions). */
  order?: number;
  /** ISO 8601 start time. */
  startedAt?: string;
  durationMs?: number;
  exitCode?: number | null;
  /** Set when the execution failed; a failed execution has no values. */
  failure?: string;
  /**
   * The execution was scheduled but never run: the run stopped early (another execution's
   * failures). It has no values and is not a failure of its own; `failure` then says why it
   * was not run. Absent otherwise.
   */
  notRun?: true;
}

export interface BinaryRecord {
  executions: ExecutionRecord[];
  /** Seconds the build took. */
  buildSeconds?: number;
  /**
   * What the build produced: `sha256:…` over every file the build created, changed or deleted
   * in its worktree (or over the declared `artifacts`), or `source:<tree id>` when there is no
   * build command and the checked-out source is the binary. Identical hashes across the
   * binaries of a version mean a deterministic build; a `source:` hash is deterministic even
   * for a single binary. Null or absent: unknown.
   */
  outputHash?: string | null;
  /**
   * Set when `outputHash` differs from the version's first binary: up to 5 paths (relative to
   * the worktree, or to the working directory with `artifacts`) whose content differs from the
   * first build's or that exist in only one of them, so the user can find the cause.
   */
  outputDiff?: string[];
  /**
   * The runner (machine, CI job) that built and ran this binary. Set by `benchgate merge` on
   * replicated runs; when the binaries of a version carry two or more distinct ids, the runner
   * is the top random level of the analysis (docs/sharding.md).
   */
  runner?: string;
}

export interface VersionRecord {
  binaries: BinaryRecord[];
  ref?: string;
  sha?: string;
}

export interface BenchmarkRecord {
  name: string;
  unit: string;
  better: Better;
  base: VersionRecord;
  head: VersionRecord;
}

export interface ResultsFile {
  version: typeof RESULTS_FORMAT_VERSION;
  benchmarks: BenchmarkRecord[];
  /** What the run recorded beside the measurements (results-meta.ts); checked by `validateMeta`. */
  meta?: ResultsMeta;
}

/**
 * `meta.notMeasured[]`, written by `benchgate merge`: a benchmark of the suite that no results
 * file measured (its shard is missing or failed). The analysis reports it as `inconclusive`
 * with the reason, so a missing shard never passes silently.
 */
export type NotMeasuredBenchmark = NotMeasuredMeta;
