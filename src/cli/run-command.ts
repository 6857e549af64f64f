import { EXPERIMENT_FLAGS } from './experiment-flags.js';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CONFIG_FILE_FIELDS } from '../config/config-file.js';
import { PROVE_UNCHANGED_DEFAULT, resolveRunSettings, type RunSettingsInput } from '../config/run-settings.js';
import { budgetMinutes as budgetMinutesValue, envMap, globList, InvalidValueError } from '../config/setting-values.js';
import { gate, recordEndedProcesses } from '../experiment/gate.js';
import { processSweeper } from '../runner/process-sweeper.js';
import { measure } from '../experiment/measure.js';
import { profileReport } from '../experiment/profile-report.js';
import type { RunProfiles } from '../profile/run-profiles.js';
import { analysisRecord, runAnalysisOptions } from '../experiment/analysis-settings.js';
import { adaptiveOptions, defaultBudgetNote, effectiveBudget, PriorFileError, readPriorFile } from '../experiment/prior-file.js';
import { defaultBudgetLogLine, type DefaultBudgetNote } from '../report/default-design.js';
import type { RunNote } from '../analysis/notes.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import type { Prior } from '../planning/prior.js';
import { runnerInfo } from '../runner/run-record.js';
import { DiscoveryFailedError, type ExperimentShard } from '../runner/run-experiment.js';
import { formatShard, parseShard, ShardSpecError } from '../sharding/parse-shard.js';
import { dirtyTreeWarning } from '../runner/worktrees.js';
import { ANALYSIS_FLAGS, HISTORY_PRIOR_FLAG } from './analysis-flags.js';
import { analysisOptionsFrom } from './analyze-command.js';
import { EXIT, gateExitCode, UsageError, type CliIo } from './cli-io.js';
import { RUN_USAGE } from './command-help.js';
import { settingOption } from './option-values.js';
import { streamLogger } from './stream-logger.js';
import { experimentCommandError, experimentConfig, helpOrStray } from './experiment-command.js';

const { seed: _analysisSeed, ...ANALYSIS_ONLY_FLAGS } = ANALYSIS_FLAGS;

const RUN_FLAGS = {
  ...ANALYSIS_ONLY_FLAGS,
  ...EXPERIMENT_FLAGS,
  base: { type: 'string' },
  executions: { type: 'string' },
  shard: { type: 'string' },
  replica: { type: 'string' },
  ...HISTORY_PRIOR_FLAG,
  'prove-unchanged': { type: 'boolean' },
  'no-prove-unchanged': { type: 'boolean' },
  metrics: { type: 'string' },
  profile: { type: 'boolean' },
} as const;

/** Flags that set a config-file key of the same name. */
const SETTING_FLAGS = [
  'base',
  'head',
  'bench',
  'build',
  'clean',
  'format',
  'binaries',
  'executions',
  'timeout',
  'workdir',
  'result-file',
  'split-benchmarks',
  'metrics',
  'max-failure-share',
  'seed',
] as const satisfies readonly (keyof typeof CONFIG_FILE_FIELDS)[];

/**
 * `benchgate run`: runs the experiment, writes OUT/results.json, OUT/report.json and
 * OUT/report.md, prints the report, and returns the exit code. `argv` holds the arguments
 * after `run`.
 */
