import { analysisOptions } from '../../src/config/analysis-options.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { VersionRecord } from '../../src/results/results-format.js';

// SciPy's figures (fixtures/reference/generate-paired-scales.py): the interleaved comparison
// without a build level reports the weaker of the paired t test at the estimate (each version
// by its own mean: the delta method) and at no change (scipy.stats.ttest_rel on the raw values).
interface Dataset {
  name: string;
  base: number[];
  head: number[];
  expected: { scale: 'own' | 'midpoint'; pValue: number; pValueOwn: number; pValueMidpoint: number; relative: number; ci: [number, number]; df: number };
}
const DATASETS = JSON.parse(readFileSync(new URL('../../fixtures/reference/paired-scales.json', import.meta.url), 'utf8')) as Dataset[];

/** One value per process, two identical builds (one output hash), block i = the i-th value of each side. */
function version(values: number[], hash: string): VersionRecord {
  const half = Math.ceil(values.length / 2);
  const builds = [values.slice(0, half), values.slice(half)];
  let block = 0;
  return { binaries: builds.map((own) => ({ outputHash: hash, executions: own.map((v) => ({ values: [v], block: block++ })) })) };
}

describe('the interleaved comparison on one scale and on each version’s own (SciPy reference)', () => {
  it.each(DATASETS.map((d) => [d.name, d] as const))('%s', (_, dataset) => {
    const report = analyzeResults(
      {
        version: 1,
        benchmarks: [{ name: 'run', unit: 'ms', better: 'lower', base: version(dataset.base, 'sha256:b'), head: version(dataset.head, 'sha256:h') }],
      },
      analysisOptions({ minEffect: 0 }),
    );
    const delta = report.benchmarks[0].delta!;
    expect(delta.pValue).toBeCloseTo(dataset.expected.pValue, 7);
    expect(delta.df).toBeCloseTo(dataset.expected.df, 10);
    expect(delta.relative).toBeCloseTo(dataset.expected.relative, 7);
    expect(delta.ci[0]).toBeCloseTo(dataset.expected.ci[0], 6);
    expect(delta.ci[1]).toBeCloseTo(dataset.expected.ci[1], 6);
  });

  it('the fixture holds a no-change case the delta method alone would flag, and a large change where it is the weaker test', () => {
    expect(DATASETS.some((d) => d.expected.pValueOwn < 0.05 && d.expected.pValue > 0.05)).toBe(true);
    expect(DATASETS.some((d) => d.expected.scale === 'own' && d.expected.pValueMidpoint < d.expected.pValueOwn)).toBe(true);
  });
});
