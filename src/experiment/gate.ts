import { anchorBudgetCheck, type SuiteOutcome } from '../analysis/decide.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { TrendReportContext } from '../report/trend-markdown.js';
import type { HistoryFile } from '../results/history-format.js';
import type { ResultsFile } from '../results/results-format.js';
import type { EndedProcessRecord } from '../results/results-meta.js';
import { analyse, type Analysed } from './analyse.js';
import { analysisRecord, analysisSettings, recordedRunOptions } from './analysis-settings.js';
import { buildReport, type BuiltReport, type ReportRequest } from './build-report.js';
import { anchorBudgetOf, trendOf, type Trend, type TrendAnchor } from './record-trend.js';

/**
 * The gate both front ends call, without I/O: settings → record → analyse (`analyseRun`), then
 * decide → build (`buildReport`, which decides through analysis/decide.ts). The action's
 * pipeline (action/pipeline.ts) reads the accept label and records the trend between the two
 * steps; the CLI's commands call `gate` whole. Each front end adds only its own sinks.
 */

/** Where a run's settings come from: what it measured with, and the gate policy laid over it. */
export interface RunSettingsSource {
  /**
   * What the results were measured with: a run's own settings (`runAnalysisOptions`, with the
   * history prior fitted before measuring), or, when gating again, the run's record
   * (`recordedSettings`).
   */
  measured: Partial<AnalysisOptions>;
  /** The gate policy laid over them (flags, config, inputs); undefined values count as not given. */
  policy?: Partial<AnalysisOptions>;
}

export interface AnalysedRun {
  /** The complete settings, as `meta.analysis` records them. */
  options: AnalysisOptions;
  analysed: Analysed;
}

/** What a results file recorded it was analysed with (meta.analysis), for gating it again: every re-gate starts here. */
export function recordedSettings(results: ResultsFile): Partial<AnalysisOptions> {
  return recordedRunOptions(results.meta);
}

/**
 * Settings → record: the complete settings, written whole into `results.meta.analysis` (the one
 * place the record is written, so that gating again from the results decides the same). Apart
 * from `analyseRun` only for a front end that keeps the results before analysing them (calibrate).
 */
export function recordSettings(results: ResultsFile, source: RunSettingsSource): AnalysisOptions {
  const options = analysisSettings(source.measured, source.policy ?? {});
  results.meta = { ...results.meta, analysis: analysisRecord(options) };
  return options;
}

/**
 * Records in the results the processes benchgate ended while this run measured (the sweep:
 * runner/process-sweeper.ts), after those a file it re-gates already records, so that the run's
 * report and every later re-gate of its results say the same.
 */
export function recordEndedProcesses(results: ResultsFile, ended: readonly EndedProcessRecord[]): void {
  if (ended.length === 0) return;
  results.meta = { ...results.meta, endedProcesses: [...(results.meta?.endedProcesses ?? []), ...ended.map((process) => ({ ...process }))] };
}

/** Settings → record → analyse: the recorded settings (`recordSettings`) and the one analysis of the results. */
export function analyseRun(results: ResultsFile, source: RunSettingsSource): AnalysedRun {
  const options = recordSettings(results, source);
  return { options, analysed: analyse(results, options) };
}

/** The whole gate for a front end with nothing to do between analysing and building: settings → record → analyse → decide → build. */
export function gate(
  results: ResultsFile,
  source: RunSettingsSource,
  report: Omit<ReportRequest, 'results' | 'analysed'>,
): AnalysedRun & { built: BuiltReport } {
  const run = analyseRun(results, source);
  return { ...run, built: buildReport({ ...report, results, analysed: run.analysed }) };
}

/**
 * The gate of a history's trend (`benchgate history trend`): the trend rendered
 * (record-trend.ts `trendOf`) and its check decided as a trend run's is (decide.ts): the drift
 * since the anchor against its budget. The front end adds only its sinks (files, stdout, exit code).
 */
export function trendGate(history: HistoryFile, context: TrendReportContext, anchor: TrendAnchor): Trend & { check: SuiteOutcome['check'] } {
  const trend = trendOf(history, context, anchor);
  return { ...trend, check: anchorBudgetCheck(anchorBudgetOf(trend)) };
}
