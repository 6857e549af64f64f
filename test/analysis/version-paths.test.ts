/** The single-execution and warm-up paths of analyzeVersion (issue 15 items 5 and 6). */
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { ResultsFile, VersionRecord } from '../../src/results/results-format.js';

const oneExecution = (values: number[]): VersionRecord => ({ binaries: [{ executions: [{ values }] }] });

describe('a version with a single execution', () => {
  it('reports its mean and why no interval is possible', () => {
    const file: ResultsFile = {
      version: 1,
      benchmarks: [{ name: 'one', unit: 'ns', better: 'lower', base: oneExecution([99, 100, 101, 100]), head: oneExecution([109, 110, 111, 110]) }],
    };
    const benchmark = analyzeResults(file).benchmarks[0];
    expect(benchmark.verdict).toBe('inconclusive');
    expect(benchmark.notes).toContain(
      'base: mean 100.0 ns from its one execution (4 measurements), no interval: one execution gives no estimate of process-to-process variation: run at least 2 executions',
    );
    expect(benchmark.notes.some((n) => n.startsWith('head: mean 110.0 ns from its one execution'))).toBe(true);
  });
});
