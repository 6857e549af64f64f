/**
 * BenchmarkDotNet's MemoryDiagnoser columns as metrics: `Allocated` (B per operation) and
 * `Gen0`/`Gen1`/`Gen2` (collections per 1000 operations), from the JSON exporter's `Metrics`
 * (BenchmarkDotNet since GcStats lost its BytesAllocatedPerOperation property) or, in the older
 * layout, from `Memory`. Expected values are computed here from the file's `Memory` counts
 * (count / TotalOperations × 1000, as MemoryDiagnoser.cs computes the columns), not copied from
 * its `Metrics`.
 */
import { describe, expect, it } from 'vitest';
import { parseBenchmarkOutput } from '../../src/parsers/index.js';
import { readFixture } from './helpers.js';

type Bdn = { Benchmarks: { FullName: string; Memory: Record<string, number> }[] };

function byName(file: string) {
  const measurements = parseBenchmarkOutput('benchmarkdotnet', readFixture(file));
  const map = new Map<string, { values: number[]; unit: string; better: string | undefined }>();
  for (const m of measurements) {
    const entry = map.get(m.name) ?? { values: [], unit: m.unit, better: m.better };
    entry.values.push(m.value);
    map.set(m.name, entry);
  }
  return map;
}

describe('BenchmarkDotNet memory columns', () => {
  it('reads Allocated and Gen0/Gen1/Gen2 from the exporter’s Metrics (no BytesAllocatedPerOperation in Memory)', () => {
    const file = 'benchmarkdotnet-metrics.json';
    const doc = JSON.parse(readFixture(file)) as Bdn;
    const parsed = byName(file);
    for (const b of doc.Benchmarks) {
      const perThousand = (count: number) => (count / b.Memory.TotalOperations) * 1000;
      expect(parsed.get(`${b.FullName}/gen0`)?.values[0]).toBeCloseTo(perThousand(b.Memory.Gen0Collections), 12);
      expect(parsed.get(`${b.FullName}/gen1`)?.values[0]).toBeCloseTo(perThousand(b.Memory.Gen1Collections), 12);
      expect(parsed.get(`${b.FullName}/gen2`)?.values).toEqual([0]);
      expect(parsed.get(`${b.FullName}/gen0`)).toMatchObject({ unit: 'collections/1000 op', better: 'lower' });
      expect(parsed.get(`${b.FullName}/allocated`)).toMatchObject({ unit: 'B', better: 'lower' });
      expect(parsed.get(`${b.FullName}/gen0`)?.values).toHaveLength(1);
    }
    expect(parsed.get('Bench.ListBenchmarks.Append(N: 1000)/allocated')?.values).toEqual([8424]);
    expect(parsed.get('Bench.ListBenchmarks.Sum(N: 1000)/allocated')?.values).toEqual([0]);
    // The time per operation is still the benchmark itself, one value per Result iteration.
    expect(parsed.get('Bench.ListBenchmarks.Append(N: 1000)')?.values.map((v) => Math.round(v * 10) / 10)).toEqual([1510.2, 1498.7, 1523.9, 1505.1]);
  });

  it('in the older layout (BytesAllocatedPerOperation in Memory, no Metrics) computes Gen0/Gen1/Gen2 from the Memory counts', () => {
    const file = 'benchmarkdotnet-sample.json';
    const doc = JSON.parse(readFixture(file)) as Bdn;
    const parsed = byName(file);
    for (const b of doc.Benchmarks) {
      for (const g of [0, 1, 2])
        expect(parsed.get(`${b.FullName}/gen${g}`)?.values).toEqual([(b.Memory[`Gen${g}Collections`] / b.Memory.TotalOperations) * 1000]);
      expect(parsed.get(`${b.FullName}/allocated`)?.values).toEqual([b.Memory.BytesAllocatedPerOperation]);
    }
  });

  it('a Memory without TotalOperations gives no collection rates (nothing to divide by)', () => {
    const doc = {
      HostEnvironmentInfo: {},
      Benchmarks: [{ FullName: 'A.B.C', Statistics: { Mean: 5 }, Memory: { Gen0Collections: 3, Gen1Collections: 0, Gen2Collections: 0, TotalOperations: 0 } }],
    };
    const names = parseBenchmarkOutput('benchmarkdotnet', JSON.stringify(doc)).map((m) => m.name);
    expect(names).toEqual(['A.B.C']);
  });
});
