import type { DecisionRule } from '../config/analysis-options.js';
import type { Better } from '../results/results-format.js';
import type { ResolvedPolicy } from '../config/benchmark-policy.js';
import { measurementFailureMessage, type MeasurementFailure } from './measurement-failure.js';
import { incompleteRunMessage, type IncompleteRun } from './missing-shards.js';
import type { BenchmarkReport, SuiteReport, Verdict } from './report-types.js';
import type { VerdictNote } from './notes.js';
import { budgetFailureMessage, type AnchorBudgetCheck, type AnchorBudgetSource } from './anchor-budget.js';

// A change from exactly zero, decided without an interval (decide-from-zero.ts).
export { decideFromZero, type FromZeroDecision, type FromZeroSource } from './decide-from-zero.js';

// Where a verdict is decided: for one benchmark (`decide`, on the interval of the fixed design
// or of an adaptive run's look) and for the suite (`suiteOutcome`: the output word, the
// headline, the check, the undecided list). Everything else reads these results.

/** What an interval says about a change, given the smallest change worth flagging. */
export type IntervalReading = 'change' | 'unchanged' | null;

/**
 * The one meaning of min-effect, for the fixed verdict, the sequential looks, the recommended
 * counts and the planner: a change is flagged when its interval excludes 0 and reaches at
 * least min-effect (it is not shown to be smaller than min-effect); `unchanged` when the whole
 * interval lies inside ±min-effect; otherwise the data cannot tell. The rule flags a true
 * change of exactly min-effect whenever the test is significant, so the power a design
 * promises at min-effect — (t + z₀.₈)·se ≤ min-effect — is the power the gate has.
 */
export function readInterval(ci: readonly [number, number], minEffect: number, excludesZero = ci[0] > 0 || ci[1] < 0): IntervalReading {
  const [low, high] = ci;
  if (excludesZero && (high >= minEffect || low <= -minEffect)) return 'change';
  if (low >= -minEffect && high <= minEffect) return 'unchanged';
  return null;
}

/**
 * Where the interval a verdict is read from comes from:
 * - `fixed`: the fixed design's Δ interval at the level the suite-wide correction demands
 *   (DeltaReport.ciLevel), read by `rule` (with `overlap`, "excludes 0" means the two
 *   versions' intervals do not overlap, the thesis's conservative rule);
 * - `look`: one look of an adaptive run, its repeated confidence interval at that look's level
 *   (alpha-spending.ts). The first look that decides is the adaptive run's verdict
 *   (fold-looks.ts); a look that does not decide means "keep measuring". Each decisive outcome
 *   is wrong only if the interval misses the true change, so intervals that cover the truth at
 *   every look at once bound the chance of any wrong decision by α.
 */
export type IntervalSource = { kind: 'fixed'; rule: DecisionRule; baseCi: [number, number]; headCi: [number, number] } | { kind: 'look' };

/** A benchmark's interval and what it is read against: the `fixed` design's or a `look`'s (one kind of DecisionSource). */
export interface DecisionInput {
  relative: number;
  ci: [number, number];
  better: Better;
  minEffect: number;
  source: IntervalSource;
  /** The interval leaves out a build level it cannot estimate: it carries no decision. */
  buildLevelMissing?: boolean;
}

/**
 * What a verdict is decided from, one union for every source:
 * - an interval (`fixed`, `look`: DecisionInput);
 * - `identical-values`: the same number in every process of both versions: unchanged, with no
 *   interval to show;
 * - `identical-inputs`: the versions read byte-identical inputs (src/proof/): unchanged
 *   without an interval, since nothing that could change was measured; the proof is the evidence;
 * - `not-measured`: nothing to compare (a version without values, a benchmark a missing shard
 *   did not measure, a look without an interval yet): not decided;
 * - `anchor-budget`: a trend run's drift since its anchor against `anchor-budget`: a regression
 *   when it lies wholly above it (the suite's, through suiteOutcome), unchanged when within,
 *   otherwise not decided.
 */
export type DecisionSource =
  | DecisionInput
  | { source: { kind: 'identical-values' } }
  | { source: { kind: 'identical-inputs' } }
  | { source: { kind: 'not-measured' } }
  | { source: { kind: 'anchor-budget'; check: AnchorBudgetCheck } };

export interface Decision {
  verdict: Verdict;
  changeDetected: boolean;
  /** Why the fixed design's interval did not flag a change, when that needs saying. */
  note: VerdictNote | null;
}

