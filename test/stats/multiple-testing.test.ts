import { describe, expect, it } from 'vitest';
import { adjustPValues, benjaminiHochbergAdjust, holmAdjust } from '../../src/stats/multiple-testing.js';

describe('suite-wide p-value adjustment', () => {
  it('Holm multiplies the k-th smallest by (m − k + 1) and keeps the order monotone', () => {
    // Hand calculation: sorted 0.01, 0.02, 0.03, 0.5 → 0.04, 0.06, 0.06 (monotone), 0.5.
    expect(holmAdjust([0.03, 0.5, 0.01, 0.02])).toEqual([0.06, 0.5, 0.04, 0.06].map((x) => expect.closeTo(x, 12)));
  });

  it('BH scales by m/rank from the top and caps at 1', () => {
    // Hand calculation: m = 4; sorted 0.01, 0.02, 0.03, 0.5 → 0.04, 0.04, 0.04, 0.5.
    expect(benjaminiHochbergAdjust([0.03, 0.5, 0.01, 0.02])).toEqual([0.04, 0.5, 0.04, 0.04].map((x) => expect.closeTo(x, 12)));
    expect(benjaminiHochbergAdjust([0.9, 0.95])).toEqual([0.95, 0.95].map((x) => expect.closeTo(x, 12)));
  });

  it('none leaves p-values as they are', () => {
    expect(adjustPValues([0.2, 0.01], 'none')).toEqual([0.2, 0.01]);
  });
});
