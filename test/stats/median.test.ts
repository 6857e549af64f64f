import { describe, expect, it } from 'vitest';
import { median } from '../../src/stats/descriptive.js';
import { createRandom } from '../../src/stats/rng.js';

/** The definition: sort numerically (−0 before +0, NaN last) and take the middle. */
function sortedMedian(values: readonly number[]): number {
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

describe('median by selection', () => {
  it('gives the sorted median of 2,000 random lists, with ties, signed zeros, infinities and NaN', () => {
    const random = createRandom(11);
    const pool = [0, -0, 1, -1, 2.5, Infinity, -Infinity, Number.NaN];
    for (let trial = 0; trial < 2000; trial++) {
      const length = 1 + Math.floor(random() * 40);
      const values = Array.from({ length }, () => (random() < 0.4 ? pool[Math.floor(random() * pool.length)] : Math.round(random() * 20 - 10) / 2));
      const expected = sortedMedian(values);
      const got = median(values);
      expect(Object.is(got, expected) || (Number.isNaN(got) && Number.isNaN(expected)), `${values.join(',')}: ${got} vs ${expected}`).toBe(true);
    }
  });

  it('reads the list without changing it', () => {
    const values = [5, 1, 4, 2, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 4, 2, 3]);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});