export async function runCommand(argv: string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    return experimentCommandError('run', error, io, { usage: [ShardSpecError], failure: [DiscoveryFailedError] });
  }
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: RUN_FLAGS, allowPositionals: true, strict: true });
  const early = helpOrStray(values, positionals, RUN_USAGE, io);
  if (early !== null) return early;
  const endedBefore = processSweeper().ended.length;
  const { repo, fromFile } = await experimentConfig(values, io);
  const flagSettings = settingsFromFlags(values);
  // The proof is on unless the config file or --no-prove-unchanged turns it off (PROVE_UNCHANGED_DEFAULT).
  const settings = resolveRunSettings(repo, [PROVE_UNCHANGED_DEFAULT, fromFile.run, flagSettings]);
  const analysisFlags = Object.fromEntries(
    Object.keys(ANALYSIS_FLAGS).map((flag) => [flag, values[flag as keyof typeof values] as string | boolean | undefined]),
  );
  // The seed comes from the run settings (runAnalysisOptions): the whole run replays from it.
  const policy = { ...fromFile.analysis, ...analysisOptionsFrom(analysisFlags, false) };
  const shard = shardFrom(values);
  const outDir = resolve(io.cwd, values.out ?? 'benchgate-out');
  const logger = streamLogger(io.stderr, { verbose: values.verbose, live: io.stderrIsTerminal });
  const dirty = await dirtyTreeWarning(repo);
  if (dirty !== null) logger.warning(dirty);

  // No design named (no --budget, no binaries or executions in flags or the config file): adaptive
  // with the default budget, as the action. A --binaries flag wins over the prior's plan; a config
  // file's `binaries` is for the fixed design. A shard runs the fixed design.
  const designGiven = [flagSettings, fromFile.run].some((given) => given.binaries !== undefined || given.executions !== undefined);
  const design = await designFrom(values, io, { designGiven: designGiven || shard !== undefined, binaries: flagSettings.binaries });
  const { adaptive } = design;
  if (adaptive !== null && shard !== undefined) throw new UsageError('--shard runs the fixed design: --budget cannot be combined with it');
  if (design.defaulted !== null) logger.info(defaultBudgetLogLine(design.defaulted));
  // One set of settings for the looks, the report and the record (meta.analysis) a re-gate reads.
  const planned = runAnalysisOptions(policy, settings, adaptive);
  const historyPrior = values['history-prior'];
  // The history prior is fitted before anything is measured, for this machine, as the action
  // does: an adaptive run's looks use it while measuring; a fixed design's analysis after.
  const analysis =
    historyPrior === undefined
      ? planned
      : {
          ...planned,
          historyPriors: await (
            await import('./history-prior-flag.js')
          ).historyPriorsFromFlag(historyPrior, runnerInfo(), io, adaptive === null ? 'design' : 'looks'),
        };
  // --profile: the raw profiles go to OUT/profiles, made afresh (an earlier run's must not mix in).
  let profiles: RunProfiles | undefined;
  const profilesDir = join(outDir, 'profiles');
  if (values.profile === true) {
    await rm(profilesDir, { recursive: true, force: true });
    await mkdir(profilesDir, { recursive: true });
  }
  const profile = values.profile === true ? { profile: { keepDir: profilesDir, done: (p: RunProfiles) => (profiles = p) } } : {};
  const results = await measure({ settings, analysis, adaptive, logger, ...(shard === undefined ? {} : { shard }), ...profile });
  await mkdir(outDir, { recursive: true });
  const shown = (file: string): string => {
    const path = relative(io.cwd, join(outDir, file));
    return path.startsWith('..') ? join(outDir, file) : path;
  };
  if (shard !== undefined && results.benchmarks.length === 0) {
    // Nothing to analyse: the record the merge reads is written here.
    const recorded = { ...results, meta: { ...results.meta, analysis: analysisRecord(analysis) } };
    await writeFile(join(outDir, 'results.json'), `${JSON.stringify(recorded)}\n`);
    io.stderr(`shard ${formatShard(shard)} has no benchmarks (more shards than benchmarks); wrote ${shown('results.json')} for benchgate merge\n`);
    return EXIT.ok;
  }

  const shardNote: RunNote[] =
    shard === undefined ? [] : [{ kind: 'shard-alone', shard: formatShard(shard), replica: shard.replica ? formatShard(shard.replica) : null }];
  // A shard alone does not decide (as the action's shard job): the merged analysis does.
  const notes = [...shardNote, ...(design.defaulted === null ? [] : [design.defaulted])];
  recordEndedProcesses(results, processSweeper().ended.slice(endedBefore));
  const context = profiles === undefined ? {} : { context: { profiles: profileReport(profiles, analysis, results) } };
  const { analysed, built } = gate(
    results,
    { measured: analysis },
    { notes, gate: { failOnRegression: true, accepted: false, decides: shard === undefined }, ...context },
  );
  for (const file of built.files) await writeFile(join(outDir, file.name), file.content);
  io.stderr(`wrote ${built.files.map((file) => shown(file.name)).join(', ')}\n\n`);
  io.stdout(values.json ? built.files[1].content : built.markdown);
  return gateExitCode(built.gate.outcome, analysed.failures, io, 'run');
}

