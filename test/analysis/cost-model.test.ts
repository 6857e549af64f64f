import { describe, expect, it } from 'vitest';
import { estimateCosts } from '../../src/analysis/cost-model.js';
import type { VersionRecord } from '../../src/results/results-format.js';

const version = (execution: { values: number[]; warmup?: number[]; durationMs?: number }, buildSeconds?: number): VersionRecord => ({
  binaries: [{ buildSeconds, executions: [execution, execution] }],
});

describe('estimateCosts', () => {
  it('separates process start-up from measurements when values are times', () => {
    // 10 measurements of 2 ms and 2 warm-up ones of 4 ms = 28 ms measured in a 128 ms process:
    // 100 ms of start-up = 50 measurements; w = 2 warm-up + 50; a 3 s build = 1500 measurements.
    const costs = estimateCosts([version({ values: new Array(10).fill(2), warmup: [4, 4], durationMs: 128 }, 3)], 'ms');
    expect(costs.warmup).toBeCloseTo(52, 10);
    expect(costs.build).toBeCloseTo(1500, 10);
    expect(costs.measurementSeconds).toBeCloseTo(0.002, 12);
  });

  it('counts the costs as unknown without build times, unless there was nothing to build (source: hashes)', () => {
    const timed = { values: new Array(10).fill(2), durationMs: 120 };
    expect(estimateCosts([version(timed)], 'ms').measurementSeconds).toBeNull();
    const unbuilt: VersionRecord = { binaries: [{ outputHash: 'source:abc', executions: [timed, timed] }] };
    const costs = estimateCosts([unbuilt], 'ms');
    expect(costs.measurementSeconds).toBeCloseTo(0.002, 12);
    expect(costs.build).toBe(1);
  });

  it('converts nanoseconds', () => {
    const costs = estimateCosts([version({ values: new Array(10).fill(2e6), durationMs: 120 }, 1)], 'ns');
    expect(costs.warmup).toBeCloseTo(50, 10);
    expect(costs.build).toBeCloseTo(500, 10);
  });

  it('falls back to duration per measurement for other units, and to w without timings', () => {
    const ops = estimateCosts([version({ values: new Array(9).fill(1e6), warmup: [5e5], durationMs: 100 }, 2)], 'ops/s');
    expect(ops.warmup).toBe(2);
    expect(ops.build).toBeCloseTo(200, 10);
    expect(estimateCosts([version({ values: [1, 2], warmup: [3, 4, 5] })], 'ms')).toEqual({ build: 4, warmup: 4, measurementSeconds: null });
  });
});
