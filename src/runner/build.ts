import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigError, type RunSettings } from '../config/run-settings.js';
import { formatCommand, type Command } from '../config/split-command.js';
import type { Logger } from '../ports/logger.js';
import { VERSION_SIDES, type VersionSide } from '../results/results-format.js';
import { differingOutputs, hashOutputs, matchFiles, type OutputEntries } from './artifact-hash.js';
import { listBuildOutputs } from './build-outputs.js';
import { git, GitError } from '../git/run-git.js';
import { buildsIdentical, canSkipRemainingBuilds } from './rebuild-savings.js';
import { throwIfInterrupted } from './interrupts.js';
import { commandEnvironment } from './environment.js';
import { lastLines, runProcess } from './run-process.js';
import type { Worktrees } from './worktrees.js';

/** One build of one version, ready to be executed any number of times in any order. */
export interface Binary {
  version: VersionSide;
  /** k, from 0. */
  index: number;
  /** Where its commands run: the worktree, plus `workdir`. */
  dir: string;
  /** Null when there is no build command. */
  buildSeconds: number | null;
  /** `sha256:…` of what the build produced, `source:<tree>` without a build command; null when unknown. */
  outputHash: string | null;
  /** Set when the hash differs from the version's first build: up to 5 paths that differ. */
  outputDiff?: string[];
}

export type Binaries = Record<VersionSide, Binary[]>;

const OUTPUT_TAIL_LINES = 40;
/** A failed build's first lines shown beside its last: a tool that fails early often prints the cause first and pages of help after it. */
const OUTPUT_HEAD_LINES = 20;

/**
 * A build that failed (its clean or build command, or git making its worktree): the run cannot
 * go on without its first builds; a build added while measuring is recorded instead (`Builder.addPair`).
 */
export class BuildFailedError extends Error {
  constructor(
    readonly version: VersionSide,
    readonly binary: number,
    readonly command: string,
    readonly exitCode: number | null,
    readonly reason: string,
    readonly outputTail: string,
    /** The first lines not among `outputTail`'s, ending in a line `…` when lines between were left out; '' when the tail is all. */
    readonly outputHead: string = '',
  ) {
    super(`${version} build ${binary + 1} failed: \`${command}\` ${reason}` + outputExcerpt(outputHead, outputTail));
    this.name = 'BuildFailedError';
  }
}

/** `; first lines of its output:\n…\nlast lines:\n…`, or the last lines alone when they are all, or ` (no output)`. */
export function outputExcerpt(head: string, tail: string): string {
  if (head !== '') return `; first lines of its output:\n${head}\nlast lines:\n${tail}`;
  return tail === '' ? ' (no output)' : `; last lines of its output:\n${tail}`;
}

/**
 * What a failed build's log shows of its output, from the start (`head`) and the end (`tail`)
 * of it as run-process kept them: the last 40 lines, and the first 20 of the others, with a
 * line `…` where lines were left out. When the tail holds the whole output, it starts with the
 * head, and nothing is shown twice.
 */
export function splitBuildOutput(head: string, tail: string): { outputHead: string; outputTail: string } {
  const outputTail = lastLines(tail, OUTPUT_TAIL_LINES);
  const whole = tail.startsWith(head);
  const lines = (whole ? tail : head).replace(/\s+$/, '').split(/\r?\n/);
  if (whole) {
    const before = Math.max(0, lines.length - OUTPUT_TAIL_LINES);
    const shown = lines.slice(0, Math.min(OUTPUT_HEAD_LINES, before));
    return { outputHead: [...shown, ...(before > shown.length ? ['…'] : [])].join('\n'), outputTail };
  }
  return { outputHead: [...lines.slice(0, OUTPUT_HEAD_LINES), '…'].join('\n'), outputTail };
}

/** The end of a failed build's message: its first and last lines (`splitBuildOutput`). */
export function buildFailureOutput(head: string, tail: string): string {
  const split = splitBuildOutput(head, tail);
  return outputExcerpt(split.outputHead, split.outputTail);
}