/** `--shard i/N` and `--replica r/R`: the shard this run measures, or undefined for the whole suite. */
function shardFrom(values: { shard?: string; replica?: string }): ExperimentShard | undefined {
  if (values.shard === undefined) {
    if (values.replica !== undefined) throw new UsageError('--replica needs --shard as well (write --shard 1/1 to replicate the whole suite)');
    return undefined;
  }
  const shard = parseShard(values.shard, '--shard');
  const replica = values.replica === undefined ? undefined : parseShard(values.replica, '--replica');
  return { ...shard, ...(replica === undefined ? {} : { replica }) };
}

/**
 * `--budget` (minutes) and `--prior`: the adaptive design, or null for the fixed one (effectiveBudget:
 * the default budget when no design was given); `defaulted` when the budget was the default.
 */
async function designFrom(
  values: { budget?: string; prior?: string },
  io: CliIo,
  given: { designGiven: boolean; binaries: number | undefined },
): Promise<{ adaptive: AdaptiveRunOptions | null; defaulted: DefaultBudgetNote | null }> {
  // A prior names its budget explicitly, as the action's `prior` needs `budget`.
  if (values.budget === undefined && values.prior !== undefined) throw new UsageError('--prior plans an adaptive run: give --budget MINUTES too');
  const budgetMinutes = values.budget === undefined ? undefined : settingOption('budget', values.budget, budgetMinutesValue);
  const budget = effectiveBudget({ budgetMinutes, designGiven: given.designGiven });
  const adaptive = await priorUsage(() => adaptiveOptions({ budgetMinutes: budget.budgetMinutes, prior: values.prior, binaries: given.binaries }, io.cwd));
  return { adaptive, defaulted: defaultBudgetNote(budget) };
}

/** Reads `--prior FILE`; an unreadable or malformed file is a usage error naming it. */
export async function readPrior(path: string, io: CliIo): Promise<Prior> {
  return priorUsage(() => readPriorFile(path, io.cwd));
}

async function priorUsage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof PriorFileError) throw new UsageError(`--prior: ${error.message}`);
    throw error;
  }
}

/** The settings given as flags, validated like the config file's keys, with messages naming the flag. */
export function settingsFromFlags(values: Record<string, string | boolean | string[] | undefined>): RunSettingsInput {
  const settings: Record<string, unknown> = {};
  const read = (flag: string, parse: () => unknown, setting: string): void => {
    try {
      settings[setting] = parse();
    } catch (error) {
      if (error instanceof InvalidValueError) throw new UsageError(`--${flag}: ${error.message}`);
      throw error;
    }
  };
  for (const flag of SETTING_FLAGS) {
    const value = values[flag];
    if (value !== undefined) read(flag, () => CONFIG_FILE_FIELDS[flag].parse(value), CONFIG_FILE_FIELDS[flag].setting);
  }
  const artifacts = values.artifact as string[] | undefined;
  if (artifacts !== undefined) read('artifact', () => globList(artifacts), 'artifacts');
  if (values['prove-unchanged'] === true && values['no-prove-unchanged'] === true)
    throw new UsageError('--prove-unchanged and --no-prove-unchanged contradict each other: give one');
  if (values['prove-unchanged'] === true) settings.proveUnchanged = true;
  if (values['no-prove-unchanged'] === true) settings.proveUnchanged = false;
  const env = values.env as string[] | undefined;
  if (env !== undefined) read('env', () => envMap(Object.fromEntries(env.map(splitAssignment))), 'env');
  return settings;
}

function splitAssignment(assignment: string): [string, string] {
  const at = assignment.indexOf('=');
  if (at <= 0) throw new InvalidValueError(`expected NAME=VALUE, got ${JSON.stringify(assignment)}`);
  return [assignment.slice(0, at), assignment.slice(at + 1)];
}
