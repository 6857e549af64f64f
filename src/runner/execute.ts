import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from '../config/split-command.js';
import { OutputParseError, parseBenchmarkOutput, type OutputFormat, type ParsedMeasurement } from '../parsers/index.js';
import type { OutputNote, ParserNote } from '../results/output-notes.js';
import { GNU_TIME_FORMAT, parseTimeReport, usageMeasurements, type ProcessScope, type ProcessUsage } from './process-metrics.js';
import { readResultFile, READ_TIME_FLOOR_MS, removeResultFile, resultFilePath } from './result-file.js';
import { lastLines, runProcess, STDOUT_LIMIT_BYTES, type ProcessResult } from './run-process.js';
import { formatBytes, formatDuration } from '../util/format-numbers.js';

export { ResultFileOutsideError, resultFilePath, RESULT_FILE_LIMIT_BYTES, READ_TIME_FLOOR_MS } from './result-file.js';

export interface ExecutionRequest {
  bench: Command;
  format: OutputFormat;
  /**
   * Where the benchmark writes its results, relative to `dir` (hyperfine --export-json, JMH
   * -rff, pytest --benchmark-json): removed before the run and parsed after it instead of
   * stdout. It must be a regular file inside `dir` of at most RESULT_FILE_LIMIT_BYTES (see
   * readResultFile). Null or absent: stdout is parsed.
   */
  resultFile?: string | null;
  /** Working directory: the binary's worktree (plus workdir). */
  dir: string;
  env: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  /**
   * Record the process's own metrics (process-metrics.ts: CPU time, peak RSS, context switches,
   * major page faults) under the names of this scope, beside what the harness printed. Absent:
   * none, as for a traced or discovery execution. Format `process` records them always.
   */
  processMetrics?: ProcessScope;
}

interface ExecutionCommon {
  startedAt: string;
  durationMs: number;
  exitCode: number | null;
  /** The end of stderr, for the log. */
  stderrTail: string;
}

export type ExecutionOutcome =
  | (ExecutionCommon & {
      ok: true;
      measurements: ParsedMeasurement[];
      /** What the parser and the runner noted, as values (report/output-notes.ts words them). */
      notes?: OutputNote[];
    })
  | (ExecutionCommon & { ok: false; failure: string; canceled: boolean; /** The process ran, but its format read nothing in its output. */ unreadable?: true });

const STDERR_TAIL_LINES = 20;

/**
 * Runs the benchmark once, as a fresh process, and reads its measurements. Never throws for
 * a misbehaving benchmark: a crash, non-zero exit, timeout or unreadable output gives a
 * failed outcome with the reason.
 *
 * With `processMetrics` (and always with format `process`) the process runs under GNU time at
 * /usr/bin/time on Linux, whose report file gives the process's rusage from wait4: its metrics
 * (process-metrics.ts) are added to the harness's measurements, which are parsed as without it.
 * Without GNU time the process runs alone and a note says the metrics were not recorded.
 *
 * With format `process` the process itself is the measurement: `wall` (ms, spawn to exit),
 * and with GNU time also `cpu` (user + system, ms, 10 ms resolution), `max-rss` (KiB),
 * `ctx-voluntary`, `ctx-involuntary` and `major-faults`. Elsewhere only `wall`.
 */
export async function runExecution(request: ExecutionRequest): Promise<ExecutionOutcome> {
  const scope: ProcessScope | null = request.format === 'process' ? { kind: 'process' } : (request.processMetrics ?? null);
  const resultFile = request.resultFile ?? null;
  const resultPath = resultFile === null || request.format === 'process' ? null : resultFilePath(request.dir, resultFile);
  if (resultFile !== null && resultPath !== null) {
    const refused = await removeResultFile(request.dir, resultFile, resultPath);
    if (refused !== null) return notRun(refused);
  }
  const run = await runMeasured(request, scope);
  const { result } = run;
  if (run.failure !== null) return failed(result, run.failure);
  const notes: OutputNote[] = run.notes.slice();
  if (request.format === 'process') {
    if (scope !== null && run.usage === null && run.unreadable !== null) return failed(result, run.unreadable);
    const own = run.usage === null || scope === null ? [] : usageMeasurements(run.usage, scope);
    return { ok: true, measurements: [wall(result), ...own], ...(notes.length > 0 ? { notes } : {}), ...common(result) };
  }
  let output = result.stdout;
  if (resultFile !== null && resultPath !== null) {
    // What is left of the execution's timeout, and at least READ_TIME_FLOOR_MS.
    const remainingMs = Math.max(READ_TIME_FLOOR_MS, request.timeoutMs - result.wallMs);
    const read = await readResultFile(request.dir, resultFile, resultPath, { timeoutMs: remainingMs, signal: request.signal });
    if (!read.ok) return failed(result, read.failure);
    output = read.text;
  }
  let measurements: ParsedMeasurement[];
  try {
    const parsed: ParserNote[] = [];
    measurements = parseBenchmarkOutput(request.format, output, parsed);
    notes.push(...parsed);
  } catch (error) {
    if (error instanceof OutputParseError)
      return failed(result, `unreadable ${resultFile === null ? 'output' : `result file ${resultFile}`}: ${error.message}`, true);
    throw error;
  }
  // The same value for every execution, so that it is recorded once (the report's text is in the failure of format process).
  if (scope !== null && run.unreadable !== null) notes.push({ kind: 'time-report-unreadable' });
  // The harness's own names never take these (parseBenchmarkOutput renames reserved names).
  if (scope !== null && run.usage !== null) measurements = [...measurements, ...usageMeasurements(run.usage, scope)];
  return { ok: true, measurements, ...(notes.length > 0 ? { notes } : {}), ...common(result) };
}