/**
 * The order of builds: base and head alternate, in ABBA fashion (base, head, head, base, …),
 * so a machine getting slower or faster during the builds affects both versions alike.
 */
export function buildOrder(binaries: number): { version: VersionSide; index: number }[] {
  return Array.from({ length: binaries }, (_, k) => pairOrder(k).map((version) => ({ version, index: k }))).flat();
}

/** Which version builds first for build index k in the ABBA order: base for even k, head for odd. */
export function pairOrder(k: number): VersionSide[] {
  return k % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
}

/** What the builds showed and what was skipped. */
export interface BuildSummary {
  /** l, as configured: an upper bound. */
  planned: number;
  /** Builds per version actually made (the same for both). */
  kept: number;
  /** Per version: every build kept produced the same output (see `buildsIdentical`). */
  identical: Record<VersionSide, boolean>;
  /** Seconds the skipped builds would have taken, estimated from the kept builds of each version. */
  savedSeconds: number;
}

/** What every build of a run shares. */
export interface BuildContext {
  settings: RunSettings;
  shas: Record<VersionSide, string>;
  worktrees: Worktrees;
  logger: Logger;
  signal?: AbortSignal;
  /** Monotonic clock in milliseconds for the build times; performance.now by default. */
  now?: () => number;
}

/** One build just made. */
export interface FinishedBuild {
  binary: Binary;
  /** Wall seconds of the whole build: worktree, clean, build and hashing. */
  seconds: number;
  /** E.g. `: 3.1 s, 120 output files hashed in 0.05 s, sha256:0123456789ab…`, for the log line. */
  detail: string;
}

/**
 * The binaries of a run and how to make another: each build of a version in a fresh worktree
 * of its commit, with the same commands, environment, workdir check and output hashing, so
 * a build added while measuring is made exactly like the first ones.
 */
export class Builder {
  readonly binaries: Binaries = { base: [], head: [] };
  /** Each version's build 1 output manifest, to name the files a later build differs in. */
  private readonly first: Partial<Record<VersionSide, OutputEntries | null>> = {};
  /** Wall seconds of every build so far: worktree, clean and build commands, hashing. */
  private readonly wallSeconds: number[] = [];

  constructor(private readonly context: BuildContext) {}

  /**
   * Builds the next binary of `version` (index: the builds it has so far) and adds it to
   * `binaries`. Warns when its output differs from the version's build 1. Throws
   * `BuildFailedError` when the clean or build command fails, `ConfigError` for a workdir that
   * is not a directory of the commit.
   */
  async build(version: VersionSide): Promise<FinishedBuild> {
    const { settings, shas, worktrees, logger, signal } = this.context;
    const now = this.context.now ?? (() => performance.now());
    const index = this.binaries[version].length;
    if (signal !== undefined) throwIfInterrupted(signal);
    const started = now();
    const worktree = await addWorktree(worktrees, version, index, shas[version]);
    const dir = settings.workdir === null ? worktree : join(worktree, settings.workdir);
    if (!(await isDirectory(dir))) {
      throw new ConfigError(`workdir: "${settings.workdir}" is not a directory in ${version} (${shas[version].slice(0, 12)})`);
    }
    const env = commandEnvironment(settings.env, { version, binary: index });
    if (settings.clean !== null) await runBuildStep(settings.clean, dir, env, version, index, logger, signal);
    const buildSeconds = settings.build === null ? null : await runBuildStep(settings.build, dir, env, version, index, logger, signal);
    const hashStarted = now();
    const output = await hashBuild(settings, shas[version], worktree, dir);
    const hashSeconds = (now() - hashStarted) / 1000;
    if (output.files === 0 && settings.artifacts.length > 0) {
      logger.warning(`${version} build ${index + 1}: no file matches the artifacts ${settings.artifacts.join(', ')}; no output hash`);
    }
    let outputDiff: string[] | undefined;
    const first = this.first[version];
    if (index === 0) this.first[version] = output.entries;
    else if (output.hash !== this.binaries[version][0].outputHash && first && output.entries) {
      const differing = differingOutputs(first, output.entries, Infinity);
      outputDiff = differing.slice(0, OUTPUT_DIFF_PATHS);
      logger.warning(
        `${version} build ${index + 1} differs from build 1 in ${differing.length} file${differing.length === 1 ? '' : 's'}: ` +
          `${outputDiff.join(', ')}${differing.length > outputDiff.length ? ', …' : ''}; ` +
          'the build is not deterministic, so the build-to-build variance stays in the analysis (make these outputs reproducible, or name the ' +
          'real outputs with artifacts)',
      );
    }
    const binary: Binary = { version, index, dir, buildSeconds, outputHash: output.hash, ...(outputDiff === undefined ? {} : { outputDiff }) };
    this.binaries[version].push(binary);
    const detail =
      (buildSeconds === null ? ' (no build command)' : `: ${buildSeconds.toFixed(1)} s`) +
      (output.hash === null
        ? ''
        : output.hash.startsWith('source:')
          ? `, ${output.hash.slice(0, 19)}…`
          : `, ${output.files} output files hashed in ${hashSeconds.toFixed(2)} s, ${output.hash.slice(0, 19)}…`);
    const seconds = (now() - started) / 1000;
    this.wallSeconds.push(seconds);
    return { binary, seconds, detail };
  }

