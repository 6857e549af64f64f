import { describe, expect, it } from 'vitest';
import { detectFormats, OutputParseError, parseBenchmarkOutput, type OutputFormat } from '../../src/parsers/index.js';
import { captureError, readFixture } from './helpers.js';
import type { ParserNote } from '../../src/results/output-notes.js';
import { outputNoteText } from '../../src/report/output-notes.js';

/** Parsed fixture JSON, walked by the test's own code (a shape check is the parser's job, not the test's). */
type Json = { [key: string]: Json } & Json[];

const json = (file: string): Json => JSON.parse(readFixture(file)) as Json;
const numbers = (values: unknown): number[] => (values as number[]).map(Number);

interface Case {
  format: OutputFormat;
  file: string;
  /** name → values, read from the fixture by the test's own code. */
  expected: () => Record<string, number[]>;
  unit: Record<string, string>;
  better?: Record<string, 'lower' | 'higher'>;
  /** The start of the note when only aggregates were available. */
  note?: string;
}

const LONG_CATCH2_NAME = 'a benchmark whose name is longer than the name column of the console reporter';

/** Each benchmark's mean from a Catch2 console table, read by the test's own expression (the wrapped name's last line is `reporter`). */
function catch2ConsoleMeans(file: string): Record<string, number[]> {
  const scale: Record<string, number> = { ns: 1, us: 1e3, ms: 1e6, s: 1e9 };
  return Object.fromEntries(
    [...readFixture(file).matchAll(/^(\S.*?)\s+\d+\s+\d+\s+\S+ (?:ns|us|ms|s) *\n\s+(\S+) (ns|us|ms|s)/gm)].map(([, n, v, u]) => [
      n === 'reporter' ? LONG_CATCH2_NAME : n,
      [Number(v) * scale[u]],
    ]),
  );
}

