/**
 * `benchgate run --profile` on a native process (issue 48): no process writes a V8 profile, so
 * the profiled executions run under valgrind's callgrind, and "Where the time went" names the
 * function that changed with its exact instruction count difference. Real cc, real valgrind,
 * a real git repository with both commits.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

const FIXTURE = readFileSync(join(import.meta.dirname, '../../fixtures/instructions/functions.c'), 'utf8');
/** Head gives charlie 7.5 % more rounds: about +1.5 % of the process's instructions. */
const HEAD_FIXTURE = FIXTURE.replace(/(#define CHARLIE_ROUNDS )400000UL/, '$1430000UL');
const BUILD = 'cc -O1 -g -o functions functions.c';
const FUNCTIONS = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

/**
 * Each function's self instruction count in one process of `source`, independently of
 * benchgate: built here, run under callgrind, read by valgrind's own callgrind_annotate.
 */
function annotatedCounts(source: string): { counts: Map<string, number>; total: number } {
  const dir = tempDir('benchgate-callgrind-truth-');
  dirs.push(dir);
  writeFileSync(join(dir, 'functions.c'), source);
  execFileSync('sh', ['-c', BUILD], { cwd: dir });
  execFileSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=callgrind.out', '--quiet', './functions'], { cwd: dir, stdio: 'ignore' });
  const text = execFileSync('callgrind_annotate', ['--threshold=100', 'callgrind.out'], { cwd: dir, encoding: 'utf8' });
  const number = (s: string) => Number(s.replaceAll(',', ''));
  const counts = new Map<string, number>();
  for (const [, n, name] of text.matchAll(/^\s*([\d,]+) \([^)]*\)\s+functions\.c:(\w+) \[/gm)) counts.set(name, number(n));
  const total = number(/^\s*([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS/m.exec(text)?.[1] ?? 'NaN');
  return { counts, total };
}

async function cli(cwd: string, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

const group = (n: number) => n.toLocaleString('en-US');

describe('benchgate run --profile, a native process under callgrind', () => {
  it('names the one function that changed first, with its exact instruction count difference, and no other', async () => {
    const base = annotatedCounts(FIXTURE);
    const head = annotatedCounts(HEAD_FIXTURE);
    expect([...base.counts.keys()].sort()).toEqual([...FUNCTIONS, 'main']);
    const charlie = { base: base.counts.get('charlie') ?? 0, head: head.counts.get('charlie') ?? 0 };
    // The plant: about +1.5 % of the process's instructions, all of it charlie's.
    expect((head.total - base.total) / base.total).toBeGreaterThan(0.013);
    expect((head.total - base.total) / base.total).toBeLessThan(0.017);
    for (const name of [...FUNCTIONS, 'main'].filter((f) => f !== 'charlie')) expect(head.counts.get(name)).toBe(base.counts.get(name));

    const repo = createRepo({ 'functions.c': FIXTURE }, { 'functions.c': HEAD_FIXTURE });
    const out = tempDir('benchgate-run-callgrind-');
    dirs.push(repo, out);
    const { code, stdout, stderr } = await cli(
      repo,
      ...['run', '--base', 'base', '--head', 'head', '--build', BUILD, '--bench', './functions', '--format', 'jsonl'],
      ...['--binaries', '2', '--executions', '2', '--seed', '48', '--no-prove-unchanged', '--profile', '--out', out],
    );
    // The rounds it prints rise by 1.5 % in every execution: a regression, whatever the machine's load.
    expect(code, stderr).toBe(1);
    const at = stdout.indexOf('<details><summary>Where the time went: work');
    expect(at, stdout).toBeGreaterThanOrEqual(0);
    const section = stdout.slice(at, stdout.indexOf('</details>', at));
    console.log(`${section}\n${/^Profiling: .*$/m.exec(stdout)?.[0] ?? ''}`);
    const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Function') && !line.startsWith('| ---'));
    const line = FIXTURE.split('\n').findIndex((l) => l.startsWith('WORK(charlie')) + 1;
    const relative = (charlie.head / charlie.base - 1) * 100;
    expect(rows[0]).toBe(
      `| charlie | functions.c:${line} | ${group(charlie.base)} | ${group(charlie.head)} | +${relative.toFixed(2)} % (exact) | +${group(charlie.head - charlie.base)} | ${rows[0].split(' | ').at(-1)}`,
    );
    expect(rows, section).toHaveLength(1);
    expect(section).toContain('1 function changed.');
    expect(section).toContain('so the differences are exact');
    expect(stdout).toMatch(
      /Profiling: 6 extra executions \(never timed\): the first block's, under V8's sampling profiler, wrote no profile .* valgrind's callgrind, .*; 4 gave usable counts\./,
    );
    // The raw files, for KCachegrind: one per profiled execution, two per version (their counts were the same, so no more).
    const kept = ['base', 'head'].flatMap((side) =>
      ['build-1', 'build-2'].flatMap((build) => {
        const folder = join(out, 'profiles', side, build);
        return readdirSync(folder).map((name) => join(folder, name));
      }),
    );
    expect(kept.map((file) => file.split('/').at(-1)?.replace(/\d+/g, 'N'))).toEqual(Array(4).fill('callgrind.out.execution-N-N'));
    for (const file of kept) expect(readFileSync(file, 'utf8')).toMatch(/^# callgrind format\n/);
  });
});
