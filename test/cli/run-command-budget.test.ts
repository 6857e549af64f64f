import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET_MINUTES } from '../../src/experiment/prior-file.js';
import { defaultBudgetLogLine } from '../../src/report/default-design.js';
import { validateResults } from '../../src/results/validate-results.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { runArgs } from '../support/run-args.js';
import { runInProcess as cli } from '../support/run-in-process.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

const bench = (center: number) => `
const j = Number(process.env.BENCHGATE_EXECUTION);
for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: ${center} * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
`;

const prior = {
  version: 1,
  kind: 'benchgate-prior',
  costs: { buildSeconds: 0, executionSeconds: 0.1, startupSeconds: 0.05 },
  benchmarks: [
    {
      name: 'work',
      unit: 'ms',
      noise: { binary: 0, execution: 0.0004, measurement: 0.0004, deterministicBuild: true, measurements: 8, warmup: 0, rounds: 20 },
    },
  ],
};

describe('benchgate run --budget', () => {
  it('plans from the prior, stops at the first look that decides, and says why in the report', async () => {
    const repo = createRepo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(20) });
    const out = tempDir();
    dirs.push(repo, out);
    writeFileSync(join(out, 'prior.json'), JSON.stringify(prior));
    const { code, stdout, stderr } = await cli(
      runArgs({ base: 'base', head: 'head', bench: 'node bench.mjs', budget: 0.2, prior: join(out, 'prior.json'), 'min-effect': 0.05, seed: 4, out }),
      repo,
    );
    expect(code, stderr).toBe(1);
    expect(stderr).toMatch(/plan: planned for work, the benchmark with the largest detectable effect: identical build outputs/);
    expect(stderr).toMatch(/adaptive design: one round \(1 block\) takes [\d.]+ s, so at most \d+ rounds fit the budget/);
    expect(stderr).toMatch(/stopping: all 1 benchmarks decided at look 1/);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    const meta = results.meta as {
      plan: { source: string; binaries: number };
      sequential: { stop: { reason: string; blocks: number } };
      stoppedBy: { reason: string };
    };
    expect(meta.plan).toMatchObject({ source: 'prior', binaries: 1 });
    expect(meta.sequential.stop.reason).toBe('decided');
    expect(meta.stoppedBy.reason).toBe('control');
    expect(results.benchmarks[0].head.binaries[0].executions).toHaveLength(meta.sequential.stop.blocks);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.benchmarks[0]).toMatchObject({ verdict: 'regression', stopping: { decided: true, look: 1 } });
    expect(report.sequential.stop.reason).toBe('decided');
    expect(stdout).toMatch(/Adaptive design: stopped after \d+ blocks .* because every benchmark was decided/);
  });

  it('says it measures on the kept builds when rebuilds were identical, not the planned executions of a fixed design', async () => {
    const repo = createRepo({ 'bench.mjs': bench(10), 'build.mjs': "import { writeFileSync } from 'node:fs'; writeFileSync('out.txt', 'same');" });
    const out = tempDir();
    dirs.push(repo, out);
    const { code, stderr } = await cli(
      runArgs({ base: 'base', head: 'head', build: 'node build.mjs', bench: 'node bench.mjs', budget: 0.1, 'min-effect': 0.05, 'prove-unchanged': false, out }),
      repo,
    );
    expect([0, 1], stderr).toContain(code);
    expect(stderr).toMatch(/the first 2 builds are identical/);
    expect(stderr).toMatch(/measuring on 2 builds per version, until the analysis decides or the budget is spent/);
    expect(stderr).not.toMatch(/the planned \d+ executions per version/);
    // The report's builds line names the skipped builds, not the budget's cap as executions per build.
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    expect(report).toMatch(/Builds: 2 of \d+ per version — the first two were identical, so the rest were skipped\./);
    expect(report).not.toMatch(/\(\d+ executions per build\)/);
  });

  it('refuses a prior without a budget, and a malformed prior, naming the problem', async () => {
    const repo = createRepo({ 'bench.mjs': bench(10) });
    const out = tempDir();
    dirs.push(repo, out);
    writeFileSync(join(out, 'bad.json'), JSON.stringify({ ...prior, costs: {} }));
    const args = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--out', out];
    const without = await cli([...args, '--prior', join(out, 'bad.json')], repo);
    expect(without.code).toBe(2);
    expect(without.stderr).toMatch(/--prior plans an adaptive run: give --budget MINUTES too/);
    const bad = await cli([...args, '--budget', '1', '--prior', join(out, 'bad.json')], repo);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--prior: .*bad\.json: costs\.buildSeconds: expected a non-negative number/);
    const budget = await cli([...args, '--budget', '0'], repo);
    expect(budget.stderr).toMatch(/--budget: expected minutes, a number above 0 and at most 1440, got "0"/);
  });

  it('a budget the builds use up says so, instead of blaming the benchmark for printing nothing', async () => {
    // Each build waits 0.7 s; the 0.02-minute budget (1.2 s) is spent before the first block.
    const build = { 'build.mjs': 'const end = Date.now() + 700; while (Date.now() < end);\n', 'bench.mjs': bench(10) };
    const repo = createRepo(build, { 'bench.mjs': bench(11) });
    const out = tempDir();
    dirs.push(repo, out);
    const args = ['--base', 'base', '--head', 'head', '--build', 'node build.mjs', '--bench', 'node bench.mjs', '--budget', '0.02', '--out', out];
    const { code, stderr } = await cli(args, repo);
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /\nbenchgate run: the budget of 1 s was spent before anything was measured \(the builds took \d+ s\): give a budget well above the time of two builds of each version\n$/,
    );
    expect(stderr.match(/the budget of 1 s was spent/g)).toHaveLength(1);
    expect(stderr).not.toMatch(/printed a measurement/);
  });

  it('a budget smaller than one block stops after the first process of the block, with the plan, instead of spending itself on the block', async () => {
    // Each process sleeps 6 s: the block (a base and a head process) needs 12 s, more than the 0.15-minute (9 s) budget.
    const slow = (center: number) => `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 6000);\n${bench(center)}`;
    const repo = createRepo({ 'bench.mjs': slow(10) }, { 'bench.mjs': slow(11) });
    const out = tempDir();
    dirs.push(repo, out);
    // Without the proof's two traced executions (6 s each), which the budget would spend before the first block.
    const args = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--budget', '0.15', '--no-prove-unchanged', '--out', out];
    const { code, stderr } = await cli(args, repo);
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /stopping in block 1: the first process took [6-9](\.\d)? s, so the budget of 9 s is smaller than the builds \(.*\) and one block \(a base and a head process, 1\d s\); the earliest decision is the first look, after 4 blocks.* To decide: a budget of \d+ min/,
    );
    expect(stderr).toMatch(
      /\nbenchgate run: the budget of 9 s is smaller than the builds \(.*\) and one block \(a base and a head process, about 1\d s as the first process priced it\), so the run stopped in its first block: give a budget of \d+ min, or shorter processes/,
    );
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    expect(results.meta!.stoppedBy).toMatchObject({ reason: 'budget', blocks: 0 });
    expect(results.meta!.stoppedBy!.oneBlockSeconds).toBeGreaterThanOrEqual(12);
    // One process ran; the block's other one did not (the suite's benchmark, beside its process metrics).
    const ran = results.benchmarks
      .filter((b) => b.name === 'work')
      .flatMap((b) => [...b.base.binaries, ...b.head.binaries])
      .flatMap((b) => b.executions)
      .filter((e) => e.values.length > 0);
    expect(ran).toHaveLength(1);
  });
});

