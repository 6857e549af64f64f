import { describe, expect, it } from 'vitest';
import { batchedVariance, lag1Autocorrelation } from '../../src/stats/autocorrelation.js';
import { sampleVariance, mean } from '../../src/stats/descriptive.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';

function ar1(count: number, phi: number, seed: number): number[] {
  const random = createRandom(seed);
  const out: number[] = [];
  let x = 0;
  for (let i = 0; i < count; i++) {
    x = phi * x + randomNormal(random);
    out.push(10 + x);
  }
  return out;
}

describe('lag-1 autocorrelation and subsession batching', () => {
  it('recovers the AR(1) coefficient', () => {
    expect(lag1Autocorrelation(ar1(20000, 0.7, 1))).toBeCloseTo(0.7, 1);
    expect(Math.abs(lag1Autocorrelation(ar1(20000, 0, 2)))).toBeLessThan(0.03);
  });

  it('leaves independent data unbatched', () => {
    const result = batchedVariance(ar1(2000, 0, 3));
    expect(result.batchSize).toBe(1);
    expect(result.independent).toBe(true);
  });

  it('batches dependent data until batch means are nearly independent, and the variance of the mean follows', () => {
    const phi = 0.8;
    const result = batchedVariance(ar1(4096, phi, 4));
    expect(result.batchSize).toBeGreaterThan(1);
    expect(Math.abs(result.lag1OfBatches)).toBeLessThanOrEqual(0.1);
    // For AR(1) with unit innovations the long-run variance is 1/(1−φ)², the marginal 1/(1−φ²):
    // the effective variance must be far above the naive sample variance.
    expect(result.effectiveVariance / 4096).toBeGreaterThan((3 * sampleVariance(ar1(4096, phi, 4))) / 4096);
  });

  it('gives an honest standard error of the mean under AR(1) (checked over many series)', () => {
    const means: number[] = [];
    const predicted: number[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      const series = ar1(2048, 0.6, 100 + seed);
      means.push(mean(series));
      predicted.push(batchedVariance(series).effectiveVariance / series.length);
    }
    const ratio = mean(predicted) / sampleVariance(means);
    expect(ratio).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(1.3);
  });
});
