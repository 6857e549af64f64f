import { constants as fsConstants, type Stats } from 'node:fs';
import { lstat, open, realpath, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { STDOUT_LIMIT_BYTES } from './run-process.js';
import { formatBytes, formatDuration } from '../util/format-numbers.js';

/**
 * The result file a benchmark writes instead of printing (ExecutionRequest.resultFile): where it
 * may be, removing an earlier one before the execution, and reading it after, without following
 * links out of the working directory or blocking on what is not a regular file.
 */

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

/**
 * The most a result file may hold: the stdout limit, as the file stands in for stdout. A larger
 * file is refused by its size, before it is opened.
 */
export const RESULT_FILE_LIMIT_BYTES = STDOUT_LIMIT_BYTES;

/**
 * The least time reading the result file gets, even when the benchmark exited just before its
 * timeout: a regular file of at most RESULT_FILE_LIMIT_BYTES reads in far less.
 */
export const READ_TIME_FLOOR_MS = 1000;

export type Checked<T> = ({ ok: true } & T) | { ok: false; failure: string };

/**
 * The real directory the result file is in, refused when it leads (through a link) outside
 * `dir`; `missing` when it does not exist (yet): the benchmark may make it.
 */
async function resultDirectory(dir: string, resultFile: string, path: string): Promise<Checked<{ missing: boolean }>> {
  let real: string;
  try {
    real = await realpath(dirname(path));
  } catch {
    return { ok: true, missing: true };
  }
  const top = await realpath(dir);
  if (real !== top && !isInside(top, real)) {
    return { ok: false, failure: `result file ${resultFile} is in a directory that leads outside the working directory (${real})` };
  }
  return { ok: true, missing: false };
}

/** "a FIFO", "a directory", ...: what a path that is not a regular file is. */
function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSymbolicLink()) return 'a link';
  return 'not a regular file';
}

const isMissing = (error: unknown) => error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Before an execution: removes the result file an earlier one left, without following links out
 * of `dir`. A link at the path is removed itself (never its target); a directory whose path leads
 * outside `dir`, or a directory at the path, is refused (the failure, or null when all is well).
 */
export async function removeResultFile(dir: string, resultFile: string, path: string): Promise<string | null> {
  const where = await resultDirectory(dir, resultFile, path);
  if (!where.ok) return `${where.failure}; not removed or read`;
  if (where.missing) return null;
  let stats: Stats;
  try {
    stats = await lstat(path);
  } catch (error) {
    return isMissing(error) ? null : `cannot check result file ${resultFile}: ${messageOf(error)}`;
  }
  if (stats.isDirectory()) return `result file ${resultFile} is not a regular file (a directory); not removed`;
  try {
    await unlink(path);
  } catch (error) {
    if (!isMissing(error)) return `cannot remove the result file ${resultFile} of an earlier execution: ${messageOf(error)}`;
  }
  return null;
}

const READ_CHUNK_BYTES = 1024 * 1024;

/** Flags to open the result file with: a FIFO swapped in after the check does not block, a link swapped in is not followed. */
const OPEN_FLAGS = fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0) | (fsConstants.O_NOFOLLOW ?? 0);

/**
 * Reads the result file the benchmark wrote. It must be a regular file inside `dir` (a link is
 * followed only to a file inside it; the directory it is in must lead inside too) of at most
 * RESULT_FILE_LIMIT_BYTES, all checked with lstat before it is opened (a FIFO with no writer
 * would block the open forever) and again with fstat after; it is opened non-blocking and
 * without following a last link, and read to at most the limit. The whole read gets
 * `deadline.timeoutMs` and stops at `deadline.signal`.
 */
export async function readResultFile(
  dir: string,
  resultFile: string,
  path: string,
  deadline: { timeoutMs: number; signal?: AbortSignal },
): Promise<Checked<{ text: string }>> {
  const stop = new AbortController();
  const signals = deadline.signal ? [stop.signal, deadline.signal] : [stop.signal];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Checked<{ text: string }>>((resolve) => {
    timer = setTimeout(() => {
      stop.abort();
      resolve({ ok: false, failure: `reading result file ${resultFile} did not finish within ${formatDuration(deadline.timeoutMs / 1000)}` });
    }, deadline.timeoutMs);
  });
  try {
    return await Promise.race([readCheckedFile(dir, resultFile, path, AbortSignal.any(signals)), late]);
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
}

async function readCheckedFile(dir: string, resultFile: string, path: string, signal: AbortSignal): Promise<Checked<{ text: string }>> {
  const where = await resultDirectory(dir, resultFile, path);
  if (!where.ok) return { ok: false, failure: `${where.failure}; not read` };
  const wroteNone = { ok: false as const, failure: `exited with code 0 but wrote no result file ${resultFile}` };
  if (where.missing) return wroteNone;
  let target = path;
  let stats: Stats;
  try {
    stats = await lstat(path);
    if (stats.isSymbolicLink()) {
      target = await realpath(path);
      if (!isInside(await realpath(dir), target))
        return { ok: false, failure: `result file ${resultFile} leads outside the working directory (${target}); not read` };
      stats = await lstat(target);
    }
  } catch (error) {
    return isMissing(error) ? wroteNone : { ok: false, failure: `cannot check result file ${resultFile}: ${messageOf(error)}` };
  }
  const refusal = refuseFile(resultFile, stats);
  if (refusal !== null) return { ok: false, failure: refusal };
  let handle;
  try {
    handle = await open(target, OPEN_FLAGS);
  } catch (error) {
    return { ok: false, failure: `cannot read result file ${resultFile}: ${messageOf(error)}` };
  }
  try {
    const opened = await handle.stat();
    if (opened.dev !== stats.dev || opened.ino !== stats.ino)
      return { ok: false, failure: `result file ${resultFile} was replaced while it was checked; not read` };
    const changed = refuseFile(resultFile, opened);
    if (changed !== null) return { ok: false, failure: changed };
    // Read to the end, but never past one byte over the limit: a file that grew since the check is refused, not read whole.
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      if (signal.aborted) return { ok: false, failure: `reading result file ${resultFile} was stopped` };
      const chunk = Buffer.alloc(Math.min(READ_CHUNK_BYTES, RESULT_FILE_LIMIT_BYTES + 1 - length));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
      if (length > RESULT_FILE_LIMIT_BYTES) {
        return { ok: false, failure: `result file ${resultFile} grew past the limit of ${formatBytes(RESULT_FILE_LIMIT_BYTES)} while it was read; not read` };
      }
    }
    return { ok: true, text: Buffer.concat(chunks, length).toString('utf8') };
  } catch (error) {
    return { ok: false, failure: `cannot read result file ${resultFile}: ${messageOf(error)}` };
  } finally {
    await handle.close();
  }
}

/** Why a file with these stats is not read, or null. */
function refuseFile(resultFile: string, stats: Stats): string | null {
  if (!stats.isFile()) return `result file ${resultFile} is not a regular file (${kindOf(stats)}); not read`;
  if (stats.size > RESULT_FILE_LIMIT_BYTES) {
    return `result file ${resultFile} is ${stats.size} bytes, more than the limit of ${formatBytes(RESULT_FILE_LIMIT_BYTES)}; not read`;
  }
  return null;
}
