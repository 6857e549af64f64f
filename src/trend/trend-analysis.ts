import type { TrendNote } from '../analysis/notes.js';
import type { HistoryFile } from '../results/history-format.js';
import { DEFAULT_E_DIVISIVE_OPTIONS, eDivisive, type EDivisiveOptions, type EDivisiveResult, type Segment } from '../stats/e-divisive.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';
import { analyzeAnchorTrend, anchorSaysEnvironment, type AnchorTrend } from './anchor-trend.js';
import { benchmarkSeries, type BenchmarkSeries, type SeriesRun } from './benchmark-series.js';
import { historyNotes, type HistoryNote } from './history-notes.js';

/** A change point located between two runs of the history. */
export interface TrendChange {
  /** Index in the benchmark's runs of the first run after the change. */
  index: number;
  /** The last run before and the first run after. */
  before: SeriesRun;
  after: SeriesRun;
  /** Mean of the segment after / mean of the segment before − 1, with its interval; null unless both means are positive. */
  relative: number | null;
  ci: [number, number] | null;
  difference: number;
  pValue: number;
  noiseRatio: number;
  /** By the benchmark's `better`: a rise in time is a regression, a rise in throughput an improvement. */
  kind: 'regression' | 'improvement';
  /** Both runs measured the same commit: the runner or its environment changed, not the code. */
  sameCommit: boolean;
  /**
   * The runner or its environment changed, not the code: both runs measured the same commit, or
   * the anchor's own time stepped at this run (trend/anchor-trend.ts). Not a regression.
   */
  environment: boolean;
}

export interface BenchmarkTrend {
  series: BenchmarkSeries;
  changes: TrendChange[];
  segments: Segment[];
  noise: EDivisiveResult['noise'] | null;
  /** Why there is no analysis (too few runs), or other things the reader should know: values, which report/notes.ts words. */
  notes: TrendNote[];
}

export interface TrendAnalysis {
  benchmarks: BenchmarkTrend[];
  /** The history's entries (runs), oldest first: sha and date, for tables and charts. */
  runs: Array<{ sha: string; date: string; runId: string }>;
  options: EDivisiveOptions;
  /** The anchor series (trend/anchor-trend.ts): null when no entry was measured against an anchor. */
  anchor: AnchorTrend | null;
  /** Gaps, commits measured more than once, series that stop where others start (trend/history-notes.ts). */
  historyNotes: HistoryNote[];
}

function analyzeSeries(series: BenchmarkSeries, options: EDivisiveOptions, anchor: AnchorTrend | null): BenchmarkTrend {
  const notes: TrendNote[] = series.otherUnit > 0 ? [{ kind: 'other-unit', runs: series.otherUnit }] : [];
  let result: EDivisiveResult;
  try {
    result = eDivisive(
      series.runs.map((r) => ({ value: r.mean, variance: r.variance })),
      options,
    );
  } catch (error) {
    if (!(error instanceof InsufficientDataError)) throw error;
    return { series, changes: [], segments: [], noise: null, notes: [...notes, { kind: 'too-few-runs', reason: error.message }] };
  }
  const changes = result.changePoints.map((c): TrendChange => {
    const before = series.runs[c.index - 1];
    const after = series.runs[c.index];
    const worse = series.better === 'lower' ? c.difference > 0 : c.difference < 0;
    return {
      index: c.index,
      before,
      after,
      relative: c.relative,
      ci: c.ci,
      difference: c.difference,
      pValue: c.pValue,
      noiseRatio: c.noiseRatio,
      kind: worse ? 'regression' : 'improvement',
      sameCommit: before.sha === after.sha,
      environment: before.sha === after.sha || anchorSaysEnvironment(anchor, series.name, after.entry),
    };
  });
  return { series, changes, segments: result.segments, noise: result.noise, notes };
}

/**
 * Change points of every benchmark in the history, and its anchor series (of `anchorRef`, else
 * of the newest entry's anchor); a step the anchor shows to be the runner's is marked
 * `environment`. Pure; deterministic for `options.seed`.
 */
export function analyzeTrend(history: HistoryFile, overrides: Partial<EDivisiveOptions> = {}, anchorRef?: string): TrendAnalysis {
  const options = { ...DEFAULT_E_DIVISIVE_OPTIONS, ...overrides };
  const anchor = analyzeAnchorTrend(history, options, anchorRef);
  return {
    benchmarks: benchmarkSeries(history).map((series) => analyzeSeries(series, options, anchor)),
    runs: history.entries.map((e) => ({ sha: e.sha, date: e.date, runId: e.runId })),
    options,
    anchor,
    historyNotes: historyNotes(history),
  };
}
