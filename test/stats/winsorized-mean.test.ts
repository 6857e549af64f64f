/**
 * The default execution mean (winsorized-mean.ts) against SciPy's
 * `scipy.stats.mstats.winsorize(...).mean()` (fixtures/reference/generate-winsorized-mean.py),
 * and what it is for, on seeded data: preemption spikes clamped, a GC-like tail kept.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mean, median } from '../../src/stats/descriptive.js';
import { executionLevel, executionLocation } from '../../src/stats/execution-location.js';
import { huberMean } from '../../src/stats/robust-mean.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { WINSOR_SHARE, winsorizedMean } from '../../src/stats/winsorized-mean.js';
import { isRecord } from '../../src/util/is-record.js';

interface WinsorCase {
  name: string;
  values: number[];
  share: number;
  winsorized: number;
}

function readCases(): WinsorCase[] {
  const parsed: unknown = JSON.parse(readFileSync('fixtures/reference/winsorized-mean.json', 'utf8'));
  if (!isRecord(parsed) || !Array.isArray(parsed.cases)) throw new Error('winsorized-mean.json: no cases');
  return parsed.cases.map((c: unknown) => {
    if (!isRecord(c)) throw new Error('winsorized-mean.json: bad case');
    const { name, values, share, winsorized } = c;
    if (typeof name !== 'string' || !Array.isArray(values) || typeof share !== 'number' || typeof winsorized !== 'number')
      throw new Error('winsorized-mean.json: bad case');
    return { name, values: values.map((v: unknown) => Number(v)), share, winsorized };
  });
}

describe('winsorized mean matches scipy.stats.mstats.winsorize', () => {
  it.each(readCases().map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(winsorizedMean(c.values, c.share)).toBeCloseTo(c.winsorized, 9);
  });

  it('is the plain mean when the share clamps nothing, and NaN for no values', () => {
    expect(winsorizedMean([1, 2, 3, 4, 100])).toBe(22);
    expect(winsorizedMean([7])).toBe(7);
    expect(winsorizedMean([])).toBeNaN();
    expect(WINSOR_SHARE).toBe(0.08);
  });
});

describe('the execution estimators by name', () => {
  it('mean leaves the moments to give it; huber and winsorized are their functions', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 500];
    expect(executionLocation(values, 'mean')).toBeUndefined();
    expect(executionLevel(values, 'mean')).toBe(mean(values));
    expect(executionLevel(values, 'huber')).toBe(huberMean(values));
    expect(executionLevel(values, 'winsorized')).toBe(winsorizedMean(values));
  });
});

describe('spikes clamped, a tail kept (seeded, 100 values per process)', () => {
  // 100 values N(1, 0.05²); spikes: 3 values delayed by 2–100× the level; tail: each value
  // twice as long with probability 0.1 (+10 % on the mean). 2,000 processes each.
  const random = createRandom(44);
  const process = () => Array.from({ length: 100 }, () => 1 + 0.05 * randomNormal(random));
  const spiked = (values: number[]) => {
    for (let s = 0; s < 3; s++) values[Math.floor(random() * values.length)] += Math.exp(Math.log(2) + Math.log(50) * random());
    return values;
  };
  const tailed = (values: number[]) => values.map((v) => (random() < 0.1 ? 2 * v : v));
  const runs = 2000;
  const average = (make: () => number[], estimate: (values: number[]) => number) => mean(Array.from({ length: runs }, () => estimate(make())));

  it('moves by under 1 % with 3 spikes in 100 values, where the plain mean moves by about 75 %', () => {
    // The plain mean's shift: 3 × E[delay]/100 = 3 × (100 − 2)/ln 50 / 100 ≈ 0.75 (measured +75.4 %);
    // the winsorized mean clamps all 3 (8 per side) to the 92nd order statistic (measured +0.3 %).
    expect(average(() => spiked(process()), winsorizedMean)).toBeLessThan(1.01);
    expect(average(() => spiked(process()), mean)).toBeGreaterThan(1.4);
  });

  it('keeps most of a tail of 10 % twice as long, which Huber reads as about 1 %', () => {
    // Measured: the winsorized mean +7.3 %, Huber +1.0 %, the median +0.7 % (the plain mean +10.0 %);
    // each average's standard error is under 0.1 %, so the bounds leave a wide margin.
    expect(average(() => tailed(process()), winsorizedMean)).toBeGreaterThan(1.06);
    expect(average(() => tailed(process()), huberMean)).toBeLessThan(1.03);
    expect(average(() => tailed(process()), median)).toBeLessThan(1.03);
  });
});
