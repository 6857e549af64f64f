import type { OutputFormat } from '../parsers/index.js';
import type { Command } from './split-command.js';

/** Everything one benchmark experiment needs, after the config file and flags are merged. */
export interface RunSettings {
  /** Top level of the git repository whose commits are compared. */
  repo: string;
  /** Baseline ref (branch, tag, SHA…). */
  base: string;
  /** Candidate ref. */
  head: string;
  /** Build command, run once per binary in a fresh worktree; null: nothing to build. */
  build: Command | null;
  /** Run in each fresh worktree before the build (e.g. to clear a cache outside it); null: none. */
  clean: Command | null;
  /** Benchmark command, run once per execution. */
  bench: Command;
  /** How the benchmark reports its measurements. */
  format: OutputFormat;
  /** Builds per version (l). */
  binaries: number;
  /** Processes per build (m). */
  executions: number;
  /** Limit for one benchmark execution. */
  timeoutSeconds: number;
  /** Globs (relative to the working directory) naming the build outputs that are hashed; empty: no hash. */
  artifacts: readonly string[];
  /** Seed for the run order. */
  seed: number;
  /** A version with a larger share of failed executions is reported inconclusive. */
  maxFailureShare: number;
  /** Extra environment variables for clean, build and benchmark. */
  env: Readonly<Record<string, string>>;
  /** Subdirectory of the checkout to run commands in; null: its top level. */
  workdir: string | null;
  /** File the benchmark writes its results to, relative to the working directory, parsed instead of stdout; null: stdout. */
  resultFile: string | null;
  /**
   * Benchmarks per process: each execution runs the suite as processes of at most this many,
   * named in BENCHGATE_BENCHMARKS, interleaved part by part (runner/split-benchmarks.ts); null:
   * the whole suite in one process.
   */
  splitBenchmarks: number | null;
  /**
   * Trace one execution of each version first (strace) and measure nothing when both read
   * byte-identical inputs (docs/proof.md). Absent: false; the front ends that compare two
   * versions put PROVE_UNCHANGED_DEFAULT under the config file and flags.
   */
  proveUnchanged?: boolean;
  /**
   * Metrics measured beside time in executions of their own (`metrics: instructions`:
   * runner/instruction-count.ts, docs/instructions.md). Absent or empty: time only.
   */
  metrics?: readonly RunMetric[];
  /**
   * Trend runs: a release tag or commit interleaved with the measured commit in a second
   * comparison, whose change against it the history records (docs/history-format.md, "Anchor"). Absent: none.
   */
  anchor?: string;
  /** Trend runs with an anchor: fail when the drift since it lies wholly above this share (0.03: at most 3 % slower). Absent: no budget. */
  anchorBudget?: number;
}

/** The metrics `metrics` may request. */
export const RUN_METRICS = ['instructions'] as const;
export type RunMetric = (typeof RUN_METRICS)[number];

/** Settings that a config file or the command line may give; `repo` comes from where benchgate runs. */
export type RunSettingsInput = Partial<Omit<RunSettings, 'repo'>>;

export const RUN_SETTING_DEFAULTS = {
  head: 'HEAD',
  build: null,
  clean: null,
  format: 'jsonl',
  binaries: 3,
  executions: 5,
  timeoutSeconds: 300,
  artifacts: [],
  maxFailureShare: 0.25,
  env: {},
  workdir: null,
  resultFile: null,
  splitBenchmarks: null,
} as const satisfies RunSettingsInput;

/**
 * The proof's default where a front end compares two versions (`benchgate run`; the action's
 * `mode: run` on pull requests and dispatch): on, unless the config file, a flag or an input turns
 * it off. A docs-only change is then `unchanged (identical inputs)` after two traced executions
 * instead of a whole budget of noise; without strace the run is measured (docs/proof.md). Other
 * runs (calibrate's A/A, bisect's probes, a trend run that records values) do not take it.
 */
export const PROVE_UNCHANGED_DEFAULT = { proveUnchanged: true } as const satisfies RunSettingsInput;

/** Raised for a missing or invalid setting; the message names the source and the key. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Merges the layers (later ones win: defaults < config file < flags) and checks that the
 * required settings are there. Without a seed anywhere, a random one is drawn, so every
 * run's order differs but is recorded and can be replayed.
 */
export function resolveRunSettings(
  repo: string,
  layers: readonly RunSettingsInput[],
  drawSeed: () => number = () => Math.floor(Math.random() * 2 ** 32),
): RunSettings {
  const merged: RunSettingsInput = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  if (merged.base === undefined) {
    throw new ConfigError('base: no baseline ref given (the --base flag or "base" input, or "base:" in the config file)');
  }
  if (merged.bench === undefined) {
    throw new ConfigError('bench: no benchmark command given (the --bench flag or "bench" input, or "bench:" in the config file)');
  }
  return {
    ...RUN_SETTING_DEFAULTS,
    ...merged,
    repo,
    base: merged.base,
    bench: merged.bench,
    seed: merged.seed ?? drawSeed(),
  };
}
