import { execa } from 'execa';

/** A git command that failed; the message carries git's own explanation. */
export class GitError extends Error {
  constructor(args: readonly string[], stderr: string) {
    super(`git ${args.join(' ')} failed: ${stderr.trim() || 'no message'}`);
    this.name = 'GitError';
  }
}

/** Runs git in `cwd` and returns its trimmed stdout. Hooks are switched off: benchgate's checkouts must not run user code except the commands it was given. */
export async function git(cwd: string, args: readonly string[]): Promise<string> {
  const result = await execa('git', ['-c', 'core.hooksPath=/dev/null', ...args], {
    cwd,
    reject: false,
    stdin: 'ignore',
    env: { GIT_TERMINAL_PROMPT: '0', LANG: 'C', LC_ALL: 'C' },
  });
  if (result.failed) throw new GitError(args, result.stderr || (result.shortMessage ?? ''));
  return result.stdout.trim();
}
