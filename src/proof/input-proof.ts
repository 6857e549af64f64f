import { createHash } from 'node:crypto';
import type { TraceGap, TraceSummary } from './strace-output.js';

/**
 * What one path was when the trace ended, as the adapter found it: a file's SHA-256, a
 * directory's listing hash, missing, or why it could not be hashed.
 */
export type PathState =
  | { kind: 'file'; sha256: string; bytes: number }
  | { kind: 'directory'; sha256: string }
  | { kind: 'missing' }
  /** A symbolic link: its text (a path into the checkout as `./path`) and the state of what it leads to. */
  | { kind: 'link'; text: string; target: PathState }
  | { kind: 'too-large'; bytes: number }
  | { kind: 'unhashable'; reason: string };

/** One version's traced execution, its paths hashed by the adapter. */
export interface TracedVersion {
  /** The version's checkout: paths below it compare by their path inside it. */
  root: string;
  trace: TraceSummary;
  /** The state of every path in `trace.paths`. */
  states: ReadonlyMap<string, PathState>;
  /** The traced execution exited with code 0. */
  exitedOk: boolean;
  /**
   * Paths the tree touched and did not write whose status changed (ctime) after the traced
   * execution started, up to when they were hashed: something else rewrote them meanwhile.
   */
  changedDuringTrace?: readonly string[];
}

/** Why the run was measured although a proof was asked for: a value, rendered in report/. */
export type NotProvedReason =
  | { kind: 'no-tracer'; detail: string }
  | { kind: 'trace-failed'; detail: string }
  | { kind: 'trace-incomplete'; gaps: TraceGap[] }
  | { kind: 'network'; detail: string }
  | { kind: 'unhashable'; paths: string[]; detail: string }
  | { kind: 'inputs-differ'; paths: string[] }
  | { kind: 'outside-inputs-differ'; paths: string[] }
  /** Files outside the checkout that the tree read and also wrote: state shared by the two executions, hashed only after it changed. */
  | { kind: 'outside-state'; paths: string[] }
  /** Files in the checkout the tree read (or looked at) and also wrote: what it read is gone when they are hashed. */
  | { kind: 'read-and-written'; paths: string[] }
  /** Files something rewrote while the trace ran or before they were hashed, outside what the trace saw. */
  | { kind: 'changed-during-trace'; paths: string[] };

/** The proof that both versions read byte-identical inputs. */
export interface InputProof {
  kind: 'identical-inputs';
  /** Paths read or executed (files and listed directories), the same for both versions. */
  filesRead: number;
  /** Executables started. */
  executables: number;
  /** Paths only looked at (stat, access, a failed open): their existence matched too. */
  probed: number;
  processes: number;
  /** `sha256:…` over the command, the environment benchgate sets, and every path with its state. */
  hash: string;
  /** Files the diff between the versions changed that no traced process read or looked at. */
  changedNotRead: string[];
  /** Paths under /proc, /sys and /dev read (the kernel's state, not compared: docs/proof.md). */
  kernelPaths: number;
  /**
   * The comparison keys behind each count (`./path` in the checkout, absolute outside), so that
   * combining parts counts a path two parts read once (part-proofs.ts). In memory only: not
   * written to results.json.
   */
  counted?: CountedInputs;
}

/** The keys each count of an InputProof counted. */
export interface CountedInputs {
  filesRead: string[];
  executables: string[];
  probed: string[];
  kernelPaths: string[];
}

export type ProofOutcome = { proved: true; proof: InputProof } | { proved: false; reason: NotProvedReason };

/** What benchgate itself gives the benchmark: the same for both versions or the proof does not hold. */
export interface CommandInputs {
  bench: readonly string[];
  /** The environment benchgate sets, without the per-version BENCHGATE_VERSION/BINARY/EXECUTION. */
  env: Readonly<Record<string, string>>;
}

/** At most this many paths are listed in a reason. */
const LISTED_PATHS = 10;

