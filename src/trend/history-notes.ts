import type { HistoryFile } from '../results/history-format.js';

/**
 * What the reader of a trend should know about the history itself (docs/history-format.md, "Bad
 * input"): a long gap between runs, commits measured more than once, and series that stop where
 * others start. Each names where it happened; none changes or drops a run. Pure.
 */

/** One run of the history, by its entry. */
export interface RunRef {
  /** Index of the entry in the history. */
  entry: number;
  sha: string;
  date: string;
  measuredAt: string;
  runId: string;
}

export type HistoryNote =
  /** No run was measured for `days` days between two consecutive runs: the runner may have changed meanwhile. */
  | { kind: 'gap'; before: RunRef; after: RunRef; days: number }
  /** One commit measured in several runs (all kept): a step between them is the runner's. */
  | { kind: 'repeated-commit'; sha: string; runs: RunRef[] }
  /** Series that end at `before` and series that begin at the next run, `after`: perhaps a rename; not joined. */
  | { kind: 'series-break'; before: RunRef; after: RunRef; stopped: string[]; started: string[] };

/** A gap between consecutive runs' measurement times of at least this many days is noted. */
export const GAP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

function runRef(history: HistoryFile, entry: number): RunRef {
  const e = history.entries[entry];
  return { entry, sha: e.sha, date: e.date, measuredAt: e.measuredAt, runId: e.runId };
}

function gaps(history: HistoryFile): HistoryNote[] {
  const notes: HistoryNote[] = [];
  for (let i = 1; i < history.entries.length; i++) {
    const days = Math.floor((Date.parse(history.entries[i].measuredAt) - Date.parse(history.entries[i - 1].measuredAt)) / DAY_MS);
    if (days >= GAP_DAYS) notes.push({ kind: 'gap', before: runRef(history, i - 1), after: runRef(history, i), days });
  }
  return notes;
}

function repeatedCommits(history: HistoryFile): HistoryNote[] {
  const bySha = new Map<string, number[]>();
  history.entries.forEach((e, i) => {
    const entries = bySha.get(e.sha);
    if (entries) entries.push(i);
    else bySha.set(e.sha, [i]);
  });
  return [...bySha]
    .filter(([, entries]) => entries.length > 1)
    .map(([sha, entries]) => ({ kind: 'repeated-commit', sha, runs: entries.map((i) => runRef(history, i)) }));
}

/** Benchmarks last measured in entry k − 1 beside benchmarks first measured in entry k (neither at the history's ends). */
function seriesBreaks(history: HistoryFile): HistoryNote[] {
  const span = new Map<string, { first: number; last: number }>();
  history.entries.forEach((e, i) => {
    for (const b of e.benchmarks) span.set(b.name, { first: span.get(b.name)?.first ?? i, last: i });
  });
  const stoppedAt = new Map<number, string[]>();
  const startedAt = new Map<number, string[]>();
  for (const [name, { first, last }] of span) {
    stoppedAt.set(last, [...(stoppedAt.get(last) ?? []), name]);
    startedAt.set(first, [...(startedAt.get(first) ?? []), name]);
  }
  const notes: HistoryNote[] = [];
  for (let k = 1; k < history.entries.length; k++) {
    const stopped = stoppedAt.get(k - 1) ?? [];
    const started = startedAt.get(k) ?? [];
    if (stopped.length > 0 && started.length > 0)
      notes.push({ kind: 'series-break', before: runRef(history, k - 1), after: runRef(history, k), stopped, started });
  }
  return notes;
}

/** The history's notes, in the order gaps, repeated commits, series breaks (each oldest first). */
export function historyNotes(history: HistoryFile): HistoryNote[] {
  return [...gaps(history), ...repeatedCommits(history), ...seriesBreaks(history)];
}
