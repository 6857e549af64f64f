import { describe, expect, it } from 'vitest';
import { sortedValues } from '../../src/stats/sorted-values.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';

/** What the winsorized mean sorted before: a copy by Float64Array's own sort. */
const builtIn = (values: readonly number[]) => Array.from(Float64Array.from(values).sort());

describe('sortedValues', () => {
  const random = createRandom(47);
  const normal = () => randomNormal(random);
  const shapes: [string, (n: number) => number[]][] = [
    ['timings around 1,000', (n) => Array.from({ length: n }, () => 1000 * (1 + 0.05 * normal()))],
    [
      'with preemption spikes 10–1,000×',
      (n) => Array.from({ length: n }, () => 1000 * (1 + 0.05 * normal()) * (random() < 0.05 ? 10 ** (1 + 2 * random()) : 1)),
    ],
    ['ties (whole numbers)', (n) => Array.from({ length: n }, () => 1 + Math.floor(random() * 5))],
    ['all equal', (n) => Array.from({ length: n }, () => 0.1)],
    ['exponentially spaced', (n) => Array.from({ length: n }, (_, i) => 2 ** (i % 60) * (1 + random()))],
    ['negative and positive', (n) => Array.from({ length: n }, () => normal())],
    ['close together (1 + tiny steps)', (n) => Array.from({ length: n }, () => 1 + Number.EPSILON * Math.floor(random() * 8))],
    ['subnormal and huge', (n) => Array.from({ length: n }, () => (random() < 0.5 ? 5e-324 * (1 + Math.floor(random() * 9)) : 1e308 * random()))],
    ['with zeros of both signs', (n) => Array.from({ length: n }, () => (random() < 0.3 ? (random() < 0.5 ? -0 : 0) : normal()))],
    ['with NaN and infinities', (n) => Array.from({ length: n }, () => [NaN, Infinity, -Infinity, 1, 2][Math.floor(random() * 5)])],
    ['sorted descending', (n) => Array.from({ length: n }, (_, i) => n - i + 0.5)],
  ];
  it.each(shapes)('gives what Float64Array.prototype.sort gives: %s', (_, make) => {
    for (const n of [0, 1, 2, 3, 16, 17, 40, 101, 1000, 33_334]) {
      for (let trial = 0; trial < (n > 1000 ? 2 : 20); trial++) {
        const values = make(n);
        // Object.is tells −0 from +0 and matches NaN.
        const got = Array.from(sortedValues(values));
        const expected = builtIn(values);
        expect(got.length).toBe(n);
        for (let i = 0; i < n; i++) if (!Object.is(got[i], expected[i])) expect(got, `n ${n}, index ${i}`).toEqual(expected);
      }
    }
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    expect(Array.from(sortedValues(values))).toEqual([1, 2, 3]);
    expect(values).toEqual([3, 1, 2]);
  });
});
