import type { SuiteReport } from '../analysis/report-types.js';
import { benchmarksLeftOut, historyEntryFrom, type HistoryEntryMeta, type LeftOutBenchmark } from '../history/history-entry.js';
import { appendEntry } from '../history/history-store.js';
import type { HistoryBackend } from '../ports/history-backend.js';
import { trendSvgFiles } from '../report/svg-chart.js';
import { renderTrendReport, type TrendReportContext } from '../report/trend-markdown.js';
import type { HistoryEntry, HistoryFile } from '../results/history-format.js';
import type { ResultsFile } from '../results/results-format.js';
import { analyzeTrend, type TrendAnalysis } from '../trend/trend-analysis.js';
import { checkAnchorBudget, type AnchorBudgetCheck, type AnchorBudgetSource } from '../analysis/anchor-budget.js';
import type { AnchorRunNote } from '../report/anchor-markdown.js';

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
  /** The drift since the anchor against the budget, when a budget was given and the newest run has a drift. */
  budget?: AnchorBudgetCheck;
}

/** A trend run's anchor (docs/history-format.md, "Anchor"): the comparison measured against it, or why there is none this run, and the budget. */
export interface TrendAnchor {
  /** The anchor comparison's analysis (base: the anchor, head: the measured commit). */
  measured?: { ref: string; sha: string; report: SuiteReport };
  /** The anchor could not be measured this run: the run goes on without it. */
  runNote?: AnchorRunNote;
  /** At most this much slower than the anchor (a share). */
  budget?: number;
  /** Analyse this anchor's series rather than the newest entry's (`history trend --anchor`). */
  ref?: string;
}

/** What the gate reads of a trend's anchor (decide.ts `anchorBudgetFailure`): null without a budget or a drift. */
export function anchorBudgetOf(trend: Pick<Trend, 'analysis' | 'budget'> | null): AnchorBudgetSource | null {
  const anchor = trend?.analysis.anchor;
  if (trend?.budget === undefined || !anchor?.drift) return null;
  return { ref: anchor.ref, drift: anchor.drift, check: trend.budget };
}

/** The trend of a history, rendered; with an anchor's budget, checked against it. Pure. */
export function trendOf(history: HistoryFile, context: TrendReportContext = {}, anchor: TrendAnchor = {}): Trend {
  const analysis = analyzeTrend(history, {}, anchor.ref);
  const drift = analysis.anchor?.drift;
  const budget = anchor.budget === undefined || !drift ? undefined : checkAnchorBudget(drift, anchor.budget);
  const markdown = renderTrendReport(analysis, {
    ...context,
    anchor: { ...(budget ? { budget } : {}), ...(anchor.runNote ? { runNote: anchor.runNote } : {}) },
  });
  return { analysis, markdown, svgFiles: trendSvgFiles(analysis), ...(budget ? { budget } : {}) };
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
  anchor: TrendAnchor = {},
): Promise<RecordedRun & { trend: Trend }> {
  const load = await backend.load();
  const recorded = addRun(load.history, run, anchor.measured ? { ...meta, anchor: anchor.measured } : meta);
  await backend.save(recorded.history);
  return { ...recorded, trend: trendOf(recorded.history, context, anchor) };
}
