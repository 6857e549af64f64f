import { describe, expect, it } from 'vitest';
import { summarizeExecution } from '../../src/stats/execution-summary.js';
import { binaryImpact, executionImpact, impactFactors } from '../../src/stats/impact-factors.js';
import { recommendCounts } from '../../src/stats/repetition-counts.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { nestedAnova } from '../../src/stats/variance-components.js';
import { recommendationReasonsText } from '../../src/report/recommendation-reason.js';

function simulate(l: number, m: number, n: number, sd: { v: number; b: number; e: number }, seed: number) {
  const random = createRandom(seed);
  return Array.from({ length: l }, () => {
    const binary = 100 + sd.v * randomNormal(random);
    return Array.from({ length: m }, () => {
      const execution = binary + sd.b * randomNormal(random);
      return summarizeExecution(Array.from({ length: n }, () => execution + sd.e * randomNormal(random)));
    });
  });
}

describe('impact factors', () => {
  it('follow their definitions from the components', () => {
    expect(executionImpact({ binary: 0, execution: 3, measurement: 1 })).toBeCloseTo(2, 12);
    // (σV² + σB² + σE²/n)/(σB² + σE²/n) with σV² = 3, σB² = 0.5, σE²/n = 0.5 → sqrt(4/1) = 2.
    expect(binaryImpact({ binary: 3, execution: 0.5, measurement: 5 }, 10)).toBeCloseTo(2, 12);
    expect(executionImpact({ binary: 0, execution: 1, measurement: 0 })).toBeNull();
    expect(binaryImpact({ binary: null, execution: 1, measurement: 1 }, 10)).toBeNull();
  });

  it('estimate a large execution impact when processes differ and bracket it by the interval', () => {
    const data = simulate(4, 20, 50, { v: 1, b: 5, e: 1 }, 11);
    const truth = Math.sqrt((25 + 1) / 1);
    const factors = impactFactors(data, { confidence: 0.95 });
    expect(factors.execution.estimate!).toBeGreaterThan(truth * 0.7);
    expect(factors.execution.estimate!).toBeLessThan(truth * 1.3);
    expect(factors.execution.ci![0]).toBeLessThan(factors.execution.estimate!);
    expect(factors.execution.ci![1]).toBeGreaterThan(factors.execution.estimate!);
  });

  it('widens with the confidence level', () => {
    const data = simulate(6, 5, 10, { v: 1, b: 1, e: 1 }, 2);
    const [narrow, wide] = [0.8, 0.99].map((confidence) => impactFactors(data, { confidence }).execution.ci ?? [NaN, NaN]);
    expect(wide[0]).toBeLessThan(narrow[0]);
    expect(wide[1]).toBeGreaterThan(narrow[1]);
  });

  it('has no binary factor with one binary', () => {
    const factors = impactFactors(simulate(1, 5, 10, { v: 0, b: 1, e: 1 }, 3), { confidence: 0.95 });
    expect(factors.binary.estimate).toBeNull();
    expect(factors.execution.estimate).not.toBeNull();
  });
});

describe('recommended repetition counts (eq. 21)', () => {
  it('uses m₀ = sqrt((b/w)·σB²/σV²) and n₀ = sqrt(w·σE²/σB²)', () => {
    // b = 400, w = 4, σV² = 1, σB² = 4, σE² = 100 → m₀ = sqrt(100·4) = 20, n₀ = sqrt(4·25) = 10.
    const counts = recommendCounts({
      components: { binary: 1, execution: 4, measurement: 100 },
      mean: 1000,
      costs: { build: 400, warmup: 4 },
      minEffect: 0.01,
      confidence: 0.95,
      deterministicBuild: false,
      singleBuildSuffices: false,
      executionsRun: 5,
    });
    expect(counts.executions).toBe(20);
    expect(counts.measurements).toBe(10);
    expect(counts.binaries).toBeGreaterThanOrEqual(2);
  });

  it(
    'recommends one build when the source is the binary, two (to prove it) when a build produced identical outputs, and more executions for a ' +
      'smaller effect',
    () => {
      const input = {
        components: { binary: 5, execution: 4, measurement: 100 },
        mean: 1000,
        costs: { build: 400, warmup: 4 },
        confidence: 0.95,
        deterministicBuild: true,
        singleBuildSuffices: true,
        executionsRun: 5,
      };
      const coarse = recommendCounts({ ...input, minEffect: 0.02 });
      const fine = recommendCounts({ ...input, minEffect: 0.005 });
      expect(coarse.binaries).toBe(1);
      expect(fine.executions).toBeGreaterThan(coarse.executions);
      expect(recommendationReasonsText(coarse.reasons)).toMatch(/identical build outputs/);
      const built = recommendCounts({ ...input, minEffect: 0.02, singleBuildSuffices: false });
      expect(built.binaries).toBe(2);
      expect(built.executions).toBe(Math.ceil(coarse.executions / 2));
      expect(recommendationReasonsText(built.reasons)).toMatch(/2 builds per version, so their output hashes prove them identical/);
    },
  );

  it('matches the power target it states: the chosen l is the smallest that reaches it', () => {
    const components = nestedAnova(simulate(3, 5, 30, { v: 10, b: 20, e: 50 }, 4)).components;
    const forEffect = (minEffect: number) =>
      recommendCounts({
        components,
        mean: 1000,
        costs: { build: 100, warmup: 5 },
        minEffect,
        confidence: 0.95,
        deterministicBuild: false,
        singleBuildSuffices: false,
        executionsRun: 5,
      });
    const counts = forEffect(0.03);
    const fewer = forEffect(0.06);
    expect(fewer.binaries).toBeLessThanOrEqual(counts.binaries);
  });
});