  /** Mean wall seconds of one build so far (what another costs); null before the first. */
  meanSeconds(): number | null {
    return this.wallSeconds.length === 0 ? null : this.wallSeconds.reduce((sum, s) => sum + s, 0) / this.wallSeconds.length;
  }

  /** One more build of each version, in the order the ABBA sequence of builds continues with (`pairOrder`). */
  async buildPair(): Promise<Record<VersionSide, FinishedBuild>> {
    const built: Partial<Record<VersionSide, FinishedBuild>> = {};
    for (const version of pairOrder(this.binaries.base.length)) built[version] = await this.build(version);
    return built as Record<VersionSide, FinishedBuild>;
  }

  /**
   * `buildPair` for a pair added while measuring, where a failed build must not end the run:
   * when either build fails (`BuildFailedError`), the pair is taken back (the version built
   * first leaves `binaries` again), the worktrees of both are removed, and the failure is
   * returned instead of thrown. Anything else (an interrupt above all) still throws.
   */
  async addPair(): Promise<{ built: Record<VersionSide, FinishedBuild> } | { failed: BuildFailedError }> {
    const index = this.binaries.base.length;
    try {
      return { built: await this.buildPair() };
    } catch (error) {
      if (!(error instanceof BuildFailedError)) throw error;
      // Git making a worktree is not aborted by SIGINT/SIGTERM: its failure then is the interrupt's.
      if (this.context.signal !== undefined) throwIfInterrupted(this.context.signal);
      for (const version of VERSION_SIDES) {
        this.binaries[version].splice(index);
        await this.context.worktrees.remove(worktreeName(version, index));
      }
      return { failed: error };
    }
  }
}

function worktreeName(version: VersionSide, index: number): string {
  return `${version}-${index}`;
}

/** The fresh worktree of build `index`; git failing to make it fails the build like its command would. */
async function addWorktree(worktrees: Worktrees, version: VersionSide, index: number, sha: string): Promise<string> {
  try {
    return await worktrees.add(worktreeName(version, index), sha);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const command = `git worktree add --detach ${sha.slice(0, 12)}`;
    throw new BuildFailedError(
      version,
      index,
      command,
      error.exitCode >= 0 ? error.exitCode : null,
      `could not make its worktree: ${error.stderr || error.message}`,
      '',
    );
  }
}

/**
 * Builds the binaries of both versions in ABBA order, each in a fresh worktree of its commit
 * (so each starts from a clean tree and all stay available for execution later), and hashes
 * what each build produced (`hashBuild`). Once the first two builds of both versions are
 * identical, the remaining builds are skipped: they could only repeat the same binary.
 * Throws `BuildFailedError` on the first failing clean or build command. The builder it
 * returns can add more builds later.
 */
