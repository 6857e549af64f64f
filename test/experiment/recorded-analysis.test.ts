import { describe, expect, it } from 'vitest';
import { analysisMetaOf, differencesFromRun } from '../../src/experiment/recorded-analysis.js';

const RUN = analysisMetaOf({ minEffect: 0.02, robust: true, detectWarmup: false });

describe('differencesFromRun', () => {
  it('is silent when nothing was recorded or nothing differs', () => {
    expect(differencesFromRun(undefined, { minEffect: 0.5 })).toBeNull();
    expect(differencesFromRun(RUN, { minEffect: 0.02, robust: true, detectWarmup: false })).toBeNull();
  });

  it('ignores options given as undefined, as the analysis does', () => {
    expect(differencesFromRun(analysisMetaOf({ minEffect: undefined }), {})).toBeNull();
  });

  it('names each differing setting and the flags for the run’s verdicts, --robust and --detect-warmup included', () => {
    expect(differencesFromRun(RUN, { confidence: 0.9 })).toBe(
      "this analysis differs from the run's own report: confidence 0.9 here, 0.95 in the run; min-effect 0.01 here, 0.02 in the run; " +
        'detect-warmup true here, false in the run; robust false here, true in the run. ' +
        "For the run's verdicts: --confidence 0.95 --min-effect 0.02 --detect-warmup false --robust.",
    );
  });

  it('compares numbers as a flag gives them: 1.1 % recorded is --min-effect 0.011', () => {
    expect(differencesFromRun(analysisMetaOf({ minEffect: 1.1 / 100 }), { minEffect: 0.011 })).toBeNull();
    expect(differencesFromRun(analysisMetaOf({ minEffect: 1.1 / 100 }), {})).toMatch(/--min-effect 0\.011\.$/);
  });

  it('gives a recorded min-effect of 1 or more as the percentage the flag takes', () => {
    expect(differencesFromRun(analysisMetaOf({ minEffect: 1.5 }), {})).toMatch(/--min-effect 150%\.$/);
  });

  it('does not repeat back a correction, rule or design this version does not know', () => {
    const odd = { ...analysisMetaOf({}), correction: 'sidak', rule: '\u001b]8;;https://x\u0007overlap', design: 'bayesian' };
    expect(differencesFromRun(odd, {})).toBeNull();
    expect(differencesFromRun({ ...odd, rule: 'overlap' }, {})).toMatch(/rule interval here, overlap in the run.*--rule overlap\.$/);
  });

  it('says that per-benchmark policies of the run are not applied by analyze', () => {
    const policies = [
      { match: 'parse/*', gate: 'report' as const },
      { match: 'io/*', minEffect: 0.1 },
    ];
    const run = analysisMetaOf({ policies });
    expect(run.policies).toBe(2);
    expect(differencesFromRun(run, {})).toBe(
      "the run applied 2 per-benchmark policies (the config file's `benchmarks`), which analyze does not read: those benchmarks may be gated differently here.",
    );
  });
});
