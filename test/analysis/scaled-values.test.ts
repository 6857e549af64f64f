import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * Values whose squares overflow (1e300) or vanish (1e-300) are analysed in a scaled unit and
 * give the relative change, interval, verdict and impact factors of the same data at 1e0, with
 * means and intervals in the recorded unit (issue 17, reliability 8; they were refused as
 * inconclusive, and before that read "± Infinity" and "NaN / NaN").
 */
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { BenchmarkRecord, VersionRecord } from '../../src/results/results-format.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { isRecord } from '../../src/util/is-record.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';

/** Three builds of three executions of four measurements, in interleaving blocks when `blocks`. */
function version(values: number[][][], scale: number, blocks: boolean): VersionRecord {
  let block = 0;
  return {
    binaries: values.map((executions) => ({
      executions: executions.map((v) => ({ values: v.map((x) => x * scale), ...(blocks ? { block: block++ } : {}) })),
    })),
  };
}
const BASE = [
  [
    [1.0, 1.1, 0.9, 1.02],
    [1.05, 1.0, 0.95, 0.99],
    [1.01, 0.97, 1.04, 1.0],
  ],
  [
    [1.02, 1.01, 0.99, 1.06],
    [0.98, 1.0, 1.03, 0.96],
    [1.08, 1.02, 1.0, 1.01],
  ],
  [
    [0.97, 1.0, 1.02, 0.99],
    [1.0, 1.04, 0.98, 1.01],
    [0.99, 1.03, 1.0, 0.97],
  ],
];
const HEAD = BASE.map((executions, k) => executions.map((values, j) => values.map((x, i) => x * (1.08 + 0.01 * ((i + 2 * j + k) % 3)))));

function analyzeAt(scale: number, blocks: boolean, design: 'auto' | 'independent' = 'auto') {
  const record: BenchmarkRecord = { name: 'edge', unit: 's', better: 'lower', base: version(BASE, scale, blocks), head: version(HEAD, scale, blocks) };
  return analyzeResults({ version: 1, benchmarks: [record] }, analysisOptions({ design }));
}

/** a ≈ b to `digits` significant digits. */
function expectRelativelyClose(a: number, b: number, digits = 8) {
  expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.abs(b) * 10 ** -digits);
}

/** Equal structure, with numbers equal to `digits` significant digits (the data at 1e±300 are rounded once). */
function expectAllClose(got: unknown, want: unknown): void {
  if (typeof want === 'number' && typeof got === 'number') return expectRelativelyClose(got, want);
  if (Array.isArray(want) && Array.isArray(got)) {
    expect(got).toHaveLength(want.length);
    want.forEach((value, i) => expectAllClose(got[i], value));
    return;
  }
  if (!isRecord(want) || !isRecord(got)) return void expect(got).toEqual(want);
  expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
  for (const [key, value] of Object.entries(want)) expectAllClose(got[key], value);
}

describe.each([
  ['interleaved blocks (the comparison model)', true, 'auto'],
  ['no blocks (independent comparison)', false, 'independent'],
] as const)('values at 1e300 and 1e-300, %s', (_, blocks, design) => {
  const plain = analyzeAt(1, blocks, design).benchmarks[0];

  it.each([1e300, 1e308, 1e-300])('× %s: the same relative change, interval, verdict and impact factors as at 1e0', (scale) => {
    const suite = analyzeAt(scale, blocks, design);
    const result = suite.benchmarks[0];
    expect(plain.delta).not.toBeNull();
    expect(plain.verdict).toBe('regression');
    expect(result.verdict).toBe(plain.verdict);
    expect(result.delta?.design).toBe(plain.delta?.design);
    expectRelativelyClose(result.delta?.relative ?? NaN, plain.delta?.relative ?? NaN);
    expectRelativelyClose(result.delta?.ci[0] ?? NaN, plain.delta?.ci[0] ?? NaN);
    expectRelativelyClose(result.delta?.ci[1] ?? NaN, plain.delta?.ci[1] ?? NaN);
    for (const side of ['base', 'head'] as const) {
      const got = result[side];
      const want = plain[side];
      if (got === null || want === null) throw new Error(`${side} not analysed`);
      // Means and intervals are in the recorded unit.
      expectRelativelyClose(got.mean, want.mean * scale);
      expectRelativelyClose(got.ci[0], want.ci[0] * scale);
      expectRelativelyClose(got.ci[1], want.ci[1] * scale);
      expectAllClose(got.impact, want.impact);
    }
    expect(result.recommended).toEqual(plain.recommended);
    expect(benchmarkNoteTexts(result)[0]).toMatch(/would overflow or vanish when squared: analysed in units of 2\^-?\d+ s/);
    expect(JSON.stringify(result)).not.toMatch(/Infinity|NaN/);
    expect(renderMarkdownReport(suite)).not.toMatch(/Infinity|NaN/);
  });
});

describe('ordinary magnitudes', () => {
  it('are analysed as recorded, without a scaling note', () => {
    const result = analyzeAt(1e100, true).benchmarks[0];
    expect(benchmarkNoteTexts(result).join('\n')).not.toMatch(/scaled/);
    expect(result.delta).not.toBeNull();
  });
});
