import { describe, expect, it } from 'vitest';
import { parseBenchmarkOutput } from '../../src/parsers/index.js';
import { splitWarmup } from '../../src/runner/group-results.js';
import { readFixture } from '../parsers/helpers.js';

describe('sorted samples (tinybench, mitata) are not searched for warm-up', () => {
  it.each([
    ['tinybench', 'tinybench.json'],
    ['mitata', 'mitata.json'],
  ] as const)('%s: the samples are marked unordered, and every one is kept', (format, file) => {
    const measurements = parseBenchmarkOutput(format, readFixture(file));
    expect(measurements.every((m) => m.unordered === true)).toBe(true);
    const first = measurements.filter((m) => m.name === measurements[0].name);
    // The fixture's samples are ascending: the harness sorted them.
    expect(first.map((m) => m.value)).toEqual([...first.map((m) => m.value)].sort((a, b) => a - b));
    expect(splitWarmup(first)).toEqual({ values: first.map((m) => m.value), warmup: [] });
  });

  it('would cut the fastest values of a sorted list as warm-up if it were taken as a time series', () => {
    // Sorted samples of a benchmark whose iterations take one of two paths (a quarter fast): a step.
    const sorted = Array.from({ length: 40 }, (_, i) => ({ name: 'x', value: (i < 10 ? 1 : 2) + i * 1e-4, unit: 'ms' }));
    expect(splitWarmup(sorted).warmup.length).toBeGreaterThan(0);
    expect(splitWarmup(sorted.map((m) => ({ ...m, unordered: true as const }))).warmup).toEqual([]);
  });
});