interface MeasuredRun {
  result: ProcessResult;
  /** Why the execution failed, or null. */
  failure: string | null;
  /** The process's rusage; null without GNU time or when its report could not be read. */
  usage: ProcessUsage | null;
  /** Why GNU time's report could not be read, or null. */
  unreadable: string | null;
  notes: OutputNote[];
}

/**
 * Runs the command, under GNU time when `scope` asks for process metrics and it is there. Its
 * report goes to a file of its own (`-o /dev/fd/3`, reportFile), so the benchmark's stdout and
 * stderr are as without it.
 */
async function runMeasured(request: ExecutionRequest, scope: ProcessScope | null): Promise<MeasuredRun> {
  const options = { cwd: request.dir, env: request.env, timeoutMs: request.timeoutMs, signal: request.signal };
  if (scope === null || !gnuTimeAvailable()) {
    const result = await runProcess(request.bench, options);
    const notes: OutputNote[] = scope === null ? [] : [{ kind: 'no-gnu-time' }];
    return { result, failure: processFailure(result, request.timeoutMs), usage: null, unreadable: null, notes };
  }
  const report = reportFile();
  let result: ProcessResult;
  let text: string;
  try {
    result = await runProcess(['/usr/bin/time', '-f', GNU_TIME_FORMAT, '-o', '/dev/fd/3', '--', ...request.bench], { ...options, fd3: report });
    const buffer = Buffer.alloc(REPORT_LIMIT_BYTES);
    text = buffer.subarray(0, readSync(report, buffer, 0, buffer.length, 0)).toString('utf8');
  } finally {
    closeSync(report);
  }
  const killedBy = /Command terminated by signal (\d+)/.exec(text);
  // GNU time exits with 127 (not found) or 126 (not executable) and says why on stderr when the command cannot start.
  const cannotRun = result.exitCode === 127 || result.exitCode === 126 ? /^\/usr\/bin\/time: cannot run (.*)$/m.exec(result.stderr) : null;
  const failure =
    result.timedOut || result.canceled
      ? processFailure(result, request.timeoutMs)
      : killedBy
        ? `killed by ${signalName(Number(killedBy[1]))}`
        : cannotRun
          ? `could not start: ${cannotRun[1].trim()}`
          : processFailure(result, request.timeoutMs);
  if (failure !== null) return { result, failure, usage: null, unreadable: null, notes: [] };
  const usage = parseTimeReport(text);
  const unreadable = usage === null ? `unreadable /usr/bin/time report: ${JSON.stringify(text.slice(0, 200))}` : null;
  return { result, failure: null, usage, unreadable, notes: [] };
}

/** The most of GNU time's report that is read: its line is some 40 bytes. */
const REPORT_LIMIT_BYTES = 4096;

/**
 * A new, empty file for one GNU time report, open for reading and writing and already unlinked:
 * GNU time reopens it through /dev/fd/3 and benchgate reads it by its descriptor, with a few
 * synchronous system calls and no file left behind (a temporary directory made, read and removed
 * per execution cost about a millisecond of thread-pool round trips; docs/runner.md). Made with
 * O_EXCL under a random name, so never an existing file or a link someone placed. In /dev/shm
 * (tmpfs) where it can be: on ext4 the close of a file that GNU time truncated and wrote went to
 * the disk, some 2 ms per execution (issue 47); elsewhere in the temporary directory.
 */
