import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import { mergeCommand } from '../../src/cli/merge-command.js';
import { readShardManifest } from '../../src/sharding/shard-manifest.js';
import { validateResults } from '../../src/results/validate-results.js';
import { git, writeFiles } from '../runner/git-fixture.js';
import { runInProcess as cli } from '../support/run-in-process.js';
import { recordedAnalysisAt5PercentBh } from '../support/recorded-analysis.js';
import { TempDirs } from '../support/temp-dirs.js';

const temp = new TempDirs();
afterEach(() => temp.cleanUp());

// Values around `center` with a fixed spread that differs by execution, so no variance is zero.
const bench = (center: number) => `
const j = Number(process.env.BENCHGATE_EXECUTION), k = Number(process.env.BENCHGATE_BINARY);
for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: ${center} * (1 + 0.01 * ((i * 7 + j * 3 + k) % 5)), unit: 'ms' }));
`;

const DESIGN = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--binaries', '2', '--executions', '3', '--seed', '3'];

describe('benchgate run', () => {
  it('writes results, report.json and report.md, prints the markdown and exits 1 on a regression', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(20) });
    const { code, stdout, stderr } = await cli([...DESIGN, '--out', out], repo);
    expect(code, stderr).toBe(1);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    expect(results.benchmarks.map((b) => b.name)).toEqual([
      'work',
      'process/cpu',
      'process/max-rss',
      'process/ctx-voluntary',
      'process/ctx-involuntary',
      'process/major-faults',
    ]);
    expect(results.meta?.seed).toBe(3);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.benchmarks[0]).toMatchObject({ name: 'work', verdict: 'regression', changeDetected: true });
    expect(report.options.seed).toBe(3);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toBe(stdout);
    expect(stdout).toContain('CHANGE DETECTED');
    expect(stderr).toMatch(/^Building base base \([0-9a-f]{12}\) and head head/);
    expect(stderr).toContain('  block 6/6 done');
  });

  it('records every analysis setting it reported with; analyze gates with them, and says where a flag changes one', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(10.3) });
    const run = await cli([...DESIGN, '--out', out, '--min-effect', '5%', '--correction', 'bh', '--json'], repo);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    expect(results.meta?.analysis).toEqual(recordedAnalysisAt5PercentBh({ seed: 3, maxFailureShare: 0.25 }));
    const analyze = async (...flags: string[]) => {
      let stdout = '';
      let stderr = '';
      const code = await analyzeCommand([join(out, 'results.json'), '--json', ...flags], {
        stdout: (s) => (stdout += s),
        stderr: (s) => (stderr += s),
        cwd: repo,
      });
      return { code, stderr, report: JSON.parse(stdout) };
    };
    const asRun = await analyze();
    expect(asRun.stderr).toBe('');
    expect(asRun.report).toEqual(JSON.parse(run.stdout));
    // +3 %: unchanged within the run's ±5 %, a regression at 1 %, which is why the note matters.
    const flagged = await analyze('--min-effect', '0.01', '--correction', 'holm');
    expect([asRun.report.benchmarks[0].verdict, flagged.report.benchmarks[0].verdict]).toEqual(['unchanged', 'regression']);
    expect(flagged.stderr).toBe(
      "note: this analysis differs from the run's own report: min-effect 0.01 here, 0.05 in the run; correction holm here, bh in the run. " +
        "For the run's verdicts: --min-effect 0.05 --correction bh.\n",
    );
    const plain = await analyze('--estimator', 'mean');
    expect(plain.stderr).toBe(
      "note: this analysis differs from the run's own report: estimator mean here, winsorized in the run. For the run's verdicts: --estimator winsorized.\n",
    );
  });

  it('warns that uncommitted changes are not measured, and leaves them as they are', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(10) });
    writeFiles(repo, { 'notes.txt': 'work in progress\n' });
    const { stderr } = await cli([...DESIGN, '--out', out], repo);
    expect(stderr).toMatch(/has uncommitted changes \(notes\.txt\); benchgate measures the committed refs only/);
    expect(readFileSync(join(repo, 'notes.txt'), 'utf8')).toBe('work in progress\n');
  });

  it('prints the report as JSON with --json and exits 0 when nothing changed', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, { 'README.md': 'docs only\n' });
    const { code, stdout, stderr } = await cli([...DESIGN, '--out', out, '--json'], repo);
    expect(code, stderr).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.summary.regressions).toBe(0);
    expect(report.benchmarks[0].changeDetected).toBe(false);
  });

  it('takes settings from .github/benchgate.yml, with flags winning', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, {});
    writeFiles(repo, { '.github/benchgate.yml': 'bench: node bench.mjs\nbase: base\nhead: head\nbinaries: 1\nexecutions: 5\nseed: 11\n' });
    const { code, stderr } = await cli(['--executions', '2', '--no-prove-unchanged', '--out', out], repo);
    expect(code, stderr).toBe(0);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    expect(results.benchmarks[0].base.binaries).toHaveLength(1);
    expect(results.benchmarks[0].base.binaries[0].executions).toHaveLength(2);
    expect(results.meta?.seed).toBe(11);
  });

  it.each([
    [['--binaries', 'three'], '--binaries: expected a whole number ≥ 1, got "three"'],
    [['--bogus'], "Unknown option '--bogus'"],
    [
      ['--format', 'xml'],
      '--format: expected one of jsonl, plain, go, cargo, criterion, google-benchmark, google-benchmark-cpu, catch2, pytest-benchmark, ' +
        'hyperfine, benchmarkjs, tinybench, vitest, mitata, jmh, benchmarkdotnet, customSmallerIsBetter, customBiggerIsBetter, bencher, asv, julia, ' +
        'gungraun, auto, process, got "xml"',
    ],
    [['--bench', 'make && ./bench'], '--bench: cannot split command "make && ./bench": \'&&\' is a shell operator'],
    [['--env', 'NOEQUALS'], '--env: expected NAME=VALUE, got "NOEQUALS"'],
    [['--confidence', '2'], '--confidence: expected a number from 0.5 to 0.9999 (or a percentage like 95%), got "2"'],
    [['--head', 'nope'], '"nope" is not a commit'],
    [['extra'], 'unexpected argument "extra"'],
  ])('exits 2 for %j', async (args, message) => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, {});
    const { code, stderr } = await cli([...DESIGN, '--out', out, ...args], repo);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(existsSync(join(out, 'results.json'))).toBe(false);
  });

  it('exits 2 naming the key of a bad config file, and for a missing --config file', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, {});
    writeFiles(repo, { '.github/benchgate.yml': 'binaries: three\n' });
    const bad = await cli([...DESIGN, '--out', out], repo);
    expect(bad).toMatchObject({ code: 2, stderr: 'benchgate run: .github/benchgate.yml: binaries: expected a whole number ≥ 1, got "three"\n' });
    const missing = await cli([...DESIGN, '--out', out, '--config', 'nowhere.yml'], repo);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nowhere.yml: cannot read the config file');
  });

  it('exits 3 when the head build fails, showing the end of its output', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10), 'build.mjs': '' }, { 'build.mjs': 'console.error("tsc: 3 errors"); process.exit(4);' });
    const { code, stderr } = await cli([...DESIGN, '--out', out, '--build', 'node build.mjs'], repo);
    expect(code).toBe(3);
    expect(stderr).toContain('benchgate run: head build 1 failed: `node build.mjs` exited with code 4; last lines of its output:\ntsc: 3 errors');
    expect(git(repo, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
  });

  it('exits 3 when every execution of a version fails, keeping the raw results and the report that says so (as the action does)', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, { 'bench.mjs': 'console.error("cannot open data.bin"); process.exit(1);' });
    const { code, stderr } = await cli([...DESIGN, '--out', out, '--max-failure-share', '1'], repo);
    expect(code).toBe(3);
    expect(stderr).toContain('benchgate run: every head execution failed; the first: exited with code 1: cannot open data.bin');
    expect(existsSync(join(out, 'results.json'))).toBe(true);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toMatch(/could not be measured/);
  });

  it('a run where both versions fail before printing a value reports the failures, not an empty table', async () => {
    const failing = { 'bench.mjs': 'console.error("cannot open data.bin"); process.exit(1);' };
    const { repo, out } = temp.repo(failing, failing);
    const { code } = await cli([...DESIGN, '--out', out, '--max-failure-share', '1'], repo);
    expect(code).toBe(3);
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    expect(report).toMatch(/could not be measured/);
    expect(report).toContain('No benchmark reported a value, so there is nothing to compare.');
    expect(report).not.toContain('| Benchmark | Base | Head |');
  });

  it('names a ref given as a full SHA once, by its short form, in the build log', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(10) });
    const sha = git(repo, 'rev-parse', 'base').trim();
    const args = DESIGN.map((a) => (a === 'base' ? sha : a));
    const { stderr } = await cli([...args, '--out', out], repo);
    expect(stderr).toMatch(new RegExp(`^Building base ${sha.slice(0, 12)} and head head \\([0-9a-f]{12}\\), `));
  });

  it('exits 2 for a --repo that is not a git repository', async () => {
    const dir = temp.make();
    for (const [repo, problem] of [
      [dir, 'is not inside a git repository'],
      [join(dir, 'missing'), 'does not exist'],
    ]) {
      const { code, stderr } = await cli([...DESIGN, '--repo', repo], '/');
      expect(code).toBe(2);
      expect(stderr).toBe(`benchgate run: ${repo} ${problem}\n`);
    }
  });

  it('--shard i/N measures only that shard; benchgate merge of two shards has all three benchmarks', async () => {
    // Runs the benchmarks named in BENCHGATE_BENCHMARKS (all of them in discovery).
    const suite = `
const all = ['alpha', 'beta', 'gamma'];
const wanted = process.env.BENCHGATE_BENCHMARKS === undefined ? all : process.env.BENCHGATE_BENCHMARKS.split('\\n').filter(Boolean);
const j = Number(process.env.BENCHGATE_EXECUTION), k = Number(process.env.BENCHGATE_BINARY);
for (const name of wanted) for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name, value: 10 * (1 + 0.01 * ((i * 7 + j * 3 + k) % 5)), unit: 'ms' }));
`;
    const { repo, out } = temp.repo({ 'bench.mjs': suite }, { 'README.md': 'docs only\n' });
    const assigned: string[][] = [];
    for (const index of [1, 2]) {
      const dir = join(out, `shard-${index}`);
      // A docs-only head, measured: the proof (on by default) would prove each shard unchanged.
      const args = [...DESIGN, '--binaries', '1', '--executions', '2', '--shard', `${index}/2`, '--no-prove-unchanged', '--out', dir];
      const { code, stdout, stderr } = await cli(args, repo);
      expect(code, stderr).toBe(0);
      const results = validateResults(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')));
      const manifest = readShardManifest(results.meta)!;
      expect(manifest).toMatchObject({ index, count: 2 });
      expect(results.benchmarks.map((b) => b.name)).toEqual(manifest.assigned);
      expect(stdout).toContain(`This is shard ${index}/2 alone`);
      assigned.push(manifest.assigned);
    }
    expect(assigned.flat().sort()).toEqual(['alpha', 'beta', 'gamma']);

    let stderr = '';
    const merged = join(out, 'merged.json');
    const code = await mergeCommand([join(out, 'shard-1', 'results.json'), join(out, 'shard-2', 'results.json'), '-o', merged, '--expect', '2'], {
      stdout: () => {},
      stderr: (s) => (stderr += s),
      cwd: out,
    });
    expect(code, stderr).toBe(0);
    const results = validateResults(JSON.parse(readFileSync(merged, 'utf8')));
    expect(results.benchmarks.map((b) => b.name).sort()).toEqual(['alpha', 'beta', 'gamma']);
  }, 60_000);

  it.each([
    [['--shard', '3/2'], '--shard: i must be from 1 to N'],
    [['--replica', '1/2'], '--replica needs --shard as well'],
    [['--shard', '1/2', '--budget', '5'], '--budget cannot be combined'],
  ])('exits 2 for the shard flags %j', async (args, message) => {
    const { repo, out } = temp.repo({ 'bench.mjs': bench(10) }, {});
    const { code, stderr } = await cli([...DESIGN, '--out', out, ...args], repo);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it('prints its usage with --help', async () => {
    const { code, stdout } = await cli(['--help'], '/');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: benchgate run --base REF/);
  });
});
