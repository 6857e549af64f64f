import { execa } from 'execa';

/** A git command that failed; the message carries git's own explanation. */
export class GitError extends Error {
  constructor(args: readonly string[], stderr: string) {
    super(`git ${args.join(' ')} failed: ${stderr.trim() || 'no message'}`);
    this.name = 'GitError';
  }
}

/**
 * Runs git in `cwd` and returns its stdout, trimmed unless `raw` (for `-z` output, where a
 * path may begin or end with a space). Hooks are switched off: benchgate's checkouts must not
 * run user code except the commands it was given.
 */
export async function git(cwd: string, args: readonly string[], options: { raw?: boolean } = {}): Promise<string> {
  const result = await execa('git', ['-c', 'core.hooksPath=/dev/null', ...args], {
    cwd,
    reject: false,
    stdin: 'ignore',
    stripFinalNewline: false,
    env: { GIT_TERMINAL_PROMPT: '0', LANG: 'C', LC_ALL: 'C' },
  });
  if (result.failed) throw new GitError(args, result.stderr || (result.shortMessage ?? ''));
  return options.raw === true ? result.stdout : result.stdout.trim();
}
