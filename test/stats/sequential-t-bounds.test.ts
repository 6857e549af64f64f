import jStat from 'jstat';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPENDING, nominalLevels, spendingIncrements } from '../../src/stats/alpha-spending.js';
import { pairedTBounds, pairedTLevel, priorDfGrid } from '../../src/stats/sequential-t-bounds.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';

const looks = [4, 6, 8, 10, 12];
const fractions = looks.map((n) => n / 12);
const increments = spendingIncrements(DEFAULT_SPENDING, fractions, 0.025, true).map((i) => 2 * i);

/**
 * Share of simulated null runs of the repeated paired t test that cross some boundary (its own
 * generator and seed). With `priorDf` d0, the variance is moderated by a prior whose sum of
 * squares is that of d0 more draws of the same noise (empirical Bayes: d0·s0²/σ² ~ χ²(d0)),
 * drawn once per run: (d0·s0² + SS_k)/(d0 + n_k − 1).
 */
function crossingRate(bounds: readonly number[], runs: number, priorDf = 0, seed = 424_242): number {
  const random = createRandom(seed);
  let crossings = 0;
  for (let run = 0; run < runs; run++) {
    let sum = 0;
    let squares = 0;
    let seen = 0;
    let prior = 0;
    for (let i = 0; i < priorDf; i++) prior += randomNormal(random) ** 2;
    const crossed = looks.some((n, k) => {
      for (; seen < n; seen++) {
        const x = randomNormal(random);
        sum += x;
        squares += x * x;
      }
      const mean = sum / n;
      const sd = Math.sqrt((prior + squares - n * mean * mean) / (n - 1 + priorDf));
      return Math.abs(mean / (sd / Math.sqrt(n))) > bounds[k];
    });
    if (crossed) crossings++;
  }
  return crossings / runs;
}

describe('pairedTBounds', () => {
  it('starts at the exact t quantile of the first increment', () => {
    const bounds = pairedTBounds(looks, increments);
    expect(bounds[0]).toBeCloseTo(jStat.studentt.inv(1 - increments[0] / 2, 3), 10);
  });

  it('keeps the error at α where the significance-level approach exceeds it (few blocks)', () => {
    const runs = 40_000;
    const exact = crossingRate(pairedTBounds(looks, increments), runs);
    const nominal = nominalLevels(DEFAULT_SPENDING, fractions, 0.05, true).map((level, k) => jStat.studentt.inv(1 - level / 2, looks[k] - 1));
    const approximate = crossingRate(nominal, runs);
    // Binomial: 40,000 runs at 5 % have a standard deviation of 0.11 %; the band is 3 of them.
    expect(Math.abs(exact - 0.05)).toBeLessThan(0.0033);
    // The same paths: the t quantiles at the nominal levels cross about 0.7 points more often.
    expect(approximate - exact).toBeGreaterThan(0.004);
  });

  it('approaches the known-variance boundaries when the blocks are many', () => {
    const many = [400, 800, 1200, 1600];
    const share = spendingIncrements(DEFAULT_SPENDING, [0.25, 0.5, 0.75, 1], 0.025, true).map((i) => 2 * i);
    const t = pairedTBounds(many, share);
    const z = nominalLevels(DEFAULT_SPENDING, [0.25, 0.5, 0.75, 1], 0.05, true).map((level) => jStat.normal.inv(1 - level / 2, 0, 1));
    t.forEach((bound, k) => expect(Math.abs(bound - z[k])).toBeLessThan(0.03));
  });

  it('reaches the same boundaries whether a run asks look by look or all at once', () => {
    const allAtOnce = pairedTBounds([3, 5, 9, 14], [0.01, 0.01, 0.01, 0.02]);
    pairedTBounds([20, 30], [0.01, 0.04]);
    pairedTBounds([3, 5, 9], [0.01, 0.01, 0.01]);
    const extended = pairedTBounds([3, 5, 9, 14], [0.01, 0.01, 0.01, 0.015]);
    expect(extended.slice(0, 3)).toEqual(allAtOnce.slice(0, 3));
    expect(extended[3]).toBeGreaterThan(allAtOnce[3]);
  });

  it('lets a look without new blocks spend its share on the same statistics, at a lower bound', () => {
    const bounds = pairedTBounds([4, 8, 8], [0.012, 0.012, 0.026]);
    expect(bounds[2]).toBeLessThan(bounds[1]);
    expect(bounds[2]).toBeGreaterThan(0);
  });

  it("takes the look's own t quantile for increments too small to simulate (α split over a suite)", () => {
    const small = [2e-4, 1e-4, 3e-4];
    const bounds = pairedTBounds([4, 8, 16], small);
    bounds.forEach((bound, k) => expect(bound).toBeCloseTo(jStat.studentt.inv(1 - small[k] / 2, [4, 8, 16][k] - 1), 6));
  });
});

