import { isAbsolute, resolve, sep } from 'node:path';
import { analysisLayer, type AnalysisSettingsInput } from '../config/analysis-config.js';
import { CONFIG_FILE_FIELDS } from '../config/config-file.js';
import * as values from '../config/setting-values.js';
import type { OutputFormat } from '../parsers/index.js';
import type { RunMetric } from '../config/run-settings.js';
import { parseReplicas, parseShard, ShardSpecError, type ShardId } from '../sharding/parse-shard.js';

/** Every input of action.yml, in one place. */
export const Input = {
  Mode: 'mode',
  Build: 'build',
  Bench: 'bench',
  Format: 'format',
  ResultFile: 'result-file',
  SplitBenchmarks: 'split-benchmarks',
  ProveUnchanged: 'prove-unchanged',
  Metrics: 'metrics',
  Profile: 'profile',
  Binaries: 'binaries',
  Executions: 'executions',
  Timeout: 'timeout',
  Config: 'config',
  Base: 'base',
  Head: 'head',
  Confidence: 'confidence',
  MinEffect: 'min-effect',
  Correction: 'correction',
  Rule: 'rule',
  DetectWarmup: 'detect-warmup',
  FailOnRegression: 'fail-on-regression',
  Comment: 'comment',
  Token: 'token',
  AcceptLabel: 'accept-label',
  AcceptLabelFrom: 'accept-label-from',
  ArtifactName: 'artifact-name',
  ArtifactDir: 'artifact-dir',
  WorkingDirectory: 'working-directory',
  Budget: 'budget',
  Prior: 'prior',
  History: 'history',
  HistoryBranch: 'history-branch',
  TrendIssue: 'trend-issue',
  Bisect: 'bisect',
  BisectBudget: 'bisect-budget',
  Site: 'site',
  Suite: 'suite',
  Shard: 'shard',
  Replica: 'replica',
  Shards: 'shards',
  Replicas: 'replicas',
  AllowMissingShards: 'allow-missing-shards',
  Anchor: 'anchor',
  AnchorBudget: 'anchor-budget',
} as const;

/** Every output of action.yml. */
export const Output = {
  Verdict: 'verdict',
  Regressions: 'regressions',
  ReportJson: 'report-json',
  ResultsJson: 'results-json',
  Markdown: 'markdown',
  CommentUrl: 'comment-url',
  SiteDir: 'site-dir',
} as const;

export const MODES = ['run', 'comment', 'merge', 'calibrate'] as const;
export type Mode = (typeof MODES)[number];
export const HISTORY_STORES = ['cache', 'git-branch', 'none'] as const;
export type HistoryStore = (typeof HISTORY_STORES)[number];
export const COMMENT_POLICIES = ['always', 'on-change', 'never'] as const;
/** `profile`: `auto` profiles Node processes (nothing else is profiled); `off` runs no profiled execution. */
export const PROFILE_MODES = ['auto', 'off'] as const;
export type ProfileMode = (typeof PROFILE_MODES)[number];
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];

