import type { BenchmarkReport, SuiteReport } from '../analysis/report-types.js';
import { isRecord } from '../util/is-record.js';
import { escapeMarkdown } from './escape-markdown.js';

/** The verdict cell of a benchmark decided without measuring; null for a measured one. */
export function verdictSourceCell(benchmark: BenchmarkReport): string | null {
  return benchmark.verdictSource?.kind === 'identical-inputs' ? '⚪ unchanged (identical inputs)' : null;
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
  if (proof.proved === true && isRecord(proof.proof)) {
    const { filesRead, executables, processes, hash, changedNotRead } = proof.proof;
    const changed = Array.isArray(changedNotRead) ? changedNotRead.filter((p): p is string => typeof p === 'string') : [];
    return [
      `Not measured: in one traced execution of each version, both read byte-identical inputs — ${count(filesRead, 'file')} ` +
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

function reasonText(reason: Record<string, unknown>): string {
  const paths = Array.isArray(reason.paths) ? reason.paths.filter((p): p is string => typeof p === 'string') : [];
  const detail = typeof reason.detail === 'string' ? escapeMarkdown(reason.detail) : '';
  switch (reason.kind) {
    case 'no-tracer':
      return `no tracer on the runner (${detail})`;
    case 'trace-failed':
      return `the traced execution failed (${detail})`;
    case 'trace-incomplete':
      return 'the trace could not follow every process (strace reported what it could not read)';
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
    default:
      return escapeMarkdown(String(reason.kind));
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
  if (!isRecord(proof) || proof.proved !== true || !isRecord(proof.proof)) return [];
  const { filesRead, executables, probed, processes, kernelPaths, hash, changedNotRead } = proof.proof;
  const changed = Array.isArray(changedNotRead) ? changedNotRead.filter((p): p is string => typeof p === 'string') : [];
  return [
    `- proof of no change: ${count(filesRead, 'file')} read (${count(executables, 'executable')}), ${count(probed, 'path')} only looked at, ` +
      `${count(kernelPaths, 'kernel path')} (/proc, /sys, /dev) not compared, ${count(processes, 'process or thread', 'processes and threads')}; ` +
      `hash ${typeof hash === 'string' ? escapeMarkdown(hash) : '?'}` +
      (changed.length === 0 ? '' : `; changed but not read: ${pathList(changed)}`),
  ];
}
