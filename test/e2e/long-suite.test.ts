/**
 * A real benchmark.js suite whose processes are long (fixtures/long-suite: 32 benchmarks over
 * validator's form checks, names padded with dots, validator 13.1.17 → 13.5.2 between base and
 * head, pinned by package-lock.json and installed with `npm ci` in every build).
 *
 * The full-size case (benchmark.js's default maxTime of 5 s: minutes per process) is
 * `npm run bench:long-suite`. Here the same suite runs shortened (`--max-time 0.05`, still
 * 15–20 s a process on this machine) under a budget of 1 minute, which cannot reach the first
 * look: the run must stop after its first block and say what would decide, and the names must
 * come without their padding.
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
        ...['--format', 'benchmarkjs', '--budget', '1', '--seed', '35', '--out', out],
      ],
      { stdout: () => {}, stderr: (s) => (stderr += s), cwd: repo },
    );
    expect(code, stderr).toBe(0);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    const meta = results.meta as { sequential: { stop: { reason: string; blocks: number; detail: string } } };
    expect(meta.sequential.stop).toMatchObject({ reason: 'first-look', blocks: 1 });
    expect(meta.sequential.stop.detail).toMatch(/^the budget of 1 min (is smaller than the builds|cannot reach the first look)/);
    expect(meta.sequential.stop.detail).toMatch(
      /To decide: a budget of \d+ min .*, or processes of at most \d+(\.\d)? s each .*for its 32 benchmarks, set maxTime to about [\d.]+ s$/,
    );
    expect(stderr).toContain(`stopping: ${meta.sequential.stop.detail}`);
    // The names as the suite means them: 32, none with the padding.
    const names = results.benchmarks.map((b) => b.name);
    expect(names).toHaveLength(32);
    expect(names).toContain('isEmail email plain');
    expect(names.filter((n) => /[. ]$/.test(n))).toEqual([]);
    const markdown = readFileSync(join(out, 'report.md'), 'utf8');
    expect(markdown).toContain('because its first block showed that the budget cannot reach the first look');
    expect(markdown).toMatch(/Too long for the budget: the budget of 1 min .*set maxTime to about [\d.]+ s\./);
    expect(markdown).not.toMatch(/\.{4}/);
  }, 400_000);
});
