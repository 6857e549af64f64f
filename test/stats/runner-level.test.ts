/**
 * The four-level model (runner → binary → execution → measurement): src/stats/nested-moments.ts
 * and runner-level.ts against R (fixtures/reference/generate-runner-level.R: aov sequential
 * sums of squares, EMS coefficients derived as tr(A·Z·Zᵀ)/df, lme4 REML on balanced data),
 * against the three-level nestedAnova (itself checked against R), and by simulation.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeExecution, type NestedSummaries } from '../../src/stats/execution-summary.js';
import { meanInterval } from '../../src/stats/hierarchical-mean.js';
import { InsufficientDataError } from '../../src/stats/insufficient-data.js';
import { nestedMoments, type NestedExecution } from '../../src/stats/nested-moments.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { runnerComponents, runnerImpact, runnerImpactFactors, runnerMean, type RunnerSummaries } from '../../src/stats/runner-level.js';
import { nestedAnova, type MeanSquare } from '../../src/stats/variance-components.js';

interface RunnerDataset {
  name: string;
  runners: number[][][][];
  anova: Record<'runner' | 'binary' | 'execution' | 'measurement', MeanSquare>;
  coefficients: Record<'runner' | 'binary' | 'execution', number | null>[];
  untruncated: Record<'runner' | 'binary' | 'execution' | 'measurement', number>;
  components: Record<'runner' | 'binary' | 'execution' | 'measurement', number>;
  lmer: Record<'runner' | 'binary' | 'execution' | 'measurement', number> | null;
  runnerMean: { mean: number; variance: number; df: number; ci95: [number, number] };
  runnerImpact: number;
}

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../fixtures/reference/${name}`, import.meta.url), 'utf8')) as T;
const fixture = read<{ datasets: RunnerDataset[] }>('runner-level.json');
const threeLevel = read<{ datasets: { name: string; binaries: number[][][] }[] }>('nested-datasets.json');

const close = (actual: number | null, expected: number | null, relative = 1e-9) => {
  if (expected === null) return expect(actual).toBeNull();
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(relative * Math.max(Math.abs(expected), 1e-12));
};

const summaries = (runners: number[][][][]): RunnerSummaries =>
  runners.map((binaries) => binaries.map((executions) => executions.map((v) => summarizeExecution(v))));
const paths = (runners: RunnerSummaries): NestedExecution[] =>
  runners.flatMap((binaries, r) => binaries.flatMap((executions, k) => executions.map((summary) => ({ path: [r, k], summary }))));
const LEVELS = ['runner', 'binary', 'execution'] as const;

describe('nestedMoments', () => {
  it.each(threeLevel.datasets.map((d) => [d.name, d] as const))('with one grouping level equals nestedAnova (dataset %s)', (_, dataset) => {
    const binaries: NestedSummaries = dataset.binaries.map((executions) => executions.map((v) => summarizeExecution(v)));
    const expected = nestedAnova(binaries);
    const actual = nestedMoments(binaries.flatMap((executions, k) => executions.map((summary) => ({ path: [k], summary }))));
    for (const [i, level] of (['binary', 'execution'] as const).entries()) {
      close(actual.levels[i].sumOfSquares, expected[level].sumOfSquares, 1e-12);
      expect(actual.levels[i].df).toBe(expected[level].df);
    }
    close(actual.measurement.meanSquare, expected.measurement.meanSquare, 1e-12);
    close(actual.coefficients[1][1], expected.coefficients.k1, 1e-12);
    close(actual.coefficients[0][1], expected.coefficients.k2, 1e-12);
    close(actual.coefficients[0][0], expected.coefficients.k3, 1e-12);
    const [binary, execution, measurement] = actual.untruncated;
    close(binary, expected.untruncated.binary, 1e-10);
    close(execution, expected.untruncated.execution, 1e-10);
    close(measurement, expected.untruncated.measurement, 1e-12);
  });

  it.each(fixture.datasets.map((d) => [d.name, d] as const))('matches R on the four-level dataset %s', (_, dataset) => {
    const actual = nestedMoments(paths(summaries(dataset.runners)));
    LEVELS.forEach((level, L) => {
      close(actual.levels[L].sumOfSquares, dataset.anova[level].sumOfSquares);
      expect(actual.levels[L].df).toBe(dataset.anova[level].df);
      close(actual.levels[L].meanSquare, dataset.anova[level].meanSquare);
      LEVELS.forEach((column, c) => {
        if (c >= L) close(actual.coefficients[L][c], dataset.coefficients[L][column]);
      });
      close(actual.untruncated[L], dataset.untruncated[level], 1e-9);
      close(actual.components[L], dataset.components[level], 1e-9);
    });
    close(actual.measurement.meanSquare, dataset.anova.measurement.meanSquare);
    close(actual.components[3], dataset.components.measurement);
  });

  it('agrees with lme4 REML on balanced data (where moments and REML coincide)', () => {
    const balanced = fixture.datasets.find((d) => d.lmer !== null)!;
    const components = runnerComponents(summaries(balanced.runners), false);
    // The remaining difference is lmer's optimiser (measured 3.9e-7 relative).
    for (const level of ['runner', 'binary', 'execution', 'measurement'] as const) close(components[level], balanced.lmer![level], 1e-6);
  });

  it('is unbiased on an unbalanced design before truncation (2,000 simulated datasets)', () => {
    const truth = { runner: 9, binary: 2.25, execution: 1, measurement: 1 };
    const counts = [
      [
        [4, 6],
        [3, 5, 7],
      ],
      [[5, 5, 4]],
      [[8], [3, 4], [6, 2, 5, 3]],
      [[5, 5], [5]],
    ];
    const random = createRandom(17);
    const sums = [0, 0, 0, 0];
    const runs = 2000;
    for (let i = 0; i < runs; i++) {
      const data: RunnerSummaries = counts.map((binaries) => {
        const a = Math.sqrt(truth.runner) * randomNormal(random);
        return binaries.map((executions) => {
          const v = Math.sqrt(truth.binary) * randomNormal(random);
          return executions.map((n) => {
            const b = Math.sqrt(truth.execution) * randomNormal(random);
            return summarizeExecution(Array.from({ length: n }, () => 100 + a + v + b + randomNormal(random)));
          });
        });
      });
      nestedMoments(paths(data)).untruncated.forEach((value, level) => (sums[level] += value!));
    }
    const means = sums.map((s) => s / runs);
    // Measured with this seed: means 8.950, 2.244, 1.018, 1.001 with standard errors 0.196,
    // 0.047, 0.013, 0.004 (from the simulation's own spread); the bounds are 4 standard errors.
    expect(Math.abs(means[0] - truth.runner)).toBeLessThan(0.8);
    expect(Math.abs(means[1] - truth.binary)).toBeLessThan(0.19);
    expect(Math.abs(means[2] - truth.execution)).toBeLessThan(0.052);
    expect(Math.abs(means[3] - truth.measurement)).toBeLessThan(0.016);
  });

  it('gives null for a level without degrees of freedom (one runner)', () => {
    const data = summaries(fixture.datasets[0].runners).slice(0, 1);
    const components = runnerComponents(data, false);
    expect(components.runner).toBeNull();
    expect(components.binary).not.toBeNull();
  });
});

describe('runnerMean', () => {
  it.each(fixture.datasets.map((d) => [d.name, d] as const))('is the mean of runner means with S_R²/R and R − 1 df (dataset %s)', (_, dataset) => {
    const means = dataset.runners.map((binaries) => binaries.map((executions) => executions.map((v) => v.reduce((a, b) => a + b, 0) / v.length)));
    const estimate = runnerMean(means, false);
    close(estimate.mean, dataset.runnerMean.mean, 1e-12);
    close(estimate.variance, dataset.runnerMean.variance, 1e-10);
    expect(estimate.df).toBe(dataset.runnerMean.df);
    expect(estimate.level).toBe('runner');
    const ci = meanInterval(estimate, 0.95);
    // jStat's t quantile is accurate to ~4e-8 (see reference.test.ts).
    close(ci[0], dataset.runnerMean.ci95[0], 1e-8);
    close(ci[1], dataset.runnerMean.ci95[1], 1e-8);
  });

  it('averages each runner first, so a runner with more builds does not weigh more', () => {
    // Runner 1: two builds at 10 and 12 → 11; runner 2: one build at 20. Mean of runner means 15.5.
    const estimate = runnerMean(
      [
        [
          [10, 10],
          [12, 12],
        ],
        [[20, 20]],
      ],
      false,
    );
    expect(estimate.mean).toBe(15.5);
    expect(estimate.variance).toBeCloseTo(((11 - 15.5) ** 2 + (20 - 15.5) ** 2) / 1 / 2, 12);
    // Collapsed (deterministic build): runner mean over all its execution means, the same here.
    expect(runnerMean([[[10, 12]], [[20]]], true).mean).toBe(15.5);
  });

  it('needs two runners with data', () => {
    expect(() => runnerMean([[[1, 2]], [[]]], false)).toThrow(InsufficientDataError);
  });
});

describe('runner impact factor', () => {
  it('follows its definition: sqrt((σ_R² + w)/w), w = σ_V² + (σ_B² + σ_E²/n)/m', () => {
    // σ_V² = 1, σ_B² = 2, σ_E²/n = 2, m = 4 → w = 2; σ_R² = 6 → sqrt(8/2) = 2.
    expect(runnerImpact({ runner: 6, binary: 1, execution: 2, measurement: 20 }, 4, 10)).toBeCloseTo(2, 12);
    // Deterministic build: unit is the execution mean, w = σ_B² + σ_E²/n = 4 → sqrt(16/4) = 2 with σ_R² = 12.
    expect(runnerImpact({ runner: 12, binary: 0, execution: 2, measurement: 20 }, 4, 10, true)).toBeCloseTo(2, 12);
    expect(runnerImpact({ runner: 0, binary: 1, execution: 1, measurement: 1 }, 3, 3)).toBe(1);
    expect(runnerImpact({ runner: null, binary: 1, execution: 1, measurement: 1 }, 3, 3)).toBeNull();
  });

  it.each(fixture.datasets.map((d) => [d.name, d] as const))('matches R from the components (dataset %s)', (_, dataset) => {
    const factors = runnerImpactFactors(summaries(dataset.runners), false, { confidence: 0.95 });
    close(factors.runner.estimate, dataset.runnerImpact, 1e-9);
  });

  it('is near 1 without runner effects and large with them, bracketed by its interval', () => {
    const simulate = (runnerSd: number, seed: number): RunnerSummaries => {
      const random = createRandom(seed);
      return Array.from({ length: 6 }, () => {
        const a = runnerSd * randomNormal(random);
        return Array.from({ length: 3 }, () => {
          const v = 0.5 * randomNormal(random);
          return Array.from({ length: 4 }, () => {
            const b = randomNormal(random);
            return summarizeExecution(Array.from({ length: 10 }, () => 100 + a + v + b + randomNormal(random)));
          });
        });
      });
    };
    const quiet = runnerImpactFactors(simulate(0, 3), false, { confidence: 0.95 });
    const loud = runnerImpactFactors(simulate(5, 3), false, { confidence: 0.95 });
    // Truth for `loud`: w = 0.25 + (1 + 0.1)/4 = 0.525; sqrt((25 + w)/w) = 6.97.
    expect(quiet.runner.estimate!).toBeLessThan(1.5);
    expect(loud.runner.estimate!).toBeGreaterThan(4);
    expect(loud.runner.estimate!).toBeLessThan(12);
    expect(loud.runner.ci![0]).toBeLessThanOrEqual(loud.runner.estimate!);
    expect(loud.runner.ci![1]).toBeGreaterThanOrEqual(loud.runner.estimate!);
    // Three runners: fewer than MIN_UNITS_FOR_INTERVAL, so no runner interval, with the reason.
    const few = runnerImpactFactors(simulate(5, 3).slice(0, 3), false, { confidence: 0.95 });
    expect(few.runner.ci).toBeNull();
    expect(few.runner.note).toContain('runners');
  });
});