function reportFile(): number {
  const directories = reportDirectory === undefined ? REPORT_DIRECTORIES() : [reportDirectory];
  for (const [index, directory] of directories.entries()) {
    const path = join(directory, `benchgate-time-${randomBytes(8).toString('hex')}`);
    let fd: number;
    try {
      fd = openSync(path, 'wx+', 0o600);
    } catch (error) {
      if (index === directories.length - 1) throw error;
      continue;
    }
    unlinkSync(path);
    reportDirectory = directory;
    return fd;
  }
  throw new Error('no directory for the report file');
}

const REPORT_DIRECTORIES = () => (process.platform === 'linux' ? ['/dev/shm', tmpdir()] : [tmpdir()]);
/** The first of REPORT_DIRECTORIES where a report file could be made. */
let reportDirectory: string | undefined;

let gnuTime: boolean | undefined;

/** Whether /usr/bin/time understands GNU's -f and -o (BSD and busybox versions may not). */
export function gnuTimeAvailable(): boolean {
  if (gnuTime === undefined) {
    gnuTime = false;
    if (process.platform === 'linux') {
      try {
        execFileSync('/usr/bin/time', ['-f', '%e', '-o', '/dev/null', '--', 'true'], { stdio: 'ignore', timeout: 5000 });
        gnuTime = true;
      } catch {
        // Not there, or not GNU time: wall time only.
      }
    }
  }
  return gnuTime;
}

function signalName(signal: number): string {
  const name = Object.entries(constants.signals).find(([, number]) => number === signal)?.[0];
  return name ?? `signal ${signal}`;
}

function wall(result: ProcessResult): ParsedMeasurement {
  return { name: 'wall', value: result.wallMs, unit: 'ms', better: 'lower' };
}

/** Why the process counts as failed, or null when it exited with 0. */
function processFailure(result: ProcessResult, timeoutMs: number): string | null {
  if (result.canceled) return 'interrupted';
  if (result.timedOut) return `timed out after ${formatDuration(timeoutMs / 1000)}`;
  if (result.spawnError !== null) return `could not start: ${result.spawnError}`;
  if (result.stdoutLimitExceeded) return `printed more than the stdout limit of ${formatBytes(STDOUT_LIMIT_BYTES)} and was killed`;
  if (result.signal !== null) return `killed by ${result.signal}${errorLine(result.stderr)}`;
  if (result.exitCode !== 0) return `exited with code ${result.exitCode}${errorLine(result.stderr)}`;
  if (result.pipesHeldOpen) {
    return (
      `exited with code 0, but a process it started outside its process group kept its output open until the timeout of ` +
      `${formatDuration(timeoutMs / 1000)}`
    );
  }
  return null;
}

/** A line that names an error: `Error: boom`, `TypeError [ERR_X]: …`, `panic: …`, `Traceback`'s last line. */
const ERROR_LINE =
  /^\s*(?:Uncaught\s+)?(?:[\w$.]*(?:Error|Exception|Panic)\b(?:\s*\[[^\]]*\])?:|panic:|fatal( error)?:|error(?:\[\w+\])?:|FATAL\b|Segmentation fault|Aborted)/i;
/** Lines runtimes print after the error that say nothing about it (Node's `Node.js v20.20.2`). */
const TRAILER_LINE = /^\s*(?:Node\.js v\d+\S*|\s*)$/;

/**
 * The line of stderr that best says what failed, as `: line` (or '' without stderr): the last
 * line that names an error, else the last line that is not a runtime's trailer.
 */
export function errorLine(stderr: string): string {
  const lines = stderr.split(/\r?\n/);
  const line = findLast(lines, (l) => ERROR_LINE.test(l)) ?? findLast(lines, (l) => !TRAILER_LINE.test(l)) ?? '';
  const trimmed = line.trim();
  if (trimmed === '') return '';
  return `: ${trimmed.length > 200 ? `${trimmed.slice(0, 197)}...` : trimmed}`;
}

function findLast(lines: string[], test: (line: string) => boolean): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) if (test(lines[i])) return lines[i];
  return undefined;
}

function common(result: ProcessResult): ExecutionCommon {
  return {
    startedAt: result.startedAt.toISOString(),
    durationMs: Math.round(result.wallMs * 1000) / 1000,
    exitCode: result.exitCode,
    stderrTail: lastLines(result.stderr, STDERR_TAIL_LINES),
  };
}

function failed(result: ProcessResult, failure: string, unreadable = false): ExecutionOutcome {
  return { ok: false, failure, canceled: result.canceled, ...common(result), ...(unreadable ? { unreadable: true as const } : {}) };
}

/** An execution refused before its process started. */
function notRun(failure: string): ExecutionOutcome {
  return { ok: false, failure, canceled: false, startedAt: new Date().toISOString(), durationMs: 0, exitCode: null, stderrTail: '' };
}
