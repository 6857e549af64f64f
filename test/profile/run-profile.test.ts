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

  /**
   * The adaptive design with one build looks first after 4 blocks, and the deterministic +40 %
   * is decided there: the blocks gave 4 + 4 profiled executions, too few for the attribution on a
   * real upgrade (docs/profiles.md), so 8 more of each version are profiled after the verdict.
   * The 30-minute budget fits far more rounds than the first look needs whatever the load, so
   * the look, and with it the timed values, do not depend on the machine.
   */
  describe('an adaptive run that decides early', () => {
    const adaptiveArgs = (out: string, head?: string) => [
      ...runArgs(out, 1).filter((arg, i, all) => !['--executions', '--binaries'].includes(arg) && !['--executions', '--binaries'].includes(all[i - 1])),
      '--binaries',
      '1',
      '--budget',
      '30',
      ...(head === undefined ? [] : ['--head', head]),
    ];
    const timedShape = (out: string) => {
      const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as ResultsFile;
      const work = results.benchmarks.find((b) => b.name === 'work');
      const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { benchmarks: { name: string; verdict: string }[] };
      const shape = (side: 'base' | 'head') =>
        work?.[side].binaries.map((b) => b.executions.map((e) => ({ values: e.values, block: e.block, order: e.order, failure: e.failure })));
      return { base: shape('base'), head: shape('head'), verdict: report.benchmarks.find((b) => b.name === 'work')?.verdict };
    };
    const keptFiles = (out: string, side: string) => readdirSync(join(out, 'profiles', side, 'build-1')).sort();

    it('with a change: tops the profiles up to 12 per version after the verdict, kept beside the first, and says what they cost', async () => {
      const out = join(scratch, 'out-early');
      const { code, stdout, stderr } = await cli(repo, ...adaptiveArgs(out), '--profile');
      expect(code, stderr).toBe(1);
      expect(stdout).toContain('stopped after 4 blocks (4 of at most');
      const at = stdout.indexOf('<details><summary>Where the time went: work</summary>');
      expect(at, stdout).toBeGreaterThanOrEqual(0);
      const section = stdout.slice(at, stdout.indexOf('</details>', at));
      expect(section).toContain('(12 base and 12 head profiled executions, 1 and 1 builds)');
      const cost = stdout.split('\n').find((line) => line.startsWith('Profiling: ')) ?? '';
      expect(cost, stdout).toContain("Profiling: 24 extra executions under V8's sampling profiler (never timed), 24 with a usable profile, took ");
      expect(cost).toMatch(
        / The run decided after 4 blocks: 16 of these executions ran after it \([^)]+\), to bring each version from 4 to 12 profiled executions for the attribution\. 24 raw profiles /,
      );
      // The blocks' profiles keep their names; the extra ones get their own, none overwritten.
      for (const side of ['base', 'head']) {
        const kept = keptFiles(out, side);
        expect(
          kept.filter((f) => /^execution-\d+-1\.cpuprofile$/.test(f)),
          side,
        ).toHaveLength(4);
        expect(
          kept.filter((f) => /^extra-\d+-1\.cpuprofile$/.test(f)),
          side,
        ).toHaveLength(8);
        expect(kept).toHaveLength(12);
      }
      // Timed as without profiling: the same seed gives the same verdict and the same timed values.
      const offOut = join(scratch, 'out-early-off');
      const off = await cli(repo, ...adaptiveArgs(offOut));
      expect(off.code, off.stderr).toBe(1);
      expect(off.stdout).not.toContain('Profiling:');
      const timed = timedShape(out);
      expect(timed.base?.flat(), stdout).toHaveLength(4);
      expect(timed).toEqual(timedShape(offOut));
      expect(timed.verdict).toBe('regression');
    });

    it('with nothing changed: no profiled execution after the verdict', async () => {
      // Head's tree is base's: nothing to attribute, and an unchanged run must not get slower.
      const same = git(repo, 'commit-tree', `${base}^{tree}`, '-p', base, '-m', 'same tree');
      const out = join(scratch, 'out-early-same');
      const { code, stdout, stderr } = await cli(repo, ...adaptiveArgs(out, same), '--profile');
      expect(code, stderr).toBe(0);
      expect(stdout).not.toContain('Where the time went');
      expect(stdout).toMatch(/stopped after 4 blocks \(4 of at most/);
      const cost = stdout.split('\n').find((line) => line.startsWith('Profiling: ')) ?? '';
      expect(cost, stdout).toContain("Profiling: 8 extra executions under V8's sampling profiler (never timed), 8 with a usable profile, took ");
      expect(cost).toContain(' 8 raw profiles (');
      expect(cost).not.toContain('The run decided after');
      expect(stderr).not.toContain('profiling more executions');
      for (const side of ['base', 'head']) expect(keptFiles(out, side).filter((f) => f.startsWith('extra-'))).toEqual([]);
    });
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