/** All inputs, read once and checked; `undefined` means "not given, use the config file or default". */
export interface ActionInputs {
  mode: Mode;
  build?: string;
  bench?: string;
  format?: OutputFormat;
  /** File the benchmark writes its results to (relative to the working directory). */
  resultFile?: string | null;
  /** Benchmarks per process (split-benchmarks): the suite runs as several processes per execution. */
  splitBenchmarks?: number;
  /** Trace one execution of each version and measure nothing when their inputs are identical (docs/proof.md). */
  proveUnchanged?: boolean;
  /** Metrics measured beside time (`instructions`: under valgrind, docs/instructions.md). */
  metrics?: readonly RunMetric[];
  /** After each block, one more execution of each version under V8's profiler (runner/cpu-profiler.ts, docs/profiles.md). */
  profile: ProfileMode;
  binaries?: number;
  executions?: number;
  timeoutSeconds?: number;
  configPath: string;
  base?: string;
  head?: string;
  /**
   * The analysis settings given as inputs (confidence, min-effect, correction, rule); the ones
   * not given are absent, so the config file or the default applies (`resolveAnalysisSettings`).
   */
  analysis: AnalysisSettingsInput;
  failOnRegression: boolean;
  comment: CommentPolicy;
  token: string;
  acceptLabel: string;
  /** Logins whose accept label counts besides those with write access (`accept-label-from`). */
  acceptLabelFrom: string[];
  artifactName: string;
  /** Keep artifacts in this directory instead of the Actions artifact service. */
  artifactDir?: string;
  workingDirectory: string;
  /** Minutes for building and measuring in an adaptive run (stops early once decided); undefined: the fixed design. */
  budgetMinutes?: number;
  /** Path of a calibration/prior JSON to plan from. */
  prior?: string;
  /** Where main-branch history lives: the Actions cache, a durable git branch, or nowhere. */
  history: HistoryStore;
  historyBranch: string;
  /** Trend runs: open (or update) one issue per newly detected change point. */
  trendIssue: boolean;
  /** Trend runs with `trend-issue`: bisect a new change point's commit range and name the commit in its issue (docs/bisect.md). */
  bisect: boolean;
  /** Minutes the bisections of one trend run may take in all. */
  bisectBudgetMinutes: number;
  /**
   * Trend runs: write the history's static site (`benchgate history site`) and upload it as an
   * artifact; `path` is the directory (absolute, inside the workspace), null for one under
   * RUNNER_TEMP. Null: no site.
   */
  site: { path: string | null } | null;
  /** Keeps the histories of several benchgate suites in one repository apart. */
  suite: string;
  /** `mode: run`: measure only this shard of the suite (`i/N`) and upload it for a merge job. */
  shard?: ShardId;
  /** `mode: run` with `shard`: this runner's replica of the shard (`r/R`). */
  replica?: ShardId;
  /** `mode: merge`: the number of shards N to expect. */
  shards?: number;
  /** `mode: merge`: replicas per shard R (1 = no replicas). */
  replicas: number;
  /**
   * A merge whose shards did not all deliver passes on partial results (the missing shards'
   * benchmarks inconclusive) instead of failing the check. Default false.
   */
  allowMissingShards: boolean;
  /** Trend runs: the anchor ref interleaved with the measured commit (docs/history-format.md, "Anchor"); undefined: the config file's, or none. */
  anchor?: string;
  /** Trend runs: the drift since the anchor that fails the run (a share); undefined: the config file's, or none. */
  anchorBudget?: number;
}

/** A bad input value: the message names the input and the value. */
export class InputError extends Error {
  constructor(input: string, detail: string) {
    super(`input "${input}": ${detail}`);
    this.name = 'InputError';
  }
}

type ReadInput = (name: string) => string;

function optional(read: ReadInput, name: string): string | undefined {
  const value = read(name).trim();
  return value === '' ? undefined : value;
}

