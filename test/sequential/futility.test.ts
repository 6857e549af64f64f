import { describe, expect, it } from 'vitest';
import { futile } from '../../src/sequential/futility.js';

// Half the information so far: the final standard error is 2 % × √0.5 = 1.41 %, and the final interval at α = 0.05 is ±2.77 %.
const noisy = { logRatio: 0, standardError: 0.02, df: 1e6 };
const at = (overrides: Partial<Parameters<typeof futile>[0]> = {}) => futile({ change: noisy, fraction: 0.5, alpha: 0.05, minEffect: 0.02, ...overrides });

describe('futile', () => {
  it('holds when ±min-effect is out of reach at the final look and the trend is flat', () => {
    expect(at()).toBe(true);
  });

  it('does not hold when the final interval could fit inside ±min-effect', () => {
    // ±2.77 % fits inside ±3.5 %, not inside ±2.5 %.
    expect(at({ minEffect: 0.035 })).toBe(false);
    expect(at({ minEffect: 0.025 })).toBe(true);
  });

  it('gives the run the benefit of the doubt on a standard error from few degrees of freedom', () => {
    // With 3 df the lower 90 % bound of the standard error is 0.69 of it: a final ±1.92 %, inside ±2.5 %.
    expect(at({ minEffect: 0.025, change: { ...noisy, df: 3 } })).toBe(false);
  });

  it('does not hold when the data so far could still lead to a change at the final look', () => {
    // Predictive spread of the final estimate 1.41 %: a trend of ±3 % ends beyond ±2.77 % about half the time.
    expect(at({ change: { ...noisy, logRatio: 0.03 } })).toBe(false);
    expect(at({ change: { ...noisy, logRatio: -0.03 } })).toBe(false);
    // A trend of +0.5 % gets there in about 6 % of continuations.
    expect(at({ change: { ...noisy, logRatio: 0.005 } })).toBe(true);
  });

  it('keeps an early look going: a flat trend at a fifth of the information still ends in a change 26 % of the time', () => {
    expect(at({ fraction: 0.2 })).toBe(false);
    expect(at({ fraction: 0.45 })).toBe(true);
    expect(at({ fraction: 1 })).toBe(false);
  });

  it('never holds without a usable standard error, or for a min-effect of 100 % or more', () => {
    expect(at({ change: { ...noisy, standardError: 0 } })).toBe(false);
    expect(at({ change: { ...noisy, standardError: Number.NaN } })).toBe(false);
    expect(at({ minEffect: 1 })).toBe(false);
  });
});
