/**
 * `meta` of a results file: what the run recorded beside the measurements (docs/results-format.md).
 * Every field is optional (files from other writers and older versions carry fewer); a field
 * that is present has the type below, checked by `validateMeta` on the way in.
 */
import type { OutputNote } from './output-notes.js';
import type { AnalysisMeta, PartialAnalysisMeta } from './analysis-record.js';
import type { Better, VersionSide } from './results-format.js';

export type { AnalysisMeta, PartialAnalysisMeta } from './analysis-record.js';

export type Sides<T> = Record<VersionSide, T>;

/** `meta.design`, written by `benchgate run`: the design as configured and what the run made of it. */
export type DesignMeta = {
  binaries: number;
  executions: number;
  interleaving?: string;
  builds?: Sides<number>;
  executionsPerBuild?: number;
  extraRounds?: number;
  identicalBuilds?: Sides<boolean>;
  /** Builds added per version while measuring, at an adaptive control's request; included in `builds`. Absent: none. */
  addedBuilds?: number;
};

/** `meta.commands`: the commands as run (formatted); null when there was none. */
export type CommandsMeta = { build: string | null; clean: string | null; bench: string };

/** `meta.runner`: the machine (`benchgate run`), or a description (`benchgate merge` of several machines). */
export type RunnerMeta = string | { os?: string; cpu?: string; cpus?: number; node?: string; name?: string };

/** One failed execution, `meta.failures[]`. */
export type FailureMeta = {
  version: VersionSide;
  binary?: number;
  execution?: number;
  block?: number;
  reason: string;
  /** Set by `benchgate merge`: the input file it came from. */
  from?: string;
};

/**
 * A build added while measuring that failed, `meta.failedBuilds[]`: the run went on with the
 * builds it had. (A failed first build ends the run instead.) `outputTail` is the build's own
 * output: untrusted text.
 */
export type FailedBuildMeta = {
  version: VersionSide;
  /** k, from 0: build k + 1 of the version. */
  binary: number;
  /** What failed, e.g. `exited with code 4`. */
  reason: string;
  /** The command that failed, as run (formatted). */
  command?: string;
  /** Null when it was killed or could not start. */
  exitCode?: number | null;
  /** The last lines of its output. */
  outputTail?: string;
};

export const STOPPED_BY_REASONS = ['control', 'budget', 'build-failed', 'long-run', 'unreadable-output'] as const;

/**
 * `meta.stoppedBy`: why the measuring ended before the schedule (the sequential control, the budget, a build added while
 * measuring that failed, `long-run`: a fixed design whose first block showed it would run past its limit, long-processes.ts, or
 * `unreadable-output`: the format read nothing in the first process of either version).
 */
export type StoppedByMeta = {
  reason: (typeof STOPPED_BY_REASONS)[number];
  blocks: number;
  scheduledBlocks: number;
  /** A budget smaller than one block, found during the first block: that block's cost as its first process priced it, and a budget that reaches a decision. */
  oneBlockSeconds?: number;
  suggestedBudgetSeconds?: number;
};

/** `meta.plan`, written by an adaptive run: what it planned and why. `forecast` is informational (never read back). */
export type PlanMeta = {
  source: 'prior' | 'settings';
  binaries: number;
  budgetSeconds: number;
  reasons: string[];
  forecast?: { binaries: number; rounds: number; binding: string | null; benchmarks: unknown[]; reasons: string[] };
};

export const SPENDING_KINDS = ['obrien-fleming', 'pocock', 'power', 'hsd'] as const;
export type SpendingMeta = { kind: 'obrien-fleming' } | { kind: 'pocock' } | { kind: 'power'; rho: number } | { kind: 'hsd'; gamma: number };

export const STOP_REASONS = [
  'decided',
  'answered',
  'futile',
  'budget',
  'first-look',
  'max-rounds',
  'failures',
  'build-failed',
  'proved',
  'interrupted',
] as const;

