/**
 * `benchgate run --profile` (issue 48): after each block's timed executions, one more execution
 * of each version under V8's sampling profiler; "Where the time went" under the changed row.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { PLANTED_UNCHANGED, plantedWork, writePlantedProject } from './support/planted-project.js';

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'benchgate-run-profile-')));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' }).trim();

/**
 * The planted project of test/profile/planted-slowdown.test.ts, as a git repository: five
 * functions called by one benchmark; head makes charlie run 3× the rounds. The benchmark prints
 * the rounds it ran (jsonl), times a factor fixed by BENCHGATE_EXECUTION: a deterministic value
 * that head raises by 40 %, so the timed verdict (a regression) never depends on the machine's
 * load, and the same seed gives the same values whatever else runs. The profiles are real.
 */
function plantedRepo(dir: string): { base: string } {
  git(scratch, 'init', '-q', '-b', 'main', dir);
  writePlantedProject(dir, { rounds: 30000, charlie: 30000, iterations: 120, bench: { kind: 'rounds' } });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  writeFileSync(join(dir, 'lib', 'work.js'), plantedWork(30000, 90000));
  git(dir, 'commit', '-q', '-am', 'charlie 3x');
  return { base };
}

async function cli(cwd: string, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

const repo = join(scratch, 'planted');
const { base } = plantedRepo(repo);
const runArgs = (out: string, executions: number) => [
  'run',
  '--base',
  base,
  '--bench',
  `${process.execPath} bench.js`,
  '--format',
  'jsonl',
  '--binaries',
  '1',
  '--executions',
  String(executions),
  '--seed',
  '48',
  '--confidence',
  '0.999',
  '--no-prove-unchanged',
  '--out',
  out,
];

const UNCHANGED = PLANTED_UNCHANGED;

/**
 * The same project as a suite of two benchmarks that a harness runs one per process when told
 * (BENCHGATE_BENCHMARKS; BENCHGATE_DISCOVERY lists them): "steady" calls alpha and bravo,
 * "planted" calls charlie, which head makes 3× slower.
 */
function splitRepo(dir: string): { base: string } {
  const { base } = plantedRepo(dir);
  writeFileSync(
    join(dir, 'bench.js'),
    `'use strict';\nconst { alpha, bravo, charlie } = require('./lib/work.js');\n` +
      `const suite = { steady: [() => alpha(1) ^ bravo(2), 60000], planted: [() => charlie(3), Number(require('fs').readFileSync(__dirname + '/lib/work.js', 'utf8').match(/CHARLIE = (\\d+)/)[1])] };\n` +
      `if (process.env.BENCHGATE_DISCOVERY === '1') { for (const name of Object.keys(suite)) console.log(JSON.stringify({ name, value: 1, unit: 'rounds' })); process.exit(0); }\n` +
      `const wanted = process.env.BENCHGATE_BENCHMARKS ? process.env.BENCHGATE_BENCHMARKS.split('\\n') : Object.keys(suite);\n` +
      `const j = Number(process.env.BENCHGATE_EXECUTION);\nlet sink = 0;\n` +
      `for (const name of wanted) { const [run, rounds] = suite[name]; for (let k = 0; k < 120; k++) sink ^= run(); ` +
      `console.log(JSON.stringify({ name, value: rounds * (1 + 0.01 * ((j * 7) % 5)), unit: 'rounds' })); }\nif (sink === 0.5) console.log(sink);\n`,
  );
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'a suite of two');
  // Base: the planted repository's base with the suite's bench.js.
  git(dir, 'checkout', '-q', '-b', 'split-base', base);
  git(dir, 'checkout', '-q', 'main', '--', 'bench.js');
  git(dir, 'commit', '-q', '-m', 'a suite of two (base)');
  const splitBase = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', 'main');
  return { base: splitBase };
}

