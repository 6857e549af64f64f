import { describe, expect, it } from 'vitest';
import { policyFor } from '../../src/config/benchmark-policy.js';
import { parseBenchmarkOutput } from '../../src/parsers/index.js';
import { readFixture } from '../parsers/helpers.js';

/** The policies of docs/harnesses.md ("Several metrics per benchmark"), first match wins. */
const POLICIES = [
  { match: '**/allocs', gate: 'report' as const },
  { match: '**/B', gate: 'ignore' as const },
];

describe('the gating policy picks metrics out by name', () => {
  it('gates the time of each Go benchmark, reports its allocations, leaves out its bytes and gates the rest', () => {
    const names = [...new Set(parseBenchmarkOutput('go', readFixture('go-benchmem-count.txt')).map((m) => m.name))];
    const gates = Object.fromEntries(names.map((name) => [name, policyFor(name, POLICIES, 0.01).gate]));
    expect(gates).toEqual({
      'BenchmarkJoin-2': 'gate',
      'BenchmarkJoin-2/B': 'ignore',
      'BenchmarkJoin-2/allocs': 'report',
      'BenchmarkParse-2': 'gate',
      'BenchmarkParse-2/MB/s': 'gate',
      'BenchmarkParse-2/fields': 'gate',
      'BenchmarkParse-2/B': 'ignore',
      'BenchmarkParse-2/allocs': 'report',
    });
  });

  it('"*/**" leaves out every metric of unnested names, and also a nested name itself (Google Benchmark arguments)', () => {
    const names = [...new Set(parseBenchmarkOutput('google-benchmark', readFixture('google-benchmark-counters.json')).map((m) => m.name))];
    const ignored = names.filter((name) => policyFor(name, [{ match: '*/**', gate: 'ignore' }], 0.01).gate === 'ignore');
    expect(ignored).toEqual(['BM_StringCopy/bytes_per_second', 'BM_VectorPushBack/64', 'BM_VectorPushBack/64/items_per_second', 'BM_VectorPushBack/64/pushes']);
  });
});
