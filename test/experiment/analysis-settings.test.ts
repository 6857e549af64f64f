/**
 * The one place analysis settings are made (experiment/analysis-settings.ts): a run records them
 * whole in meta.analysis, and each way of gating again from the written results (analyze, a
 * label run, mode: comment, the merge job) gives the run's report. Simulated data, seeded: the
 * run's verdicts hang on the prior's build variance (one build per version, builds differ).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { resolveAnalysisSettings } from '../../src/config/analysis-config.js';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisRecord, analysisSettings, gatePolicy, recordedRunOptions, runAnalysisOptions } from '../../src/experiment/analysis-settings.js';
import type { Prior } from '../../src/planning/prior.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { parseResults } from '../../src/results/validate-results.js';
import { recordedAnalysisAt5PercentBh } from '../support/recorded-analysis.js';

// One build per version; a 30 % slowdown in `slow`, none in `same`.
const benchmarks = [
  simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, executions: 15, change: 0.3 }, 8, 'slow'),
  simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, executions: 15, change: 0 }, 9, 'same'),
];

// A calibration prior whose builds differ by 2 % (binary = 2σ_V²/μ²).
const prior: Prior = {
  version: 1,
  kind: 'benchgate-prior',
  costs: { buildSeconds: 1, executionSeconds: 0.1, startupSeconds: null },
  benchmarks: ['slow', 'same'].map((name) => ({
    name,
    unit: 'ns',
    noise: { binary: 2 * 0.02 ** 2, execution: 0.001, measurement: 0.001, deterministicBuild: false, measurements: 10, warmup: 0, rounds: 20 },
  })),
};

// The gate policy as the config file and inputs give it (the run's, and a trusted re-gate's).
const policy = resolveAnalysisSettings([{ minEffect: 0.05, correction: 'bh' }]);
const runOptions = runAnalysisOptions(policy, { seed: 77, maxFailureShare: 0.2 }, { budgetSeconds: 60, prior });

/** The results as the run writes them, read back as any re-gate reads them. */
function written(meta: ResultsFile['meta']): ResultsFile {
  return parseResults(JSON.stringify({ version: 1, benchmarks, meta }), 'results.json');
}
const verdicts = (report: { benchmarks: { name: string; verdict: string }[] }) => report.benchmarks.map((b) => `${b.name}: ${b.verdict}`);

describe('gating again from the written results gives the run’s report', () => {
  const read = written({ seed: 77, maxFailureShare: 0.2, analysis: analysisRecord(runOptions) });
  // The run's own report: its settings, on the results it writes.
  const run = analyse(read, runOptions).report;

  it('the run decides with the prior’s build variance (without it, the single builds decide nothing)', () => {
    expect(verdicts(run)).toEqual(['slow: regression', 'same: inconclusive']);
    const withoutPrior = analyse(read, analysisSettings({ seed: 77, maxFailureShare: 0.2 }, policy)).report;
    expect(verdicts(withoutPrior)).toEqual(['slow: inconclusive', 'same: inconclusive']);
  });

  it('records every setting, the prior’s build variances included', () => {
    expect(read.meta?.analysis).toEqual(
      recordedAnalysisAt5PercentBh({ seed: 77, maxFailureShare: 0.2, buildVariancePriors: { slow: 0.02 ** 2, same: 0.02 ** 2 } }),
    );
  });

  it('benchgate analyze (no flags): the record', () => {
    expect(analyse(read, analysisSettings(recordedRunOptions(read.meta), {})).report).toEqual(run);
  });

  it('a label run and the merge job: their trusted gate policy over the record', () => {
    expect(analyse(read, analysisSettings(recordedRunOptions(read.meta), gatePolicy(policy))).report).toEqual(run);
  });

  it('mode: comment: its own gate policy and failure limit over the record', () => {
    const comment = analysisSettings(recordedRunOptions(read.meta), { ...gatePolicy(policy), maxFailureShare: 0.25 });
    expect(verdicts(analyse(read, comment).report)).toEqual(verdicts(run));
  });

  it('a trusted policy wins over a forged record’s policy, but the record’s measurements stay', () => {
    const forged = written({ analysis: { ...analysisRecord(runOptions), minEffect: 5, policies: [{ match: '**', gate: 'ignore' }] } });
    const options = analysisSettings(recordedRunOptions(forged.meta), gatePolicy(policy));
    expect(options).toMatchObject({ minEffect: 0.05, policies: [], seed: 77, buildVariancePriors: { slow: 0.02 ** 2 } });
    expect(verdicts(analyse(forged, options).report)).toEqual(verdicts(run));
  });

  it('a label run or the merge job keeps the estimator the run recorded, and a record from before `estimator` what its robust meant', () => {
    const plain = written({ seed: 77, maxFailureShare: 0.2, analysis: analysisRecord({ ...runOptions, estimator: 'mean' }) });
    expect(analysisSettings(recordedRunOptions(plain.meta), gatePolicy(policy)).estimator).toBe('mean');
    const { estimator: _estimator, ...older } = analysisRecord(runOptions);
    const before = written({ seed: 77, maxFailureShare: 0.2, analysis: { ...older, robust: false } as never });
    const regate = analysisSettings(recordedRunOptions(before.meta), gatePolicy(policy));
    expect(regate.estimator).toBe('mean');
    expect(analyse(before, regate).report).toEqual(analyse(plain, analysisSettings({ ...runOptions, estimator: 'mean' })).report);
    // The run itself: the default.
    expect(runOptions.estimator).toBe('winsorized');
  });

  it('a file from before the record was whole: its partial record, meta.seed and meta.maxFailureShare', () => {
    const partial = { confidence: 0.9, minEffect: 0.05, correction: 'sidak', rule: 'overlap', design: 'auto', robust: false, detectWarmup: true, policies: 2 };
    const old = written({ seed: 12, maxFailureShare: 0.4, analysis: partial });
    expect(analysisSettings(recordedRunOptions(old.meta))).toMatchObject({
      confidence: 0.9,
      minEffect: 0.05,
      correction: 'holm',
      rule: 'overlap',
      // Before `estimator`, robust false meant the plain mean: a re-gate keeps that meaning.
      estimator: 'mean',
      seed: 12,
      maxFailureShare: 0.4,
      policies: [],
      buildVariancePriors: {},
    });
    expect(analysisSettings(recordedRunOptions(written({}).meta))).toEqual(analysisSettings({}));
  });
});