describe('benchgate run with no design flags', () => {
  it('runs adaptive with the default budget, as the action does, and says so once in the log and in the report', async () => {
    const repo = createRepo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(20) });
    const out = tempDir();
    dirs.push(repo, out);
    const args = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--min-effect', '0.05', '--seed', '4'];
    const { code, stdout, stderr } = await cli([...args, '--out', out], repo);
    expect(code, stderr).toBe(1);
    expect(stderr.split('\n').filter((line) => line.includes('default budget'))).toEqual([
      defaultBudgetLogLine({ kind: 'default-budget', minutes: DEFAULT_BUDGET_MINUTES }),
    ]);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    const meta = results.meta as { sequential?: { budgetSeconds: number; stop: { reason: string } } };
    expect(meta.sequential).toMatchObject({ budgetSeconds: DEFAULT_BUDGET_MINUTES * 60, stop: { reason: 'decided' } });
    expect(stdout).toContain(`adaptive with the default budget of ${DEFAULT_BUDGET_MINUTES} min`);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain(`adaptive with the default budget of ${DEFAULT_BUDGET_MINUTES} min`);

    // --binaries and --executions name the fixed design: no default budget, no note.
    const fixedOut = tempDir();
    dirs.push(fixedOut);
    const fixed = await cli([...args, '--binaries', '1', '--executions', '3', '--out', fixedOut], repo);
    expect(fixed.code, fixed.stderr).toBe(1);
    expect(validateResults(JSON.parse(readFileSync(join(fixedOut, 'results.json'), 'utf8'))).meta?.sequential).toBeUndefined();
    expect(fixed.stderr + fixed.stdout).not.toContain('default budget');
  });
});
