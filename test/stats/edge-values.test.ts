import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { BenchmarkRecord } from '../../src/results/results-format.js';
import { summarizeExecution } from '../../src/stats/execution-summary.js';
import { InsufficientDataError } from '../../src/stats/insufficient-data.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';
import { BASE, HEAD } from './support/two-builds-ten-percent.js';

/** Two binaries of two executions of three measurements, each multiplied by `scale` and shifted by `shift`. */
function version(values: number[][][], scale = 1, shift = 0) {
  return { binaries: values.map((executions) => ({ executions: executions.map((v) => ({ values: v.map((x) => x * scale + shift) })) })) };
}

function analyzeOne(record: Pick<BenchmarkRecord, 'base' | 'head'>) {
  return analyzeResults({ version: 1, benchmarks: [{ name: 'edge', unit: 's', better: 'lower', ...record }] }, analysisOptions()).benchmarks[0];
}

describe('numbers at the edges', () => {
  it('values near 1e300 are analysed in a scaled unit (test/analysis/scaled-values.test.ts), never "± Infinity" or NaN', () => {
    const result = analyzeOne({ base: version(BASE, 1e300), head: version(HEAD, 1e300) });
    expect(result.delta).not.toBeNull();
    expect(benchmarkNoteTexts(result).join('\n')).toMatch(/would overflow or vanish when squared: analysed in units of 2\^\d+ s/);
    expect(JSON.stringify(result)).not.toMatch(/Infinity|NaN/);
  });

  it('values scaled by 1e140 give the same relative change as unscaled ones, with finite numbers', () => {
    const plain = analyzeOne({ base: version(BASE), head: version(HEAD) });
    const large = analyzeOne({ base: version(BASE, 1e140), head: version(HEAD, 1e140) });
    expect(plain.delta).not.toBeNull();
    expect(large.delta!.relative).toBeCloseTo(plain.delta!.relative, 9);
    expect(large.delta!.ci[0]).toBeCloseTo(plain.delta!.ci[0], 9);
    expect(large.delta!.ci[1]).toBeCloseTo(plain.delta!.ci[1], 9);
  });

  it('mixed-sign values refuse a relative change with a note instead of a change of millions of per cent', () => {
    // Means barely above zero: base ≈ 0.0001, head ≈ 0.1, which used to read "+99900 %" and more.
    const result = analyzeOne({ base: version(BASE, 1, -1.0024), head: version(HEAD, 1, -1.0024) });
    expect(result.verdict).toBe('inconclusive');
    expect(result.delta).toBeNull();
    expect(benchmarkNoteTexts(result).join('\n')).toMatch(
      /base: the mean 0\.000\d+ cannot be told from zero .*a relative change needs a mean clearly above zero on both sides/,
    );
  });

  it('summarizeExecution refuses a magnitude that would overflow when squared, and keeps zeros and negatives', () => {
    expect(() => summarizeExecution([1, -1e300])).toThrow(InsufficientDataError);
    expect(summarizeExecution([0, 0, 3])).toEqual({ count: 3, mean: 1, sumOfSquares: 6 });
    expect(summarizeExecution([-1, 1])).toEqual({ count: 2, mean: 0, sumOfSquares: 2 });
  });
});