function choice<T extends string>(read: ReadInput, name: string, allowed: readonly T[], fallback: T): T {
  const value = optional(read, name) ?? fallback;
  if (!allowed.includes(value as T)) throw new InputError(name, `expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  return value as T;
}

/** An input read with the setting's one parser (as the config file key and the CLI flag); undefined when not given. */
function setting<T>(read: ReadInput, name: string, parse: (value: string) => T): T | undefined {
  const raw = optional(read, name);
  if (raw === undefined) return undefined;
  try {
    return parse(raw);
  } catch (error) {
    if (error instanceof values.InvalidValueError) throw new InputError(name, error.message);
    throw error;
  }
}

/** The YAML 1.2 core-schema booleans that `core.getBooleanInput` accepts. */
function boolean(read: ReadInput, name: string, fallback: boolean): boolean {
  const raw = optional(read, name);
  if (raw === undefined) return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  throw new InputError(name, `expected true or false, got ${JSON.stringify(raw)}`);
}

/** A shard input (`i/N`, or a number of shards), its ShardSpecError turned into an InputError. */
function shardValue<T>(read: ReadInput, name: string, parse: (text: string, setting: string) => T): T | undefined {
  const raw = optional(read, name);
  if (raw === undefined) return undefined;
  try {
    return parse(raw, name);
  } catch (error) {
    if (!(error instanceof ShardSpecError)) throw error;
    throw new InputError(name, error.message.replace(new RegExp(`^${name}: `), ''));
  }
}

/** The characters GitHub's artifact service refuses in an artifact name (@actions/artifact's name check). */
const ARTIFACT_NAME_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'] as const;

/** An artifact name as the upload will accept it: checked when the inputs are read, not first at upload time. */
function artifactName(read: ReadInput): string {
  const name = optional(read, Input.ArtifactName) ?? 'benchgate-results';
  const bad = ARTIFACT_NAME_FORBIDDEN.filter((character) => name.includes(character));
  if (bad.length > 0) {
    throw new InputError(
      Input.ArtifactName,
      `${JSON.stringify(name)} contains ${bad.map((c) => JSON.stringify(c)).join(', ')}, which GitHub does not allow in an artifact name (none ` +
        `of ${ARTIFACT_NAME_FORBIDDEN.map((c) => JSON.stringify(c)).join(' ')})`,
    );
  }
  return name;
}

/** Minutes bisection may take when `bisect-budget` is not given. */
export const DEFAULT_BISECT_BUDGET_MINUTES = 30;

/** `site`: off (`false`, empty), on in RUNNER_TEMP (`true`), or a directory relative to the workspace that must stay inside it. */
function siteInput(read: ReadInput, workspace: string | undefined): ActionInputs['site'] {
  const raw = optional(read, Input.Site);
  if (raw === undefined || ['false', 'False', 'FALSE'].includes(raw)) return null;
  if (['true', 'True', 'TRUE'].includes(raw)) return { path: null };
  const root = resolve(workspace ?? '.');
  const dir = resolve(root, raw);
  if (isAbsolute(raw) || (dir !== root && !dir.startsWith(`${root}${sep}`)) || dir === root) {
    throw new InputError(
      Input.Site,
      `expected true, false or a directory inside the workspace (relative to it, e.g. \`benchgate-site\`), got ${JSON.stringify(raw)}`,
    );
  }
  return { path: dir };
}

/** GitHub logins (a bot's with `[bot]`), separated by commas or white space. */
function logins(read: ReadInput, name: string): string[] {
  const list = (optional(read, name) ?? '').split(/[\s,]+/).filter((login) => login !== '');
  const bad = list.find((login) => !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(login));
  if (bad !== undefined) throw new InputError(name, `expected GitHub logins separated by commas or spaces, got ${JSON.stringify(bad)}`);
  return list;
}

