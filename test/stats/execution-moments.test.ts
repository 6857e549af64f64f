import { describe, expect, it } from 'vitest';
import { lag1Autocorrelation } from '../../src/stats/autocorrelation.js';
import { mean, sumOfSquares } from '../../src/stats/descriptive.js';
import { executionMoments, lag1OfMoments } from '../../src/stats/execution-moments.js';

describe('executionMoments', () => {
  const values = [3.5, -1.25, 8, 2.75, 2.75, -6, 4.5];

  it('gives the mean, the sum of squares and the lag-1 autocorrelation the one-statistic functions give', () => {
    const moments = executionMoments(values);
    expect(moments.count).toBe(7);
    expect(moments.mean).toBe(mean(values));
    expect(moments.sumOfSquares).toBe(sumOfSquares(values));
    expect(lag1OfMoments(moments)).toBeCloseTo(lag1Autocorrelation(values), 14);
    // By hand: deviations from the mean 2.0357…; Σ (x_i − x̄)(x_{i+1} − x̄) over the 6 neighbours.
    const deviations = values.map((v) => v - mean(values));
    expect(moments.lag1Products).toBeCloseTo(
      deviations.slice(1).reduce((sum, d, i) => sum + d * deviations[i], 0),
      12,
    );
    expect(moments.largestMagnitude).toBe(8);
  });

  it('keeps a NaN as the largest magnitude, as Math.max does', () => {
    expect(executionMoments([1, Number.NaN, 1e200]).largestMagnitude).toBeNaN();
  });

  it('gives no lag-1 autocorrelation for fewer than 3 values or a constant series', () => {
    expect(lag1OfMoments(executionMoments([1, 2]))).toBe(0);
    expect(lag1OfMoments(executionMoments([4, 4, 4, 4]))).toBe(0);
  });
});
