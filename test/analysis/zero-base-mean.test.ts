/**
 * A base mean of exactly 0 (a count that base never incurs: allocations, retries, errors): a
 * relative change from zero is undefined, and more measurements will not define it. The
 * benchmark stays inconclusive with a typed reason, the headline says not decided and why,
 * and no recommendation asks for more data (issue 34). Base and head both 0 in every process is
 * `unchanged (identical values)` instead (identical-values.test.ts, issue 31).
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import { buildReport } from '../../src/experiment/build-report.js';
import type { ExecutionRecord, ResultsFile, VersionRecord } from '../../src/results/results-format.js';

const version = (value: (i: number) => number): VersionRecord => ({
  binaries: [0, 1].map((b) => ({
    executions: [0, 1, 2, 3].map((e): ExecutionRecord => ({ values: [0, 1, 2].map((k) => value(b * 12 + e * 3 + k)), block: e, order: b })),
  })),
});

function results(head: (i: number) => number): ResultsFile {
  const varied = (i: number) => 10 + ((i * 7) % 5) * 0.1;
  return {
    version: 1,
    benchmarks: [
      { name: 'allocs', unit: 'count', better: 'lower', base: version(() => 0), head: version(head) },
      { name: 'sort', unit: 'ms', better: 'lower', base: version(varied), head: version(varied) },
    ],
  };
}

describe('a base mean of exactly 0', () => {
  // Head above 0 in every process is a change from zero instead (from-zero.test.ts, issue 46).
  it.each([['head above 0, but 0 in some processes', (i: number) => (i % 12 < 3 ? 0 : 3 + (i % 3))]])(
    '(%s) is inconclusive with a typed reason, and the headline says not decided and why',
    (_, head) => {
      const run = results(head);
      const analysed = analyse(run, analysisSettings({}));
      const allocs = analysed.report.benchmarks.find((b) => b.name === 'allocs')!;
      expect(allocs.verdict).toBe('inconclusive');
      expect(allocs.undecided).toEqual({ kind: 'zero-base-mean', baseAllZero: true });
      // More data never defines a ratio from zero: no counts are recommended for it.
      expect(allocs.recommended).toBeNull();
      const built = buildReport({ results: run, analysed, gate: { failOnRegression: true, accepted: false, decides: true } });
      const headline = built.markdown.split('\n')[0];
      expect(headline).toContain('⚠️ not decided');
      expect(headline).toContain('allocs: base is 0 in every process and head is not (mean 3.00 count)');
      expect(built.markdown).toContain('allocs: base mean is exactly 0: a relative change from zero is undefined');
      expect(built.markdown).not.toMatch(/Next time: .*for allocs/);
      // Not a pass as decided: the verdict output says inconclusive.
      expect(built.verdict).toBe('inconclusive');
    },
  );
});
