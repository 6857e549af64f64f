import { describe, expect, it } from 'vitest';
import { measuredCosts } from '../../src/planning/run-costs.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';

function benchmark(name: string, unit: string, values: number[]): BenchmarkRecord {
  const version = () => ({
    binaries: [10, 14].map((buildSeconds) => ({ buildSeconds, executions: [100, 120, 110].map((durationMs) => ({ values, warmup: [5], durationMs })) })),
  });
  return { name, unit, better: 'lower', base: version(), head: version() };
}

describe('measuredCosts', () => {
  it('takes the median build and execution, and start-up as wall time minus every reported time', () => {
    // Two benchmarks in one process: (5 + 10 + 10) ms and (5 + 20) ms measured, so 110 − 50 = 60 ms of start-up in the median execution.
    const results: ResultsFile = { version: 1, benchmarks: [benchmark('a', 'ms', [10, 10]), benchmark('b', 'ms', [20])] };
    const costs = measuredCosts(results);
    expect(costs.buildSeconds).toBe(12);
    expect(costs.executionSeconds).toBeCloseTo(0.11, 12);
    expect(costs.startupSeconds).toBeCloseTo(0.06, 12);
  });

  it('does not guess the start-up when some benchmark reports something other than time', () => {
    const results: ResultsFile = { version: 1, benchmarks: [benchmark('a', 'ms', [10]), benchmark('ops', 'ops/s', [1000])] };
    expect(measuredCosts(results).startupSeconds).toBeNull();
  });
});