export function parseActionInputs(read: ReadInput, workspace?: string): ActionInputs {
  const mode = choice(read, Input.Mode, MODES, 'run');
  const shard = shardValue(read, Input.Shard, parseShard);
  const replica = shardValue(read, Input.Replica, parseShard);
  const shards = shardValue(read, Input.Shards, parseReplicas);
  const replicas = shardValue(read, Input.Replicas, parseReplicas);
  if (replica !== undefined && shard === undefined)
    throw new InputError(Input.Replica, 'needs `shard` as well (a replica is a replica of a shard; write `shard: 1/1` to replicate the whole suite)');
  if (shard !== undefined && mode !== 'run') throw new InputError(Input.Shard, `is for \`mode: run\` (the shard jobs), not \`mode: ${mode}\``);
  if (mode === 'merge' && shards === undefined) throw new InputError(Input.Shards, '`mode: merge` needs the number of shards to expect (e.g. `shards: 4`)');
  if (shards !== undefined && mode !== 'merge') throw new InputError(Input.Shards, `is for \`mode: merge\`, not \`mode: ${mode}\``);
  const budgetMinutes = setting(read, Input.Budget, values.budgetMinutes);
  const prior = optional(read, Input.Prior);
  // Calibration has a default budget (10 minutes); a run without one is the fixed design, which a prior cannot plan.
  if (prior !== undefined && budgetMinutes === undefined && mode !== 'calibrate') {
    throw new InputError(Input.Prior, 'plans an adaptive run, which `budget` turns on: give `budget` (minutes) as well, or drop `prior`');
  }
  const history = choice(read, Input.History, HISTORY_STORES, 'cache');
  const trendIssue = boolean(read, Input.TrendIssue, false);
  const bisect = boolean(read, Input.Bisect, false);
  if (bisect && !trendIssue)
    throw new InputError(Input.Bisect, "needs `trend-issue: true`: its answer goes in the change point's issue (and `history` to find change points)");
  if (bisect && history === 'none') throw new InputError(Input.Bisect, 'needs a `history` (`cache` or `git-branch`) to find change points in, not `none`');
  if (bisect && mode !== 'run') throw new InputError(Input.Bisect, `is for the trend runs of \`mode: run\`, not \`mode: ${mode}\``);
  if (bisect && shard !== undefined) throw new InputError(Input.Bisect, 'needs the whole suite on one runner: it does not run in a `shard` job');
  const bisectBudgetMinutes = setting(read, Input.BisectBudget, values.budgetMinutes) ?? DEFAULT_BISECT_BUDGET_MINUTES;
  const site = siteInput(read, workspace);
  if (site !== null && history === 'none') throw new InputError(Input.Site, 'is made from the history: give `history` (`cache` or `git-branch`), not `none`');
  let analysis: AnalysisSettingsInput;
  try {
    analysis = analysisLayer(
      (name) => read(name),
      (name) => name,
    );
  } catch (error) {
    if (!(error instanceof values.InvalidValueError)) throw error;
    const at = error.message.indexOf(': ');
    throw new InputError(error.message.slice(0, at), error.message.slice(at + 2));
  }
  return {
    ...(shard === undefined ? {} : { shard }),
    ...(replica === undefined ? {} : { replica }),
    ...(shards === undefined ? {} : { shards }),
    replicas: replicas ?? 1,
    allowMissingShards: boolean(read, Input.AllowMissingShards, false),
    mode,
    build: optional(read, Input.Build),
    bench: optional(read, Input.Bench),
    format: setting(read, Input.Format, CONFIG_FILE_FIELDS.format.parse) ?? undefined,
    resultFile: setting(read, Input.ResultFile, CONFIG_FILE_FIELDS['result-file'].parse) ?? undefined,
    splitBenchmarks: setting(read, Input.SplitBenchmarks, CONFIG_FILE_FIELDS['split-benchmarks'].parse) ?? undefined,
    proveUnchanged: setting(read, Input.ProveUnchanged, CONFIG_FILE_FIELDS['prove-unchanged'].parse) ?? undefined,
    metrics: setting(read, Input.Metrics, CONFIG_FILE_FIELDS.metrics.parse) ?? undefined,
    profile: choice(read, Input.Profile, PROFILE_MODES, 'auto'),
    binaries: setting(read, Input.Binaries, CONFIG_FILE_FIELDS.binaries.parse) ?? undefined,
    executions: setting(read, Input.Executions, CONFIG_FILE_FIELDS.executions.parse) ?? undefined,
    timeoutSeconds: setting(read, Input.Timeout, CONFIG_FILE_FIELDS.timeout.parse) ?? undefined,
    configPath: optional(read, Input.Config) ?? '.github/benchgate.yml',
    base: optional(read, Input.Base),
    head: optional(read, Input.Head),
    analysis,
    failOnRegression: boolean(read, Input.FailOnRegression, true),
    comment: choice(read, Input.Comment, COMMENT_POLICIES, 'always'),
    token: optional(read, Input.Token) ?? '',
    acceptLabel: optional(read, Input.AcceptLabel) ?? 'benchgate:accept-regression',
    acceptLabelFrom: logins(read, Input.AcceptLabelFrom),
    artifactName: artifactName(read),
    artifactDir: optional(read, Input.ArtifactDir),
    workingDirectory: optional(read, Input.WorkingDirectory) ?? '.',
    budgetMinutes,
    prior,
    history,
    historyBranch: optional(read, Input.HistoryBranch) ?? 'benchgate-data',
    trendIssue,
    bisect,
    bisectBudgetMinutes,
    site,
    suite: optional(read, Input.Suite) ?? 'default',
    anchor: setting(read, Input.Anchor, CONFIG_FILE_FIELDS.anchor.parse) ?? undefined,
    anchorBudget: setting(read, Input.AnchorBudget, CONFIG_FILE_FIELDS['anchor-budget'].parse) ?? undefined,
  };
}
