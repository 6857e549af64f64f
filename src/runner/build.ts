import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, type RunSettings } from '../config/run-settings.js';
import { formatCommand, type Command } from '../config/split-command.js';
import type { Logger } from '../ports/logger.js';
import type { VersionSide } from '../results/results-format.js';
import { hashArtifacts } from './artifact-hash.js';
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
  outputHash: string | null;
}

export type Binaries = Record<VersionSide, Binary[]>;

const OUTPUT_TAIL_LINES = 40;

/** A clean or build command that failed: the run cannot go on without every binary. */
export class BuildFailedError extends Error {
  constructor(
    readonly version: VersionSide,
    readonly binary: number,
    readonly command: string,
    readonly exitCode: number | null,
    readonly reason: string,
    readonly outputTail: string,
  ) {
    super(
      `${version} build ${binary + 1} failed: \`${command}\` ${reason}` +
        (outputTail === '' ? ' (no output)' : `; last lines of its output:\n${outputTail}`),
    );
    this.name = 'BuildFailedError';
  }
}

/**
 * The order of builds: base and head alternate, in ABBA fashion (base, head, head, base, …),
 * so a machine getting slower or faster during the builds affects both versions alike.
 */
export function buildOrder(binaries: number): { version: VersionSide; index: number }[] {
  const order: { version: VersionSide; index: number }[] = [];
  for (let k = 0; k < binaries; k++) {
    const pair: VersionSide[] = k % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
    for (const version of pair) order.push({ version, index: k });
  }
  return order;
}

/**
 * Builds every binary of both versions, each in a fresh worktree of its commit (so each
 * starts from a clean tree and all stay available for execution later). Throws
 * `BuildFailedError` on the first failing clean or build command.
 */
export async function buildBinaries(
  settings: RunSettings,
  shas: Record<VersionSide, string>,
  worktrees: Worktrees,
  logger: Logger,
  signal?: AbortSignal,
): Promise<Binaries> {
  const binaries: Binaries = { base: [], head: [] };
  for (const { version, index } of buildOrder(settings.binaries)) {
    if (signal !== undefined) throwIfInterrupted(signal);
    const worktree = await worktrees.add(`${version}-${index}`, shas[version]);
    const dir = settings.workdir === null ? worktree : join(worktree, settings.workdir);
    if (!(await isDirectory(dir))) {
      throw new ConfigError(`workdir: "${settings.workdir}" is not a directory in ${version} (${shas[version].slice(0, 12)})`);
    }
    const env = commandEnvironment(settings.env, { version, binary: index });
    if (settings.clean !== null) await runBuildStep(settings.clean, dir, env, version, index, logger, signal);
    const buildSeconds = settings.build === null ? null : await runBuildStep(settings.build, dir, env, version, index, logger, signal);
    const { hash, files } = await hashArtifacts(dir, settings.artifacts);
    if (settings.artifacts.length > 0 && files === 0) {
      logger.warning(`${version} build ${index + 1}: no file matches the artifacts ${settings.artifacts.join(', ')}; no output hash`);
    }
    logger.info(
      `${version} build ${index + 1}/${settings.binaries}` +
        (buildSeconds === null ? ' (no build command)' : `: ${buildSeconds.toFixed(1)} s`) +
        (hash === null ? '' : `, ${files} output files, ${hash.slice(0, 19)}…`),
    );
    binaries[version][index] = { version, index, dir, buildSeconds, outputHash: hash };
  }
  return binaries;
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
  const tail = lastLines(result.output, OUTPUT_TAIL_LINES);
  const reason =
    result.spawnError !== null ? `could not start: ${result.spawnError}`
    : result.signal !== null ? `was killed by ${result.signal}`
    : result.exitCode !== 0 ? `exited with code ${result.exitCode}`
    : null;
  if (reason !== null) throw new BuildFailedError(version, index, formatCommand(command), result.exitCode, reason, tail);
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