describe('pairedTBounds with a variance prior (a history prior in the looks)', () => {
  it('starts at the exact t quantile on n − 1 + d0 df', () => {
    const bounds = pairedTBounds(looks, increments, 16);
    expect(bounds[0]).toBeCloseTo(jStat.studentt.inv(1 - increments[0] / 2, 3 + 16), 10);
  });

  it('keeps the error of the moderated statistics at α, where the prior-free boundaries are too strict', () => {
    // The prior's sum of squares is drawn in this test's own way (16 squared normals), independently of the module's χ² sampler.
    const runs = 40_000;
    const withPrior = crossingRate(pairedTBounds(looks, increments, 16), runs, 16, 777);
    const plain = crossingRate(pairedTBounds(looks, increments), runs, 16, 777);
    // Binomial: 40,000 runs at 5 % have a standard deviation of 0.11 %; the band is 3 of them.
    expect(Math.abs(withPrior - 0.05)).toBeLessThan(0.0033);
    // The prior-free boundaries were simulated for heavier tails: on the moderated statistics they leave α unspent.
    expect(withPrior - plain).toBeGreaterThan(0.004);
  });

  it('is the plain paired t without a prior (the same boundaries as before)', () => {
    expect(pairedTBounds([4, 8, 16], [0.01, 0.015, 0.025], 0)).toEqual(pairedTBounds([4, 8, 16], [0.01, 0.015, 0.025]));
  });

  it('refuses prior df that are negative or infinite', () => {
    expect(() => pairedTBounds([4, 8], [0.02, 0.03], -1)).toThrow(RangeError);
    expect(() => pairedTBounds([4, 8], [0.02, 0.03], Infinity)).toThrow(RangeError);
  });
});

describe('priorDfGrid', () => {
  it('rounds down to 2^k or 1.5·2^k (conservative: fewer prior df)', () => {
    expect([0, 0.7, 1, 1.4, 1.5, 2.9, 3, 5.99, 6, 25, 140, 1e9].map(priorDfGrid)).toEqual([0, 0, 1, 1, 1.5, 2, 3, 4, 6, 24, 128, 2 ** 20]);
  });
});

describe('pairedTLevel', () => {
  it('with a prior, reads the level on the actual df: the interval is still Δ ± c·se', () => {
    const blocks = [4, 8, 16];
    const fr = [0.25, 0.5, 1];
    const d0 = 25;
    const level = pairedTLevel(DEFAULT_SPENDING, fr, 0.05, true, blocks, d0);
    const inc = spendingIncrements(DEFAULT_SPENDING, fr, 0.025, true).map((i) => 2 * i);
    // The boundaries of the grid's 24 prior df, read on 15 + 25 df.
    const bound = pairedTBounds(blocks, inc, 24)[2];
    // jStat's t quantile inverts its cdf to about 1e-8.
    expect(jStat.studentt.inv(1 - level / 2, 15 + d0)).toBeCloseTo(bound, 6);
    expect(level).not.toBeCloseTo(pairedTLevel(DEFAULT_SPENDING, fr, 0.05, true, blocks), 6);
  });

  it('leaves the share of looks that saw fewer than 2 blocks unspent', () => {
    const all = pairedTLevel(DEFAULT_SPENDING, [0.25, 0.5, 1], 0.05, true, [3, 6, 12]);
    const skipped = pairedTLevel(DEFAULT_SPENDING, [0.25, 0.5, 1], 0.05, true, [1, 6, 12]);
    expect(skipped).toBeGreaterThan(0);
    expect(skipped).toBeLessThan(0.05);
    expect(all).toBeLessThan(0.05);
  });

  it('is the fixed t level for a single final look', () => {
    expect(pairedTLevel(DEFAULT_SPENDING, [1], 0.05, true, [10])).toBeCloseTo(0.05, 8);
  });
});
