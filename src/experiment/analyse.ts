import type { AnalysisOptions } from '../config/analysis-options.js';
import { measurementFailures, type MeasurementFailure } from '../analysis/measurement-failure.js';
import type { ResultsFile } from '../results/results-format.js';
import type { ResultsMeta } from '../results/results-meta.js';
import { analyzeWithStopping, type SequentialSuiteReport } from '../sequential/analyze-sequential.js';

export interface Analysed {
  report: SequentialSuiteReport;
  /** Versions that could not be measured: the run fails whatever the report says. */
  failures: MeasurementFailure[];
}

/**
 * The one analysis entry point: the fixed design's analysis, or for an adaptive run the
 * replay of its looks (analyzeWithStopping), and which versions could not be measured.
 * Options not given take their defaults; undefined values are ignored.
 */
export function analyse(results: ResultsFile, options: Partial<AnalysisOptions>): Analysed {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { report: analyzeWithStopping(results, given), failures: measurementFailures(results) };
}

/**
 * The seed and failure limit a run recorded, so that re-analysing its own results (the CLI's
 * `analyze`, the action's merge job) gives the report the run gave. Never for results from an
 * untrusted run: `mode: comment` takes its settings from its own workflow.
 */
export function recordedRunOptions(meta: ResultsMeta | undefined): Pick<Partial<AnalysisOptions>, 'seed' | 'maxFailureShare'> {
  return {
    ...(meta?.seed !== undefined && meta.seed < 2 ** 32 ? { seed: meta.seed } : {}),
    ...(meta?.maxFailureShare !== undefined ? { maxFailureShare: meta.maxFailureShare } : {}),
  };
}
