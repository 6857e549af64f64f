import type { AnalysisOptions } from '../config/analysis-options.js';
import { benchmarkPolicies } from '../config/benchmark-policy.js';
import { gatedMetricFailures, withFailures } from '../analysis/gated-metric-failure.js';
import { measurementFailures, type MeasurementFailure } from '../analysis/measurement-failure.js';
import type { ResultsFile } from '../results/results-format.js';
import { analyzeWithStopping, type SequentialSuiteReport } from '../sequential/analyze-sequential.js';
import { provedInputs, provedUnchangedReport, withProvedParts } from '../proof/proved-report.js';

// Gating again from a run's results starts from what it recorded (analysis-settings.ts).
export { recordedRunOptions } from './analysis-settings.js';

export interface Analysed {
  report: SequentialSuiteReport;
  /** Versions that could not be measured: the run fails whatever the report says. */
  failures: MeasurementFailure[];
}

/**
 * The one analysis entry point: the fixed design's analysis, or for an adaptive run the
 * replay of its looks (analyzeWithStopping), and which versions could not be measured. The
 * settings are complete: analysis-settings.ts makes them for every mode.
 */
export function analyse(results: ResultsFile, options: AnalysisOptions): Analysed {
  // prove-unchanged proved identical inputs: nothing was measured, and nothing needed to be.
  // Each benchmark's gate and min-effect, resolved once for every step of the analysis.
  const policies = benchmarkPolicies(options);
  const proved = provedInputs(results);
  if (proved !== null) return { report: provedUnchangedReport(results, proved, options, policies), failures: [] };
  // Parts of a split suite proved unchanged were not measured: their benchmarks join the report as such.
  // A gated metric (process/instructions, process/max-rss) a version could not produce fails the gate too.
  const failures = withFailures(measurementFailures(results), gatedMetricFailures(results, options, policies));
  return { report: withProvedParts(analyzeWithStopping(results, options, policies), results, policies), failures };
}
