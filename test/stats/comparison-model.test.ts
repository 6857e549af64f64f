/**
 * The interleaved comparison model and the variance moderation against R: lme4 + lmerTest
 * (REML, Satterthwaite df) and limma::squeezeVar. Fixtures: fixtures/reference/generate-comparison.R.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitCrossedModel, type PairedExecutions } from '../../src/stats/crossed-model.js';
import { squeezeVariances } from '../../src/stats/moderated-variance.js';
import { fitLmerTest } from '../support/lmer-test.js';

interface ModelCase {
  name: string;
  randomBase: boolean;
  randomHead: boolean;
  pairs: (PairedExecutions & { block: number })[];
  expected: { difference: number; standardError: number; df: number; variances: { build: number | null; block: number; residual: number } };
}

const fixture = JSON.parse(readFileSync('fixtures/reference/comparison-model.json', 'utf8')) as { models: ModelCase[] };

describe('fitCrossedModel matches lmerTest', () => {
  it.each(fixture.models.map((m) => [m.name, m] as const))('%s', (_, model) => {
    const fit = fitLmerTest(model.pairs, { baseRandom: model.randomBase, headRandom: model.randomHead });
    const e = model.expected;
    expect(fit.difference).toBeCloseTo(e.difference, 6);
    expect(fit.standardError / e.standardError).toBeCloseTo(1, 4);
    expect(fit.df / e.df).toBeCloseTo(1, 3);
    expect(fit.variances.residual / e.variances.residual).toBeCloseTo(1, 4);
    expect(fit.variances.block).toBeCloseTo(e.variances.block, 7);
    if (e.variances.build === null) expect(fit.variances.build).toBeNull();
    else expect(fit.variances.build!).toBeCloseTo(e.variances.build, 7);
  });
});

describe('fitCrossedModel on a boundary fit', () => {
  // Simulated blocks (nested-model simulation, 3 × 3 builds) where both the build and the block
  // variance are estimated at zero. lme4 1.1.31 + lmerTest 3.1.3 on these pairs,
  // lmer(y ~ version + (1 | build) + (1 | block), REML, bobyqa): both variances 0, residual
  // variance 0.0007392139859, SE of Δ 0.009927832835, df 28. A simplex search stalled at
  // ratios of 0.0025 here (SE 0.00997).
  const rows = [
    [0, 0, 0.929528, 1.022722],
    [0, 1, 1.024333, 0.996105],
    [0, 2, 0.987004, 0.996458],
    [0, 0, 1.020323, 0.950225],
    [0, 1, 1.026199, 1.043333],
    [1, 1, 1.027375, 1.018111],
    [1, 2, 1.004518, 0.9869],
    [1, 0, 1.036749, 0.992531],
    [1, 1, 1.020011, 1.00233],
    [1, 2, 0.984104, 1.038895],
    [2, 2, 0.98524, 1.01429],
    [2, 0, 1.019747, 1.004141],
    [2, 1, 0.982012, 0.962232],
    [2, 2, 0.976465, 0.981685],
    [2, 0, 0.976393, 0.990043],
  ];
  const pairs: PairedExecutions[] = rows.map(([baseBuild, headBuild, base, head]) => ({ baseBuild, headBuild, base, head }));

  it('reaches both variances at zero, as lme4 does', () => {
    const fit = fitLmerTest(pairs, { baseRandom: true, headRandom: true });
    expect(fit.variances.build).toBeCloseTo(0, 10);
    expect(fit.variances.block).toBeCloseTo(0, 10);
    expect(fit.variances.residual / 0.0007392139859).toBeCloseTo(1, 5);
    expect(fit.standardError / 0.009927832835).toBeCloseTo(1, 5);
    expect(fit.df / 28).toBeCloseTo(1, 5);
  });
});

describe('fitCrossedModel without a build level, as the analysis fits it', () => {
  interface PairedTCase {
    name: string;
    pairs: PairedExecutions[];
    expected: { difference: number; standardError: number; df: number };
  }
  const cases = (JSON.parse(readFileSync('fixtures/reference/comparison-model.json', 'utf8')) as { pairedT: PairedTCase[] }).pairedT;

  it.each(cases.map((c) => [c.name, c] as const))('%s: is the paired t test (R t.test)', (_, c) => {
    const fit = fitCrossedModel(c.pairs, { baseRandom: false, headRandom: false });
    expect(fit.difference).toBeCloseTo(c.expected.difference, 10);
    expect(fit.standardError / c.expected.standardError).toBeCloseTo(1, 10);
    expect(fit.df).toBe(c.expected.df);
  });

  it('is the paired t test for a build variance known to be 0 (a calibration prior), and adds a known one with its Satterthwaite df', () => {
    const c = cases.find((x) => x.name === 'deterministic-no-drift')!;
    const zero = fitCrossedModel(c.pairs, { baseRandom: true, headRandom: true, knownVariance: 0 });
    expect(zero.standardError / c.expected.standardError).toBeCloseTo(1, 10);
    expect(zero.df).toBe(c.expected.df);
    expect(zero.buildLevel).toBe(false);
    const known = 1e-4;
    const fit = fitCrossedModel(c.pairs, { baseRandom: false, headRandom: true, knownVariance: known });
    const sampling = c.expected.standardError ** 2;
    expect(fit.standardError ** 2 / (sampling + known)).toBeCloseTo(1, 10);
    expect(fit.df / ((sampling + known) ** 2 / (sampling ** 2 / c.expected.df))).toBeCloseTo(1, 10);
  });

  it('keeps the paired t standard error where REML puts the block variance at zero and lmerTest doubles the df', () => {
    const boundary = fixture.models.find((m) => m.name === 'deterministic-no-drift')!;
    const pairedT = cases.find((c) => c.name === 'deterministic-no-drift')!;
    expect(boundary.expected.variances.block).toBe(0);
    expect(boundary.expected.df).toBeGreaterThan(1.5 * pairedT.expected.df);
    expect(boundary.expected.standardError).toBeLessThan(pairedT.expected.standardError);
    const fit = fitCrossedModel(boundary.pairs, { baseRandom: false, headRandom: false });
    expect(fit.variances.block).toBe(0);
    expect(fit.standardError / pairedT.expected.standardError).toBeCloseTo(1, 10);
  });
});

interface SqueezeCase {
  name: string;
  variances: number[];
  df: number[];
  expected: { priorDf: number | 'Infinity'; priorVariance: number; posterior: number[] };
}

describe('squeezeVariances matches limma::squeezeVar', () => {
  const cases = (JSON.parse(readFileSync('fixtures/reference/comparison-model.json', 'utf8')) as { squeezeVar: SqueezeCase[] }).squeezeVar;
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const result = squeezeVariances(c.variances, c.df);
    const priorDf = c.expected.priorDf === 'Infinity' ? Infinity : c.expected.priorDf;
    if (priorDf === Infinity) expect(result.priorDf).toBe(Infinity);
    else expect(result.priorDf / priorDf).toBeCloseTo(1, 8);
    expect(result.priorVariance / c.expected.priorVariance).toBeCloseTo(1, 8);
    result.posterior.forEach((v, i) => expect(v / c.expected.posterior[i]).toBeCloseTo(1, 8));
  });

  it('does not shrink a tenfold noise difference away', () => {
    const c = cases.find((x) => x.name === 'tenfold-noise')!;
    const result = squeezeVariances(c.variances, c.df);
    const noisy = result.posterior.slice(10);
    const quiet = result.posterior.slice(0, 10);
    const average = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    // True ratio 100; a prior that pooled the two groups would bring it near 1.
    expect(average(noisy) / average(quiet)).toBeGreaterThan(30);
  });
});
