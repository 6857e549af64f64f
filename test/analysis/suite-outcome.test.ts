import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * The suite verdict and the gate, from suites analysed from planted data (a 1.5× slower head is a
 * regression; equal versions are unchanged): the same decision for the action's check and the CLI's exit code.
 */
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { MeasurementFailure } from '../../src/analysis/measurement-failure.js';
import { suiteOutcome, type GateInput } from '../../src/analysis/decide.js';
import type { SuiteReport } from '../../src/analysis/report-types.js';
import type { BenchmarkRecord } from '../../src/results/results-format.js';

/** A seeded uniform generator in [0, 1) (Park–Miller), so the planted noise is the same on every run. */
function uniform(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

/** 3 builds × 5 executions × 4 values of about 100 ms with 1 % noise; head is `factor` times base. */
function benchmark(name: string, factor: number): BenchmarkRecord {
  const next = uniform(name.length * 7919 + 17);
  const side = (scale: number) => ({
    binaries: [0, 1, 2].map((k) => ({
      executions: [0, 1, 2, 3, 4].map((j) => ({ values: [0, 1, 2, 3].map(() => scale * 100 * (1 + (next() - 0.5) * 0.02)), block: j * 3 + k })),
    })),
  });
  return { name, unit: 'ms', better: 'lower', base: side(1), head: side(factor) };
}

const suite = (...factors: Array<[string, number]>) =>
  analyzeResults({ version: 1, benchmarks: factors.map(([name, factor]) => benchmark(name, factor)) }, analysisOptions({ minEffect: 0.05 }));
const PASSING: GateInput = { failures: [], failOnRegression: true, accepted: false };
const suiteVerdict = (report: SuiteReport) => suiteOutcome(report, PASSING).verdict;
const gateDecision = (report: SuiteReport, input: GateInput) => suiteOutcome(report, input).check;
const failure: MeasurementFailure = { side: 'head', reason: 'every head execution failed; the first: exited with code 1' };

describe('suiteOutcome: the verdict', () => {
  it('is regression when a gated benchmark regressed, unchanged when nothing changed, inconclusive when nothing was compared', () => {
    expect(suiteVerdict(suite(['a', 1], ['b', 1.5]))).toBe('regression');
    expect(suiteVerdict(suite(['a', 1], ['b', 1]))).toBe('unchanged');
    expect(suiteVerdict(suite(['a', 1], ['b', 1 / 1.5]))).toBe('improvement');
    expect(suiteVerdict(suite())).toBe('inconclusive');
  });

  it("does not count a report-only benchmark's regression", () => {
    const report = analyzeResults(
      { version: 1, benchmarks: [benchmark('a', 1), benchmark('slow/b', 1.5)] },
      analysisOptions({ minEffect: 0.05, policies: [{ match: 'slow/**', gate: 'report' }] }),
    );
    expect(suiteVerdict(report)).not.toBe('regression');
  });
});

describe('suiteOutcome: the check', () => {
  const regressed = suite(['a', 1], ['b', 1.5]);

  it('fails on a gated regression, naming it, unless regressions do not fail or one was accepted', () => {
    expect(gateDecision(regressed, { failures: [], failOnRegression: true, accepted: false })).toEqual({
      outcome: 'regression',
      message: 'performance regression in 1 benchmark: b',
    });
    expect(gateDecision(regressed, { failures: [], failOnRegression: false, accepted: false }).outcome).toBe('pass');
    expect(gateDecision(regressed, { failures: [], failOnRegression: true, accepted: true }).outcome).toBe('pass');
  });

  it('fails when a version could not be measured, whatever the label or fail-on-regression say', () => {
    for (const accepted of [false, true]) {
      const decision = gateDecision(suite(['a', 1]), { failures: [failure], failOnRegression: false, accepted });
      expect(decision).toEqual({ outcome: 'failure', message: `head could not be measured: ${failure.reason}` });
    }
  });

  it('passes an unchanged suite', () => {
    expect(gateDecision(suite(['a', 1]), { failures: [], failOnRegression: true, accepted: false })).toEqual({ outcome: 'pass', message: null });
  });
});

describe('suiteOutcome: the headline and the undecided list', () => {
  const outcome = (report: SuiteReport, input: Partial<GateInput> = {}) => suiteOutcome(report, { ...PASSING, ...input });

  it('reads the headline off the verdicts and what fails the check', () => {
    expect(outcome(suite(['a', 1], ['b', 1.5])).headline).toBe('regression');
    expect(outcome(suite(['a', 1], ['b', 1 / 1.5])).headline).toBe('improvement');
    expect(outcome(suite(['a', 1])).headline).toBe('unchanged');
    expect(outcome(suite()).headline).toBe('undecided');
    expect(outcome(suite(['a', 1.5]), { failures: [failure] }).headline).toBe('not-measured');
    expect(outcome(suite(['a', 1.5]), { incomplete: { shards: [{ shard: 'shard 2/2' }], notMeasured: [] } }).headline).toBe('incomplete');
  });

  it('lists the undecided only when the check passes without a gated regression', () => {
    expect(outcome(suite()).undecided).toEqual({ names: [] });
    expect(outcome(suite(['a', 1])).undecided).toBeNull();
    expect(outcome(suite(), { failures: [failure] }).undecided).toBeNull();
  });

  it('never fails the check of a shard alone', () => {
    expect(outcome(suite(['a', 1.5]), { decides: false }).check).toEqual({ outcome: 'pass', message: null });
    expect(outcome(suite(['a', 1.5]), { decides: false }).verdict).toBe('regression');
  });
});

describe('suiteOutcome: a trend run over its anchor budget (issue 45)', () => {
  const drift = { worse: 0.2, ci: [0.19, 0.21] as [number, number], level: 0.95 };
  const over = { ref: 'v1.0', drift, check: { budget: 0.05, status: 'exceeded' as const } };
  it('makes the verdict regression and fails the check, whatever fail-on-regression and the accept label say', () => {
    const unchanged = suite(['a', 1], ['b', 1]);
    const outcome = suiteOutcome(unchanged, { ...PASSING, failOnRegression: false, accepted: true, anchorBudget: over });
    expect(outcome.verdict).toBe('regression');
    expect(outcome.check).toEqual({
      outcome: 'regression',
      message: 'the drift since the anchor v1.0 is +20.00 % (95 % CI [+19.00 %, +21.00 %]), wholly above the anchor-budget of at most 5 % slower',
    });
    expect(outcome.undecided).toBeNull();
  });
  it('a drift that may exceed the budget, or a shard alone, decides nothing by it', () => {
    const unchanged = suite(['a', 1], ['b', 1]);
    const may = { ...over, check: { budget: 0.2, status: 'may-exceed' as const } };
    expect(suiteOutcome(unchanged, { ...PASSING, anchorBudget: may })).toMatchObject({ verdict: 'unchanged', check: { outcome: 'pass' } });
    expect(suiteOutcome(unchanged, { ...PASSING, decides: false, anchorBudget: over })).toMatchObject({ verdict: 'unchanged', check: { outcome: 'pass' } });
  });
  it('a version not measured still fails as such', () => {
    expect(gateDecision(suite(['a', 1]), { ...PASSING, failures: [failure], anchorBudget: over }).outcome).toBe('failure');
  });
});
