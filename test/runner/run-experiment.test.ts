import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { measurementFailures } from '../../src/analysis/measurement-failure.js';
import { PROCESS_METRICS } from '../../src/parsers/process-metric-names.js';
import { resolveRunSettings, type RunSettingsInput } from '../../src/config/run-settings.js';
import type { ExecutionRecord, ResultsFile, VersionSide } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { BuildFailedError } from '../../src/runner/build.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import { UnknownRefError } from '../../src/runner/worktrees.js';
import { createRepo, git, jsonlBench, recordingLogger, removeDir, writeFiles } from './git-fixture.js';

const repos: string[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) removeDir(repo);
});

function repoWith(base: Record<string, string>, head: Record<string, string> = {}): string {
  const repo = createRepo(base, head);
  repos.push(repo);
  return repo;
}

function settingsFor(repo: string, overrides: RunSettingsInput = {}) {
  return resolveRunSettings(repo, [
    { base: 'base', head: 'head', bench: ['node', 'bench.mjs'], binaries: 2, executions: 3, seed: 7, timeoutSeconds: 30 },
    overrides,
  ]);
}

function executions(results: ResultsFile, name: string, side: VersionSide): ExecutionRecord[] {
  const benchmark = results.benchmarks.find((b) => b.name === name);
  if (!benchmark) throw new Error(`no benchmark ${name}`);
  return benchmark[side].binaries.flatMap((b) => b.executions);
}

