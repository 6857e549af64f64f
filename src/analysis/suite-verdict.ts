import type { MeasurementFailure } from './measurement-failure.js';
import { measurementFailureMessage } from './measurement-failure.js';
import { incompleteRunMessage, type IncompleteRun } from './missing-shards.js';
import type { SuiteReport, Verdict } from './report-types.js';

/**
 * One word for the whole suite (the action's `verdict` output): `regression` when a gated
 * benchmark regressed; otherwise `inconclusive` when any benchmark could not be decided (or none
 * was compared); otherwise `improvement` when any improved; otherwise `unchanged`. Regressions
 * of report-only benchmarks do not make the suite a regression.
 */
export function suiteVerdict(report: SuiteReport): Verdict {
  const { summary, benchmarks } = report;
  if (summary.gatingRegressions > 0) return 'regression';
  if (benchmarks.length === 0 || summary.inconclusive > 0) return 'inconclusive';
  return summary.improvements > 0 ? 'improvement' : 'unchanged';
}

/** What decides pass or fail besides the report. */
export interface GateInput {
  /** Versions that could not be measured (measurementFailures): the run fails whatever the rest says. */
  failures: readonly MeasurementFailure[];
  /** False: a gated regression is reported but does not fail (`fail-on-regression: false`). */
  failOnRegression: boolean;
  /** A maintainer accepted the regression (the accept label). */
  accepted: boolean;
  /**
   * A merged run whose shards did not all deliver, when partial results are not accepted
   * (`allow-missing-shards`): the run fails whatever the rest says, as a version that could not
   * be measured does. Absent or without shards: nothing is missing, or partial results are accepted.
   */
  incomplete?: IncompleteRun | null;
}

/**
 * The gate, the same for the action's check and the CLI's exit code:
 * - `failure` when a version could not be measured (every execution failed, or more than
 *   max-failure-share did): there is no verdict to accept, so neither `fail-on-regression` nor
 *   the accept label changes it;
 * - `failure` when a merged run lost shards and partial results are not accepted (`incomplete`);
 * - `regression` when a gated benchmark regressed, unless regressions do not fail or one was accepted;
 * - `pass` otherwise.
 * `message` says why it failed (null on pass).
 */
export function gateDecision(report: SuiteReport, input: GateInput): { outcome: 'pass' | 'regression' | 'failure'; message: string | null } {
  if (input.failures.length > 0) return { outcome: 'failure', message: measurementFailureMessage([...input.failures]) };
  const names = report.benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').map((b) => b.name);
  const regression =
    report.summary.gatingRegressions > 0 && input.failOnRegression && !input.accepted
      ? `performance regression in ${names.length} benchmark${names.length > 1 ? 's' : ''}: ${names.join(', ')}`
      : null;
  if (input.incomplete && input.incomplete.shards.length > 0) {
    // The accept label accepts a measured regression, never a shard that did not deliver.
    return { outcome: 'failure', message: `${incompleteRunMessage(input.incomplete)}${regression === null ? '' : `; and ${regression}`}` };
  }
  if (regression !== null) return { outcome: 'regression', message: regression };
  return { outcome: 'pass', message: null };
}
