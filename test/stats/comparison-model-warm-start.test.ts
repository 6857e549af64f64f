/**
 * The second fit of a comparison (the same blocks on the midpoint scale, analyze-benchmark.ts)
 * starts Newton at the first fit's variance ratios (issue 47): it must land where a fit from
 * the grid lands, on every fixture of the R reference and on simulated benchmarks, the
 * boundary fits (a variance estimated at zero) included.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { analyzeVersion } from '../../src/analysis/analyze-version.js';
import { midpointPairs, relativePairs } from '../../src/analysis/pair-blocks.js';
import { fitCrossedModel, type CrossedFit, type PairedExecutions } from '../../src/stats/crossed-model.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';

interface ModelCase {
  name: string;
  randomBase: boolean;
  randomHead: boolean;
  pairs: PairedExecutions[];
}
const fixture = JSON.parse(readFileSync('fixtures/reference/comparison-model.json', 'utf8')) as { models: ModelCase[] };

function expectSameFit(warm: CrossedFit, cold: CrossedFit): void {
  expect(warm.difference).toBeCloseTo(cold.difference, 9);
  expect(warm.standardError / cold.standardError).toBeCloseTo(1, 6);
  expect(warm.df / cold.df).toBeCloseTo(1, 5);
  expect(warm.variances.residual / cold.variances.residual).toBeCloseTo(1, 6);
  expect(warm.blocks).toBe(cold.blocks);
  expect(warm.buildLevel).toBe(cold.buildLevel);
}

describe('a fit started at a nearby fit’s ratios equals the fit from the grid', () => {
  it.each(fixture.models.map((m) => [m.name, m] as const))('%s, on its midpoint scale', (_, model) => {
    const level = { baseRandom: model.randomBase, headRandom: model.randomHead };
    const first = fitCrossedModel(model.pairs, level);
    // A head 30 % slower: the midpoint scale moves each version by a different factor.
    const { pairs } = midpointPairs(model.pairs, 1, 1.3);
    expectSameFit(fitCrossedModel(pairs, level, first), fitCrossedModel(pairs, level));
  });

  it.each([0, 0.02, 0.2, 1])('simulated benchmarks with a %s relative change, 3 × 5 design, boundary fits included', (change) => {
    let boundary = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const record = simulateBenchmark({ ...DEFAULT_SPEC, change, measurements: 20 }, seed, 'b');
      const base = analyzeVersion('base', record.base, DEFAULT_ANALYSIS_OPTIONS);
      const head = analyzeVersion('head', record.head, DEFAULT_ANALYSIS_OPTIONS);
      const relative = relativePairs(base, head);
      const level = { baseRandom: true, headRandom: true };
      const first = fitCrossedModel(relative.pairs, level);
      if (first.variances.build === 0 || first.variances.block === 0) boundary++;
      const { pairs } = midpointPairs(relative.pairs, relative.baseMean, relative.headMean);
      expectSameFit(fitCrossedModel(pairs, level, first), fitCrossedModel(pairs, level));
    }
    // The seeds reach the boundary, where a start at x = 0 could not move.
    if (change === 0) expect(boundary).toBeGreaterThan(0);
  });
});
