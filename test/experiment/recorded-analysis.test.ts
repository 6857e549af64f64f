import { describe, expect, it } from 'vitest';
import type { AnalysisOptions } from '../../src/config/analysis-options.js';
import { analysisRecord, analysisSettings } from '../../src/experiment/analysis-settings.js';
import { differencesFromRun } from '../../src/experiment/recorded-analysis.js';
import type { PartialAnalysisMeta } from '../../src/results/analysis-record.js';
import { PARTIAL_ANALYSIS_RECORD } from '../support/recorded-analysis.js';

const record = (options: Partial<AnalysisOptions>) => analysisRecord(analysisSettings({}, options));
// What analyze uses: the run's record, with the flags given over it.
const used = (recorded: Partial<AnalysisOptions>, flags: Partial<AnalysisOptions> = {}) => analysisSettings(recorded, flags);

const RUN = record({ minEffect: 0.02, estimator: 'huber', detectWarmup: false });

describe('differencesFromRun', () => {
  it('is silent when nothing was recorded, or the flags leave the run’s settings as they were', () => {
    expect(differencesFromRun(undefined, used({}, { minEffect: 0.5 }))).toBeNull();
    expect(differencesFromRun(RUN, used(RUN))).toBeNull();
    expect(differencesFromRun(RUN, used(RUN, { minEffect: 0.02 }))).toBeNull();
  });

  it('names each setting a flag changed and the flags for the run’s verdicts, --estimator and --detect-warmup included', () => {
    expect(differencesFromRun(RUN, used({}, { confidence: 0.9 }))).toBe(
      "this analysis differs from the run's own report: confidence 0.9 here, 0.95 in the run; min-effect 0.01 here, 0.02 in the run; " +
        'detect-warmup true here, false in the run; estimator winsorized here, huber in the run. ' +
        "For the run's verdicts: --confidence 0.95 --min-effect 0.02 --detect-warmup false --estimator huber.",
    );
  });

  it('compares numbers as a flag gives them: 1.1 % recorded is --min-effect 0.011', () => {
    expect(differencesFromRun(record({ minEffect: 1.1 / 100 }), used({}, { minEffect: 0.011 }))).toBeNull();
    expect(differencesFromRun(record({ minEffect: 1.1 / 100 }), used({}))).toMatch(/--min-effect 0\.011\.$/);
  });

  it('gives a recorded min-effect of 1 or more as the percentage the flag takes', () => {
    expect(differencesFromRun(record({ minEffect: 1.5 }), used({}))).toMatch(/--min-effect 150%\.$/);
  });

  const partial: PartialAnalysisMeta = PARTIAL_ANALYSIS_RECORD;

  // What analyze reads from a partial record's robust: false (recordedRunOptions): the plain mean.
  const plain = { estimator: 'mean' } as const;

  it('reads an older record’s robust as the estimator it meant: robust false is the plain mean, not today’s default', () => {
    expect(differencesFromRun(partial, used({}))).toBe(
      "this analysis differs from the run's own report: estimator winsorized here, mean in the run. For the run's verdicts: --estimator mean.",
    );
    expect(differencesFromRun(partial, used(plain))).toBeNull();
    expect(differencesFromRun({ ...partial, robust: true }, used({ estimator: 'huber' }))).toBeNull();
  });

  it('does not repeat back a correction, rule or design this version does not know (a partial record of an older file)', () => {
    const odd = { ...partial, correction: 'sidak', rule: '\u001b]8;;https://x\u0007overlap', design: 'bayesian' };
    expect(differencesFromRun(odd, used(plain))).toBeNull();
    expect(differencesFromRun({ ...odd, rule: 'overlap' }, used(plain))).toMatch(/rule interval here, overlap in the run.*--rule overlap\.$/);
  });

  it('says that an older file does not record the per-benchmark policies its run applied; a whole record does', () => {
    expect(differencesFromRun({ ...partial, policies: 2 }, used(plain))).toBe(
      "the run applied 2 per-benchmark policies (the config file's `benchmarks`), which this file does not record: those benchmarks may be gated differently here.",
    );
    const policies = [
      { match: 'parse/*', gate: 'report' as const },
      { match: 'io/*', minEffect: 0.1 },
    ];
    const whole = record({ policies });
    expect(whole.policies).toEqual(policies);
    expect(differencesFromRun(whole, used(whole))).toBeNull();
  });
});
