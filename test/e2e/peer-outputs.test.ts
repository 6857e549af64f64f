/**
 * The outputs users bring from other benchmark bots (issue 32), fed to `benchgate run --format
 * auto` end to end as the benchmark command's stdout: each is read as its tool prints it (names
 * and values), and a run in which a version measured no benchmark fails (exit 3) with the reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

const ROOT = new URL('../../', import.meta.url);
const fixture = (file: string): string => readFileSync(new URL(`fixtures/parsers/${file}`, ROOT), 'utf8');

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

/** `benchgate run --format auto` over a repository whose bench command prints `base` on base and `head` on head; 1 build × 2 executions. */
async function runAuto(base: string, head = base, extra: string[] = []) {
  const repo = createRepo({ 'out.txt': base }, { 'out.txt': head });
  const out = tempDir();
  dirs.push(repo, out);
  let stderr = '';
  // Measured even when both versions print the same (the proof, on by default, would measure nothing).
  const argv = [
    '--base',
    'base',
    '--head',
    'head',
    '--bench',
    'cat out.txt',
    '--format',
    'auto',
    '--binaries',
    '1',
    '--executions',
    '2',
    '--seed',
    '5',
    '--no-prove-unchanged',
  ];
  const code = await runCommand([...argv, ...extra, '--out', out], { stdout: () => undefined, stderr: (s) => (stderr += s), cwd: repo });
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as ResultsFile;
  return { code, stderr, results };
}

const LIBTEST_NOTHING = 'running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n';

describe('a run in which a version measured no benchmark fails', () => {
  it('exits 3 when libtest ran no benchmark on either version, saying so (not a benchmark named "running")', async () => {
    const { code, stderr, results } = await runAuto(LIBTEST_NOTHING);
    expect(results.benchmarks.map((b) => b.name)).toEqual([]);
    expect(code, stderr).toBe(3);
    // Nothing read in the first process of either version: the run stops after block 1, with the reason once.
    expect(stderr).toContain(
      'benchgate run: the format auto read nothing in the first process of base or head, so the run stopped after them; the first: unreadable output: cargo output: no benchmark was measured',
    );
    expect(stderr.match(/stopping after block 1/g)).toHaveLength(1);
    expect(stderr).toContain('0 measured');
  }, 60_000);

  it('exits 3 when head measured nothing while base measured its benchmarks', async () => {
    const { code, stderr, results } = await runAuto(fixture('cargo-libtest.txt'), LIBTEST_NOTHING);
    const suite = results.benchmarks.map((b) => b.name).filter((name) => !name.startsWith('process/'));
    expect(suite.sort()).toEqual(['tests::bench_sum_large', 'tests::bench_sum_large/MB/s', 'tests::bench_sum_small']);
    expect(code, stderr).toBe(3);
    expect(stderr).toContain('benchgate run: every head execution failed; the first: unreadable output: cargo output: no benchmark was measured');
    expect(stderr).not.toContain('every base execution failed');
  }, 60_000);
});

/** What harnesses print when they measured nothing (a filter that matched no benchmark, an empty suite). */
const NOTHING_MEASURED: [harness: string, output: string][] = [
  ['libtest', LIBTEST_NOTHING],
  ['go test -bench', 'testing: warning: no tests to run\nPASS\nok  \texample.com/shop\t0.002s [no tests to run]\n'],
  [
    'Catch2 (console)',
    "Filters: [nothing]\nNo test cases matched '[nothing]'\n===============================================================================\nNo tests ran\n\n",
  ],
  [
    'Catch2 (console, a table without rows)',
    `${fixture('catch2-console.txt').split('-------------------------------------------------------------------------------\nfib 15')[0]}`,
  ],
  ['pytest-benchmark', '{"machine_info": {}, "commit_info": {}, "benchmarks": [], "datetime": "2026-11-27T23:00:00", "version": "3.2.2"}\n'],
  ['Google Benchmark', '{"context": {"date": "2026-11-27", "library_build_type": "release"}, "benchmarks": []}\n'],
  ['github-action-benchmark custom JSON', '[]\n'],
  ['Julia BenchmarkTools', '[{"Julia": "1.10.4", "BenchmarkTools": "1.5.0"}, [["BenchmarkGroup", {"data": {}, "tags": []}]]]\n'],
  ['asv', '· Discovering benchmarks\n· No benchmarks selected\n'],
];

describe.each(NOTHING_MEASURED)('%s output that measured nothing, on head', (_harness, nothing) => {
  it('fails the run (exit 3), naming head', async () => {
    const { code, stderr } = await runAuto(fixture('cargo-libtest.txt'), nothing);
    expect(code, stderr).toBe(3);
    expect(stderr).toContain('benchgate run: every head execution failed; the first: unreadable output: ');
    expect(stderr).not.toContain('every base execution failed');
  }, 60_000);
});