const decision = (verdict: Verdict, changeDetected = false): Decision => ({ verdict, changeDetected, note: null });

/** No interval to read (a look without one yet, a benchmark that could not be compared): not decided. */
export const UNDECIDED: Decision = decide({ source: { kind: 'not-measured' } });

/** A run whose versions read byte-identical inputs (src/proof/): unchanged without an interval. */
export const IDENTICAL_INPUTS: Decision = decide({ source: { kind: 'identical-inputs' } });

/**
 * The row of a benchmark decided without an interval (UNDECIDED, IDENTICAL_INPUTS): no means,
 * no Δ; null when an `ignore` policy leaves it out of the report.
 */
export function intervalFreeRow(
  benchmark: { name: string; unit: string; better: Better },
  decision: Decision,
  policy: ResolvedPolicy,
  extra: Pick<BenchmarkReport, 'notes'> & Partial<Pick<BenchmarkReport, 'verdictSource'>>,
): BenchmarkReport | null {
  if (policy.gate === 'ignore') return null;
  return {
    name: benchmark.name,
    unit: benchmark.unit,
    better: benchmark.better,
    gate: policy.gate,
    minEffect: policy.minEffect,
    base: null,
    head: null,
    recommended: null,
    delta: null,
    verdict: decision.verdict,
    changeDetected: decision.changeDetected,
    ...extra,
  };
}

/**
 * The verdict a source gives (DecisionSource). An interval gives CHANGE DETECTED (regression or
 * improvement, by `better`) when it excludes 0 and reaches min-effect (readInterval);
 * `unchanged` when it lies inside ±min-effect; otherwise `inconclusive` (at a look: not yet).
 * The fixed design says why in a note.
 */
export function decide(input: DecisionSource): Decision {
  switch (input.source.kind) {
    case 'identical-values':
    case 'identical-inputs':
      return decision('unchanged');
    case 'not-measured':
      return decision('inconclusive');
    case 'anchor-budget': {
      const { status } = input.source.check;
      return status === 'exceeded' ? decision('regression', true) : status === 'within' ? decision('unchanged') : decision('inconclusive');
    }
    default:
      return decideInterval(input as DecisionInput);
  }
}

function decideInterval(input: DecisionInput): Decision {
  if (input.buildLevelMissing) return UNDECIDED;
  const { source } = input;
  const excludesZero =
    source.kind === 'fixed' && source.rule === 'overlap'
      ? source.headCi[0] > source.baseCi[1] || source.headCi[1] < source.baseCi[0]
      : input.ci[0] > 0 || input.ci[1] < 0;
  const reading = readInterval(input.ci, input.minEffect, excludesZero);
  if (reading === 'change') {
    const worse = input.better === 'lower' ? input.relative > 0 : input.relative < 0;
    return { verdict: worse ? 'regression' : 'improvement', changeDetected: true, note: null };
  }
  if (source.kind === 'look') return reading === 'unchanged' ? decision('unchanged') : UNDECIDED;
  if (reading === 'unchanged') {
    const note: VerdictNote | null = excludesZero ? { kind: 'significant-inside-min-effect', relative: input.relative, minEffect: input.minEffect } : null;
    return { verdict: 'unchanged', changeDetected: false, note };
  }
  return { verdict: 'inconclusive', changeDetected: false, note: { kind: 'cannot-tell', rule: source.rule, ci: input.ci, minEffect: input.minEffect } };
}

/** The suite's counts of each verdict, read off the benchmarks' decisions. */
export function summarize(benchmarks: readonly BenchmarkReport[]): SuiteReport['summary'] {
  const count = (verdict: Verdict) => benchmarks.filter((b) => b.verdict === verdict).length;
  return {
    regressions: count('regression'),
    gatingRegressions: benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').length,
    improvements: count('improvement'),
    unchanged: count('unchanged'),
    inconclusive: count('inconclusive'),
  };
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
  /** False for a shard alone: it reports but never decides the check (the merged analysis does). Default true. */
  decides?: boolean;
  /**
   * A trend run's drift since its anchor, checked against `anchor-budget`: a drift wholly above
   * the budget fails the run (neither `fail-on-regression` nor the accept label changes that)
   * and makes the suite's word `regression`. Absent or null: no anchor, or no budget.
   */
  anchorBudget?: AnchorBudgetSource | null;
}