/**
 * Compares base's traced inputs with head's. Proved only when both traces are complete (no
 * gap, no network use, the execution succeeded), every path either touched has a hash or a
 * known absence, and base and head touched the same paths with the same states: inside the
 * checkout by their path in it, outside (the interpreter, system libraries) by absolute path.
 * `changed` is the diff's file list (paths in the checkout), for the proof's "not read" list.
 */
export function compareTracedInputs(
  base: TracedVersion,
  head: TracedVersion,
  command: Record<'base' | 'head', CommandInputs>,
  changed: readonly string[],
): ProofOutcome {
  for (const [side, version] of [
    ['base', base],
    ['head', head],
  ] as const) {
    if (!version.exitedOk) return { proved: false, reason: { kind: 'trace-failed', detail: `the traced ${side} execution failed` } };
    // A process the trace could not follow first: it may have done anything, a socket included.
    const gaps = version.trace.gaps.filter((gap) => gap.kind !== 'network');
    if (gaps.length > 0) return { proved: false, reason: { kind: 'trace-incomplete', gaps: gaps.slice(0, LISTED_PATHS) } };
    const network = version.trace.gaps.find((gap) => gap.kind === 'network');
    if (network !== undefined) return { proved: false, reason: { kind: 'network', detail: `${side}: ${network.syscall}(${network.detail})` } };
  }
  if (stableJson(command.base) !== stableJson(command.head))
    return { proved: false, reason: { kind: 'inputs-differ', paths: ['(the command or its environment)'] } };
  const baseInputs = keyed(base);
  const headInputs = keyed(head);
  const unhashable = [...baseInputs, ...headInputs].filter(([, entry]) => entry.state.kind === 'too-large' || entry.state.kind === 'unhashable');
  if (unhashable.length > 0) {
    const shown = shownKey;
    const [key, entry] = unhashable[0];
    const path = shown(key);
    const detail =
      entry.state.kind === 'too-large'
        ? `${path} is ${entry.state.bytes} bytes, over the hashing limit`
        : `${path}: ${(entry.state as { reason: string }).reason}`;
    return { proved: false, reason: { kind: 'unhashable', paths: [...new Set(unhashable.map(([p]) => shown(p)))].slice(0, LISTED_PATHS), detail } };
  }
  const keys = [...new Set([...baseInputs.keys(), ...headInputs.keys()])].sort();
  const changedMeanwhile = [...new Set([base, head].flatMap((v) => (v.changedDuringTrace ?? []).map((path) => keyOf(v.root, path))))].sort();
  if (changedMeanwhile.length > 0)
    return { proved: false, reason: { kind: 'changed-during-trace', paths: changedMeanwhile.slice(0, LISTED_PATHS).map(shownKey) } };
  const rewritten = [...new Set([base, head].flatMap(readAndWritten))].sort();
  if (rewritten.length > 0) return { proved: false, reason: { kind: 'read-and-written', paths: rewritten.slice(0, LISTED_PATHS) } };
  const writtenOutside = new Set([...base.trace.written, ...head.trace.written].filter((path) => !isKernelPath(path)));
  const shared = keys.filter(
    (key) => !key.startsWith('./') && writtenOutside.has(key) && [baseInputs, headInputs].some((m) => m.get(key)?.use !== 'probe' && m.has(key)),
  );
  if (shared.length > 0) return { proved: false, reason: { kind: 'outside-state', paths: shared.slice(0, LISTED_PATHS) } };
  const differ = keys.filter((key) => stableJson(baseInputs.get(key) ?? null) !== stableJson(headInputs.get(key) ?? null));
  const inside = differ.filter((key) => key.startsWith('./'));
  if (inside.length > 0) return { proved: false, reason: { kind: 'inputs-differ', paths: inside.slice(0, LISTED_PATHS).map((key) => key.slice(2)) } };
  if (differ.length > 0) return { proved: false, reason: { kind: 'outside-inputs-differ', paths: differ.slice(0, LISTED_PATHS) } };
  const hash = createHash('sha256');
  hash.update(stableJson(command.base));
  for (const key of keys) hash.update(`\n${key}\t${stableJson(baseInputs.get(key))}`);
  const entries = [...baseInputs.entries()];
  const counted: CountedInputs = {
    filesRead: entries.filter(([, e]) => e.use !== 'probe' && e.state.kind !== 'missing').map(([key]) => key),
    executables: entries.filter(([, e]) => e.use === 'exec').map(([key]) => key),
    probed: entries.filter(([, e]) => e.use === 'probe').map(([key]) => key),
    kernelPaths: [...new Set(base.trace.paths.filter(({ path }) => isKernelPath(path)).map(({ path }) => path))],
  };
  const touched = new Set([...baseInputs.keys()].filter((key) => key.startsWith('./')).map((key) => key.slice(2)));
  return {
    proved: true,
    proof: {
      kind: 'identical-inputs',
      filesRead: counted.filesRead.length,
      executables: counted.executables.length,
      probed: counted.probed.length,
      processes: Math.max(base.trace.processes, head.trace.processes),
      hash: `sha256:${hash.digest('hex')}`,
      changedNotRead: changed.filter((path) => !touched.has(path)),
      kernelPaths: kernelPaths(base),
      counted,
    },
  };
}

