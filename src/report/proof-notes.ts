import type { BenchmarkReport, SuiteReport } from '../analysis/report-types.js';
import { isRecord } from '../util/is-record.js';
import { escapeMarkdown } from './escape-markdown.js';
import { STRACE_INSTALL_HINT } from '../proof/tracer-hint.js';

/** The verdict cell of a benchmark decided without an interval (identical inputs or values); null for one an interval decided. */
export function verdictSourceCell(benchmark: BenchmarkReport): string | null {
  switch (benchmark.verdictSource?.kind) {
    case 'identical-inputs':
      return '⚪ unchanged (identical inputs)';
    case 'identical-values':
      return '⚪ unchanged (identical values)';
    default:
      return null;
  }
}

/** At most this many paths are named in a note. */
const NAMED = 5;

/**
 * What `prove-unchanged` found, under the table: the proof when nothing was measured, or why
 * the run was measured. From `meta.proof`, checked field by field (it may come from an
 * artifact); paths and details are escaped.
 */
export function proofNotes(report: SuiteReport): string[] {
  const proof = report.meta?.proof;
  if (!isRecord(proof)) return [];
  const parts = partsOf(proof);
  // No tracer: nothing was traced, so one note for the run, not one per part.
  const noTracer = isRecord(proof.reason) && proof.reason.kind === 'no-tracer';
  if (parts.length > 0 && proof.proved !== true && !noTracer) return partNotes(parts);
  if (proof.proved === true && isRecord(proof.proof)) {
    const { filesRead, executables, processes, hash, changedNotRead } = proof.proof;
    const changed = Array.isArray(changedNotRead) ? changedNotRead.filter((p): p is string => typeof p === 'string') : [];
    return [
      `Not measured: in one traced execution of each version${parts.length > 0 ? ` per part (${parts.length} parts)` : ''}, both read byte-identical inputs — ${count(filesRead, 'file')} ` +
        `(${count(executables, 'executable')} among them) in ${count(processes, 'process or thread', 'processes and threads')}, ` +
        `the same command and environment (${typeof hash === 'string' ? `${escapeMarkdown(hash.slice(0, 23))}…` : 'hash unknown'}). ` +
        (changed.length === 0 ? 'The diff changed nothing else.' : `The diff's changes no process read: ${pathList(changed)}.`) +
        ' Identical inputs do not cover the network or the clock.',
    ];
  }
  const reason = proof.reason;
  if (!isRecord(reason) || typeof reason.kind !== 'string') return [];
  return [`Measured, not proved unchanged: ${reasonText(reason)}.`];
}

/** At most this many parts are named, one note each, when parts were measured. */
const NAMED_PARTS = 5;

interface PartEntry {
  /** In a merged run, the shard (`1/2`) that proved or measured the part; its number counts within that shard. */
  shard: string | null;
  number: number;
  names: string[];
  proved: boolean;
  proof: Record<string, unknown> | null;
  reason: Record<string, unknown> | null;
}

/** `meta.proof.parts` (split-benchmarks), checked field by field; empty when absent. */
function partsOf(proof: Record<string, unknown>): PartEntry[] {
  if (!Array.isArray(proof.parts)) return [];
  const numbers = new Map<string | null, number>();
  return proof.parts.filter(isRecord).map((part) => {
    const shard = typeof part.shard === 'string' ? part.shard : null;
    const number = (numbers.get(shard) ?? 0) + 1;
    numbers.set(shard, number);
    return partEntry(part, shard, number);
  });
}

function partEntry(part: Record<string, unknown>, shard: string | null, number: number): PartEntry {
  return {
    shard,
    number,
    names: Array.isArray(part.names) ? part.names.filter((n): n is string => typeof n === 'string') : [],
    proved: part.proved === true && isRecord(part.proof),
    proof: isRecord(part.proof) ? part.proof : null,
    reason: isRecord(part.reason) && typeof part.reason.kind === 'string' ? part.reason : null,
  };
}

function partLabel(part: PartEntry): string {
  return `${part.shard === null ? '' : `shard ${escapeMarkdown(part.shard)} `}part ${part.number} (${pathList(part.names)})`;
}

/** A split suite proved part by part, some parts measured: which parts were proved, and why each other part was measured. */
function partNotes(parts: readonly PartEntry[]): string[] {
  const proved = parts.filter((p) => p.proved);
  const measured = parts.filter((p) => !p.proved);
  const notes: string[] = [];
  if (proved.length > 0)
    notes.push(
      `Proved unchanged part by part: ${proved.length} of ${parts.length} parts (${pathList(proved.flatMap((p) => p.names))}) read byte-identical inputs ` +
        'in one traced execution of each version, and were not measured. Identical inputs do not cover the network or the clock.',
    );
  for (const part of measured.slice(0, NAMED_PARTS))
    notes.push(`Measured, not proved unchanged: ${partLabel(part)}: ${part.reason === null ? 'no reason recorded' : reasonText(part.reason)}.`);
  if (measured.length > NAMED_PARTS)
    notes.push(`${measured.length - NAMED_PARTS} more parts were measured, not proved unchanged (meta.proof.parts in results.json).`);
  return notes;
}

