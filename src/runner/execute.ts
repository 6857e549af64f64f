import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Command } from '../config/split-command.js';
import { OutputParseError, parseBenchmarkOutput, type OutputFormat, type ParsedMeasurement } from '../parsers/index.js';
import { lastLines, runProcess, STDOUT_LIMIT_BYTES, type ProcessResult } from './run-process.js';
import { formatBytes, formatDuration } from '../util/format-numbers.js';

export interface ExecutionRequest {
  bench: Command;
  format: OutputFormat;
  /**
   * Where the benchmark writes its results, relative to `dir` (hyperfine --export-json, JMH
   * -rff, pytest --benchmark-json): removed before the run and parsed after it instead of
   * stdout. Null or absent: stdout is parsed.
   */
  resultFile?: string | null;
  /** Working directory: the binary's worktree (plus workdir). */
  dir: string;
  env: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
}

interface ExecutionCommon {
  startedAt: string;
  durationMs: number;
  exitCode: number | null;
  /** The end of stderr, for the log. */
  stderrTail: string;
}

export type ExecutionOutcome =
  (ExecutionCommon & { ok: true; measurements: ParsedMeasurement[]; notes?: string[] }) | (ExecutionCommon & { ok: false; failure: string; canceled: boolean });

const STDERR_TAIL_LINES = 20;
const TIME_FORMAT = '%e %U %S %M';

/**
 * Runs the benchmark once, as a fresh process, and reads its measurements. Never throws for
 * a misbehaving benchmark: a crash, non-zero exit, timeout or unreadable output gives a
 * failed outcome with the reason.
 *
 * With format `process` the process itself is the measurement: `wall` (ms, spawn to exit),
 * and on Linux with GNU time at /usr/bin/time also `cpu` (user + system, ms, 10 ms
 * resolution) and `max-rss` (KiB). Elsewhere only `wall`.
 */
export async function runExecution(request: ExecutionRequest): Promise<ExecutionOutcome> {
  if (request.format === 'process') return runProcessFormat(request);
  const resultFile = request.resultFile ?? null;
  const resultPath = resultFile === null ? null : resultFilePath(request.dir, resultFile);
  if (resultPath !== null) await rm(resultPath, { force: true });
  const result = await runProcess(request.bench, { cwd: request.dir, env: request.env, timeoutMs: request.timeoutMs, signal: request.signal });
  const failure = processFailure(result, request.timeoutMs);
  if (failure !== null) return failed(result, failure);
  let output = result.stdout;
  if (resultFile !== null && resultPath !== null) {
    const read = await readResultFile(request.dir, resultFile, resultPath);
    if (!read.ok) return failed(result, read.failure);
    output = read.text;
  }
  try {
    const notes: string[] = [];
    const measurements = parseBenchmarkOutput(request.format, output, notes);
    return { ok: true, measurements, ...(notes.length > 0 ? { notes } : {}), ...common(result) };
  } catch (error) {
    if (error instanceof OutputParseError)
      return failed(result, `unreadable ${resultFile === null ? 'output' : `result file ${resultFile}`}: ${error.message}`);
    throw error;
  }
}

/** Thrown for a result-file setting that points outside the working directory. */
export class ResultFileOutsideError extends Error {
  constructor(resultFile: string) {
    super(`result-file "${resultFile}" is outside the working directory; give a path inside it`);
    this.name = 'ResultFileOutsideError';
  }
}

/** `resultFile` resolved against `dir`; throws ResultFileOutsideError when it climbs out of it. */
export function resultFilePath(dir: string, resultFile: string): string {
  const path = resolve(dir, resultFile);
  if (!isInside(dir, path) || path === resolve(dir)) throw new ResultFileOutsideError(resultFile);
  return path;
}

function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** Reads the result file the benchmark wrote, refusing one that is missing or a link to outside `dir`. */
async function readResultFile(dir: string, resultFile: string, path: string): Promise<{ ok: true; text: string } | { ok: false; failure: string }> {
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    return { ok: false, failure: `exited with code 0 but wrote no result file ${resultFile}` };
  }
  if (!isInside(await realpath(dir), real)) return { ok: false, failure: `result file ${resultFile} leads outside the working directory (${real}); not read` };
  try {
    const text = await readFile(real, 'utf8');
    if (Buffer.byteLength(text) > STDOUT_LIMIT_BYTES)
      return { ok: false, failure: `result file ${resultFile} is larger than ${formatBytes(STDOUT_LIMIT_BYTES)}` };
    return { ok: true, text };
  } catch (error) {
    return { ok: false, failure: `cannot read result file ${resultFile}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function runProcessFormat(request: ExecutionRequest): Promise<ExecutionOutcome> {
  if (!gnuTimeAvailable()) {
    const result = await runProcess(request.bench, { cwd: request.dir, env: request.env, timeoutMs: request.timeoutMs, signal: request.signal });
    const failure = processFailure(result, request.timeoutMs);
    if (failure !== null) return failed(result, failure);
    return { ok: true, measurements: [wall(result)], ...common(result) };
  }
  const dir = await mkdtemp(join(tmpdir(), 'benchgate-time-'));
  try {
    const report = join(dir, 'time.txt');
    const argv = ['/usr/bin/time', '-f', TIME_FORMAT, '-o', report, '--', ...request.bench];
    const result = await runProcess(argv, { cwd: request.dir, env: request.env, timeoutMs: request.timeoutMs, signal: request.signal });
    const text = await readFile(report, 'utf8').catch(() => '');
    const killedBy = /Command terminated by signal (\d+)/.exec(text);
    const failure =
      killedBy && !result.timedOut && !result.canceled ? `killed by ${signalName(Number(killedBy[1]))}` : processFailure(result, request.timeoutMs);
    if (failure !== null) return failed(result, failure);
    const fields = lastLines(text, 1).trim().split(/\s+/).map(Number);
    if (fields.length !== 4 || fields.some((f) => !Number.isFinite(f))) {
      return failed(result, `unreadable /usr/bin/time report: ${JSON.stringify(text.slice(0, 200))}`);
    }
    const [, user, system, maxRssKiB] = fields;
    const measurements: ParsedMeasurement[] = [
      wall(result),
      { name: 'cpu', value: Math.round((user + system) * 1e5) / 100, unit: 'ms', better: 'lower' },
      { name: 'max-rss', value: maxRssKiB, unit: 'KiB', better: 'lower' },
    ];
    return { ok: true, measurements, ...common(result) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

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

function failed(result: ProcessResult, failure: string): ExecutionOutcome {
  return { ok: false, failure, canceled: result.canceled, ...common(result) };
}