export async function buildBinaries(context: BuildContext): Promise<{ binaries: Binaries; summary: BuildSummary; builder: Builder }> {
  const { settings, logger } = context;
  const builder = new Builder(context);
  const { binaries } = builder;
  const costs: Record<VersionSide, number[]> = { base: [], head: [] };
  let skipped = false;
  const hashes = () => ({ base: binaries.base.map((b) => b.outputHash), head: binaries.head.map((b) => b.outputHash) });
  for (const { version, index } of buildOrder(settings.binaries)) {
    if (canSkipRemainingBuilds(hashes(), settings.binaries)) {
      skipped = true;
      break;
    }
    const built = await builder.build(version);
    logger.info(`${version} build ${index + 1}/${settings.binaries}${built.detail}`);
    costs[version].push(built.seconds);
  }
  const kept = binaries.base.length;
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const savedSeconds = VERSION_SIDES.reduce((sum, side) => sum + (settings.binaries - kept) * mean(costs[side]), 0);
  if (skipped) {
    logger.info(
      `base and head: the first ${kept} builds are identical; skipping ${kept + 1 === settings.binaries ? `build ${kept + 1}` : `builds ${kept + 1}…${settings.binaries}`} (about ${savedSeconds.toFixed(0)} ` +
        `s of building)`,
    );
  }
  const identical = { base: buildsIdentical(hashes().base), head: buildsIdentical(hashes().head) };
  return { binaries, summary: { planned: settings.binaries, kept, identical, savedSeconds }, builder };
}

/** Paths of differing outputs recorded per build (`outputDiff`). */
const OUTPUT_DIFF_PATHS = 5;

/**
 * What identifies the binary one build produced. No build command: the checked-out source
 * is the binary, `source:` and the commit's tree id. With `artifacts`: the matching files
 * under the working directory. Otherwise every file the build created, changed or deleted in
 * its worktree (build-outputs.ts). `entries` is null for a `source:` hash.
 */
export async function hashBuild(
  settings: Pick<RunSettings, 'build' | 'artifacts'>,
  sha: string,
  worktree: string,
  dir: string,
): Promise<{ hash: string | null; files: number; entries: OutputEntries | null }> {
  if (settings.build === null) {
    const tree = await git(worktree, ['rev-parse', '--verify', '--end-of-options', `${sha}^{tree}`]);
    return { hash: `source:${tree}`, files: 0, entries: null };
  }
  if (settings.artifacts.length > 0) {
    const files = await matchFiles(dir, settings.artifacts);
    if (files.length === 0) return { hash: null, files: 0, entries: null };
    const manifest = await hashOutputs(dir, files);
    return { hash: manifest.hash, files: files.length, entries: manifest.entries };
  }
  const outputs = await listBuildOutputs(worktree);
  const manifest = await hashOutputs(worktree, outputs.present, outputs.deleted);
  return { hash: manifest.hash, files: manifest.entries.size, entries: manifest.entries };
}

/** Runs one clean or build command and returns its duration in seconds. */
async function runBuildStep(
  command: Command,
  dir: string,
  env: Record<string, string>,
  version: VersionSide,
  index: number,
  logger: Logger,
  signal?: AbortSignal,
): Promise<number> {
  const result = await runProcess(command, { cwd: dir, env, signal, interleaved: true });
  if (result.canceled && signal !== undefined) throwIfInterrupted(signal);
  const { outputHead, outputTail: tail } = splitBuildOutput(result.outputHead, result.output);
  const reason =
    result.spawnError !== null
      ? `could not start: ${result.spawnError}`
      : result.signal !== null
        ? `was killed by ${result.signal}`
        : result.exitCode !== 0
          ? `exited with code ${result.exitCode}`
          : null;
  if (reason !== null) throw new BuildFailedError(version, index, formatCommand(command), result.exitCode, reason, tail, outputHead);
  if (tail !== '') logger.debug(`${version} build ${index + 1}, \`${formatCommand(command)}\`:\n${tail}`);
  return result.wallMs / 1000;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
