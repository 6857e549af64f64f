import { execa } from 'execa';
import { performance } from 'node:perf_hooks';
import type { Command } from '../config/split-command.js';

export interface ProcessOptions {
  cwd: string;
  /** The complete environment; nothing is inherited. */
  env: Record<string, string>;
  timeoutMs?: number;
  /** Aborting kills the process (and everything it started). */
  signal?: AbortSignal;
  /** Also collect stdout and stderr interleaved, as a terminal would show them. */
  interleaved?: boolean;
}

export interface ProcessResult {
  /** Null when the process was killed by a signal or never started. */
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  canceled: boolean;
  /** Why the process could not be started (e.g. "spawn nodee ENOENT"); null when it ran. */
  spawnError: string | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr interleaved; only with `interleaved`. */
  output: string;
  startedAt: Date;
  /** From the spawn of the process to its exit. */
  wallMs: number;
}

const isWindows = process.platform === 'win32';

/**
 * Runs `argv` without a shell in its own process group. A timeout or abort kills the whole
 * group with SIGKILL, and so does a normal exit, so no child the command left behind keeps
 * running into the next measurement.
 */
export async function runProcess(argv: Command, options: ProcessOptions): Promise<ProcessResult> {
  const [file, ...args] = argv;
  const startedAt = new Date();
  let start = performance.now();
  let end: number | undefined;
  let timedOut = false;
  let canceled = false;
  const subprocess = execa(file, args, {
    cwd: options.cwd,
    env: options.env,
    extendEnv: false,
    stdin: 'ignore',
    reject: false,
    detached: !isWindows,
    all: options.interleaved ?? false,
    windowsHide: true,
  });
  // execa prepares for a few ms before it spawns; the process's time starts at its spawn.
  subprocess.once('spawn', () => {
    start = performance.now();
  });
  const killAll = (): void => {
    const pid = subprocess.pid;
    if (pid === undefined) return;
    try {
      if (isWindows) subprocess.kill('SIGKILL');
      else process.kill(-pid, 'SIGKILL');
    } catch {
      // ESRCH: the group is already gone.
    }
  };
  subprocess.once('exit', () => {
    end = performance.now();
    killAll();
  });
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => {
    timedOut = true;
    killAll();
  }, options.timeoutMs);
  const onAbort = (): void => {
    canceled = true;
    killAll();
  };
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await subprocess;
    end ??= performance.now();
    const spawnError = result.failed && result.exitCode === undefined && result.signal === undefined && !timedOut && !canceled
      ? (result.originalMessage ?? result.shortMessage ?? 'could not start')
      : null;
    return {
      exitCode: result.exitCode ?? null,
      signal: result.signal ?? null,
      timedOut,
      canceled,
      spawnError,
      stdout: String(result.stdout ?? ''),
      stderr: String(result.stderr ?? ''),
      output: options.interleaved ? String(result.all ?? '') : '',
      startedAt,
      wallMs: end - start,
    };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** The last `count` lines of `text`, without trailing blank lines. */
export function lastLines(text: string, count: number): string {
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  return lines.slice(-count).join('\n');
}
