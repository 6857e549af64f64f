/**
 * The docs/harnesses.md recipes run with the real tools, where they are installed (each test is
 * skipped, saying which tool it lacks, elsewhere, e.g. in CI): the documented flags, format and
 * result-file give measurements through runExecution, benchgate's own execution of a benchmark.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutputFormat } from '../../src/parsers/index.js';
import { runExecution } from '../../src/runner/execute.js';
import { removeDir, tempDir } from '../runner/git-fixture.js';

const SCRIPTS = new URL('../../scripts/fixtures/', import.meta.url).pathname;
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', LANG: 'C' };

function works(argv: string[]): boolean {
  try {
    execFileSync(argv[0], argv.slice(1), { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

async function measure(dir: string, bench: string[], format: OutputFormat, resultFile: string | null = null) {
  const outcome = await runExecution({ bench, format, resultFile, dir, env, timeoutMs: 120_000 });
  if (!outcome.ok) throw new Error(outcome.failure);
  const names = [...new Set(outcome.measurements.map((m) => m.name))];
  return { names, measurements: outcome.measurements, notes: outcome.notes ?? [] };
}

describe('docs/harnesses.md recipes with the real tools', () => {
  it.skipIf(!works(['go', 'version']))(
    'go: a test binary built once, run with -test.benchmem -test.count (skipped without go)',
    async () => {
      const dir = tempDir('benchgate-recipe-go-');
      dirs.push(dir);
      copyFileSync(join(SCRIPTS, 'go/bench_test.go'), join(dir, 'bench_test.go'));
      writeFileSync(join(dir, 'go.mod'), 'module fixture\n\ngo 1.19\n');
      execFileSync('go', ['test', '-c', '-o', 'bench.test', '.'], { cwd: dir, env: { ...process.env, GOFLAGS: '-mod=mod' } });
      const bench = ['./bench.test', '-test.run', '^$', '-test.bench', '.', '-test.benchmem', '-test.count', '3', '-test.benchtime', '200x'];
      const { names, measurements } = await measure(dir, bench, 'go');
      // Names carry the GOMAXPROCS suffix of the machine (BenchmarkJoin-2 on 2 CPUs).
      const unsuffixed = names.map((name) => name.replace(/-\d+(?=\/|$)/, ''));
      expect(unsuffixed).toEqual([
        'BenchmarkJoin',
        'BenchmarkJoin/B',
        'BenchmarkJoin/allocs',
        'BenchmarkParse',
        'BenchmarkParse/MB/s',
        'BenchmarkParse/fields',
        'BenchmarkParse/B',
        'BenchmarkParse/allocs',
      ]);
      expect(measurements.filter((m) => m.name === names[0])).toHaveLength(3);
    },
    180_000,
  );

  it.skipIf(!works(['/usr/bin/python3', '-c', 'import pytest_benchmark']))(
    'pytest-benchmark: --benchmark-json through result-file (skipped without pytest-benchmark)',
    async () => {
      const dir = tempDir('benchgate-recipe-pytest-');
      dirs.push(dir);
      copyFileSync(join(SCRIPTS, 'pytest-benchmark/test_bench.py'), join(dir, 'test_bench.py'));
      const bench = [
        '/usr/bin/python3',
        '-m',
        'pytest',
        '-q',
        '-p',
        'no:cacheprovider',
        'test_bench.py',
        '--benchmark-only',
        '--benchmark-json=.benchgate-pytest.json',
        '--benchmark-disable-gc',
        '--benchmark-min-rounds=20',
        '--benchmark-max-time=0.000001',
      ];
      const { names, measurements, notes } = await measure(dir, bench, 'pytest-benchmark', '.benchgate-pytest.json');
      expect(names).toEqual(['test_bench.py::test_fib_10', 'test_bench.py::test_sorted']);
      expect(measurements.filter((m) => m.name === names[0]).length).toBeGreaterThanOrEqual(20);
      expect(notes).toEqual([]);
    },
    180_000,
  );

  it.skipIf(!works(['hyperfine', '--version']))(
    'hyperfine: -N --export-json through result-file (skipped without hyperfine)',
    async () => {
      const dir = tempDir('benchgate-recipe-hyperfine-');
      dirs.push(dir);
      const bench = ['hyperfine', '-N', '--runs', '5', '--warmup', '1', '--export-json', '.benchgate-hyperfine.json', 'sleep 0.01'];
      const { names, measurements } = await measure(dir, bench, 'hyperfine', '.benchgate-hyperfine.json');
      expect(names).toEqual(['sleep 0.01']);
      expect(measurements).toHaveLength(5);
    },
    180_000,
  );

  it.skipIf(!works(['sh', '-c', 'test -f /usr/include/benchmark/benchmark.h && command -v g++']))(
    'google-benchmark: repetitions and counters (skipped without libbenchmark-dev and g++)',
    async () => {
      const dir = tempDir('benchgate-recipe-gbench-');
      dirs.push(dir);
      execFileSync('g++', ['-O2', join(SCRIPTS, 'google-benchmark/bm_counters.cc'), '-o', join(dir, 'bm'), '-lbenchmark', '-lpthread']);
      // Google Benchmark 1.7 (Debian 12) takes --benchmark_min_time as plain seconds; 1.8 and later want "0.01s".
      const bench = ['./bm', '--benchmark_format=json', '--benchmark_repetitions=4', '--benchmark_min_time=0.01'];
      for (const format of ['google-benchmark', 'google-benchmark-cpu', 'auto'] as const) {
        const { names, measurements } = await measure(dir, bench, format);
        expect(names).toEqual([
          'BM_StringCopy',
          'BM_StringCopy/bytes_per_second',
          'BM_VectorPushBack/64',
          'BM_VectorPushBack/64/items_per_second',
          'BM_VectorPushBack/64/pushes',
        ]);
        expect(measurements.filter((m) => m.name === 'BM_StringCopy')).toHaveLength(4);
      }
    },
    180_000,
  );
});
