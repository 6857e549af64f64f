/**
 * `--robust` (robust-mean.ts): Huber's M-estimate against R's MASS::huber
 * (fixtures/reference/generate-huber.R), and the acceptance check of issue 15 on seeded data:
 * with one 10× outlier in 30 values the estimate's SD stays within 2× the clean mean's SD.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mean, sampleVariance } from '../../src/stats/descriptive.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { huberMean } from '../../src/stats/robust-mean.js';
import { isRecord } from '../../src/util/is-record.js';

interface HuberCase {
  name: string;
  values: number[];
  k: number;
  huber: number;
}

function readCases(): HuberCase[] {
  const parsed: unknown = JSON.parse(readFileSync('fixtures/reference/huber.json', 'utf8'));
  if (!isRecord(parsed) || !Array.isArray(parsed.cases)) throw new Error('huber.json: no cases');
  return parsed.cases.map((c: unknown) => {
    if (!isRecord(c)) throw new Error('huber.json: bad case');
    const { name, values, k, huber } = c;
    if (typeof name !== 'string' || !Array.isArray(values) || typeof k !== 'number' || typeof huber !== 'number') throw new Error('huber.json: bad case');
    return { name, values: values.map((v: unknown) => Number(v)), k, huber };
  });
}

describe('Huber M-estimate matches MASS::huber', () => {
  it.each(readCases().map((c) => [c.name, c] as const))('%s', (_, c) => {
    // Both stop when a step is below 1e-6·s; the fixed points agree to that tolerance.
    expect(Math.abs(huberMean(c.values, c.k) - c.huber)).toBeLessThan(1e-5 * Math.max(1, Math.abs(c.huber)));
  });

  it('gives the median when most values are identical (MAD 0)', () => {
    expect(huberMean([5, 5, 5, 5, 5, 6, 100])).toBe(5);
  });
});

describe('robustness (seeded)', () => {
  it('keeps the SD within 2× the clean SD with one 10× outlier in 30 values', () => {
    const random = createRandom(15);
    const clean: number[] = [];
    const robust: number[] = [];
    for (let r = 0; r < 2000; r++) {
      const values = Array.from({ length: 30 }, () => 1000 + 50 * randomNormal(random));
      clean.push(mean(values));
      values[Math.floor(random() * 30)] = 10_000;
      robust.push(huberMean(values));
    }
    const cleanSd = Math.sqrt(sampleVariance(clean));
    expect(Math.sqrt(sampleVariance(robust))).toBeLessThan(2 * cleanSd);
    expect(Math.abs(mean(robust) - 1000)).toBeLessThan(cleanSd);
  });
});