const CASES: Case[] = [
  {
    format: 'pytest-benchmark',
    file: 'pytest-benchmark.json',
    expected: () => Object.fromEntries(json('pytest-benchmark.json').benchmarks.map((b) => [String(b.fullname), numbers(b.stats.data)])),
    unit: { 'test_bench.py::test_fib_10': 's', 'test_bench.py::test_sorted': 's' },
  },
  {
    format: 'pytest-benchmark',
    file: 'pytest-benchmark-saved.json',
    expected: () => Object.fromEntries(json('pytest-benchmark-saved.json').benchmarks.map((b) => [String(b.fullname), [Number(b.stats.mean)]])),
    unit: { 'test_bench.py::test_fib_10': 's', 'test_bench.py::test_sorted': 's' },
    note: 'pytest-benchmark output: no per-round times',
  },
  {
    // stats.data cut by hand and ended by "..." (peers' test data): that benchmark's stats.mean instead, with a note; the other keeps its rounds.
    format: 'pytest-benchmark',
    file: 'pytest-benchmark-truncated-data.json',
    expected: () => {
      const [cut, whole] = json('pytest-benchmark-truncated-data.json').benchmarks;
      return { [String(cut.fullname)]: [Number(cut.stats.mean)], [String(whole.fullname)]: numbers(whole.stats.data) };
    },
    unit: { 'test_bench.py::test_fib_10': 's', 'test_bench.py::test_sorted': 's' },
    note: 'pytest-benchmark output: benchmarks[0].stats.data[3] (test_bench.py::test_fib_10) is not a time in seconds',
  },
  {
    format: 'catch2',
    file: 'catch2.xml',
    expected: () =>
      Object.fromEntries(
        [...readFixture('catch2.xml').matchAll(/<BenchmarkResults name="([^"]+)"[\s\S]*?<mean value="([^"]+)"/g)].map(([, n, v]) => [n, [Number(v)]]),
      ),
    unit: { 'fib 15': 'ns', 'fib 20': 'ns', 'copy 64 bytes': 'ns' },
    note: 'catch2 output: the XML reporter gives each benchmark',
  },
  {
    // The console reporter (Catch2's default), real v2 output: each mean, one with a name Catch2 wrapped over three lines.
    format: 'catch2',
    file: 'catch2-console.txt',
    expected: () => catch2ConsoleMeans('catch2-console.txt'),
    unit: { 'fib 15': 'ns', 'copy 64 bytes': 'ns', [LONG_CATCH2_NAME]: 'ns' },
    better: { 'fib 20': 'lower' },
    note: 'catch2 output: the console reporter gives each benchmark',
  },
  {
    format: 'catch2',
    file: 'catch2-v3-console.txt',
    expected: () => catch2ConsoleMeans('catch2-v3-console.txt'),
    unit: { 'fib 15': 'ns', 'fib 20': 'ns', 'copy 64 bytes': 'ns' },
    note: 'catch2 output: the console reporter gives each benchmark',
  },
  {
    format: 'benchmarkjs',
    file: 'benchmarkjs.txt',
    expected: () =>
      Object.fromEntries([...readFixture('benchmarkjs.txt').matchAll(/^(.+) x ([\d,.]+) ops\/sec/gm)].map(([, n, v]) => [n, [Number(v.replace(/,/g, ''))]])),
    unit: { 'sort numbers': 'ops/s', 'join strings': 'ops/s' },
    better: { 'sort numbers': 'higher', 'join strings': 'higher' },
    note: 'benchmarkjs output: one ops/sec figure',
  },
  {
    // Names padded with dots and spaces for alignment (as fast-json-stringify's suite prints them): the name is the text before the padding.
    format: 'benchmarkjs',
    file: 'benchmarkjs-padded.txt',
    expected: () =>
      Object.fromEntries(
        [...readFixture('benchmarkjs-padded.txt').matchAll(/^(.+?)[. ]* x ([\d,.]+) ops\/sec/gm)].map(([, n, v]) => [n, [Number(v.replace(/,/g, ''))]]),
      ),
    unit: { 'sort numbers': 'ops/s', 'join strings': 'ops/s', 'JSON.stringify array': 'ops/s', 'sum... reduce': 'ops/s' },
    note: 'benchmarkjs output: one ops/sec figure',
  },
  {
    format: 'tinybench',
    file: 'tinybench.json',
    expected: () => Object.fromEntries(json('tinybench.json').map((t) => [String(t.name), numbers(t.result.latency.samples)])),
    unit: { 'sort numbers': 'ms', 'join strings': 'ms' },
  },
  {
    format: 'tinybench',
    file: 'tinybench-no-samples.json',
    expected: () => Object.fromEntries(json('tinybench-no-samples.json').map((t) => [String(t.name), [Number(t.result.latency.mean)]])),
    unit: { 'sort numbers': 'ms', 'join strings': 'ms' },
    note: 'tinybench output: no latency samples',
  },
  {
    format: 'vitest',
    file: 'vitest-bench.json',
    expected: () =>
      Object.fromEntries(json('vitest-bench.json').files[0].groups[0].benchmarks.map((b) => [`sort.bench.js > arrays > ${String(b.name)}`, [Number(b.mean)]])),
    unit: { 'sort.bench.js > arrays > sort numbers': 'ms', 'sort.bench.js > arrays > join strings': 'ms' },
    note: 'vitest output: the JSON report has no samples',
  },
  {
    format: 'mitata',
    file: 'mitata.json',
    expected: () => Object.fromEntries(json('mitata.json').benchmarks.map((b) => [String(b.runs[0].name), numbers(b.runs[0].stats.samples)])),
    unit: { 'sort numbers': 'ns', 'join strings': 'ns' },
  },
  {
    format: 'criterion',
    file: 'criterion-samples.txt',
    expected: () =>
      Object.fromEntries(
        readFixture('criterion-samples.txt')
          .trim()
          .split('\n')
          .map((line) => {
            const [benchmark, sample] = line.split('}{').map((part, i) => JSON.parse(i === 0 ? `${part}}` : `{${part}`) as Json);
            return [String(benchmark.full_id), numbers(sample.times).map((t, i) => t / Number(sample.iters[i]))];
          }),
      ),
    unit: { 'sum 100': 'ns', 'sum/1000': 'ns', 'sum/10000': 'ns' },
  },
  {
    format: 'criterion',
    file: 'criterion-stdout.txt',
    expected: () => {
      const scale: Record<string, number> = { ns: 1, µs: 1000, ms: 1e6 };
      return Object.fromEntries(
        [...readFixture('criterion-stdout.txt').matchAll(/^(\S.*?)\s+time:\s+\[\S+ \S+ (\S+) (\S+)/gm)].map(([, n, v, u]) => [n, [Number(v) * scale[u]]]),
      );
    },
    unit: { 'sum 100': 'ns', 'sum/1000': 'ns', 'sum/10000': 'ns' },
    note: 'criterion output: the terminal report gives one estimate',
  },
  {
    format: 'criterion',
    file: 'cargo-criterion-messages.jsonl',
    expected: () => {
      const message = JSON.parse(readFixture('cargo-criterion-messages.jsonl').split('\n')[0]) as Json;
      return { 'fib 20': numbers(message.measured_values).map((v, i) => v / Number(message.iteration_count[i])) };
    },
    unit: { 'fib 20': 'ns' },
  },
  {
    // Criterion 0.8's terminal report: ElementsAndBytes throughput (two thrpt rows) and a change block; only each time estimate is read.
    format: 'criterion',
    file: 'criterion-0.8-stdout.txt',
    expected: () => ({ 'parse/1024': [4061.1], 'parse/65536': [264020] }),
    unit: { 'parse/1024': 'ns', 'parse/65536': 'ns' },
    note: 'criterion output: the terminal report gives one estimate',
  },
  {
    format: 'criterion',
    file: 'criterion-0.8-messages.jsonl',
    expected: () => ({ 'parse/1024': [4061, 4060.7, 4060.4] }),
    unit: { 'parse/1024': 'ns' },
  },
  {
    format: 'cargo',
    file: 'criterion-bencher.txt',
    expected: () =>
      Object.fromEntries([...readFixture('criterion-bencher.txt').matchAll(/^test (.+) \.\.\. bench: +(\d+) ns/gm)].map(([, n, v]) => [n, [Number(v)]])),
    unit: { 'sum 100': 'ns', 'sum/1000': 'ns', 'sum/10000': 'ns' },
    note: 'cargo output: libtest prints one median',
  },
  {
    // Thousands separators and other units (peers' test data): times in ns, cycles as cycles, a rate better higher.
    format: 'cargo',
    file: 'cargo-libtest-units.txt',
    expected: () => ({
      cmov: [2835],
      'tests::bench_grouped': [3161],
      'tests::bench_micro': [1000],
      'tests::bench_micro_b5': [1500],
      'tests::bench_millis': [22e6],
      upload: [1911],
    }),
    unit: {
      cmov: 'cycles',
      'tests::bench_grouped': 'ns',
      'tests::bench_micro': 'ns',
      'tests::bench_micro_b5': 'ns',
      'tests::bench_millis': 'ns',
      upload: 'MS/s',
    },
    better: { cmov: 'lower', 'tests::bench_millis': 'lower', upload: 'higher' },
    note: 'cargo output: libtest prints one median',
  },
  {
    // `go test -bench ./...` over several packages: a name that repeats across `pkg:` blocks is qualified by its package.
    format: 'go',
    file: 'go-monorepo-repeated-names.txt',
    expected: () => ({
      'BenchmarkEncode-2 (example.com/shop/cache)': [19.01, 18.42],
      'BenchmarkEncode-2 (example.com/shop/cache)/MB/s': [3103.57, 3202.97],
      'BenchmarkEncode-2 (example.com/shop/cache)/B': [0, 0],
      'BenchmarkEncode-2 (example.com/shop/cache)/allocs': [0, 0],
      'BenchmarkLookup-2': [97.5, 98.25],
      'BenchmarkLookup-2/B': [16, 16],
      'BenchmarkLookup-2/allocs': [1, 1],
      'BenchmarkEncode-2 (example.com/shop/session)': [0.2926, 0.2883],
      'BenchmarkEncode-2 (example.com/shop/session)/MB/s': [3417.23, 3468.54],
      'BenchmarkEncode-2 (example.com/shop/session)/B': [0, 0],
      'BenchmarkEncode-2 (example.com/shop/session)/allocs': [0, 0],
    }),
    unit: { 'BenchmarkEncode-2 (example.com/shop/cache)': 'ns', 'BenchmarkEncode-2 (example.com/shop/session)/MB/s': 'MB/s' },
    better: { 'BenchmarkEncode-2 (example.com/shop/session)/MB/s': 'higher', 'BenchmarkLookup-2': 'lower' },
  },
  {
    format: 'jmh',
    file: 'jmh-sample.json',
    expected: () => ({
      'org.example.ListBench.sortList:size=1000': [40.1, 41.0, 41.4, 42.6, 40.9, 41.6],
      'org.example.ListBench.sortList:size=1000/gc.alloc.rate.norm': Array(6).fill(4056),
      'org.example.ListBench.hashLookup': [5.05e7, 5.23e7, 5.35e7],
    }),
    unit: {
      'org.example.ListBench.sortList:size=1000': 'us/op',
      'org.example.ListBench.sortList:size=1000/gc.alloc.rate.norm': 'B/op',
      'org.example.ListBench.hashLookup': 'ops/s',
    },
    better: { 'org.example.ListBench.sortList:size=1000': 'lower', 'org.example.ListBench.hashLookup': 'higher' },
  },
  {
    format: 'benchmarkdotnet',
    file: 'benchmarkdotnet-sample.json',
    expected: () =>
      Object.fromEntries(
        json('benchmarkdotnet-sample.json').Benchmarks.flatMap((b) => [
          [String(b.FullName), b.Measurements.filter((m) => String(m.IterationStage) === 'Result').map((m) => Number(m.Nanoseconds) / Number(m.Operations))],
          [`${String(b.FullName)}/allocated`, [Number(b.Memory.BytesAllocatedPerOperation)]],
          // The Gen0…Gen2 columns: collections per 1000 operations (benchmarkdotnet-memory.test.ts).
          ...[0, 1, 2].map((g) => [`${String(b.FullName)}/gen${g}`, [(Number(b.Memory[`Gen${g}Collections`]) / Number(b.Memory.TotalOperations)) * 1000]]),
        ]),
      ),
    unit: {
      'Bench.HashBenchmarks.Md5(N: 1000)': 'ns',
      'Bench.HashBenchmarks.Md5(N: 1000)/allocated': 'B',
      'Bench.HashBenchmarks.Md5(N: 1000)/gen0': 'collections/1000 op',
    },
  },
  {
    format: 'benchmarkdotnet',
    file: 'benchmarkdotnet-brief-sample.json',
    expected: () =>
      Object.fromEntries(
        json('benchmarkdotnet-brief-sample.json').Benchmarks.flatMap((b) => [
          [String(b.FullName), [Number(b.Statistics.Mean)]],
          [`${String(b.FullName)}/allocated`, [112]],
          ...[0, 1, 2].map((g) => [`${String(b.FullName)}/gen${g}`, [0]]),
        ]),
      ),
    unit: { 'Bench.HashBenchmarks.Sha256(N: 1000)': 'ns' },
    note: 'benchmarkdotnet output: no iteration values',
  },
  {
    // A class in the global namespace ("Namespace": null), trimmed to no FullName: the name is built from Type and Method.
    format: 'benchmarkdotnet',
    file: 'benchmarkdotnet-null-namespace.json',
    expected: () => ({ NullNamespaceMethod: [815.25], 'GlobalBenchmarks.Sum': [101.5, 99.75, 100.25] }),
    unit: { NullNamespaceMethod: 'ns', 'GlobalBenchmarks.Sum': 'ns' },
    note: 'benchmarkdotnet output: no iteration values',
  },
  {
    format: 'customSmallerIsBetter',
    file: 'custom-smaller-is-better.json',
    expected: () => ({ 'parse/small': [12.4, 12.1, 12.6], 'bundle size': [482] }),
    unit: { 'parse/small': 'ms', 'bundle size': 'KiB' },
    better: { 'parse/small': 'lower' },
  },
  {
    format: 'customBiggerIsBetter',
    file: 'custom-smaller-is-better.json',
    expected: () => ({ 'parse/small': [12.4, 12.1, 12.6], 'bundle size': [482] }),
    unit: { 'parse/small': 'ms' },
    better: { 'parse/small': 'higher', 'bundle size': 'higher' },
  },
  {
    format: 'bencher',
    file: 'bencher-metric-format.json',
    expected: () => ({ 'sort/1000': [88.2], 'sort/1000/throughput': [11337868.5], 'sort/100000': [12050.7], 'app/file-size': [1482752] }),
    unit: { 'sort/1000': 'ns', 'sort/1000/throughput': 'ops/s', 'app/file-size': 'B' },
    better: { 'sort/1000': 'lower', 'sort/1000/throughput': 'higher' },
  },
  {
    format: 'asv',
    file: 'asv-run.txt',
    expected: () => ({
      'benchmarks.MemSuite.mem_list (virtualenv-py3.11)': [2420],
      'benchmarks.MemSuite.peakmem_build (virtualenv-py3.11)': [31.5e6],
      'benchmarks.TimeSuite.time_keys (virtualenv-py3.11)': [11200],
      'benchmarks.TimeSuite.time_sort (virtualenv-py3.11)': [1.05e6],
      'benchmarks.TrackSuite.track_items (virtualenv-py3.11)': [42],
      'benchmarks.MemSuite.mem_list (virtualenv-py3.12)': [2420],
      'benchmarks.MemSuite.peakmem_build (virtualenv-py3.12)': [31.7e6],
      'benchmarks.TimeSuite.time_keys (virtualenv-py3.12)': [9070],
      'benchmarks.TimeSuite.time_sort (virtualenv-py3.12)': [998e3],
      'benchmarks.TrackSuite.track_items (virtualenv-py3.12)': [42],
    }),
    unit: {
      'benchmarks.MemSuite.mem_list (virtualenv-py3.11)': 'B',
      'benchmarks.TimeSuite.time_keys (virtualenv-py3.12)': 'ns',
      'benchmarks.TrackSuite.track_items (virtualenv-py3.12)': '',
    },
    better: { 'benchmarks.TimeSuite.time_sort (virtualenv-py3.11)': 'lower' },
    note: 'asv output: 2 results give no value (e.g. benchmarks.TimeSuite.time_parse (failed))',
  },
  {
    format: 'julia',
    file: 'julia-benchmarktools-trials.json',
    expected: () => ({
      'fib/10': [246.2, 245.9, 251.3],
      'fib/10/memory': [0],
      'fib/10/allocs': [0],
      'fib/20': [31021.0, 31188.0, 30994.0],
      'fib/20/memory': [0],
      'fib/20/allocs': [0],
      sort: [1204.5, 1199.0, 1210.25],
      'sort/memory': [8256],
      'sort/allocs': [3],
    }),
    unit: { 'fib/10': 'ns', 'sort/memory': 'B', 'sort/allocs': 'allocs' },
    better: { sort: 'lower' },
  },
  {
    format: 'julia',
    file: 'julia-benchmarktools-median.json',
    expected: () => ({
      'fib/20': [31028.0],
      'fib/20/memory': [0],
      'fib/20/allocs': [0],
      'fib/10': [246.03846153846155],
      'fib/10/memory': [0],
      'fib/10/allocs': [0],
    }),
    unit: { 'fib/20': 'ns' },
    note: 'julia output: a TrialEstimate gives one time per benchmark',
  },
];

describe.each(CASES)('$format reads $file', ({ format, file, expected, unit, better = {}, note }) => {
  const text = readFixture(file);
  const notes: ParserNote[] = [];
  const measurements = parseBenchmarkOutput(format, text, notes);

  it('gives every value of every benchmark, in order, as the fixture holds them', () => {
    const byName: Record<string, number[]> = {};
    for (const m of measurements) (byName[m.name] ??= []).push(m.value);
    const want = expected();
    expect(Object.keys(byName).sort()).toEqual(Object.keys(want).sort());
    for (const [name, values] of Object.entries(want)) {
      expect(byName[name]).toHaveLength(values.length);
      byName[name].forEach((value, i) => expect(value).toBeCloseTo(values[i], 9));
    }
  });

  it('gives each benchmark its unit and direction', () => {
    for (const [name, u] of Object.entries(unit)) expect(new Set(measurements.filter((m) => m.name === name).map((m) => m.unit))).toEqual(new Set([u]));
    for (const [name, b] of Object.entries(better)) expect(new Set(measurements.filter((m) => m.name === name).map((m) => m.better))).toEqual(new Set([b]));
  });

  it(note === undefined ? 'adds no note: the values are per sample or per iteration' : 'says in a note that only an aggregate was available', () => {
    if (note === undefined) expect(notes).toEqual([]);
    else expect(notes.map((n) => outputNoteText(n))).toEqual([expect.stringContaining(note)]);
  });

  it('is what auto recognises it as, unless the format is a choice auto cannot make', () => {
    const found = detectFormats(text);
    if (format.startsWith('custom')) expect(found).toEqual(['customSmallerIsBetter', 'customBiggerIsBetter']);
    else expect(found).toEqual([format]);
  });
});

describe('auto with github-action-benchmark custom JSON (whose direction the file does not say)', () => {
  it('reads a time or size as smaller-is-better, and says so in a note naming the format lines that state it', () => {
    const notes: ParserNote[] = [];
    const measurements = parseBenchmarkOutput('auto', readFixture('custom-smaller-is-better.json'), notes);
    expect(measurements.map((m) => [m.name, m.value, m.unit, m.better])).toEqual([
      ['parse/small', 12.4, 'ms', 'lower'],
      ['parse/small', 12.1, 'ms', 'lower'],
      ['parse/small', 12.6, 'ms', 'lower'],
      ['bundle size', 482, 'KiB', 'lower'],
    ]);
    expect(notes.map((n) => outputNoteText(n))).toEqual([
      'auto output: github-action-benchmark custom JSON does not say which direction is better; read as smaller is better (a throughput ' +
        'unit such as ops/sec or MB/s as bigger is better): set format: customSmallerIsBetter or format: customBiggerIsBetter to state it',
    ]);
  });

  it('reads a throughput unit as bigger-is-better', () => {
    const measurements = parseBenchmarkOutput('auto', readFixture('custom-throughput.json'));
    expect(measurements.map((m) => [m.name, m.unit, m.better])).toEqual([
      ['encode', 'ops/sec', 'higher'],
      ['decode', 'MB/s', 'higher'],
      ['decode latency', 'ns', 'lower'],
    ]);
  });
});

describe.each([
  ['tinybench', '[{"name":"boom","result":{"state":"errored","error":{"message":"kaput"}}}]', 'tinybench output: [0] (boom): the task errored: kaput'],
  [
    'mitata',
    '{"benchmarks":[{"alias":"x","runs":[{"name":"x","stats":null,"error":{"message":"kaput"}}]}]}',
    'mitata output: benchmarks[0].runs[0] (x): the benchmark threw: kaput',
  ],
  ['pytest-benchmark', '[]', 'pytest-benchmark output: expected a JSON object with a "benchmarks" array (pytest --benchmark-json=FILE)'],
  ['jmh', '{"benchmark":"x"}', 'jmh output: expected the JSON array of -rf json'],
  [
    'criterion',
    '{"sampling_mode":"Linear","iters":[1],"times":[5]}',
    'criterion output: a sample.json came before any benchmark.json: print each benchmark.json before its sample.json',
  ],
  [
    'criterion',
    '{"full_id":"a"}{"sampling_mode":"Linear","iters":[1,2],"times":[5]}',
    'criterion output: a: expected equally long, non-empty arrays of times and iteration counts',
  ],
  ['customSmallerIsBetter', '[{"name":"a","unit":"ms","value":"12"}]', 'customSmallerIsBetter output: [0] (a): "value" must be a finite number'],
  ['bencher', '{"a":{"latency":{"value":null}}}', 'bencher output: "a"."latency": "value" must be a finite number'],
  ['catch2', '<BenchmarkResults name="a"><mean lowerBound="1"/></BenchmarkResults>', 'catch2 output: benchmark "a": no numeric <mean value=…>'],
  [
    'benchmarkdotnet',
    '{"Benchmarks":[{"FullName":"A.B","Statistics":null}]}',
    'benchmarkdotnet output: Benchmarks[0] (A.B): no measurements and no Statistics.Mean (did it fail?)',
  ],
] as const)('%s refuses bad output', (format, text, message) => {
  it(`with "${message}"`, () => {
    const error = captureError(() => parseBenchmarkOutput(format, text));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toBe(message);
  });
});
