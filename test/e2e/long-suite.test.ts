/**
 * A real benchmark.js suite whose processes are long (fixtures/long-suite: 32 benchmarks over
 * validator's form checks, names padded with dots, validator 13.1.17 → 13.5.2 between base and
 * head, pinned by package-lock.json and installed with `npm ci` in every build).
 *
 * The full-size case (benchmark.js's default maxTime of 5 s: minutes per process) is
 * `npm run bench:long-suite`. Here the same suite runs shortened (`--max-time 0.05`, still
 * 15–20 s a process on this machine) under a budget of 1 min 30 s, which cannot reach the first
 * look: the run must stop after its first block and say what would decide, and the names must
 * come without their padding. The budget holds the builds and one block with room for a loaded
 * machine (a budget of 1 min did not: at load 13, beside another test file, processes of 28 s and
 * builds of 19 s spent it inside block 1, and the run measured nothing), while the first look,
 * after 4 blocks, stays out of its reach on a quiet one (builds and 8 processes of 15 s: 2 min).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { validateResults } from '../../src/results/validate-results.js';
import { REPO_ROOT } from '../action/support/action-bundle.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { fixtureFiles } from './support/fixture-files.js';

const FIXTURE = join(REPO_ROOT, 'fixtures', 'long-suite');
const dirs: string[] = [];
afterAll(() => dirs.splice(0).forEach(removeDir));

describe('a real benchmark.js suite with long processes', () => {
  it('stops after the first block when the budget cannot reach the first look, with the plan in the log and the report', async () => {
    const base = fixtureFiles(join(FIXTURE, 'base'));
    const repo = createRepo(base, fixtureFiles(join(FIXTURE, 'head')));
    const out = tempDir();
    dirs.push(repo, out);
    let stderr = '';
    const code = await runCommand(
      [
        ...['--base', 'base', '--head', 'head'],
        ...['--build', 'npm ci --no-audit --no-fund --prefer-offline', '--bench', 'node bench/suite.cjs --max-time 0.05'],
        ...['--format', 'benchmarkjs', '--budget', '1.5', '--seed', '35', '--out', out],
        // The versions read different inputs (a library upgrade): the proof's two traced processes would only spend the minute.
        '--no-prove-unchanged',
      ],
      { stdout: () => {}, stderr: (s) => (stderr += s), cwd: repo },
    );
    expect(code, stderr).toBe(0);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    const meta = results.meta as { sequential: { stop: { reason: string; blocks: number; detail: string } } };
    expect(meta.sequential.stop).toMatchObject({ reason: 'first-look', blocks: 1 });
    expect(meta.sequential.stop.detail).toMatch(/^the budget of 1 min 30 s (is smaller than the builds|cannot reach the first look)/);
    // The plan from the first block: its spread across the 32 benchmarks, and the process length and budget that decide.
    expect(meta.sequential.stop.detail).toMatch(
      /To decide: the first block's changes spread by ±[\d.]+ % across the 32 benchmarks \(one block's noise\), so about \d+ blocks detect ±\d+\.\d % with 80 % power.*: (benchmark\.js maxTime [\d.]+ s|processes as they are) .*and a budget of (\d+) min$/,
    );
    const minutes = /a budget of (\d+) min$/.exec(meta.sequential.stop.detail)![1];
    expect(stderr).toContain(`stopping: ${meta.sequential.stop.detail}`);
    expect(stderr).toContain(`plan: budget: ${minutes}   # benchgate's input (CLI: --budget ${minutes})`);
    // The names as the suite means them: 32, none with the padding (the process's own metrics aside).
    const names = results.benchmarks.map((b) => b.name).filter((name) => !name.startsWith('process/'));
    expect(names).toHaveLength(32);
    expect(names).toContain('isEmail email plain');
    expect(names.filter((n) => /[. ]$/.test(n))).toEqual([]);
    const markdown = readFileSync(join(out, 'report.md'), 'utf8');
    expect(markdown).toContain('because its first block showed that the budget cannot reach the first look');
    expect(markdown).toMatch(/Too long for the budget: the budget of 1 min 30 s .*and a budget of \d+ min\./);
    expect(markdown).toMatch(
      new RegExp(
        `\n\`\`\`\n(Benchmark\\.options\\.maxTime = [\\d.]+; [^\n]*\n)?budget: ${minutes}   # benchgate's input \\(CLI: --budget ${minutes}\\)\n\`\`\``,
      ),
    );
    expect(markdown).not.toMatch(/\.{4}/);
  }, 400_000);
});
