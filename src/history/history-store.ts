import { compareInstants, compareText, unionOfCopies } from './merge-copies.js';
import { HISTORY_FORMAT_VERSION, type HistoryEntry, type HistoryFile, type HistoryRetention } from '../results/history-format.js';

/**
 * Pure operations on a history: every function returns a new history with its entries in
 * the canonical order (oldest first) and leaves its inputs untouched.
 *
 * Identity: an entry is identified by (sha, runId). Re-running a workflow keeps its run id
 * and raises the attempt, so a later attempt replaces an earlier one; two different runs
 * of the same commit (a nightly schedule with no new commit) are two entries.
 */

export function entryKey(entry: Pick<HistoryEntry, 'sha' | 'runId'>): string {
  return `${entry.sha}\u0000${entry.runId}`;
}

/** Commit date, then measurement time, then run id, then sha: a total order, so merges are deterministic. */
export function compareEntries(a: HistoryEntry, b: HistoryEntry): number {
  return (
    compareInstants(a.date, b.date) ||
    compareInstants(a.measuredAt, b.measuredAt) ||
    compareIds(a.runId, b.runId) ||
    compareText(a.sha, b.sha) ||
    a.runAttempt - b.runAttempt
  );
}

/** Run ids: numerically when both are whole numbers (GitHub's are), else as text. */
function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return compareText(a, b);
}

/**
 * Union of two histories by (sha, runId): no entry of either side is lost; for a key on
 * both sides the later run attempt (then the later measurement) is kept. This is the rule for two runs that raced to
 * save: each has the other's entries after the merge.
 */
export function mergeHistories(ours: HistoryFile, theirs: HistoryFile): HistoryFile {
  const entries = unionOfCopies([...ours.entries, ...theirs.entries], entryKey, (entry) => entry.measuredAt);
  return { version: HISTORY_FORMAT_VERSION, entries: entries.sort(compareEntries) };
}

/** Adds (or, for the same sha and run id, replaces by a later attempt) one entry. */
export function appendEntry(history: HistoryFile, entry: HistoryEntry): HistoryFile {
  return mergeHistories(history, { version: HISTORY_FORMAT_VERSION, entries: [entry] });
}

/** Keeps the newest `maxEntries` entries. */
export function pruneHistory(history: HistoryFile, retention: HistoryRetention): HistoryFile {
  if (!Number.isInteger(retention.maxEntries) || retention.maxEntries < 1) {
    throw new RangeError(`retention: maxEntries must be a whole number ≥ 1, got ${retention.maxEntries}`);
  }
  const sorted = history.entries.slice().sort(compareEntries);
  return { version: HISTORY_FORMAT_VERSION, entries: sorted.slice(Math.max(0, sorted.length - retention.maxEntries)) };
}