interface Case {
  /** The fixture under fixtures/parsers, printed by the bench command as is. */
  file: string;
  /** The format `auto` must pick (in results.json's meta). */
  format: string;
  /** name → [value or values of one execution, unit] as the tool prints them (scaled to the unit benchgate records). */
  expected: Record<string, [number | number[], string]>;
  /** name → the direction recorded, where the test checks it. */
  better?: Record<string, 'lower' | 'higher'>;
}

const CASES: Case[] = [
  {
    file: 'cargo-libtest-units.txt',
    format: 'cargo',
    expected: {
      cmov: [2835, 'cycles'],
      'tests::bench_grouped': [3161, 'ns'],
      'tests::bench_micro': [1000, 'ns'],
      'tests::bench_micro_b5': [1500, 'ns'],
      'tests::bench_millis': [22e6, 'ns'],
      upload: [1911, 'MS/s'],
    },
  },
  {
    file: 'benchmarkdotnet-null-namespace.json',
    format: 'benchmarkdotnet',
    expected: { NullNamespaceMethod: [815.25, 'ns'], 'GlobalBenchmarks.Sum': [[101.5, 99.75, 100.25], 'ns'] },
  },
  {
    // Each package's BenchmarkEncode-2 kept apart, with the values its block printed (not averaged across packages).
    file: 'go-monorepo-repeated-names.txt',
    format: 'go',
    expected: {
      'BenchmarkEncode-2 (example.com/shop/cache)': [[19.01, 18.42], 'ns'],
      'BenchmarkEncode-2 (example.com/shop/cache)/MB/s': [[3103.57, 3202.97], 'MB/s'],
      'BenchmarkEncode-2 (example.com/shop/cache)/B': [0, 'B/op'],
      'BenchmarkEncode-2 (example.com/shop/cache)/allocs': [0, 'allocs/op'],
      'BenchmarkLookup-2': [[97.5, 98.25], 'ns'],
      'BenchmarkLookup-2/B': [16, 'B/op'],
      'BenchmarkLookup-2/allocs': [1, 'allocs/op'],
      'BenchmarkEncode-2 (example.com/shop/session)': [[0.2926, 0.2883], 'ns'],
      'BenchmarkEncode-2 (example.com/shop/session)/MB/s': [[3417.23, 3468.54], 'MB/s'],
      'BenchmarkEncode-2 (example.com/shop/session)/B': [0, 'B/op'],
      'BenchmarkEncode-2 (example.com/shop/session)/allocs': [0, 'allocs/op'],
    },
  },
  {
    // Catch2 v2's console reporter, real output (scripts/fixtures/catch2.sh): each mean, in ns.
    file: 'catch2-console.txt',
    format: 'catch2',
    expected: {
      'fib 15': [1029.82, 'ns'],
      'fib 20': [8426.55, 'ns'],
      'copy 64 bytes': [15.9111, 'ns'],
      'a benchmark whose name is longer than the name column of the console reporter': [42.8589, 'ns'],
    },
  },
  {
    file: 'catch2-v3-console.txt',
    format: 'catch2',
    expected: { 'fib 15': [483.102, 'ns'], 'fib 20': [5338.21, 'ns'], 'copy 64 bytes': [23.9906, 'ns'] },
  },
  {
    // github-action-benchmark's custom JSON: smaller is better, unless the unit is a throughput.
    file: 'custom-smaller-is-better.json',
    format: 'customSmallerIsBetter',
    expected: { 'parse/small': [[12.4, 12.1, 12.6], 'ms'], 'bundle size': [482, 'KiB'] },
    better: { 'parse/small': 'lower', 'bundle size': 'lower' },
  },
  {
    file: 'custom-throughput.json',
    format: 'customBiggerIsBetter',
    expected: { encode: [182341.5, 'ops/sec'], decode: [912.25, 'MB/s'], 'decode latency': [1096.5, 'ns'] },
    better: { encode: 'higher', decode: 'higher', 'decode latency': 'lower' },
  },
  {
    // A hand-cut stats.data ending in "...": that benchmark's stats.mean, the other's rounds.
    file: 'pytest-benchmark-truncated-data.json',
    format: 'pytest-benchmark',
    expected: {
      'test_bench.py::test_fib_10': [4.7161001930362545e-6, 's'],
      'test_bench.py::test_sorted': [[3.5350003599887714e-6, 3.345001459820196e-6, 3.2340012694476172e-6, 3.2150001061381772e-6], 's'],
    },
  },
  {
    // asv run's console output (Bencher's python_asv): two environments, so each name is qualified by its environment.
    file: 'asv-run.txt',
    format: 'asv',
    expected: {
      'benchmarks.MemSuite.mem_list (virtualenv-py3.11)': [2420, 'B'],
      'benchmarks.MemSuite.peakmem_build (virtualenv-py3.11)': [31.5e6, 'B'],
      'benchmarks.TimeSuite.time_keys (virtualenv-py3.11)': [11200, 'ns'],
      'benchmarks.TimeSuite.time_sort (virtualenv-py3.11)': [1.05e6, 'ns'],
      'benchmarks.TrackSuite.track_items (virtualenv-py3.11)': [42, ''],
      'benchmarks.MemSuite.mem_list (virtualenv-py3.12)': [2420, 'B'],
      'benchmarks.MemSuite.peakmem_build (virtualenv-py3.12)': [31.7e6, 'B'],
      'benchmarks.TimeSuite.time_keys (virtualenv-py3.12)': [9070, 'ns'],
      'benchmarks.TimeSuite.time_sort (virtualenv-py3.12)': [998e3, 'ns'],
      'benchmarks.TrackSuite.track_items (virtualenv-py3.12)': [42, ''],
    },
  },
  {
    // Julia BenchmarkTools' saved Trials: every sample.
    file: 'julia-benchmarktools-trials.json',
    format: 'julia',
    expected: {
      'fib/10': [[246.2, 245.9, 251.3], 'ns'],
      'fib/10/memory': [0, 'B'],
      'fib/10/allocs': [0, 'allocs'],
      'fib/20': [[31021.0, 31188.0, 30994.0], 'ns'],
      'fib/20/memory': [0, 'B'],
      'fib/20/allocs': [0, 'allocs'],
      sort: [[1204.5, 1199.0, 1210.25], 'ns'],
      'sort/memory': [8256, 'B'],
      'sort/allocs': [3, 'allocs'],
    },
  },
  {
    // github-action-benchmark's julia input: the medians (TrialEstimate).
    file: 'julia-benchmarktools-median.json',
    format: 'julia',
    expected: {
      'fib/20': [31028.0, 'ns'],
      'fib/20/memory': [0, 'B'],
      'fib/20/allocs': [0, 'allocs'],
      'fib/10': [246.03846153846155, 'ns'],
      'fib/10/memory': [0, 'B'],
      'fib/10/allocs': [0, 'allocs'],
    },
  },
  {
    // Criterion 0.8: the terminal report with two throughput rows and a change block, and cargo-criterion's JSON messages.
    file: 'criterion-0.8-stdout.txt',
    format: 'criterion',
    expected: { 'parse/1024': [4061.1, 'ns'], 'parse/65536': [264020, 'ns'] },
  },
  {
    file: 'criterion-0.8-messages.jsonl',
    format: 'criterion',
    expected: { 'parse/1024': [[4061, 4060.7, 4060.4], 'ns'] },
  },
];

