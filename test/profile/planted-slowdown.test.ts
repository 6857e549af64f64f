import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import type { ProfileDiff } from '../../src/profile/profile-diff.js';
import { createRandom, shuffled } from '../../src/stats/rng.js';
import { PLANTED_PLACE, PLANTED_UNCHANGED, writePlantedProject } from './support/planted-project.js';

const run = promisify(execFile);

/** The planted project (support/planted-project.ts), with no output: only its profiles are read. */
function project(dir: string, charlieRounds: number): void {
  writePlantedProject(dir, { rounds: 60000, charlie: charlieRounds, iterations: 120, bench: { kind: 'silent' } });
}

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: process.cwd() });
  return { code, stdout, stderr };
}

const UNCHANGED = PLANTED_UNCHANGED;

describe('benchgate profile-diff on real V8 profiles', () => {
  /**
   * 24 processes per version under `node --cpu-prof` (a sample every 250 µs), run in pairs, the
   * order inside each pair from a seeded shuffle, so that a neighbour's load falls on both
   * versions alike. `--single-threaded` makes V8 compile on the main thread: with concurrent
   * compilation, a compiler thread starved by the machine's load left 2 of 10 processes running
   * unoptimised code 3× longer (measured here at a load of 25 on 2 cores), noise that belongs
   * to the neighbour, not to the code. How deterministic: at confidence 0.999 with Holm's correction across every
   * function analysed, the chance that any unchanged function is called changed is at most
   * 0.1 % per run where the nested model holds (the functions' self times are compared as
   * benchmarks are); requiring a 5 % change as well only lowers it. The planted change is +200 %
   * of charlie's self time; the spread of a function's self time between processes, measured
   * here beside the other helpers' load, is a few percent to ~20 % — but at load 6–8 (the test
   * suite's three workers and a campaign) some processes' self times spread far more: with 12 + 12
   * executions charlie read +160 % with p = 0.0004, 0.002 after Holm's correction, undecided at
   * 0.999. 24 + 24 halve the variance of the means.
   * Nothing is timed: the assertions are on the analysis of whatever the processes sampled.
   */
  it('names the function made 3× slower first, with an interval excluding 0, and calls none of the four others changed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'benchgate-profiles-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    project(join(root, 'base'), 60000);
    project(join(root, 'head'), 180000);
    const random = createRandom(48);
    for (let pair = 0; pair < 24; pair++)
      for (const side of shuffled(['base', 'head'], random))
        await run(
          process.execPath,
          ['--single-threaded', '--cpu-prof', '--cpu-prof-interval', '250', '--cpu-prof-dir', join(root, 'profiles', side), 'bench.js'],
          {
            cwd: join(root, side),
          },
        );

    const { code, stdout, stderr } = await cli(
      'profile-diff',
      join(root, 'profiles', 'base'),
      join(root, 'profiles', 'head'),
      '--json',
      '--confidence',
      '0.999',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const diff = JSON.parse(stdout) as ProfileDiff;
    expect(diff.counts).toEqual({ base: { builds: 1, executions: 24 }, head: { builds: 1, executions: 24 } });
    const [first] = diff.functions;
    expect(first.place).toEqual(PLANTED_PLACE);
    expect(first.changeDetected, JSON.stringify({ delta: first.delta, counts: diff.counts, base: first.base, head: first.head })).toBe(true);
    expect(first.delta?.ci[0]).toBeGreaterThan(0);
    for (const name of UNCHANGED) {
      const fn = diff.functions.find((f) => f.place.name === name);
      expect(fn, name).toBeDefined();
      expect(fn?.changeDetected, `${name}: ${JSON.stringify(fn?.delta)}`).toBe(false);
    }
    // charlie's added time is most of the sampled time's change.
    expect(first.shareOfDelta).toBeGreaterThan(0.5);

    const markdown = await cli('profile-diff', join(root, 'profiles', 'base'), join(root, 'profiles', 'head'), '--confidence', '0.999');
    expect(markdown.code).toBe(0);
    const rows = markdown.stdout.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Function') && !line.startsWith('| ---'));
    expect(rows[0]).toMatch(/^\| charlie \| lib\/work\.js:20 \|/);
    for (const name of UNCHANGED) expect(markdown.stdout).not.toContain(`| ${name} |`);
  });
});
