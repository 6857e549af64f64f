/**
 * The history file, format version 1 (documented in docs/history-format.md): one entry per
 * measured main-branch run, holding per benchmark the summary the trend analysis needs and
 * the execution means from which the mean and its interval can be recomputed. Raw
 * measurements are not kept; they stay in each run's results artifact.
 */
import type { Better } from './results-format.js';

export const HISTORY_FORMAT_VERSION = 1 as const;

export interface HistoryBenchmark {
  name: string;
  unit: string;
  better: Better;
  /** Grand mean Ȳ (mean of binary means of execution means). */
  mean: number;
  /** Interval of the mean at the entry's `confidence`. */
  ci: [number, number];
  /** Degrees of freedom of that interval. */
  df: number;
  /** Variance components [binary σ_V², execution σ_B², measurement σ_E²]; null where not estimable. */
  variance: [number | null, number | null, number | null];
  /** [binaries, executions, measurements, failed executions]. */
  counts: [number, number, number, number];
  /** Impact factors [execution, binary]; null where not estimable. */
  impact: [number | null, number | null];
  /** Execution means grouped by binary (`means[k][j]`): enough to recompute the mean and its interval. */
  means: number[][];
  /** Present (true) when every build produced identical outputs: the build level is collapsed. */
  deterministic?: true;
  /**
   * The run's comparison noise [kind, variance, df, design] (HistoryNoise as a tuple, which keeps
   * the file small), for the history prior (analysis/history-prior.ts). Absent in entries written
   * before it was recorded, and where the comparison had none (one build that is not proven
   * deterministic, a runner-level comparison).
   */
  noise?: [HistoryNoise['kind'], number, number, string];
  /**
   * The measured commit against the entry's anchor (`HistoryEntry.anchor`), from the interleaved
   * anchor comparison of the same run: [relative, ci low, ci high, ci level, df, anchor mean] —
   * the model's head / anchor − 1 with its interval (at `ci level`, `df` degrees of freedom),
   * and the anchor build's own absolute mean in `unit`. Absent without an anchor, in entries
   * written before anchors existed, and where the anchor comparison could not analyse this benchmark.
   */
  anchor?: HistoryAnchorDelta;
}

/** [relative, ci low, ci high, ci level, df, anchor mean]: see `HistoryBenchmark.anchor`. */
export type HistoryAnchorDelta = [number, number, number, number, number, number];

/** The anchor an entry was measured against: the ref the workflow named (a tag or a commit) and the commit it resolved to. */
export interface HistoryAnchor {
  ref: string;
  sha: string;
}

/** The comparisons a history entry records noise of (analysis/analyze-benchmark.ts `moderation`). */
export const HISTORY_NOISE_KINDS = ['model', 'independent'] as const;

/** At most this many characters in a recorded design. */
export const MAX_DESIGN_LENGTH = 200;

/**
 * One run's comparison noise, on the relative (log) scale, before any moderation: of the
 * interleaved comparison model (`model`) the variance of one block's worth of the log ratio,
 * of independent samples (`independent`) the versions' pooled relative variance of one unit
 * (build, or execution when the build level is collapsed); with its degrees of freedom, and
 * the design it was measured with (`designOf`), since the variance depends on it.
 */
export interface HistoryNoise {
  kind: (typeof HISTORY_NOISE_KINDS)[number];
  variance: number;
  df: number;
  design: string;
}

export interface HistoryEntry {
  /** The commit measured. */
  sha: string;
  /** Commit date (ISO 8601); entries are ordered by it. */
  date: string;
  /** When the run measured it (ISO 8601); orders repeated runs of one commit. */
  measuredAt: string;
  /** CI run id (GITHUB_RUN_ID), or any unique id for local runs. */
  runId: string;
  runAttempt: number;
  /** Branch or ref the commit was measured on. */
  ref?: string;
  /** Where it ran, e.g. "Linux 6.8 · AMD EPYC 7763 × 4 · GitHub Actions 2.321". */
  runner: string;
  /** Confidence of every `ci` in this entry. */
  confidence: number;
  /** The anchor this run interleaved with the measured commit (docs/history-format.md, "Anchor"); absent without one. Entries with one `ref` form one anchor series. */
  anchor?: HistoryAnchor;
  benchmarks: HistoryBenchmark[];
}

export interface HistoryFile {
  version: typeof HISTORY_FORMAT_VERSION;
  /** Oldest first (see `compareEntries`). */
  entries: HistoryEntry[];
}

/** How much history to keep. */
export interface HistoryRetention {
  /** Keep the newest this many entries. */
  maxEntries: number;
}

export const DEFAULT_RETENTION: HistoryRetention = { maxEntries: 1000 };

export function emptyHistory(): HistoryFile {
  return { version: HISTORY_FORMAT_VERSION, entries: [] };
}
