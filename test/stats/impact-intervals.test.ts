/**
 * Impact-factor intervals (impact-factors.ts, runner-level.ts) against R (aov + qf:
 * fixtures/reference/generate-impact-intervals.R), and a seeded coverage guard: at nominal
 * 95 % the exact F interval must cover the true factor in about 95 % of simulated designs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeExecution, type NestedSummaries } from '../../src/stats/execution-summary.js';
import { impactFactors, MIN_UNITS_FOR_INTERVAL } from '../../src/stats/impact-factors.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { runnerImpactFactors } from '../../src/stats/runner-level.js';
import { isRecord } from '../../src/util/is-record.js';

interface ReferenceFactor {
  estimate: number;
  ci: [number, number];
}
interface ReferenceDataset {
  name: string;
  confidence: number;
  binaries: number[][][];
  execution: ReferenceFactor;
  binary: ReferenceFactor;
}

function isReferenceFactor(value: unknown): value is ReferenceFactor {
  if (!isRecord(value)) return false;
  const { estimate, ci } = value;
  return typeof estimate === 'number' && Array.isArray(ci) && ci.length === 2 && ci.every((x) => typeof x === 'number');
}

function readDatasets(): ReferenceDataset[] {
  const parsed: unknown = JSON.parse(readFileSync('fixtures/reference/impact-intervals.json', 'utf8'));
  const datasets = isRecord(parsed) ? parsed.datasets : undefined;
  if (!Array.isArray(datasets)) throw new Error('impact-intervals.json: no datasets');
  return datasets.map((d: unknown) => {
    if (!isRecord(d)) throw new Error('impact-intervals.json: bad dataset');
    const { name, confidence, binaries, execution, binary } = d;
    if (typeof name !== 'string' || typeof confidence !== 'number' || !Array.isArray(binaries) || !isReferenceFactor(execution) || !isReferenceFactor(binary)) {
      throw new Error('impact-intervals.json: bad dataset');
    }
    const values = binaries.map((b: unknown) => {
      if (!Array.isArray(b)) throw new Error('impact-intervals.json: bad binary');
      return b.map((e: unknown) => {
        if (!Array.isArray(e) || !e.every((x) => typeof x === 'number')) throw new Error('impact-intervals.json: bad execution');
        return e.map((x: unknown) => Number(x));
      });
    });
    return { name, confidence, binaries: values, execution, binary };
  });
}

const close = (actual: number | undefined, expected: number, tolerance = 1e-9) =>
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));

describe('impact-factor intervals match R (aov mean squares, qf)', () => {
  it.each(readDatasets().map((d) => [d.name, d] as const))('%s', (_, dataset) => {
    const summaries = dataset.binaries.map((b) => b.map((e) => summarizeExecution(e)));
    const factors = impactFactors(summaries, { confidence: dataset.confidence });
    close(factors.execution.estimate ?? undefined, dataset.execution.estimate);
    close(factors.execution.ci?.[0], dataset.execution.ci[0]);
    close(factors.execution.ci?.[1], dataset.execution.ci[1]);
    close(factors.binary.estimate ?? undefined, dataset.binary.estimate);
    close(factors.binary.ci?.[0], dataset.binary.ci[0]);
    close(factors.binary.ci?.[1], dataset.binary.ci[1]);
    // The four-level code path with a single runner gives the same execution and binary intervals.
    const asRunner = runnerImpactFactors([summaries], false, { confidence: dataset.confidence });
    close(asRunner.execution.ci?.[0], dataset.execution.ci[0]);
    close(asRunner.binary.ci?.[1], dataset.binary.ci[1]);
  });
});

function simulate(random: ReturnType<typeof createRandom>, l: number, m: number, n: number, sd: [number, number, number]): NestedSummaries {
  return Array.from({ length: l }, () => {
    const v = sd[0] * randomNormal(random);
    return Array.from({ length: m }, () => {
      const b = sd[1] * randomNormal(random);
      return summarizeExecution(Array.from({ length: n }, () => 100 + v + b + sd[2] * randomNormal(random)));
    });
  });
}

describe('impact-factor intervals', () => {
  it('show no build interval below MIN_UNITS_FOR_INTERVAL builds, and say why', () => {
    const factors = impactFactors(simulate(createRandom(1), MIN_UNITS_FOR_INTERVAL - 1, 5, 10, [1, 1, 1]), { confidence: 0.95 });
    expect(factors.binary.estimate).not.toBeNull();
    expect(factors.binary.ci).toBeNull();
    expect(factors.binary.note).toContain(`at least ${MIN_UNITS_FOR_INTERVAL} builds`);
    expect(factors.execution.ci).not.toBeNull();
  });

  it('cover the true factors in about 95 % of seeded designs (6 × 5 × 10, σ 2/1/2)', () => {
    const sd: [number, number, number] = [2, 1, 2];
    const n = 10;
    const trueExecution = Math.sqrt((sd[1] ** 2 + sd[2] ** 2) / sd[2] ** 2);
    const w = sd[1] ** 2 + sd[2] ** 2 / n;
    const trueBinary = Math.sqrt((sd[0] ** 2 + w) / w);
    const random = createRandom(2024);
    const runs = 1000;
    let execution = 0;
    let binary = 0;
    for (let i = 0; i < runs; i++) {
      const factors = impactFactors(simulate(random, 6, 5, n, sd), { confidence: 0.95 });
      const [el, eh] = factors.execution.ci ?? [NaN, NaN];
      const [bl, bh] = factors.binary.ci ?? [NaN, NaN];
      if (el <= trueExecution && trueExecution <= eh) execution++;
      if (bl <= trueBinary && trueBinary <= bh) binary++;
    }
    // Binomial 99.9 % band around 95 % for 1,000 runs: about 92.7 %–97.3 %.
    for (const covered of [execution, binary]) {
      expect(covered / runs).toBeGreaterThan(0.925);
      expect(covered / runs).toBeLessThan(0.975);
    }
  });
});
