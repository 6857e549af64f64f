/**
 * Serial dependence inside a process (within-dependence.ts, dependent-components.ts): the pooled
 * AR(1) fit against R (fixtures/reference/generate-within-dependence.R), and the seeded
 * acceptance check of issue 15: with AR(1) ρ = 0.7 inside every process, the process-level
 * component stays within 1.5× of the truth (the plain nested ANOVA inflates it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lag1Autocorrelation } from '../../src/stats/autocorrelation.js';
import { dependentAnova } from '../../src/stats/dependent-components.js';
import { summarizeExecution } from '../../src/stats/execution-summary.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { nestedAnova } from '../../src/stats/variance-components.js';
import { meanVarianceInflation, withinDependence } from '../../src/stats/within-dependence.js';
import { isRecord } from '../../src/util/is-record.js';

interface Reference {
  name: string;
  executions: number[][];
  acfFirst: number;
  pooledLag1: number;
  rho: number;
  inflation: number;
  divisor: number;
}

function readReferences(): Reference[] {
  const parsed: unknown = JSON.parse(readFileSync('fixtures/reference/within-dependence.json', 'utf8'));
  if (!isRecord(parsed) || !Array.isArray(parsed.datasets)) throw new Error('within-dependence.json: no datasets');
  return parsed.datasets.map((d: unknown) => {
    if (!isRecord(d)) throw new Error('within-dependence.json: bad dataset');
    const { name, executions, acfFirst, pooledLag1, rho, inflation, divisor } = d;
    const numbers = [acfFirst, pooledLag1, rho, inflation, divisor];
    if (typeof name !== 'string' || !Array.isArray(executions) || !numbers.every((x) => typeof x === 'number')) {
      throw new Error('within-dependence.json: bad dataset');
    }
    const series = executions.map((e: unknown) => {
      if (!Array.isArray(e) || !e.every((x) => typeof x === 'number')) throw new Error('within-dependence.json: bad execution');
      return e.map((x: unknown) => Number(x));
    });
    const [a, p, r, i, v] = numbers.map((x) => Number(x));
    return { name, executions: series, acfFirst: a, pooledLag1: p, rho: r, inflation: i, divisor: v };
  });
}

describe('pooled AR(1) fit matches R', () => {
  it.each(readReferences().map((d) => [d.name, d] as const))('%s', (_, reference) => {
    expect(lag1Autocorrelation(reference.executions[0])).toBeCloseTo(reference.acfFirst, 12);
    const fit = withinDependence(reference.executions);
    expect(fit.rho).toBeCloseTo(reference.rho, 12);
    expect(fit.inflation).toBeCloseTo(reference.inflation, 10);
    expect(fit.divisor).toBeCloseTo(reference.divisor, 8);
  });

  it('τ_n is 1 without dependence and (1 + ρ)/(1 − ρ) for long series', () => {
    expect(meanVarianceInflation(0, 30)).toBe(1);
    expect(meanVarianceInflation(0.5, 100_000)).toBeCloseTo(3, 3);
  });
});

function simulateAr1(seed: number, phi: number) {
  const random = createRandom(seed);
  const series: number[][] = [];
  const binaries = Array.from({ length: 3 }, () => {
    const v = 1 * randomNormal(random);
    return Array.from({ length: 5 }, () => {
      const b = 2 * randomNormal(random);
      let e = 5 * randomNormal(random);
      const values = Array.from({ length: 30 }, (_, i) => {
        if (i > 0) e = phi * e + 5 * Math.sqrt(1 - phi * phi) * randomNormal(random);
        return 100 + v + b + e;
      });
      series.push(values);
      return summarizeExecution(values);
    });
  });
  return { binaries, series };
}

describe('process-level component under AR(1) ρ = 0.7 (3 × 5 × 30, σ 1/2/5)', () => {
  it('stays within 1.5× of the truth σ_B² = 4 on average, where the plain ANOVA does not', () => {
    let adjusted = 0;
    let plain = 0;
    const runs = 300;
    for (let i = 0; i < runs; i++) {
      const { binaries, series } = simulateAr1(500 + i, 0.7);
      adjusted += (dependentAnova(binaries, withinDependence(series)).components.execution ?? 0) / runs;
      plain += (nestedAnova(binaries).components.execution ?? 0) / runs;
    }
    expect(adjusted).toBeGreaterThan(4 / 1.5);
    expect(adjusted).toBeLessThan(4 * 1.5);
    expect(plain).toBeGreaterThan(4 * 1.5);
  });

  it('is exactly the plain ANOVA for independent measurements', () => {
    const { binaries, series } = simulateAr1(7, 0);
    expect(withinDependence(series).inflation).toBe(1);
    expect(dependentAnova(binaries, withinDependence(series)).components).toEqual(nestedAnova(binaries).components);
  });
});
