import type { SuiteReport, Verdict } from '../analysis/report-types.js';

/**
 * One word for the whole suite (the `verdict` output): `regression` when a gated benchmark
 * regressed; otherwise `inconclusive` when any benchmark could not be decided; otherwise
 * `improvement` when any improved; otherwise `unchanged`. Regressions of report-only
 * benchmarks do not make the suite a regression.
 */
export function overallVerdict(report: SuiteReport): Verdict {
  const { summary, benchmarks } = report;
  if (summary.gatingRegressions > 0) return 'regression';
  if (benchmarks.length === 0 || summary.inconclusive > 0) return 'inconclusive';
  return summary.improvements > 0 ? 'improvement' : 'unchanged';
}