/** One look of an adaptive run as it happened. */
export type LookMeta = { round: number; blocks: number; fraction: number; final: boolean; divisor: number; level: number; elapsedSeconds: number };

/** `meta.sequential`, written by an adaptive run: its design and every look, enough to replay them. */
export type SequentialMeta = {
  version: 1;
  method: string;
  spending: SpendingMeta;
  alpha: number;
  blocksPerRound: number;
  maxRounds: number;
  maxLooks: number;
  budgetSeconds: number | null;
  looks: LookMeta[];
  /**
   * `reason` is one of STOP_REASONS when this version wrote it; a reader takes any name, so that
   * a reason a newer version adds is shown as recorded instead of refusing the file.
   */
  stop: { reason: string; round: number; blocks: number; elapsedSeconds: number; detail: string; costs?: { blockSeconds: number; buildSeconds: number } };
  /** How the run grew between looks (absent in files from before builds could be added: rounds). */
  growth?: (typeof GROWTH_MODES)[number];
  /** Blocks run on each build pair added (growth `builds`). */
  buildBlocks?: number;
  /** How the looks bounded a paired t comparison (absent in older files: the t quantile at the look's nominal level). */
  tBoundaries?: (typeof T_BOUNDARIES)[number];
};

export const GROWTH_MODES = ['rounds', 'builds'] as const;
export const T_BOUNDARIES = ['repeated-t'] as const;

export const COST_SOURCES = ['measured', 'mixed', 'count'] as const;

/**
 * `meta.shard`: what a shard of a sharded run records in its results (docs/sharding.md), so that
 * the merge can check that every shard arrived, that all measured the same commits with the same
 * settings, and can say which benchmarks a missing shard would have measured.
 */
export type ShardMeta = {
  /** This shard, i of N (1-based). */
  index: number;
  count: number;
  /** This runner's replica r of R (1-based), when every shard is measured on R runners. */
  replica?: number;
  replicas?: number;
  /** The benchmarks this shard was to measure (`plan[index - 1]`). */
  assigned: string[];
  /** Every shard's benchmarks: a merge that misses a shard knows what it would have measured. */
  plan: string[][];
  costSource: (typeof COST_SOURCES)[number];
  /** The commits measured, as resolved SHAs. */
  shas: Sides<string>;
  /** The settings fingerprint (`settingsFingerprint(meta)`): equal on every shard of one run. */
  settings: string;
  /** Set when the shard could not measure (a build failed, the job was cancelled): its benchmarks are reported as not measured, with this reason. */
  failure?: string;
};

/** One input file of `benchgate merge`, `meta.merge.inputs[]`. */
export type MergeInputMeta = {
  source: string;
  shard?: string;
  assigned?: number;
  replica?: number;
  failure?: string;
  runner?: string;
  benchmarks: number;
  seed?: number;
  totalSeconds?: number;
  stoppedEarly?: string;
  failureShareExceeded?: VersionSide[];
  machine?: string;
};

/** `meta.merge`, written by `benchgate merge`. */
export type MergeMeta = {
  shards: number | null;
  replicas: number | null;
  inputs: MergeInputMeta[];
  missing: string[];
  plansAgree?: boolean;
  warnings: string[];
};

/** `meta.notMeasured[]`, written by `benchgate merge`: a benchmark of the plan no file measured. */
export type NotMeasuredMeta = { name: string; reason: string; unit?: string; better?: Better };

/** `meta.github`, written by the action: the event that measured. */
export type GitHubMeta = { event: string; pullRequest: number | null; runUrl: string };

/** A benchmark a traced execution reported (its values are not measurements). */
export interface ProofBenchmark {
  name: string;
  unit: string;
  better: Better;
}

/**
 * `meta.proof`: the outcome of tracing one execution of each version (`prove-unchanged`).
 * `proved`: nothing was measured and every benchmark listed is unchanged; otherwise the reason
 * it was measured. The values are src/proof/'s `ProofOutcome`, kept loose here (layer 2).
 */