function reasonText(reason: Record<string, unknown>): string {
  const paths = Array.isArray(reason.paths) ? reason.paths.filter((p): p is string => typeof p === 'string') : [];
  const detail = typeof reason.detail === 'string' ? escapeMarkdown(reason.detail) : '';
  switch (reason.kind) {
    case 'no-tracer':
      return `no tracer on the runner (${detail}); ${STRACE_INSTALL_HINT}`;
    case 'trace-failed':
      return `the traced execution failed (${detail})`;
    case 'trace-incomplete':
      return `the trace could not follow every process (${gapText(reason.gaps)})`;
    case 'network':
      return `the benchmark used a socket, whose replies no trace can vouch for (${detail})`;
    case 'unhashable':
      return `an input could not be hashed (${detail})`;
    case 'inputs-differ':
      return `the benchmark read files that differ: ${pathList(paths)}`;
    case 'outside-inputs-differ':
      return `the benchmark read files outside the checkout that differ between the versions: ${pathList(paths)}`;
    case 'outside-state':
      return `the benchmark read files outside the checkout that it also writes, so the versions' executions share them: ${pathList(paths)}`;
    case 'read-and-written':
      return `the benchmark read files in the checkout that it also wrote, so what it read is not what was compared: ${pathList(paths)}`;
    case 'changed-during-trace':
      return `files the benchmark read changed while it was traced, by a writer the trace did not see: ${pathList(paths)}`;
    default:
      return escapeMarkdown(String(reason.kind));
  }
}

/** The first gap of a `trace-incomplete` reason, in words (fields checked: it may come from an artifact). */
function gapText(gaps: unknown): string {
  const gap = Array.isArray(gaps) && isRecord(gaps[0]) ? gaps[0] : null;
  const field = (key: string) => (gap !== null && typeof gap[key] === 'string' ? escapeMarkdown(gap[key].slice(0, 200)) : '');
  switch (gap?.kind) {
    case 'unseen-syscall':
      return `${field('syscall')}, which reads what no traced path names: ${field('detail')}`;
    case 'untraced-child':
      return `a child the tracer does not follow: ${field('detail')}`;
    case 'proc-path':
      return `a file named through /proc or /dev/fd: ${field('detail')}`;
    case 'ptrace':
      return `ptrace in the tree: ${field('detail')}`;
    default:
      return 'strace reported what it could not read';
  }
}

function pathList(paths: readonly string[]): string {
  const shown = paths.slice(0, NAMED).map((p) => escapeMarkdown(p));
  return paths.length > NAMED ? `${shown.join(', ')} and ${paths.length - NAMED} more` : shown.join(', ');
}

function count(value: unknown, one: string, many = `${one}s`): string {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return `? ${many}`;
  return `${value} ${value === 1 ? one : many}`;
}

/**
 * The proof in the collapsed section: every count and the whole hash, so a reader can check
 * it against results.json (`meta.proof`); empty when the run did not prove anything.
 */
export function proofDetails(report: SuiteReport): string[] {
  const proof = report.meta?.proof;
  if (!isRecord(proof)) return [];
  const parts = partsOf(proof).filter((p) => p.proved && p.proof !== null);
  if (proof.proved !== true && parts.length > 0)
    return [
      ...parts.slice(0, NAMED_PARTS).map((part) => `- ${partLabel(part)}: ${proofLine(part.proof as Record<string, unknown>).slice(2)}`),
      ...(parts.length > NAMED_PARTS ? [`- ${parts.length - NAMED_PARTS} more parts proved (meta.proof.parts in results.json)`] : []),
    ];
  if (proof.proved !== true || !isRecord(proof.proof)) return [];
  return [proofLine(proof.proof)];
}

function proofLine(proof: Record<string, unknown>): string {
  const { filesRead, executables, probed, processes, kernelPaths, hash, changedNotRead } = proof;
  const changed = Array.isArray(changedNotRead) ? changedNotRead.filter((p): p is string => typeof p === 'string') : [];
  return (
    `- proof of no change: ${count(filesRead, 'file')} read (${count(executables, 'executable')}), ${count(probed, 'path')} only looked at, ` +
    `${count(kernelPaths, 'kernel path')} (/proc, /sys, /dev) not compared, ${count(processes, 'process or thread', 'processes and threads')}; ` +
    `hash ${typeof hash === 'string' ? escapeMarkdown(hash) : '?'}` +
    (changed.length === 0 ? '' : `; changed but not read: ${pathList(changed)}`)
  );
}
