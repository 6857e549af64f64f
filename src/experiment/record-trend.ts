import type { SuiteReport } from '../analysis/report-types.js';
import { benchmarksLeftOut, historyEntryFrom, type HistoryEntryMeta, type LeftOutBenchmark } from '../history/history-entry.js';
import { appendEntry } from '../history/history-store.js';
import type { HistoryBackend } from '../ports/history-backend.js';
import { trendSvgFiles } from '../report/svg-chart.js';
import { renderTrendReport, type TrendReportContext } from '../report/trend-markdown.js';
import type { HistoryEntry, HistoryFile } from '../results/history-format.js';
import type { ResultsFile } from '../results/results-format.js';
import { analyzeTrend, type TrendAnalysis } from '../trend/trend-analysis.js';

/**
 * The trend pipeline, shared by the action's trend runs (action/pipeline.ts) and `benchgate
 * history import` / `history trend`: one analysed run becomes one history entry, the history
 * is saved, and the whole series is analysed for change points and rendered. The two front ends
 * differ only in where the history lives (the backend) and how they show the outcome.
 */

/** What adding one run to a history did. */
export interface RecordedRun {
  /** The history with the run's entry. */
  history: HistoryFile;
  entry: HistoryEntry;
  /** `added`: a new entry; `replaced`: a later attempt of the same run replaced its entry; `kept`: the history had it already, and keeps it once. */
  outcome: 'added' | 'replaced' | 'kept';
  /** The benchmarks of the run the entry leaves out, each with the reason. */
  leftOut: LeftOutBenchmark[];
}

/** Adds the entry of one analysed run (`historyEntryFrom`) to `history`. Pure; throws historyEntryFrom's RangeError when no commit is known for the side. */
export function addRun(history: HistoryFile, run: { results: ResultsFile; report: SuiteReport }, meta: HistoryEntryMeta): RecordedRun {
  const entry = historyEntryFrom(run.results, run.report, meta);
  const appended = appendEntry(history, entry);
  const outcome = appended.entries.length > history.entries.length ? 'added' : appended.entries.includes(entry) ? 'replaced' : 'kept';
  return { history: appended, entry, outcome, leftOut: benchmarksLeftOut(run.results, run.report, meta.side ?? 'head') };
}

/** A history's trend: its change points (E-divisive, trend/), the markdown report and one SVG chart per benchmark. */
export interface Trend {
  analysis: TrendAnalysis;
  markdown: string;
  svgFiles: Array<{ name: string; svg: string }>;
}

/** The trend of a history, rendered. Pure. */
export function trendOf(history: HistoryFile, context: TrendReportContext = {}): Trend {
  const analysis = analyzeTrend(history);
  return { analysis, markdown: renderTrendReport(analysis, context), svgFiles: trendSvgFiles(analysis) };
}

/**
 * A trend run: loads the history from `backend`, adds the run's entry, saves it (a shared
 * backend merges what another run saved meanwhile), and returns what was recorded with the
 * trend of the history with the entry. Throws what the backend throws; the caller decides
 * whether that fails anything.
 */
export async function recordTrend(
  backend: HistoryBackend,
  run: { results: ResultsFile; report: SuiteReport },
  meta: HistoryEntryMeta,
  context: TrendReportContext = {},
): Promise<RecordedRun & { trend: Trend }> {
  const load = await backend.load();
  const recorded = addRun(load.history, run, meta);
  await backend.save(recorded.history);
  return { ...recorded, trend: trendOf(recorded.history, context) };
}