interface KeyedInput {
  use: string;
  state: PathState;
}

/** A path's comparison key: `./path` inside the checkout `root`, the absolute path outside. */
export function keyOf(root: string, path: string): string {
  const dir = root.replace(/\/+$/, '');
  return path === dir ? './' : path.startsWith(`${dir}/`) ? `./${path.slice(dir.length + 1)}` : path;
}

/** A key as a reason lists it: a path in the checkout without `./`. */
function shownKey(key: string): string {
  return key.startsWith('./') ? key.slice(2) || '.' : key;
}

/**
 * Paths in the checkout (as listed in a reason) that the tree read or executed and also wrote,
 * or looked at before it wrote them, and directories it listed and changed an entry of: hashed
 * after the trace, they are not what was read. Outside
 * the checkout, `outside-state` refuses what was read and written.
 */
function readAndWritten(version: TracedVersion): string[] {
  const written = new Set(version.trace.written);
  const before = new Set(version.trace.beforeWrite ?? []);
  // A directory listed whose entries the tree then created, removed or renamed: its listing was read and written.
  const parents = new Set(version.trace.written.map((path) => path.slice(0, Math.max(1, path.lastIndexOf('/')))));
  return version.trace.paths
    .filter(({ path, use }) => (written.has(path) && (use !== 'probe' || before.has(path))) || (use === 'read' && parents.has(path)))
    .map(({ path }) => keyOf(version.root, path))
    .filter((key) => key.startsWith('./'))
    .map(shownKey);
}

/** The version's paths by their comparison key: `./path` inside the checkout, the absolute path outside. */
function keyed(version: TracedVersion): Map<string, KeyedInput> {
  const result = new Map<string, KeyedInput>();
  for (const { path, use } of version.trace.paths) {
    if (isKernelPath(path)) continue;
    const key = keyOf(version.root, path);
    const state = version.states.get(path) ?? { kind: 'unhashable', reason: 'not hashed' };
    result.set(key, { use, state });
  }
  return result;
}

/**
 * /proc, /sys and /dev: the running kernel's state (pids, memory, devices), not a file either
 * version brings. Not /dev/shm and /dev/mqueue: files any process can write, compared as files.
 */
export function isKernelPath(path: string): boolean {
  return /^\/(proc|sys|dev)(\/|$)/.test(path) && !/^\/dev\/(shm|mqueue)(\/|$)/.test(path);
}

function kernelPaths(version: TracedVersion): number {
  return version.trace.paths.filter(({ path }) => isKernelPath(path)).length;
}

/** JSON with sorted keys, so equal values give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
