import type { AnalysisOptions } from '../config/analysis-options.js';
import type { ResultsFile } from '../results/results-format.js';
import { summarize } from './decide.js';
import type { BenchmarkReport, SuiteReport } from './report-types.js';

/**
 * A suite's report from its decided rows: the counts of each verdict (decide.ts `summarize`),
 * the benchmarks a policy left out, the process metrics analysed apart, and the results' meta.
 * The one assembly for the analysis (analyze-results.ts) and a proved run (proof/proved-report.ts).
 */
export function suiteReport(
  results: Pick<ResultsFile, 'meta'>,
  options: AnalysisOptions,
  benchmarks: BenchmarkReport[],
  ignored: string[],
  metrics?: BenchmarkReport[],
): SuiteReport {
  return {
    version: 1,
    options,
    benchmarks,
    summary: summarize(benchmarks),
    ignored,
    ...(metrics === undefined ? {} : { metrics }),
    ...(results.meta ? { meta: results.meta } : {}),
  };
}