describe('benchgate run --profile', () => {
  /**
   * 12 blocks, so 12 profiled executions per version (MAX_PROFILED_PER_VERSION). How deterministic:
   * at confidence 0.999 with Holm's correction across every function analysed, the chance that
   * any unchanged function is called changed is at most 0.1 % per run where the model holds; the
   * planted change is +200 % of charlie's self time, far beyond the few to ~20 % spread of a
   * function's self time between processes measured here under the other helpers' load
   * (docs/profiles.md). Nothing is timed.
   */
  it('names the function made 3× slower first under the changed row, linked nowhere without a repository, and keeps the raw profiles', async () => {
    const out = join(scratch, 'out-planted');
    const { code, stdout, stderr } = await cli(repo, ...runArgs(out, 12), '--profile');
    expect(code, stderr).toBe(1); // the deterministic +40 % regression fails the gate
    const section = stdout.slice(stdout.indexOf('<details><summary>Where the time went: work</summary>'));
    expect(section, stdout).not.toBe('');
    const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Function') && !line.startsWith('| ---'));
    expect(rows[0], section).toMatch(/^\| charlie \| lib\/work\.js:20 \| /);
    for (const name of UNCHANGED) expect(section.split('</details>')[0]).not.toContain(`| ${name} |`);
    expect(stdout).toMatch(
      /Profiling: 24 extra executions under V8's sampling profiler \(never timed\), 24 with a usable profile, took [^,]+, \d+(\.\d+)? % of the run's/,
    );
    // The raw profiles, one per profiled execution, openable in a viewer.
    const kept = ['base', 'head'].flatMap((side) => readdirSync(join(out, 'profiles', side, 'build-1')).map((f) => join(side, 'build-1', f)));
    expect(kept).toHaveLength(24);
    expect(JSON.parse(readFileSync(join(out, 'profiles', kept[0]), 'utf8'))).toHaveProperty('nodes');
  });

  /**
   * The layout, not the decision (the planted test above decides): 4 blocks, each part profiled
   * once per block and version, compared on its own, shown under the changed benchmark only.
   */
  it('with split-benchmarks, compares each part on its own and shows it under its changed benchmark only', async () => {
    const dir = join(scratch, 'split');
    const split = splitRepo(dir);
    const out = join(scratch, 'out-split');
    const args = runArgs(out, 4).map((arg) => (arg === base ? split.base : arg));
    const { code, stdout, stderr } = await cli(dir, ...args, '--split-benchmarks', '1', '--profile');
    expect(code, stderr).toBe(1);
    expect(stdout).not.toContain('Where the time went: steady');
    const at = stdout.indexOf('<details><summary>Where the time went: planted</summary>');
    expect(at, stdout).toBeGreaterThanOrEqual(0);
    const section = stdout.slice(at, stdout.indexOf('</details>', at));
    expect(section).toContain('The profiles are of part 1 of the suite (one benchmark per process).');
    expect(section).toContain('(4 base and 4 head profiled executions, 1 and 1 builds)');
    const kept = readdirSync(join(out, 'profiles', 'head', 'build-1'));
    expect(kept.some((f) => f.includes('-part-1-')) && kept.some((f) => f.includes('-part-2-'))).toBe(true);
  });

  it('leaves the timed values, their order and the verdict as they are without it (same seed)', async () => {
    const timed = async (profile: boolean) => {
      const out = join(scratch, `out-timed-${profile}`);
      const { code, stderr } = await cli(repo, ...runArgs(out, 3), ...(profile ? ['--profile'] : []));
      const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as ResultsFile;
      const work = results.benchmarks.find((b) => b.name === 'work');
      const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { benchmarks: { name: string; verdict: string }[] };
      const shape = (side: 'base' | 'head') =>
        work?.[side].binaries.map((b) => b.executions.map((e) => ({ values: e.values, block: e.block, order: e.order, failure: e.failure })));
      return { code, stderr, base: shape('base'), head: shape('head'), verdict: report.benchmarks.find((b) => b.name === 'work')?.verdict };
    };
    const off = await timed(false);
    const on = await timed(true);
    expect(off.base, off.stderr).toBeDefined();
    expect(on).toEqual({ ...off, stderr: on.stderr });
    expect(on.verdict).toBe('regression');
  });
});
