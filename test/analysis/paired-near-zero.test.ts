import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { BenchmarkRecord, VersionRecord } from '../../src/results/results-format.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';
import { BASE, HEAD } from '../stats/support/two-builds-ten-percent.js';

/**
 * Two builds of two executions of three measurements, each execution in its own interleaving
 * block (base and head of one block run back to back), values shifted by `shift`.
 */
function version(values: number[][][], shift: number): VersionRecord {
  let block = 0;
  return {
    binaries: values.map((executions) => ({
      executions: executions.map((v) => {
        const b = block++;
        return { values: v.map((x) => x + shift), block: b };
      }),
    })),
  };
}

function analyzeOne(record: Pick<BenchmarkRecord, 'base' | 'head'>, design: 'paired' | 'auto') {
  return analyzeResults({ version: 1, benchmarks: [{ name: 'edge', unit: 's', better: 'lower', ...record }] }, analysisOptions({ design })).benchmarks[0];
}

describe('a relative change from a mean that cannot be told from zero, in the interleaved (paired/crossed) path', () => {
  it('is computed as usual when the means are clear of zero (the blocks are used)', () => {
    const result = analyzeOne({ base: version(BASE, 0), head: version(HEAD, 0) }, 'paired');
    expect(result.delta).not.toBeNull();
    expect(result.delta?.relative).toBeCloseTo(0.1, 6);
  });

  it.each(['paired', 'auto'] as const)('is refused as inconclusive with the reason (design %s), not a change of thousands of per cent', (design) => {
    // Values of both signs, base mean ≈ 0.0001, head ≈ 0.1: the ratio would read about +99 900 %.
    const result = analyzeOne({ base: version(BASE, -1.0024), head: version(HEAD, -1.0024) }, design);
    expect(result.verdict).toBe('inconclusive');
    expect(result.delta).toBeNull();
    expect(benchmarkNoteTexts(result).join('\n')).toMatch(
      /base: the mean 0\.000\d+ cannot be told from zero .*a relative change needs a mean clearly above zero on both sides/,
    );
  });
});
