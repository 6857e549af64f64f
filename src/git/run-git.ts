/**
 * The one way benchgate starts git, for the runner's worktrees, the action's fetches and the
 * history branch alike. Every call gets the same settings:
 * - hooks off (`core.hooksPath=/dev/null`): a checkout or push must not run the repository's or
 *   the user's hook scripts, only the commands benchgate was given;
 * - signing off (`commit.gpgsign=false`) for the commits benchgate makes itself;
 * - no prompts (`GIT_TERMINAL_PROMPT=0`): a missing credential fails instead of waiting;
 * - C locale, so git's messages can be matched and are the same in every log;
 * - stdin closed.
 * A failure keeps git's own stderr: as the `cause` of the thrown error and in its message.
 */
import { stat } from 'node:fs/promises';
import { execa } from 'execa';

export interface GitResult {
  /** -1 when git could not be started (no git binary, or the working directory is missing). */
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface GitRunOptions {
  cwd?: string;
  /** Added to the inherited environment (e.g. GIT_INDEX_FILE, GIT_CONFIG_* for a token header). */
  env?: Record<string, string>;
}

/** Runs git without throwing on a non-zero exit, for callers that read the exit code themselves. */
export type GitExec = (args: readonly string[], options?: GitRunOptions) => Promise<GitResult>;

export const GIT_SETTINGS: readonly string[] = ['-c', 'core.hooksPath=/dev/null', '-c', 'commit.gpgsign=false'];

/** git's stderr, carried as the `cause` of a {@link GitError}. */
export class GitStderr extends Error {
  constructor(text: string) {
    super(text);
    this.name = 'GitStderr';
  }
}

/** A git command that failed (or could not start); the message carries git's own explanation. */
export class GitError extends Error {
  readonly args: readonly string[];
  readonly exitCode: number;
  /** git's stderr, trimmed (empty when git wrote nothing). */
  readonly stderr: string;

  constructor(args: readonly string[], result: GitResult) {
    const stderr = result.stderr.trim();
    const explanation = stderr || result.stdout.trim() || `exit code ${result.exitCode}`;
    super(`git ${args.join(' ')} failed: ${explanation}`, { cause: new GitStderr(stderr) });
    this.name = 'GitError';
    this.args = args;
    this.exitCode = result.exitCode;
    this.stderr = stderr;
  }

  /** git refused the repository because another user owns it (`safe.directory`). */
  get dubiousOwnership(): boolean {
    return /dubious ownership/i.test(this.stderr);
  }

  /** git found no repository at or above the directory. */
  get notARepository(): boolean {
    return /not a git repository/i.test(this.stderr);
  }
}

export const execGit: GitExec = async (args, options = {}) => {
  const result = await execa('git', [...GIT_SETTINGS, ...args], {
    cwd: options.cwd,
    env: { GIT_TERMINAL_PROMPT: '0', LANG: 'C', LC_ALL: 'C', ...options.env },
    reject: false,
    stdin: 'ignore',
    stripFinalNewline: false,
  });
  // A missing git binary or working directory fails before git runs: no exit code, the reason in execa's message.
  if (result.exitCode === undefined) {
    // Node reports a missing working directory as "spawn git ENOENT", as if git were missing.
    const missingDir = options.cwd !== undefined && !(await isDirectory(options.cwd));
    const reason = missingDir ? `the directory ${options.cwd} does not exist` : result.shortMessage;
    return { exitCode: -1, stdout: '', stderr: `git could not be started: ${reason}` };
  }
  return { exitCode: result.exitCode, stdout: String(result.stdout), stderr: String(result.stderr) };
};

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/**
 * Runs git in `cwd` and returns its stdout, trimmed unless `raw` (for `-z` output, where a path
 * may begin or end with a space). Throws a {@link GitError} when git fails.
 */
export async function git(cwd: string, args: readonly string[], options: { raw?: boolean; env?: Record<string, string> } = {}): Promise<string> {
  const result = await execGit(args, { cwd, env: options.env });
  if (result.exitCode !== 0) throw new GitError(args, result);
  return options.raw === true ? result.stdout : result.stdout.trim();
}

/** `https://user:token@host/…` → `https://***@host/…`, for messages. */
export function redactRemote(text: string): string {
  return text.replace(/(\/\/)[^/@\s]+@/g, '$1***@');
}
