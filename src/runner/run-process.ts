import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import type { Command } from '../config/split-command.js';
import { commandLabel, processSweeper, type EndedProcess } from './process-sweeper.js';

export interface ProcessOptions {
  cwd: string;
  /** The complete environment; nothing is inherited. */
  env: Record<string, string>;
  timeoutMs?: number;
  /** Aborting kills the process (and everything it started). */
  signal?: AbortSignal;
  /** Also collect (the end of) stdout and stderr interleaved, as a terminal would show them. */
  interleaved?: boolean;
  /** The most stdout kept, in bytes; past it the process is killed. Default `STDOUT_LIMIT_BYTES`. */
  stdoutLimitBytes?: number;
  /** An open file the process gets as its fd 3 (GNU time's report, execute.ts); none when absent. */
  fd3?: number;
}

export interface ProcessResult {
  /** Null when the process was killed by a signal or never started. */
  exitCode: number | null;
  signal: string | null;
  /** The process itself was still running at the deadline and was killed. */
  timedOut: boolean;
  /**
   * The process exited, but its stdout or stderr stayed open until the deadline: a process it
   * started outside its process group still held them. What was read until then is kept.
   */
  pipesHeldOpen: boolean;
  /** stdout grew past `stdoutLimitBytes`: the process was killed and stdout cut at the limit. */
  stdoutLimitExceeded: boolean;
  canceled: boolean;
  /** Why the process could not be started (e.g. "spawn nodee ENOENT"); null when it ran. */
  spawnError: string | null;
  stdout: string;
  /** The end of stderr (at most `STDERR_TAIL_BYTES`): stderr is streamed, never kept whole. */
  stderr: string;
  /** The end of stdout and stderr interleaved (at most `OUTPUT_TAIL_BYTES`); only with `interleaved`. */
  output: string;
  /** The start of stdout and stderr interleaved (at most `OUTPUT_HEAD_BYTES`); only with `interleaved`. */
  outputHead: string;
  startedAt: Date;
  /** From the spawn of the process to its exit. */
  wallMs: number;
  /** Processes it left outside its process group, which the sweep ended after it (process-sweeper.ts). */
  leftBehind: EndedProcess[];
}

/** The most stdout a benchmark may print (its measurements are read from it). */
export const STDOUT_LIMIT_BYTES = 100 * 1024 * 1024;
/** How much of the end of stderr is kept. */
export const STDERR_TAIL_BYTES = 64 * 1024;
const OUTPUT_TAIL_BYTES = 1024 * 1024;
const OUTPUT_HEAD_BYTES = 64 * 1024;

const isWindows = process.platform === 'win32';

/** Keeps the last `limit` bytes written to it. */
class Tail {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    for (let first = this.chunks[0]; this.size - first.length >= this.limit; first = this.chunks[0]) {
      this.chunks.shift();
      this.size -= first.length;
    }
  }
  toString(): string {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - this.limit)).toString('utf8');
  }
}