export interface ProofMeta {
  proved: boolean;
  proof?: Record<string, unknown>;
  reason?: { kind: string } & Record<string, unknown>;
  benchmarks: ProofBenchmark[];
  seconds: number;
  /**
   * `split-benchmarks`: each part's own outcome (its names, proved with the proof or the
   * reason, the benchmarks its traces reported). A proved part was not measured; `proved` above
   * is true only when every part is.
   */
  parts?: ProofPartMeta[];
}

/** One part's entry in `meta.proof.parts`. */
export interface ProofPartMeta {
  /** In a merged run: the shard (`i/N`) that proved or measured the part. */
  shard?: string;
  names: string[];
  proved: boolean;
  proof?: Record<string, unknown>;
  reason?: { kind: string } & Record<string, unknown>;
  benchmarks: ProofBenchmark[];
}

export type ResultsMeta = {
  /** `benchgate run` or `benchgate merge`. */
  tool?: string;
  /** The refs as given (branch, tag, SHA). */
  refs?: Partial<Sides<string>>;
  /** The commits measured. */
  shas?: Partial<Sides<string>>;
  seed?: number;
  design?: DesignMeta;
  format?: string;
  /** The file the benchmark wrote its results to (the `result-file` setting); absent: read from stdout. */
  resultFile?: string;
  commands?: CommandsMeta;
  workdir?: string | null;
  timeoutSeconds?: number;
  /** Names of the extra environment variables (never their values). */
  envNames?: string[];
  runner?: RunnerMeta;
  startedAt?: string;
  totalSeconds?: number;
  buildSeconds?: number;
  measureSeconds?: number;
  /** Executions scheduled per version (failed and not-run ones included). */
  executionsPerVersion?: number;
  failedExecutions?: Sides<number>;
  failures?: FailureMeta[];
  notRunExecutions?: Sides<number>;
  maxFailureShare?: number;
  failureShareExceeded?: VersionSide[];
  /** Why the run stopped measuring early after failures. */
  stoppedEarly?: string;
  stoppedBy?: StoppedByMeta;
  /** Builds added while measuring that failed (absent: none). */
  failedBuilds?: FailedBuildMeta[];
  /** A shard's discovery (or split-benchmarks'): every benchmark name and the seconds it took. */
  discovery?: { benchmarks: string[]; seconds: number };
  /**
   * `split-benchmarks`: at most this many benchmarks per process, the processes each execution
   * ran, and (`prove-unchanged`) the parts proved unchanged and so not run.
   */
  splitBenchmarks?: { perProcess: number; processes: number; proved?: number };
  plan?: PlanMeta;
  sequential?: SequentialMeta;
  shard?: ShardMeta;
  merge?: MergeMeta;
  notMeasured?: NotMeasuredMeta[];
  /** What the parsers and the runner noted about the executions' output, each different note once (output-notes.ts); absent: none. */
  outputNotes?: OutputNote[];
  /** The processes benchmarks or builds left running, which benchgate ended before the results were written; absent: none. */
  endedProcesses?: EndedProcessRecord[];
  github?: GitHubMeta;
  /** `prove-unchanged`: whether the traced inputs of both versions were identical (src/proof/, docs/proof.md). */
  proof?: ProofMeta;
  /** Every setting the run's own analysis used (analysis-record.ts); the partial form in files from before it was recorded whole. */
  analysis?: AnalysisMeta | PartialAnalysisMeta;
};

/** A process a benchmark or build left behind that benchgate's sweep ended (runner/process-sweeper.ts). */
export interface EndedProcessRecord {
  pid: number;
  /** Its command name, as the kernel keeps it (at most 15 characters; the process chose it). */
  name: string;
  /** The command that left it ("head binary 1, execution 2 (node)"), or null when it carried no mark. */
  leftBy: string | null;
  /** When it was found: after which command, or at which point of the run. */
  foundAfter: string;
}
