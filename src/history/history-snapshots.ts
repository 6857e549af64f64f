/**
 * Dated snapshots for the git branch: `snapshots/YYYY-MM-DD.json` holds the entries measured
 * that day (UTC, by `measuredAt`), in the history format. They are derived from the history
 * on every save, so retention prunes them with it; when `history.json` is damaged the
 * history is rebuilt from them.
 */
import { HISTORY_FORMAT_VERSION, type HistoryEntry, type HistoryFile } from '../results/history-format.js';
import { mergeHistories } from './history-store.js';
import { parseHistory, serializeHistory } from './parse-history.js';

export const SNAPSHOT_DIR = 'snapshots';

export function snapshotPath(entry: HistoryEntry): string {
  const day = new Date(Date.parse(entry.measuredAt)).toISOString().slice(0, 10);
  return `${SNAPSHOT_DIR}/${day}.json`;
}

/** Path → file text, one file per day that has entries. */
export function snapshotFiles(history: HistoryFile): Map<string, string> {
  const byDay = new Map<string, HistoryEntry[]>();
  for (const entry of history.entries) {
    const file = snapshotPath(entry);
    byDay.set(file, [...(byDay.get(file) ?? []), entry]);
  }
  return new Map([...byDay].map(([file, entries]) => [file, serializeHistory({ version: HISTORY_FORMAT_VERSION, entries })]));
}

/**
 * The union of every readable snapshot; unreadable ones are named in `warnings`. `newer` names
 * the first one a newer benchgate wrote: then nothing may be written over the snapshots.
 */
export function historyFromSnapshots(files: ReadonlyArray<{ path: string; text: string }>): {
  history: HistoryFile;
  readable: number;
  warnings: string[];
  newer: string | null;
} {
  let history: HistoryFile = { version: HISTORY_FORMAT_VERSION, entries: [] };
  const warnings: string[] = [];
  let readable = 0;
  let newer: string | null = null;
  for (const file of files) {
    const parsed = parseHistory(file.text, file.path);
    if (!parsed.ok) {
      if (parsed.kind === 'newer-version') newer ??= parsed.reason;
      warnings.push(parsed.reason);
      continue;
    }
    readable++;
    warnings.push(...parsed.warnings);
    history = mergeHistories(history, parsed.history);
  }
  return { history, readable, warnings, newer };
}
