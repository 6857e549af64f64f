/** Runs git (the only place the git backend starts processes). */
import { execa } from 'execa';

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export type GitExec = (args: readonly string[], options?: { env?: Record<string, string>; cwd?: string }) => Promise<GitResult>;

/**
 * git with prompts off (a missing credential fails instead of waiting for input), C locale
 * messages, and signing off for the commits benchgate makes.
 */
export const execGit: GitExec = async (args, options = {}) => {
  const result = await execa('git', ['-c', 'commit.gpgsign=false', ...args], {
    cwd: options.cwd,
    env: { GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...options.env },
    reject: false,
    stripFinalNewline: false,
  });
  return { exitCode: result.exitCode ?? 1, stdout: String(result.stdout), stderr: String(result.stderr) };
};

/** `https://user:token@host/…` → `https://***@host/…`, for messages. */
export function redactRemote(text: string): string {
  return text.replace(/(\/\/)[^/@\s]+@/g, '$1***@');
}
