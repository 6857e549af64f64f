import { describe, expect, it } from 'vitest';
import { buildVariancePriors, parsePrior } from '../../src/planning/prior.js';

const good = {
  version: 1,
  kind: 'benchgate-prior',
  costs: { buildSeconds: 60, executionSeconds: 2, startupSeconds: null },
  benchmarks: [
    {
      name: 'sort',
      unit: 'ms',
      noise: { binary: 0.0008, execution: 0.003, measurement: 0.002, deterministicBuild: false, measurements: 30, warmup: 5, rounds: 10 },
      profile: { extra: true },
    },
  ],
  plan: { ignored: true },
};

describe('parsePrior', () => {
  it('reads what calibrate writes and drops the rest', () => {
    const prior = parsePrior(JSON.stringify(good), 'calibration.json');
    expect(prior.costs.startupSeconds).toBeNull();
    expect(prior.benchmarks[0]).toEqual({ name: 'sort', unit: 'ms', noise: good.benchmarks[0].noise });
    expect(prior).not.toHaveProperty('plan');
  });

  it('names the file and the JSON path of a problem', () => {
    expect(() => parsePrior('{', 'p.json')).toThrow(/^p\.json: \$: not valid JSON/);
    expect(() => parsePrior(JSON.stringify({ ...good, kind: 'results' }), 'p.json')).toThrow(/p\.json: kind: expected "benchgate-prior"/);
    const bad = structuredClone(good);
    (bad.benchmarks[0].noise as Record<string, unknown>).execution = -1;
    expect(() => parsePrior(JSON.stringify(bad), 'p.json')).toThrow(/benchmarks\[0\]\.noise\.execution: expected a non-negative number, got -1/);
    const zero = structuredClone(good);
    zero.costs.executionSeconds = 0;
    expect(() => parsePrior(JSON.stringify(zero), 'p.json')).toThrow(/costs\.executionSeconds: expected a positive number/);
  });
});

describe('buildVariancePriors', () => {
  it('gives the analysis σ_V²/μ² per benchmark: half what a pair of builds adds, 0 for identical builds', () => {
    const noise = { binary: 0.0008, execution: 0.001, measurement: 0.0025, measurements: 30, warmup: 0, rounds: 5 };
    const prior = parsePrior(
      JSON.stringify({
        version: 1,
        kind: 'benchgate-prior',
        costs: { buildSeconds: 10, executionSeconds: 1, startupSeconds: null },
        benchmarks: [
          { name: 'varies', unit: 'ns', noise: { ...noise, deterministicBuild: false } },
          { name: 'identical', unit: 'ns', noise: { ...noise, deterministicBuild: true } },
        ],
      }),
      'prior.json',
    );
    expect(buildVariancePriors(prior)).toEqual({ varies: 0.0004, identical: 0 });
  });
});