describe.each(CASES)('$file through benchgate run --format auto', ({ file, format, expected, better = {} }) => {
  it(`is read as ${format}, every benchmark with the value and unit its tool printed`, async () => {
    const { code, stderr, results } = await runAuto(fixture(file));
    expect(results.meta?.format, stderr).toBe('auto');
    expect(stderr).not.toContain('unreadable output');
    const got = new Map(
      // The tool's benchmarks; each process's own metrics (process/…) are not the tool's output.
      results.benchmarks
        .filter((b) => !b.name.startsWith('process/'))
        .map((b) => {
          const values = [...b.base.binaries, ...b.head.binaries].flatMap((binary) => binary.executions.flatMap((e) => e.values));
          return [b.name, { values: [...new Set(values)].sort((x, y) => x - y), unit: b.unit }];
        }),
    );
    expect([...got.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const [name, [value, unit]] of Object.entries(expected)) {
      const want = [...new Set(typeof value === 'number' ? [value] : value)].sort((x, y) => x - y);
      const { values, unit: gotUnit } = got.get(name)!;
      expect(gotUnit, name).toBe(unit);
      expect(values, name).toHaveLength(want.length);
      // The tool's decimal text scaled to benchgate's unit (8.42655 us → 8426.55 ns): equal to rounding.
      values.forEach((v, i) => expect(Math.abs(v - want[i]), `${name}: ${v} vs ${want[i]}`).toBeLessThanOrEqual(1e-12 * Math.abs(want[i])));
    }
    for (const [name, direction] of Object.entries(better)) expect(results.benchmarks.find((b) => b.name === name)?.better, name).toBe(direction);
    expect(code, stderr).not.toBe(3);
  }, 60_000);
});
