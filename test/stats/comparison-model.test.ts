/**
 * The interleaved comparison model and the variance moderation against R: lme4 + lmerTest
 * (REML, Satterthwaite df) and limma::squeezeVar. Fixtures: fixtures/reference/generate-comparison.R.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitCrossedModel, type PairedExecutions } from '../../src/stats/crossed-model.js';

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
    const fit = fitCrossedModel(model.pairs, { baseRandom: model.randomBase, headRandom: model.randomHead });
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
