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

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** ISO 8601 times as instants (so offsets other than Z order correctly), then as text. */
function compareInstants(a: string, b: string): number {
  const difference = Date.parse(a) - Date.parse(b);
  return Number.isFinite(difference) && difference !== 0 ? difference : compareText(a, b);
}

/** Run ids: numerically when both are whole numbers (GitHub's are), else as text. */
function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return compareText(a, b);
}

/**
 * Of two entries with the same key, the later attempt wins, then the later measurement: never
 * the order in which they arrived, so an older copy saved last cannot replace a newer one. Two
 * entries alike in both are told apart by their text, so the merge stays commutative.
 */
function preferred(kept: HistoryEntry, other: HistoryEntry): HistoryEntry {
  const order = other.runAttempt - kept.runAttempt || compareInstants(other.measuredAt, kept.measuredAt);
  if (order !== 0) return order > 0 ? other : kept;
  return compareText(JSON.stringify(other), JSON.stringify(kept)) > 0 ? other : kept;
}

/**
 * Union of two histories by (sha, runId): no entry of either side is lost; for a key on
 * both sides the later run attempt (then the later measurement) is kept. This is the rule for two runs that raced to
 * save: each has the other's entries after the merge.
 */
export function mergeHistories(ours: HistoryFile, theirs: HistoryFile): HistoryFile {
  const byKey = new Map<string, HistoryEntry>();
  for (const entry of [...ours.entries, ...theirs.entries]) {
    const key = entryKey(entry);
    const existing = byKey.get(key);
    byKey.set(key, existing ? preferred(existing, entry) : entry);
  }
  return { version: HISTORY_FORMAT_VERSION, entries: [...byKey.values()].sort(compareEntries) };
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
