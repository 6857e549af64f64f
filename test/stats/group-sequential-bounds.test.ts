import { describe, expect, it } from 'vitest';
import { normalQuantile } from '../../src/stats/distributions.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { nominalLevels, spendingIncrements, spentShare } from '../../src/stats/alpha-spending.js';
import { oneSidedBounds } from '../../src/stats/group-sequential-bounds.js';

const FIVE = [0.2, 0.4, 0.6, 0.8, 1];

/** Share of simulated no-change paths (canonical joint distribution) that cross an upper bound at some look. */
function simulatedCrossing(information: number[], bounds: number[], paths: number, seed: number): number {
  const random = createRandom(seed);
  let crossed = 0;
  for (let p = 0; p < paths; p++) {
    let score = 0;
    let previous = 0;
    for (let k = 0; k < information.length; k++) {
      score += randomNormal(random) * Math.sqrt(information[k] - previous);
      previous = information[k];
      if (score / Math.sqrt(information[k]) >= bounds[k]) {
        crossed++;
        break;
      }
    }
  }
  return crossed / paths;
}

describe('oneSidedBounds (Armitage–McPherson–Rowe recursion)', () => {
  it("reproduces gsDesign's Lan–DeMets O'Brien–Fleming bounds (5 equal looks, one-sided 0.025)", () => {
    // gsDesign::gsDesign(k = 5, test.type = 1, alpha = 0.025, sfu = sfLDOF)$upper$bound
    const bounds = oneSidedBounds(FIVE, spendingIncrements({ kind: 'obrien-fleming' }, FIVE, 0.025, true));
    [4.8769, 3.357, 2.6803, 2.2898, 2.031].forEach((expected, k) => expect(bounds[k]).toBeCloseTo(expected, 3));
  });

  it("reproduces gsDesign's Lan–DeMets Pocock bounds", () => {
    // gsDesign::gsDesign(k = 5, test.type = 1, alpha = 0.025, sfu = sfLDPocock)$upper$bound
    const bounds = oneSidedBounds(FIVE, spendingIncrements({ kind: 'pocock' }, FIVE, 0.025, true));
    [2.438, 2.4268, 2.4102, 2.3966, 2.386].forEach((expected, k) => expect(bounds[k]).toBeCloseTo(expected, 3));
  });

  it('spends what it is given: the simulated crossing probability matches, for unequal looks too', () => {
    const information = [0.15, 0.5, 0.55, 1];
    const increments = [0.002, 0.01, 0.003, 0.01];
    const bounds = oneSidedBounds(information, increments);
    const rate = simulatedCrossing(information, bounds, 200_000, 3);
    const total = increments.reduce((a, b) => a + b, 0);
    expect(Math.abs(rate - total)).toBeLessThan(4 * Math.sqrt((total * (1 - total)) / 200_000));
  });

  it('depends only on ratios of information, gives z_{1−α} for one look and ∞ for nothing to spend', () => {
    const a = oneSidedBounds([1, 2, 3], [0.001, 0.01, 0.014]);
    const b = oneSidedBounds([7, 14, 21], [0.001, 0.01, 0.014]);
    a.forEach((bound, k) => expect(b[k]).toBeCloseTo(bound, 8));
    expect(oneSidedBounds([1], [0.025])[0]).toBeCloseTo(normalQuantile(0.975), 9);
    expect(oneSidedBounds([1, 2], [0, 0.025])[0]).toBe(Infinity);
    expect(oneSidedBounds([1, 2], [0, 0.025])[1]).toBeCloseTo(normalQuantile(0.975), 6);
    expect(() => oneSidedBounds([1, 1], [0.01, 0.01])).toThrow(RangeError);
  });
});

describe('alpha spending', () => {
  it('spends nothing at 0, everything at 1, more as information grows', () => {
    for (const spending of [{ kind: 'obrien-fleming' } as const, { kind: 'pocock' } as const, { kind: 'power', rho: 3 } as const]) {
      expect(spentShare(spending, 0, 0.025)).toBe(0);
      expect(spentShare(spending, 1, 0.025)).toBe(1);
      const shares = [0.1, 0.3, 0.5, 0.9].map((t) => spentShare(spending, t, 0.025));
      shares.slice(1).forEach((share, k) => expect(share).toBeGreaterThan(shares[k]));
    }
    expect(spentShare({ kind: 'pocock' }, 0.5, 0.05)).toBeCloseTo(Math.log(1 + (Math.E - 1) / 2), 12);
    expect(spentShare({ kind: 'power', rho: 2 }, 0.5, 0.05)).toBe(0.25);
  });

  it('gives the final look all that is left, so the increments add up to the budget', () => {
    const increments = spendingIncrements({ kind: 'obrien-fleming' }, [0.3, 0.55], 0.025, true);
    expect(increments[0] + increments[1]).toBeCloseTo(0.025, 15);
    const interim = spendingIncrements({ kind: 'obrien-fleming' }, [0.3, 0.55], 0.025, false);
    expect(interim[0] + interim[1]).toBeLessThan(0.025);
  });

  it('turns the bounds into nominal two-sided levels: α for one look, less at the last of several', () => {
    expect(nominalLevels({ kind: 'obrien-fleming' }, [1], 0.05, true)[0]).toBeCloseTo(0.05, 9);
    const levels = nominalLevels({ kind: 'obrien-fleming' }, FIVE, 0.05, true);
    // Two-sided: 2·(1 − Φ(c_k)) with gsDesign's bounds above.
    expect(levels[4]).toBeCloseTo(2 * (1 - 0.97887), 3);
    expect(levels[0]).toBeLessThan(1e-5);
    levels.slice(1).forEach((level, k) => expect(level).toBeGreaterThan(levels[k]));
  });
});