function worktreeCount(repo: string): number {
  return git(repo, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree ')).length;
}

// Builds dist/value.txt from the committed src/value.txt; the benchmark reads it, checks its
// environment, and reports two benchmarks. A wrong environment makes it exit with 9.
const BUILD = `
import { mkdirSync, copyFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true });
copyFileSync('src/value.txt', 'dist/value.txt');
console.log('built in ' + process.cwd());
`;
const CHECKED_BENCH = `
import { readFileSync } from 'node:fs';
const e = process.env;
const problems = [];
if (e.LANG !== 'C') problems.push('LANG=' + e.LANG);
if (e.BENCHGATE_TEST_LEAK !== undefined) problems.push('leaked BENCHGATE_TEST_LEAK');
if (e.EXTRA !== 'yes') problems.push('EXTRA=' + e.EXTRA);
if (!['base', 'head'].includes(e.BENCHGATE_VERSION)) problems.push('BENCHGATE_VERSION=' + e.BENCHGATE_VERSION);
if (!/^[01]$/.test(e.BENCHGATE_BINARY) || !/^[0-2]$/.test(e.BENCHGATE_EXECUTION)) problems.push('binary/execution');
if (!e.PATH || !e.HOME || !e.TMPDIR) problems.push('PATH/HOME/TMPDIR');
if (problems.length) { console.error(problems.join(', ')); process.exit(9); }
const value = Number(readFileSync('dist/value.txt', 'utf8'));
for (const name of ['parse', 'render']) {
  for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name, value: value + i * 0.01, unit: 'ms', ...(i === 0 ? { warmup: true } : {}) }));
}
`;

describe('runExperiment', () => {
  it('builds l binaries per version, runs l × m interleaved executions and leaves the repository as it was', async () => {
    const repo = repoWith({ 'build.mjs': BUILD, 'bench.mjs': CHECKED_BENCH, 'src/value.txt': '10', 'notes.txt': 'committed\n' }, { 'src/value.txt': '11' });
    // Local state that must survive: a modified tracked file, an untracked file, a staged file.
    writeFiles(repo, { 'notes.txt': 'edited, not committed\n', 'scratch.txt': 'untracked\n', 'staged.txt': 'staged\n' });
    git(repo, 'add', 'staged.txt');
    const before = {
      status: git(repo, 'status', '--porcelain'),
      head: git(repo, 'rev-parse', 'HEAD'),
      branches: git(repo, 'branch', '--list'),
      symbolic: git(repo, 'symbolic-ref', 'HEAD'),
    };
    process.env.BENCHGATE_TEST_LEAK = 'secret';
    const logger = recordingLogger();
    let results: ResultsFile;
    try {
      results = await runExperiment(settingsFor(repo, { build: ['node', 'build.mjs'], artifacts: ['dist/**'], env: { EXTRA: 'yes' } }), { logger });
    } finally {
      delete process.env.BENCHGATE_TEST_LEAK;
    }

    expect(() => validateResults(JSON.parse(JSON.stringify(results)))).not.toThrow();
    // The harness's benchmarks, then each process's own metrics (one value per execution).
    expect(results.benchmarks.map((b) => b.name)).toEqual(['parse', 'render', ...PROCESS_METRICS.map((metric) => `process/${metric}`)]);
    for (const metric of results.benchmarks.slice(2)) {
      for (const side of ['base', 'head'] as const) {
        for (const binary of metric[side].binaries) for (const execution of binary.executions) expect(execution.values).toHaveLength(1);
      }
    }
    for (const benchmark of results.benchmarks.slice(0, 2)) {
      expect(benchmark.unit).toBe('ms');
      for (const side of ['base', 'head'] as const) {
        const version = benchmark[side];
        expect(version.ref).toBe(side);
        expect(version.sha).toBe(git(repo, 'rev-parse', side));
        expect(version.binaries).toHaveLength(2);
        for (const binary of version.binaries) {
          expect(binary.executions).toHaveLength(3);
          expect(binary.buildSeconds).toBeGreaterThan(0);
          expect(binary.outputHash).toMatch(/^sha256:[0-9a-f]{64}$/);
          for (const execution of binary.executions) {
            expect(execution.failure).toBeUndefined();
            expect(execution.exitCode).toBe(0);
            expect(execution.warmup).toEqual([side === 'base' ? 10 : 11]);
            expect(execution.values).toHaveLength(5);
            expect(execution.values[0]).toBeCloseTo(side === 'base' ? 10.01 : 11.01, 6);
            expect(Date.parse(execution.startedAt!)).not.toBeNaN();
            expect(execution.durationMs).toBeGreaterThan(0);
          }
        }
        // Same source, copied output: every build of a version hashes alike.
        expect(new Set(version.binaries.map((b) => b.outputHash)).size).toBe(1);
      }
      expect(benchmark.base.binaries[0].outputHash).not.toBe(benchmark.head.binaries[0].outputHash);
    }

    // Block b holds base binary k's and head binary (k + j) mod l's execution j, at orders 2b and 2b+1.
    const all = (['base', 'head'] as const).flatMap((side) =>
      results.benchmarks[0][side].binaries.flatMap((binary, k) => binary.executions.map((e, j) => ({ side, k, j, block: e.block!, order: e.order! }))),
    );
    expect(all.map((e) => e.order).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    for (let block = 0; block < 6; block++) {
      const pair = all.filter((e) => e.block === block);
      expect(pair.map((e) => e.side).sort()).toEqual(['base', 'head']);
      const base = pair.find((e) => e.side === 'base')!;
      const head = pair.find((e) => e.side === 'head')!;
      expect(head.j).toBe(base.j);
      expect(head.k).toBe((base.k + base.j) % results.benchmarks[0].base.binaries.length);
      expect(pair.map((e) => e.order).sort((a, b) => a - b)).toEqual([2 * block, 2 * block + 1]);
    }

    // As run: base-first and head-first blocks balance ±1, and no version runs thrice in a row.
    const asRun = all.sort((a, b) => a.order - b.order).map((e) => e.side);
    const baseFirst = asRun.filter((side, i) => i % 2 === 0 && side === 'base').length;
    expect(Math.abs(2 * baseFirst - 6)).toBeLessThanOrEqual(1);
    expect(asRun.join(' ')).not.toMatch(/(base|head) \1 \1/);

    const meta = results.meta!;
    expect(meta.seed).toBe(7);
    expect(meta.design).toMatchObject({ binaries: 2, executions: 3 });
    expect(meta.failedExecutions).toEqual({ base: 0, head: 0 });
    expect(meta.failureShareExceeded).toEqual([]);
    expect(meta.envNames).toEqual(['EXTRA']);
    expect(meta.totalSeconds).toBeGreaterThan(0);
    expect(meta.runner).toMatchObject({ node: process.version });
    expect(logger.lines.filter((l) => l.startsWith('group: ')).map((l) => l.split(' ')[1])).toEqual(['Building', 'Measuring:']);
    expect(logger.lines.some((l) => /^info: block 6\/6 done, \d+s elapsed$/.test(l))).toBe(true);
    expect(logger.lines.some((l) => /^info: block 1\/6 done, \d+s elapsed, ~\d+s left$/.test(l))).toBe(true);

    expect({
      status: git(repo, 'status', '--porcelain'),
      head: git(repo, 'rev-parse', 'HEAD'),
      branches: git(repo, 'branch', '--list'),
      symbolic: git(repo, 'symbolic-ref', 'HEAD'),
    }).toEqual(before);
    expect(worktreeCount(repo)).toBe(1);
    const buildDirs = logger.lines.flatMap((l) => /built in (\S+)/.exec(l)?.[1] ?? []);
    expect(buildDirs).toHaveLength(4);
    expect(new Set(buildDirs).size).toBe(4);
    for (const dir of buildDirs) {
      expect(dir.startsWith(repo)).toBe(false);
      expect(existsSync(dir)).toBe(false);
    }
  });

  it('stops with BuildFailedError naming head, the command, its exit code and the start and end of its output', async () => {
    const failingBuild = `
for (let i = 1; i <= 60; i++) console.log('compiling unit ' + i);
console.error('error: unexpected token at src/x.ts:3');
process.exit(2);
`;
    const repo = repoWith({ 'build.mjs': BUILD, 'bench.mjs': CHECKED_BENCH, 'src/value.txt': '10' }, { 'build.mjs': failingBuild });
    const error = await runExperiment(settingsFor(repo, { build: ['node', 'build.mjs'] }), { logger: recordingLogger() }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildFailedError);
    const failure = error as BuildFailedError;
    expect(failure.version).toBe('head');
    expect(failure.exitCode).toBe(2);
    expect(failure.command).toBe('node build.mjs');
    // 61 lines: the last 40, and the first 20 of the 21 before them.
    expect(failure.message).toMatch(/^head build 1 failed: `node build.mjs` exited with code 2; first lines of its output:\ncompiling unit 1\n/);
    expect(failure.outputHead.split('\n')).toEqual([...Array.from({ length: 20 }, (_, i) => `compiling unit ${i + 1}`), '…']);
    expect(failure.outputTail).toContain('error: unexpected token at src/x.ts:3');
    expect(failure.outputTail).not.toContain('compiling unit 20\n');
    expect(failure.outputTail.split('\n')).toHaveLength(40);
    expect(worktreeCount(repo)).toBe(1);
  });

  it('records a crash, a timeout and unreadable output as failed executions and goes on', async () => {
    const bench = `
const { BENCHGATE_VERSION: v, BENCHGATE_BINARY: k, BENCHGATE_EXECUTION: j } = process.env;
const at = v + k + j;
if (at === 'head01') { console.error('Segmentation fault (pretend)'); process.exit(5); }
if (at === 'base10') setTimeout(() => {}, 60_000);
else if (at === 'head12') console.log('{"name": "x", oops');
else { ${jsonlBench(['one', 'two'])} }
`;
    const repo = repoWith({ 'bench.mjs': bench });
    const logger = recordingLogger();
    const results = await runExperiment(settingsFor(repo, { timeoutSeconds: 2, maxFailureShare: 0.5 }), { logger });

    expect(() => validateResults(JSON.parse(JSON.stringify(results)))).not.toThrow();
    for (const name of ['one', 'two']) {
      const head = results.benchmarks.find((b) => b.name === name)!.head.binaries;
      const base = results.benchmarks.find((b) => b.name === name)!.base.binaries;
      expect(head[0].executions[1]).toMatchObject({ values: [], exitCode: 5, failure: 'exited with code 5: Segmentation fault (pretend)' });
      expect(base[1].executions[0]).toMatchObject({ values: [], exitCode: null, failure: 'timed out after 2 s' });
      expect(head[1].executions[2].values).toEqual([]);
      expect(head[1].executions[2].failure).toMatch(/^unreadable output: jsonl output: line 1: not valid JSON/);
      const ok = [...executions(results, name, 'base'), ...executions(results, name, 'head')].filter((e) => e.failure === undefined);
      expect(ok).toHaveLength(9);
      for (const e of ok) expect(e.values).toHaveLength(4);
    }
    expect(results.meta!.failedExecutions).toEqual({ base: 1, head: 2 });
    expect(results.meta!.failures).toEqual([
      { version: 'base', binary: 1, execution: 0, block: expect.any(Number), reason: 'timed out after 2 s' },
      { version: 'head', binary: 0, execution: 1, block: expect.any(Number), reason: 'exited with code 5: Segmentation fault (pretend)' },
      { version: 'head', binary: 1, execution: 2, block: expect.any(Number), reason: expect.stringMatching(/^unreadable output/) },
    ]);
    expect(logger.lines.filter((l) => l.startsWith('warning: '))).toHaveLength(3);
    expect(worktreeCount(repo)).toBe(1);
  });

  it('stops measuring once a version has failed more often than max-failure-share allows, and says so', async () => {
    const bench = `if (process.env.BENCHGATE_VERSION === 'head') process.exit(1);\n${jsonlBench(['only'])}`;
    const repo = repoWith({ 'bench.mjs': bench });
    const logger = recordingLogger();
    const results = await runExperiment(settingsFor(repo, { binaries: 1, executions: 4, maxFailureShare: 0.25 }), { logger });
    const head = executions(results, 'only', 'head');
    const base = executions(results, 'only', 'base');
    // Allowed: 0.25 × 4 = 1 failure; the second one ends the run after block 2.
    expect(logger.lines).toContain(
      'warning: head: 2 of 4 executions failed (2 ran before the measuring stopped), more than max-failure-share 0.25: its results are inconclusive',
    );
    expect(head.filter((e) => e.failure === 'exited with code 1')).toHaveLength(2);
    expect(head.filter((e) => e.failure?.startsWith('not run: head already had 2 failed executions'))).toHaveLength(2);
    expect(base.filter((e) => e.failure === undefined)).toHaveLength(2);
    expect(base.filter((e) => e.failure?.startsWith('not run:'))).toHaveLength(2);
    expect(results.meta!.stoppedEarly).toMatch(/^head already had 2 failed executions/);
    // The executions never run carry the structured marker and are nobody's failures: base is not blamed.
    expect([...base, ...head].filter((e) => e.notRun === true).map((e) => e.failure)).toEqual(Array(4).fill(expect.stringMatching(/^not run: /)));
    expect(results.meta!.failedExecutions).toEqual({ base: 0, head: 2 });
    expect(results.meta!.notRunExecutions).toEqual({ base: 2, head: 2 });
    expect((results.meta!.failures as { version: string; reason: string }[]).map((f) => f.version)).toEqual(['head', 'head']);
    expect(results.meta!.failureShareExceeded).toEqual(['head']);
    const copy = JSON.parse(JSON.stringify(results));
    expect(() => validateResults(copy)).not.toThrow();
    copy.benchmarks[0].base.binaries[0].executions.find((e: ExecutionRecord) => e.notRun)!.notRun = 'yes';
    expect(() => validateResults(copy)).toThrow(/\.notRun: expected true when present, got/);
    expect(measurementFailures(results)).toEqual([
      { side: 'head', reason: expect.stringMatching(/^every head execution failed; the first: exited with code 1$/) },
    ]);
  });

  it('measures the process itself with format "process"', async () => {
    const repo = repoWith({ 'bench.mjs': 'let x = 0; for (let i = 0; i < 1e6; i++) x += i;' });
    const results = await runExperiment(settingsFor(repo, { binaries: 1, executions: 2, format: 'process' }), { logger: recordingLogger() });
    const names = results.benchmarks.map((b) => b.name);
    expect(names[0]).toBe('wall');
    expect(names.length === 1 || names.join() === 'wall,cpu,max-rss,ctx-voluntary,ctx-involuntary,major-faults').toBe(true);
    for (const e of executions(results, 'wall', 'head')) {
      expect(e.values).toHaveLength(1);
      expect(e.values[0]).toBeGreaterThan(1);
    }
  });

  it('names a ref that is not a commit', async () => {
    const repo = repoWith({ 'bench.mjs': jsonlBench(['a']) });
    await expect(runExperiment(settingsFor(repo, { head: 'no-such-branch' }), { logger: recordingLogger() })).rejects.toThrow(UnknownRefError);
    await expect(runExperiment(settingsFor(repo, { head: 'no-such-branch' }), { logger: recordingLogger() })).rejects.toThrow(
      /"no-such-branch" is not a commit/,
    );
    expect(existsSync(repo)).toBe(true);
    expect(worktreeCount(repo)).toBe(1);
  });
});