/**
 * Why a trend run's drift since its anchor fails it: the drift lies wholly above the budget
 * (`exceeded`); null otherwise. The same for the action's check and `benchgate history trend`.
 */
export function anchorBudgetFailure(source: AnchorBudgetSource | null | undefined): string | null {
  if (source == null || decide({ source: { kind: 'anchor-budget', check: source.check } }).verdict !== 'regression') return null;
  return budgetFailureMessage(source, source.check);
}

/**
 * The headline's outcome: ❌ `not-measured` or `incomplete` (the check fails), 🔴 `regression`
 * (any, report-only ones included), ⚠️ `undecided` (anything inconclusive, or nothing compared),
 * 🟢 `improvement` (and nothing else changed), ✅ `unchanged` (everything decided unchanged).
 */
export type HeadlineOutcome = 'not-measured' | 'incomplete' | 'regression' | 'undecided' | 'improvement' | 'unchanged';

export interface SuiteOutcome {
  /**
   * One word for the whole suite (the action's `verdict` output): `regression` when a gated
   * benchmark regressed or a trend run's drift exceeds its anchor budget; otherwise `inconclusive` when any benchmark could not be decided (or
   * none was compared); otherwise `improvement` when any improved; otherwise `unchanged`.
   * Regressions of report-only benchmarks do not make the suite a regression.
   */
  verdict: Verdict;
  headline: HeadlineOutcome;
  /**
   * The gate, the same for the action's check and the CLI's exit code: `failure` when a
   * version could not be measured (neither `fail-on-regression` nor the accept label changes
   * that) or a merged run lost shards and partial results are not accepted; `regression` when a
   * gated benchmark regressed, unless regressions do not fail or one was accepted, or a trend
   * run's drift since its anchor lies wholly above `anchor-budget`; `pass` otherwise. `message` says why it failed (null on pass).
   */
  check: { outcome: 'pass' | 'regression' | 'failure'; message: string | null };
  /**
   * The benchmarks left undecided, when that is what the run says (the check passes though
   * nothing, or not everything, was decided): null when the check fails for a version not
   * measured or shards missing, or a gated benchmark regressed. `names` is empty when no
   * benchmark was compared.
   */
  undecided: { names: string[] } | null;
}

/** The suite's outcome, read off the benchmarks' verdicts and the gate's inputs: the one place the run's result is decided. */
export function suiteOutcome(report: SuiteReport, input: GateInput): SuiteOutcome {
  const { summary, benchmarks } = report;
  const incompleteFails = input.incomplete != null && input.incomplete.shards.length > 0;
  const budgetFails = input.decides !== false && anchorBudgetFailure(input.anchorBudget) !== null;
  const verdict: Verdict =
    summary.gatingRegressions > 0 || budgetFails
      ? 'regression'
      : benchmarks.length === 0 || summary.inconclusive > 0
        ? 'inconclusive'
        : summary.improvements > 0
          ? 'improvement'
          : 'unchanged';
  const headline: HeadlineOutcome =
    input.failures.length > 0
      ? 'not-measured'
      : incompleteFails
        ? 'incomplete'
        : summary.regressions > 0
          ? 'regression'
          : summary.inconclusive > 0 || benchmarks.length === 0
            ? 'undecided'
            : summary.improvements > 0
              ? 'improvement'
              : 'unchanged';
  const undecided =
    input.failures.length > 0 || incompleteFails || budgetFails || summary.gatingRegressions > 0 || (summary.inconclusive === 0 && benchmarks.length > 0)
      ? null
      : { names: benchmarks.filter((b) => b.verdict === 'inconclusive').map((b) => b.name) };
  const check = input.decides === false ? { outcome: 'pass' as const, message: null } : gateCheck(report, input);
  return { verdict, headline, check, undecided };
}

function gateCheck(report: SuiteReport, input: GateInput): SuiteOutcome['check'] {
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
  return anchorBudgetCheck(input.anchorBudget);
}

/** The check of a trend alone (`benchgate history trend`), as a trend run's: `regression` when the drift since the anchor lies wholly above its budget. */
export function anchorBudgetCheck(source: AnchorBudgetSource | null | undefined): SuiteOutcome['check'] {
  const budget = anchorBudgetFailure(source);
  return budget === null ? { outcome: 'pass', message: null } : { outcome: 'regression', message: budget };
}
