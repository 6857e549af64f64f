/**
 * One end-to-end run per ecosystem family through `benchgate run`: a temporary repository whose
 * head plants a slowdown in one benchmark, read in the harness's own format. The slowed benchmark
 * must be flagged and the steady one not. CI has no Go, Rust, C++ or pytest toolchain, so those
 * families replay a real recorded output (fixtures/parsers, made by scripts/fixtures/*.sh) through
 * fixtures/harnesses/replay.mjs, which scales the slowed benchmark's values by slowdown.txt;
 * the JS family runs a real tinybench harness.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, ROOT), 'utf8');

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

interface Family {
  family: string;
  format: string;
  files: Record<string, string>;
  bench: string;
  resultFile?: string;
  slowed: string;
  steady: string;
  /** Metrics left out by the gating policy: each process reports them with the same value. */
  config?: string;
  /** A metric the policy leaves out, so it must not gate. */
  ignored?: string;
  headSlowdown: string;
  minEffect: string;
}

const replay = read('fixtures/harnesses/replay.mjs');

/**
 * A tinybench harness doing `n` square roots per iteration; the slowed task does `factor` times as many.
 * Each steady iteration takes about 4.5 ms on a quiet machine: on a busy 2-core machine one preemption of a few tens
 * of ms lands in a process now and then, and with 1 ms iterations one such value among 30 doubled
 * an execution's mean and left the planted ×3 inconclusive (seen twice beside the noisy neighbour).
 * At this length such a value moves an execution's mean by a fifth at most, far inside the planted change.
 */
const tinybenchHarness = `
import { readFileSync } from 'node:fs';
import { Bench } from ${JSON.stringify(pathToFileURL(join(new URL('node_modules/tinybench/dist/index.js', ROOT).pathname)).href)};
const factor = Number(readFileSync('slowdown.txt', 'utf8'));
const work = (n) => { let x = 0; for (let i = 0; i < n; i++) x += Math.sqrt(i); return x; };
const bench = new Bench({ time: 0, iterations: 30, warmup: true, warmupIterations: 5, warmupTime: 0, retainSamples: true });
bench.add('steady', () => work(3000000)).add('slowed', () => work(3000000 * factor));
await bench.run();
console.log(JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result }))));
`;

const FAMILIES: Family[] = [
  {
    family: 'Go (go test -bench -benchmem -count 3)',
    format: 'go',
    files: { 'replay.mjs': replay, 'recorded.txt': read('fixtures/parsers/go-benchmem-count.txt') },
    bench: 'node replay.mjs go recorded.txt BenchmarkParse-2',
    slowed: 'BenchmarkParse-2',
    steady: 'BenchmarkJoin-2',
    config: 'benchmarks:\n  - match: "*/**"\n    gate: ignore\n',
    ignored: 'BenchmarkParse-2/allocs',
    headSlowdown: '1.5',
    minEffect: '0.05',
  },
  {
    family: 'Rust (cargo bench, libtest)',
    format: 'cargo',
    files: { 'replay.mjs': replay, 'recorded.txt': read('fixtures/parsers/cargo-libtest.txt') },
    bench: 'node replay.mjs cargo recorded.txt tests::bench_sum_small',
    slowed: 'tests::bench_sum_small',
    steady: 'tests::bench_sum_large',
    config: 'benchmarks:\n  - match: "*/**"\n    gate: ignore\n',
    headSlowdown: '1.5',
    minEffect: '0.05',
  },
  {
    family: 'Python (pytest-benchmark, through result-file)',
    format: 'pytest-benchmark',
    files: { 'replay.mjs': replay, 'recorded.json': read('fixtures/parsers/pytest-benchmark.json') },
    bench: 'node replay.mjs pytest-benchmark recorded.json test_bench.py::test_sorted result.json',
    resultFile: 'result.json',
    slowed: 'test_bench.py::test_sorted',
    steady: 'test_bench.py::test_fib_10',
    headSlowdown: '1.5',
    minEffect: '0.05',
  },
  {
    family: 'C++ (Google Benchmark JSON with repetitions)',
    format: 'google-benchmark',
    files: { 'replay.mjs': replay, 'recorded.json': read('fixtures/parsers/google-benchmark-repetitions.json') },
    bench: 'node replay.mjs google-benchmark recorded.json BM_VectorPushBack/64',
    slowed: 'BM_VectorPushBack/64',
    steady: 'BM_StringCopy',
    headSlowdown: '1.5',
    minEffect: '0.05',
  },
  {
    family: 'JavaScript (a real tinybench harness)',
    format: 'tinybench',
    files: { 'bench.mjs': tinybenchHarness },
    bench: 'node bench.mjs',
    slowed: 'slowed',
    steady: 'steady',
    headSlowdown: '3',
    // Real timing on a shared machine: a change must pass 50 % to count, far below the planted +200 %.
    minEffect: '0.5',
  },
];

