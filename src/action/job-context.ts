import type { RunNote } from '../analysis/notes.js';
import { realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { resolveAnalysisSettings, type AnalysisSettings } from '../config/analysis-config.js';
import { loadConfigFile, type ConfigFile } from '../config/config-file.js';
import { loadCommittedConfig, MEASURING_KEYS, pullRequestGatePolicy, pullRequestMeasuringSettings } from '../config/gate-policy.js';
import { PROVE_UNCHANGED_DEFAULT, resolveRunSettings, type RunSettings, type RunSettingsInput } from '../config/run-settings.js';
import { splitCommand } from '../config/split-command.js';
import type { ArtifactStore } from '../ports/artifact-store.js';
import { NotARepositoryError, repositoryRoot } from '../runner/worktrees.js';
import { Input, InputError, type ActionInputs } from './action-inputs.js';
import type { ActionPort } from './action-port.js';
import type { ActionServices } from './action-services.js';
import { ensureCommit, firstParent } from './ensure-commits.js';
import { comparisonForEvent, type Comparison } from './event-comparison.js';
import { runUrl, type EventPayload, type GitHubEnv } from './github-env.js';
import type { GitHubMeta } from '../results/results-meta.js';

/**
 * Everything a mode works with: the runtime port, the inputs, the runner's environment, the
 * event payload (read once, by runAction) and the services.
 */
export interface ActionJob {
  port: ActionPort;
  inputs: ActionInputs;
  github: GitHubEnv;
  payload: EventPayload;
  services: ActionServices;
  artifacts: ArtifactStore;
}

/** What the event compares. */
export interface JobEvent {
  comparison: Comparison;
}

export function jobEvent(job: Pick<ActionJob, 'inputs' | 'github' | 'payload'>): JobEvent {
  return { comparison: comparisonForEvent(job.github.eventName, job.payload, job.github.sha, job.inputs) };
}

/** The checkout and the commits a measuring mode compares, resolved (and fetched when a shallow clone lacks them). */
export interface JobCheckout {
  repo: string;
  /** The working directory's place inside each checkout; undefined leaves the config file's `workdir`. */
  workdir: string | undefined;
  baseSha: string;
  headSha: string;
}

function workingDirectoryError(given: string, problem: string): InputError {
  const hint = given === '.' ? ' (the workspace)' : ', relative to the workspace';
  return new InputError(
    Input.WorkingDirectory,
    `${JSON.stringify(given)}${hint}: ${problem}; check out the repository first (actions/checkout) and give a directory inside it`,
  );
}

/** The `working-directory` input resolved against the workspace; an InputError when it is missing or not a directory. */
export async function existingWorkingDirectory(job: Pick<ActionJob, 'port' | 'inputs'>): Promise<string> {
  const given = job.inputs.workingDirectory;
  const workingDirectory = resolve(job.port.env.GITHUB_WORKSPACE ?? '.', given);
  const info = await stat(workingDirectory).catch(() => undefined);
  if (info === undefined) throw workingDirectoryError(given, `${workingDirectory} does not exist`);
  if (!info.isDirectory()) throw workingDirectoryError(given, `${workingDirectory} is not a directory`);
  return workingDirectory;
}

/** The `working-directory` input resolved against the workspace, and the repository it is in. */
export async function workingDirectoryRepository(job: Pick<ActionJob, 'port' | 'inputs'>): Promise<{ workingDirectory: string; repo: string }> {
  const workingDirectory = await existingWorkingDirectory(job);
  try {
    return { workingDirectory, repo: await repositoryRoot(workingDirectory) };
  } catch (error) {
    if (!(error instanceof NotARepositoryError)) throw error;
    throw workingDirectoryError(job.inputs.workingDirectory, error.message);
  }
}

export async function resolveCheckout(job: ActionJob, comparison: Comparison): Promise<JobCheckout> {
  const { port, services } = job;
  const { workingDirectory, repo } = await workingDirectoryRepository(job);
  const inRepo = relative(repo, await realpath(workingDirectory))
    .split(sep)
    .join('/');
  const headSha = await ensureCommit(services.git, repo, comparison.head, 'head');
  const baseRef = typeof comparison.base === 'string' ? comparison.base : await firstParent(services.git, repo, headSha);
  const baseSha = await ensureCommit(services.git, repo, baseRef, 'base');
  port.logger.info(`Comparing base ${baseSha} with head ${headSha} (${comparison.kind}).`);
  return { repo, workdir: inRepo === '' ? undefined : inRepo, baseSha, headSha };
}

/** The config file of `dir` (`config` input, else .github/benchgate.yml when present). */
export async function loadJobConfig(job: Pick<ActionJob, 'port' | 'inputs'>, dir: string): Promise<ConfigFile> {
  const given = job.port.readInput(Input.Config).trim() !== '';
  return loadConfigFile(join(dir, job.inputs.configPath), job.inputs.configPath, !given);
}

/** The inputs that say how to build and run the benchmarks (every measuring mode, `calibrate` too), as a layer over the config file. */
export function commandLayer(inputs: ActionInputs): RunSettingsInput {
  return {
    build: inputs.build === undefined ? undefined : splitCommand(inputs.build),
    bench: inputs.bench === undefined ? undefined : splitCommand(inputs.bench),
    format: inputs.format,
    resultFile: inputs.resultFile,
    splitBenchmarks: inputs.splitBenchmarks,
    timeoutSeconds: inputs.timeoutSeconds,
  };
}

/** The inputs that set run settings, as a layer over the config file. */
export function inputLayer(inputs: ActionInputs, checkout: Pick<JobCheckout, 'baseSha' | 'headSha' | 'workdir'>): RunSettingsInput {
  return {
    base: checkout.baseSha,
    head: checkout.headSha,
    workdir: checkout.workdir,
    ...commandLayer(inputs),
    proveUnchanged: inputs.proveUnchanged,
    metrics: inputs.metrics,
    binaries: inputs.binaries,
    executions: inputs.executions,
    anchor: inputs.anchor,
    anchorBudget: inputs.anchorBudget,
  };
}

/** What a measuring mode (run, shard) resolves before it measures. */
export interface MeasuringJob extends JobEvent, JobCheckout {
  settings: RunSettings;
  analysis: AnalysisSettings;
  /** Notes for the report from the settings (the PR's config file differs from the base's). */
  notes: RunNote[];
  /** `binaries` or `executions` was given (an input or the config file): the fixed design unless `budget` is given too. */
  designGiven: boolean;
}

/** The event, checkout, settings and gate policy of `mode: run` (with or without `shard`). */
export async function resolveMeasuringJob(job: ActionJob): Promise<MeasuringJob> {
  const event = jobEvent(job);
  const checkout = await resolveCheckout(job, event.comparison);
  const fromFile = await loadJobConfig(job, checkout.repo);
  const trusted = await trustedConfigFor(job, event.comparison, checkout, fromFile);
  // The proof is on by default where two versions are compared; a trend run records the measured commit's values, so it measures.
  const defaults = event.comparison.kind === 'trend' ? {} : PROVE_UNCHANGED_DEFAULT;
  const settings = resolveRunSettings(checkout.repo, [defaults, trusted.run, inputLayer(job.inputs, checkout)]);
  const designGiven = [job.inputs.binaries, job.inputs.executions, trusted.run.binaries, trusted.run.executions].some((v) => v !== undefined);
  return {
    ...event,
    ...checkout,
    settings,
    analysis: resolveAnalysisSettings([trusted.analysis, job.inputs.analysis]),
    notes: trusted.notes,
    designGiven,
  };
}

/**
 * The config file's settings this run may trust. On a pull request the analysis keys (the gate
 * policy: the PR cannot loosen its own gate) and the keys that decide whether or how much is
 * measured (MEASURING_KEYS: the PR cannot prove itself unchanged or shrink its design) come
 * from the base commit's config file; what to run comes from the PR's. When the PR's file
 * differs in either, a warning and a note in the report say so. Other events use the
 * checked-out file.
 */
async function trustedConfigFor(job: ActionJob, comparison: Comparison, checkout: JobCheckout, head: ConfigFile): Promise<ConfigFile & { notes: RunNote[] }> {
  if (comparison.kind !== 'pull-request') return { ...head, notes: [] };
  const { repo, baseSha } = checkout;
  const git = job.services.git;
  const path = job.inputs.configPath.replace(/^(\.\/)+/, '');
  const read = async (file: string): Promise<string | null> => {
    const listed = await git(repo, ['ls-tree', '--name-only', '--end-of-options', baseSha, '--', file]);
    return listed === '' ? null : git(repo, ['cat-file', 'blob', '--end-of-options', `${baseSha}:${file}`], { raw: true });
  };
  const base = await loadCommittedConfig(read, path, `${path} in the base commit ${baseSha.slice(0, 12)}`);
  const policy = pullRequestGatePolicy(base.analysis, head.analysis, path);
  const measuring = pullRequestMeasuringSettings(base.run, head.run, path);
  job.port.logger.info(`Gate policy (analysis settings) and ${MEASURING_KEYS.join(', ')} from ${path} in the base commit ${baseSha}.`);
  const notes = [policy.note, measuring.note].filter((note): note is string => note !== undefined);
  for (const note of notes) job.port.logger.warning(`benchgate: ${note}`);
  return { run: measuring.run, analysis: policy.analysis, notes: notes.map((text) => ({ kind: 'config-differs', text })) };
}

/** `meta.github`: the event that measured. */
export function githubMeta(github: GitHubEnv, comparison: Comparison): GitHubMeta {
  return { event: github.eventName, pullRequest: comparison.pullRequest ?? null, runUrl: runUrl(github) };
}

/** The branch a trend run records (GITHUB_REF_NAME) and the one a pull request reads (its base branch). */
export function historyBranches(job: Pick<ActionJob, 'port' | 'payload'>): { write: string; read: string } {
  const write = job.port.env.GITHUB_REF_NAME || 'main';
  return { write, read: job.payload.pull_request?.base?.ref ?? write };
}

/** Where this run writes its files (under RUNNER_TEMP). */
export function outputDir(github: GitHubEnv, suffix = ''): string {
  return join(github.tempDir, `benchgate-${github.runId || 'local'}${suffix}`);
}
