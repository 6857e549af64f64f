import jStat from 'jstat';
import { describe, expect, it } from 'vitest';
import { binomialLowerCount, binomialRateBand, binomialUpperCount } from '../../bench/simulation/binomial-band.js';
import { GENERATORS, generate } from '../../bench/simulation/generators.js';
import { DEFAULT_SPEC } from '../../bench/simulation/nested-model.js';
import { logRatio, oracleFlags, oraclePower, trueLogRatioVariance } from '../../bench/simulation/oracle.js';

describe('binomial bands', () => {
  it('upper count: the smallest k with P(X ≤ k) ≥ level', () => {
    const k = binomialUpperCount(0.05, 2000, 0.95);
    expect(jStat.binomial.cdf(k, 2000, 0.05)).toBeGreaterThanOrEqual(0.95);
    expect(jStat.binomial.cdf(k - 1, 2000, 0.05)).toBeLessThan(0.95);
    // Normal approximation: 100 + 1.645·√95 ≈ 116.
    expect(k).toBeGreaterThanOrEqual(114);
    expect(k).toBeLessThanOrEqual(118);
  });

  it('lower count: the largest k with P(X ≥ k) ≥ level', () => {
    const k = binomialLowerCount(0.95, 1000, 0.95);
    expect(1 - jStat.binomial.cdf(k - 1, 1000, 0.95)).toBeGreaterThanOrEqual(0.95);
    expect(1 - jStat.binomial.cdf(k, 1000, 0.95)).toBeLessThan(0.95);
    expect(k).toBeGreaterThanOrEqual(937);
    expect(k).toBeLessThanOrEqual(940);
  });

  it('two-sided rate band contains the rate and narrows with more runs', () => {
    const [lo, hi] = binomialRateBand(0.05, 2000, 0.95);
    expect(lo).toBeLessThan(0.05);
    expect(hi).toBeGreaterThan(0.05);
    const [lo2, hi2] = binomialRateBand(0.05, 200, 0.95);
    expect(hi2 - lo2).toBeGreaterThan(hi - lo);
  });
});

describe('oracle z-test', () => {
  it('true variance of the log ratio: 2σ_V²/l + 2(σ_B² + σ_E²/n)/(l·m)', () => {
    expect(trueLogRatioVariance(DEFAULT_SPEC)).toBeCloseTo((2 * 0.0001) / 3 + (2 * (0.0004 + 0.0025 / 30)) / 15, 12);
    expect(() => trueLogRatioVariance({ ...DEFAULT_SPEC, shape: 'ar1' })).toThrow(RangeError);
  });

  it('matches the spread of simulated log ratios for deterministic builds (block shocks cancel)', () => {
    const variance = trueLogRatioVariance(GENERATORS.deterministic.spec);
    const runs = 1500;
    const ratios = Array.from({ length: runs }, (_, i) => logRatio(generate(GENERATORS.deterministic, 123_000 + i)));
    const m = ratios.reduce((s, v) => s + v, 0) / runs;
    const empirical = ratios.reduce((s, v) => s + (v - m) ** 2, 0) / (runs - 1);
    // The sample variance of 1500 normal draws is within ±11 % of the truth with probability > 0.999.
    expect(empirical / variance).toBeGreaterThan(0.89);
    expect(empirical / variance).toBeLessThan(1.11);
  });

  it('closed-form power: α at no change, rising with the change', () => {
    const variance = 1e-4;
    expect(oraclePower(0, variance, 0.95)).toBeCloseTo(0.05, 6);
    // 1.96 standard errors away: power ≈ 0.5.
    expect(oraclePower(Math.expm1(1.959964 * 0.01), variance, 0.95)).toBeCloseTo(0.5, 3);
  });

  it('flags by |log ratio| against the normal quantile', () => {
    const record = generate(GENERATORS.deterministic, 1, 0.1);
    expect(oracleFlags(record, 1e-4, 0.95)).toBe(true);
    expect(oracleFlags(record, 1, 0.95)).toBe(false);
  });
});