interface ReportBenchmark {
  name: string;
  gate?: string;
  verdict: string;
  changeDetected: boolean;
}

describe.each(FAMILIES)('$family through benchgate run', ({ format, files, bench, resultFile, slowed, steady, config, ignored, headSlowdown, minEffect }) => {
  it(`flags ${slowed}, slowed on head, and not ${steady}`, async () => {
    const repo = createRepo(
      { ...files, 'slowdown.txt': '1\n', ...(config === undefined ? {} : { '.github/benchgate.yml': config }) },
      { 'slowdown.txt': `${headSlowdown}\n` },
    );
    const out = tempDir();
    dirs.push(repo, out);
    let stderr = '';
    const args = ['--base', 'base', '--head', 'head', '--bench', bench, '--format', format, '--binaries', '2', '--executions', '3', '--seed', '7'];
    if (resultFile !== undefined) args.push('--result-file', resultFile);
    const code = await runCommand([...args, '--min-effect', minEffect, '--out', out, '--json'], {
      stdout: () => undefined,
      stderr: (s) => (stderr += s),
      cwd: repo,
    });
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { benchmarks: ReportBenchmark[] };
    const byName = new Map(report.benchmarks.map((b) => [b.name, b]));
    expect(byName.get(slowed), `${stderr}\n${JSON.stringify(byName.get(slowed))}`).toMatchObject({ verdict: 'regression', changeDetected: true });
    expect(byName.get(steady), `${stderr}\n${JSON.stringify(byName.get(steady))}`).toMatchObject({ changeDetected: false });
    if (ignored !== undefined) expect(byName.get(ignored)?.gate ?? 'left out', stderr).toMatch(/^(ignore|left out)$/);
    expect(code, stderr).toBe(1);
  }, 180_000);
});

describe('the cargo regression end to end: libtest output is never a green gate', () => {
  async function run(format: string) {
    const repo = createRepo(
      {
        'replay.mjs': replay,
        'recorded.txt': read('fixtures/parsers/cargo-libtest.txt'),
        'slowdown.txt': '1\n',
        '.github/benchgate.yml': 'benchmarks:\n  - match: "*/**"\n    gate: ignore\n',
      },
      { 'slowdown.txt': '1.5\n' },
    );
    const out = tempDir();
    dirs.push(repo, out);
    let stderr = '';
    const argv = ['--base', 'base', '--head', 'head', '--bench', 'node replay.mjs cargo recorded.txt tests::bench_sum_small', '--format', format];
    const code = await runCommand([...argv, '--binaries', '2', '--executions', '2', '--seed', '7', '--min-effect', '0.05', '--out', out], {
      stdout: () => undefined,
      stderr: (s) => (stderr += s),
      cwd: repo,
    });
    return { code, stderr, out };
  }

  it('fails every execution under plain, saying why and which format reads it, and does not pass', async () => {
    const { code, stderr } = await run('plain');
    expect(code).not.toBe(0);
    expect(stderr).toContain('unreadable output: plain output: 3 of 4 lines are not "name value [unit]" measurements');
    expect(stderr).toContain('the output looks like cargo output (format: cargo)');
  }, 60_000);

  it('reads it under auto and flags the slowdown', async () => {
    const { code, stderr, out } = await run('auto');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { benchmarks: ReportBenchmark[] };
    expect(
      report.benchmarks.find((b) => b.name === 'tests::bench_sum_small'),
      stderr,
    ).toMatchObject({ verdict: 'regression' });
    expect(code, stderr).toBe(1);
  }, 60_000);
});