/** Keeps the first `limit` bytes written to it. */
class Head {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
    if (this.size >= this.limit) return;
    const kept = chunk.subarray(0, this.limit - this.size);
    this.chunks.push(kept);
    this.size += kept.length;
  }
  toString(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * Runs `argv` without a shell in its own process group. A timeout or abort kills the whole
 * group with SIGKILL, and so does a normal exit, so no child the command left behind keeps
 * running into the next measurement. A child that left the group (`setsid`) carries the
 * command's mark in its environment: the sweep after the command ends it (process-sweeper.ts)
 * and `leftBehind` names it.
 *
 * The deadline holds for the pipes as well: a child that left the group (`setsid`) and keeps
 * stdout open is not waited for past `timeoutMs` (`pipesHeldOpen` when the process itself had
 * exited in time, `timedOut` when it had not).
 */
export async function runProcess(argv: Command, options: ProcessOptions): Promise<ProcessResult> {
  const sweeper = processSweeper();
  const command = sweeper.begin(commandLabel(argv, options.env));
  let group: number | undefined;
  let result: Omit<ProcessResult, 'leftBehind'>;
  try {
    result = await spawnInGroup(argv, { ...options, env: { ...options.env, ...command.env } }, (pid) => {
      group = pid;
    });
  } catch (error) {
    sweeper.end(command, group);
    throw error;
  }
  return { ...result, leftBehind: sweeper.end(command, group) };
}

function spawnInGroup(argv: Command, options: ProcessOptions, onSpawn: (pid: number) => void): Promise<Omit<ProcessResult, 'leftBehind'>> {
  const [file, ...args] = argv;
  const startedAt = new Date();
  const stdoutLimit = options.stdoutLimitBytes ?? STDOUT_LIMIT_BYTES;
  return new Promise((resolve) => {
    let start = performance.now();
    let end: number | undefined;
    let exitCode: number | null = null;
    let exitSignal: string | null = null;
    let exited = false;
    let timedOut = false;
    let pipesHeldOpen = false;
    let stdoutLimitExceeded = false;
    let canceled = false;
    let spawnError: string | null = null;
    const stdoutChunks: Buffer[] = [];
    let stdoutSize = 0;
    const stderrTail = new Tail(STDERR_TAIL_BYTES);
    const outputTail = new Tail(OUTPUT_TAIL_BYTES);
    const outputHead = new Head(OUTPUT_HEAD_BYTES);
    let openPipes = 2;
    let done = false;

    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: options.fd3 === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe', options.fd3],
      detached: !isWindows,
      windowsHide: true,
    });
    if (child.pid !== undefined && !isWindows) onSpawn(child.pid);
    const killAll = (): void => {
      const pid = child.pid;
      if (pid === undefined) return;
      try {
        if (isWindows) child.kill('SIGKILL');
        else process.kill(-pid, 'SIGKILL');
      } catch {
        // ESRCH: the group is already gone.
      }
    };
    const finish = (): void => {
      if (done) return;
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      child.stdout?.destroy();
      child.stderr?.destroy();
      end ??= performance.now();
      resolve({
        exitCode: timedOut || canceled || stdoutLimitExceeded ? null : exitCode,
        signal: exitSignal,
        timedOut,
        pipesHeldOpen,
        stdoutLimitExceeded,
        canceled,
        spawnError,
        stdout: Buffer.concat(stdoutChunks).toString('utf8'),
        stderr: stderrTail.toString(),
        output: options.interleaved ? outputTail.toString() : '',
        outputHead: options.interleaved ? outputHead.toString() : '',
        startedAt,
        wallMs: end - start,
      });
    };
    const maybeFinish = (): void => {
      if (exited && openPipes === 0) finish();
    };
    const onPipeClosed = (): void => {
      openPipes -= 1;
      maybeFinish();
    };
    const read = (stream: Readable | null, onData: (chunk: Buffer) => void): void => {
      if (stream === null) {
        openPipes -= 1;
        return;
      }
      stream.on('data', onData);
      stream.once('close', onPipeClosed);
      stream.on('error', () => {});
    };
    read(child.stdout, (chunk) => {
      if (options.interleaved) {
        outputTail.push(chunk);
        outputHead.push(chunk);
      }
      if (stdoutLimitExceeded) return;
      const room = stdoutLimit - stdoutSize;
      if (chunk.length > room) {
        stdoutLimitExceeded = true;
        stdoutChunks.push(chunk.subarray(0, room));
        stdoutSize = stdoutLimit;
        killAll();
        child.stdout?.destroy();
        return;
      }
      stdoutChunks.push(chunk);
      stdoutSize += chunk.length;
    });
    read(child.stderr, (chunk) => {
      stderrTail.push(chunk);
      if (options.interleaved) {
        outputTail.push(chunk);
        outputHead.push(chunk);
      }
    });

    // The process's time starts at its spawn.
    child.once('spawn', () => {
      start = performance.now();
    });
    child.once('error', (error) => {
      // Only spawn failures reach here (kills go to the group through process.kill).
      if (child.pid === undefined) {
        spawnError = error.message;
        exited = true;
        openPipes = 0;
        end = performance.now();
        finish();
      }
    });
    child.once('exit', (code, signal) => {
      end = performance.now();
      exited = true;
      exitCode = code;
      exitSignal = signal;
      killAll();
      maybeFinish();
    });
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            if (exited) pipesHeldOpen = true;
            else timedOut = true;
            killAll();
            // Whatever still holds the pipes is outside the group: stop waiting for it.
            finish();
          }, options.timeoutMs);
    const onAbort = (): void => {
      canceled = true;
      killAll();
      finish();
    };
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The last `count` lines of `text`, without trailing blank lines. */
export function lastLines(text: string, count: number): string {
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  return lines.slice(-count).join('\n');
}
