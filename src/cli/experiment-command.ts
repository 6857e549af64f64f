import { join, resolve } from 'node:path';
import { CONFIG_FILE_PATH, loadConfigFile, type ConfigFile } from '../config/config-file.js';
import { ConfigError } from '../config/run-settings.js';
import { BuildFailedError } from '../runner/build.js';
import { NotARepositoryError, repositoryRoot, UnknownRefError } from '../runner/worktrees.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';

type ErrorKind = abstract new (...args: never[]) => Error;

/**
 * The end of every command that builds and measures (run, calibrate, bisect): a usage or
 * configuration error is one line and exit 2, a build (or `failures`) one line and exit 3;
 * anything else is a bug and is thrown on.
 */
export function experimentCommandError(command: string, error: unknown, io: CliIo, kinds: { usage?: ErrorKind[]; failure?: ErrorKind[] } = {}): number {
  const usage: ErrorKind[] = [UsageError, ConfigError, UnknownRefError, NotARepositoryError, ...(kinds.usage ?? [])];
  const failure: ErrorKind[] = [BuildFailedError, ...(kinds.failure ?? [])];
  if (usage.some((kind) => error instanceof kind) || isParseArgsError(error)) {
    io.stderr(`benchgate ${command}: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  if (failure.some((kind) => error instanceof kind)) {
    io.stderr(`benchgate ${command}: ${(error as Error).message}\n`);
    return EXIT.failure;
  }
  throw error;
}

/** `--help` prints the usage (exit 0); a stray argument is a usage error. Null: go on. */
export function helpOrStray(values: { help?: boolean }, positionals: readonly string[], usage: string, io: CliIo): number | null {
  if (values.help) {
    io.stdout(`${usage}\n`);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}\n${usage}`);
  return null;
}

/** The repository (`--repo`, default the working directory's) and its config file (`--config FILE`, or .github/benchgate.yml when present). */
export async function experimentConfig(values: { repo?: string; config?: string }, io: CliIo): Promise<{ repo: string; fromFile: ConfigFile }> {
  const repo = await repositoryRoot(resolve(io.cwd, values.repo ?? '.'));
  const fromFile =
    values.config === undefined
      ? await loadConfigFile(join(repo, CONFIG_FILE_PATH), CONFIG_FILE_PATH, true)
      : await loadConfigFile(resolve(io.cwd, values.config), values.config, false);
  return { repo, fromFile };
}

function isParseArgsError(error: unknown): boolean {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}
