import { createHash } from 'node:crypto';
import { createReadStream, constants as fsConstants } from 'node:fs';
import { access, lstat, mkdtemp, open, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { RunSettings } from '../config/run-settings.js';
import { git } from '../git/run-git.js';
import type { ParsedMeasurement } from '../parsers/index.js';
import { compareTracedInputs, isKernelPath, keyOf, type PathState, type ProofOutcome, type TracedVersion } from '../proof/input-proof.js';
import { combinePartOutcomes } from '../proof/part-proofs.js';
import { parseStraceOutput, TRACED_SYSCALLS, type TraceSummary } from '../proof/strace-output.js';
import { SHARD_ENV } from '../sharding/shard-run.js';
import type { ProofBenchmark } from '../results/results-meta.js';
import { VERSION_SIDES, type VersionSide } from '../results/results-format.js';
import type { Binaries } from './build.js';
import { commandEnvironment } from './environment.js';
import { runExecution } from './execute.js';
import { watchTracer } from './trace-watch.js';

/**
 * A file larger than this is not hashed (a 10 GB sparse file would take minutes): the proof
 * fails with the file named, and the run is measured.
 */
export const HASH_LIMIT_BYTES = 1024 * 1024 * 1024;

export interface ProveRequest {
  settings: RunSettings;
  binaries: Binaries;
  shas: Record<VersionSide, string>;
  signal?: AbortSignal;
  /**
   * `split-benchmarks`: the suite's parts (names in BENCHGATE_BENCHMARKS). Each part is traced
   * once per version and proved on its own; absent: one trace of the whole suite per version.
   */
  parts?: readonly (readonly string[])[];
  /**
   * Added to every traced execution's environment, as the measuring executions get it (a
   * shard's BENCHGATE_BENCHMARKS and BENCHGATE_SHARD); a part's own BENCHGATE_BENCHMARKS wins.
   */
  env?: Readonly<Record<string, string>>;
}

/** One part's proof under `split-benchmarks`. */
export interface PartProof {
  names: string[];
  outcome: ProofOutcome;
  /** The benchmarks the part's traced executions reported. */
  benchmarks: ProofBenchmark[];
}

export interface ProveResult {
  /** The run's outcome: with parts, proved only when every part is (combinePartOutcomes). */
  outcome: ProofOutcome;
  /** The benchmarks the traced executions reported (both versions, in order of first report). */
  benchmarks: ProofBenchmark[];
  /** Present with `parts`: each part's outcome, in the parts' order. */
  parts?: PartProof[];
  seconds: number;
}

/** The strace on the PATH the benchmark gets, or null. */
export async function straceOnPath(settings: Pick<RunSettings, 'env'>): Promise<string | null> {
  const baseEnv = commandEnvironment(settings.env, { version: 'base', binary: 0, execution: 0 });
  return findOnPath('strace', baseEnv.PATH ?? '');
}

/**
 * Traces one execution of each version's first build under `strace -f` and compares what
 * the two process trees read (src/proof/). The traced executions' values are not measurements
 * (the tracer slows the process); their benchmark names are kept for the report. With
 * `parts`, each part is traced once per version (BENCHGATE_BENCHMARKS naming it) and compared
 * on its own.
 */
export async function proveUnchanged(request: ProveRequest): Promise<ProveResult> {
  const started = Date.now();
  const { settings } = request;
  const strace = await straceOnPath(settings);
  if (strace === null) {
    const outcome: ProofOutcome = { proved: false, reason: { kind: 'no-tracer', detail: 'strace is not on the PATH the benchmark gets' } };
    return {
      outcome,
      benchmarks: [],
      ...(request.parts === undefined ? {} : { parts: request.parts.map((names) => ({ names: [...names], outcome, benchmarks: [] })) }),
      seconds: 0,
    };
  }
  const work = await mkdtemp(join(tmpdir(), 'benchgate-trace-'));
  try {
    const changed = await changedFiles(settings.repo, request.shas);
    if (request.parts === undefined) {
      const whole = await traceUnit(request, strace, work, changed, { ...request.env }, 'run');
      return { outcome: whole.outcome, benchmarks: whole.benchmarks, seconds: (Date.now() - started) / 1000 };
    }
    const parts: PartProof[] = [];
    for (const [index, names] of request.parts.entries()) {
      const unit = await traceUnit(request, strace, work, changed, { ...request.env, [SHARD_ENV.benchmarks]: names.join('\n') }, `part${index + 1}`);
      parts.push({ names: [...names], ...unit });
    }
    const benchmarks = new Map(parts.flatMap((part) => part.benchmarks.map((b) => [b.name, b] as const)));
    return { outcome: combinePartOutcomes(parts), benchmarks: [...benchmarks.values()], parts, seconds: (Date.now() - started) / 1000 };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** One traced execution of each version with `extraEnv` added, compared: the whole suite, or one part of it. */
async function traceUnit(
  request: ProveRequest,
  strace: string,
  work: string,
  changed: readonly string[],
  extraEnv: Readonly<Record<string, string>>,
  label: string,
): Promise<{ outcome: ProofOutcome; benchmarks: ProofBenchmark[] }> {
  const { settings, binaries } = request;
  const versions: Partial<Record<VersionSide, TracedVersion>> = {};
  const names = new Map<string, ProofBenchmark>();
  const hashes = new Map<string, Promise<PathState>>();
  for (const side of VERSION_SIDES) {
    const binary = binaries[side][0];
    const output = join(work, `${label}-${side}.strace`);
    // Its status-change time is where the trace starts, on the clock the kernel stamps files with.
    const started = await startMark(join(work, `${label}-${side}.start`));
    // A process the benchmark leaves running would hold strace (and this execution) until the timeout.
    const outlived = new AbortController();
    const stopWatching = watchTracer(output, () => outlived.abort());
    const outcome = await runExecution({
      bench: [strace, '-f', '-q', '-y', '-s', '4096', '-o', output, '-e', `trace=${TRACED_SYSCALLS}`, '--', ...settings.bench],
      format: settings.format,
      resultFile: settings.resultFile,
      dir: binary.dir,
      env: { ...commandEnvironment(settings.env, { version: side, binary: 0, execution: 0 }), ...extraEnv },
      timeoutMs: settings.timeoutSeconds * 1000,
      signal: request.signal === undefined ? outlived.signal : AbortSignal.any([request.signal, outlived.signal]),
    }).finally(stopWatching);
    const text = await readFile(output, 'utf8').catch(() => '');
    const trace = withTracerMessages(parseStraceOutput(text, { cwd: binary.dir, exitLines: true }), outcome.stderrTail);
    if (outcome.ok) for (const m of outcome.measurements) if (!names.has(m.name)) names.set(m.name, benchmarkOf(m));
    const root = settings.workdir === null ? binary.dir : binary.dir.slice(0, -(settings.workdir.length + 1));
    const withInterpreters = await addInterpreters(trace);
    const states = new Map<string, PathState>();
    const ownWrites = new Set(trace.written.flatMap((path) => [path, parentOf(path)]));
    const changedDuringTrace: string[] = [];
    for (const { path, use } of withInterpreters.paths) {
      if (isKernelPath(path)) continue;
      // Outside the checkout a file is hashed once while it stays the same file (inode, size, times):
      // the interpreter and system libraries are then equal by construction; a file the base
      // execution rewrote (a cache in $HOME) is hashed again for head.
      const inside = path === root || path.startsWith(`${root}/`);
      const key = inside ? `${side}\0${use}\0${path}` : `shared\0${use}\0${path}\0${await identity(path)}`;
      let state = hashes.get(key);
      if (state === undefined) {
        state = pathState(path, use !== 'probe', root);
        hashes.set(key, state);
      }
      states.set(path, await state);
      // Checked after hashing: a change up to then is one the hash may hold. A directory only
      // looked at is compared by its existence, which a new entry (by anyone, in /tmp) does not change.
      const now = states.get(path);
      const listed = use !== 'probe' || now?.kind !== 'directory';
      if (listed && !ownWrites.has(path) && (await changedSince(path, started))) changedDuringTrace.push(path);
    }
    // Stopped because a traced process outlived the benchmark: the trace is not whole, so the proof is refused.
    versions[side] = { root, trace: withInterpreters, states, exitedOk: outcome.ok && text !== '' && !outlived.signal.aborted, changedDuringTrace };
  }
  const command = (side: VersionSide) => {
    const {
      BENCHGATE_VERSION: _v,
      BENCHGATE_BINARY: _b,
      BENCHGATE_EXECUTION: _e,
      ...env
    } = commandEnvironment(settings.env, {
      version: side,
      binary: 0,
      execution: 0,
    });
    return { bench: settings.bench, env: { ...env, ...extraEnv } };
  };
  const outcome = compareTracedInputs(
    versions.base as TracedVersion,
    versions.head as TracedVersion,
    { base: command('base'), head: command('head') },
    changed,
  );
  return { outcome, benchmarks: [...names.values()] };
}

function benchmarkOf(m: ParsedMeasurement): ProofBenchmark {
  return { name: m.name, unit: m.unit, better: m.better ?? 'lower' };
}

/** strace's own complaints (`strace: …`) on the execution's stderr mean a process it could not follow. */
function withTracerMessages(trace: TraceSummary, stderr: string): TraceSummary {
  const messages = stderr.split('\n').filter((line) => line.startsWith('strace: '));
  if (messages.length === 0) return trace;
  return { ...trace, gaps: [...trace.gaps, ...messages.map((line) => ({ kind: 'unreadable-line' as const, line: line.slice(0, 200) }))] };
}

/**
 * The kernel starts a script's `#!` interpreter without a syscall strace shows: each executed
 * file that starts with `#!` adds its interpreter as executed too.
 */
async function addInterpreters(trace: TraceSummary): Promise<TraceSummary> {
  const paths = trace.paths.slice();
  const known = new Set(paths.map((p) => p.path));
  for (const { path, use } of trace.paths) {
    if (use !== 'exec') continue;
    const head = await readStart(path);
    const match = /^#!\s*(\/\S+)/.exec(head);
    if (match !== null && !known.has(match[1])) {
      known.add(match[1]);
      paths.push({ path: match[1], use: 'exec' });
    }
  }
  return { ...trace, paths };
}

async function readStart(path: string): Promise<string> {
  const handle = await open(path, 'r').catch(() => null);
  if (handle === null) return '';
  try {
    const buffer = Buffer.alloc(256);
    const { bytesRead } = await handle.read(buffer, 0, 256, 0);
    return buffer.subarray(0, bytesRead).toString('latin1');
  } finally {
    await handle.close();
  }
}

/** Writes a marker file and returns its status-change time (ns): files changed after this have one at least as late. */
async function startMark(path: string): Promise<bigint> {
  await writeFile(path, '');
  return (await lstat(path, { bigint: true })).ctimeNs;
}

/**
 * Whether the path (or the link at it) had its status changed at or after `since`: written,
 * truncated, renamed over, re-linked. A change within the kernel's clock tick before the mark
 * counts too (refusing is the safe side). Absent now: only if it was there to change is not known, so no.
 */
async function changedSince(path: string, since: bigint): Promise<boolean> {
  const info = await lstat(path, { bigint: true }).catch(() => null);
  return info !== null && info.ctimeNs >= since;
}

function parentOf(path: string): string {
  return path.slice(0, Math.max(1, path.lastIndexOf('/')));
}

/**
 * What a path is now. A symbolic link: its text (a path into `root` as `./path`) and what it
 * leads to, so that a link read with readlink compares by what it says. Read or executed: a file's SHA-256 (over HASH_LIMIT_BYTES: too large), a
 * directory's sorted listing; gone: unhashable (the benchmark deleted its own input). Only
 * looked at: whether it exists, its type, and a file's size.
 */
async function pathState(path: string, read: boolean, root: string): Promise<PathState> {
  const link = await readlink(path).catch(() => null);
  if (link !== null) {
    const text = link.startsWith('/') ? keyOf(root, link) : link;
    return { kind: 'link', text, target: await targetState(path, read) };
  }
  return targetState(path, read);
}

/** What a path leads to now (links followed). */
async function targetState(path: string, read: boolean): Promise<PathState> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => error);
  if (info instanceof Error) {
    if (info.code !== 'ENOENT' && info.code !== 'ENOTDIR') return { kind: 'unhashable', reason: info.code ?? info.message };
    return read ? { kind: 'unhashable', reason: 'read during the trace but gone after it (did the benchmark delete its own input?)' } : { kind: 'missing' };
  }
  if (info.isDirectory()) {
    if (!read) return { kind: 'directory', sha256: '' };
    const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
    if (entries === null) return { kind: 'unhashable', reason: 'directory not readable' };
    const listing = entries.map((e) => `${e.name}\0${e.isDirectory() ? 'd' : e.isFile() ? 'f' : 'o'}`).sort();
    return { kind: 'directory', sha256: createHash('sha256').update(listing.join('\n')).digest('hex') };
  }
  if (!info.isFile()) return { kind: 'unhashable', reason: 'not a regular file or directory' };
  if (!read) return { kind: 'file', sha256: '', bytes: info.size };
  if (info.size > HASH_LIMIT_BYTES) return { kind: 'too-large', bytes: info.size };
  try {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    return { kind: 'file', sha256: hash.digest('hex'), bytes: info.size };
  } catch (error) {
    return { kind: 'unhashable', reason: (error as Error).message };
  }
}

/** What makes a file outside the checkout the same file for both versions: inode, size and change times. */
async function identity(path: string): Promise<string> {
  const info = await stat(path, { bigint: true }).catch(() => null);
  return info === null ? 'absent' : `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
}

/** The files the diff between the two commits changes, as paths in the checkout. */
async function changedFiles(repo: string, shas: Record<VersionSide, string>): Promise<string[]> {
  const out = await git(repo, ['diff', '--name-only', '-z', '--no-renames', shas.base, shas.head], { raw: true }).catch(() => '');
  return out.split('\0').filter((p) => p !== '');
}

/** The first executable `name` in the directories of `path` (a PATH value), or null. */
export async function findOnPath(name: string, path: string): Promise<string | null> {
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    if (
      await access(candidate, fsConstants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return null;
}
