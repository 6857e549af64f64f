/**
 * `benchgate bisect --budget`: a probe commit whose build never returns (`sleep`) is stopped when
 * the whole bisection's budget ends, and the answer names it as unfinished with the range
 * narrowed so far. Before, the budget only gated the start of a comparison and builds had no
 * time limit: the command hung until killed. Real git history, real processes; the only bound
 * the test relies on is that it ends, well inside vitest's generous timeout.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bisectCommand } from '../../src/cli/bisect-command.js';
import { git, removeDir, tempDir, writeFiles } from '../runner/git-fixture.js';

const BENCH = `
const { factor } = JSON.parse(require('node:fs').readFileSync('work.json', 'utf8'));
const j = Number(process.env.BENCHGATE_EXECUTION);
for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'parse', value: 10 * factor * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
`;
// A sleep no other process on the machine runs, so the test can tell whether it was left behind.
const SLEEP_SECONDS = '987654';
const BUILD = `const fs = require('node:fs');
if (fs.existsSync('hang.txt')) require('node:child_process').execFileSync('sleep', ['${SLEEP_SECONDS}']);
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync('out/built.txt', 'built\\n');
`;

const repo = tempDir('benchgate-bisect-hang-');
const out = tempDir('benchgate-bisect-hang-out-');
afterAll(() => [repo, out].forEach(removeDir));
git(repo, 'init', '--quiet', '--initial-branch=main');
const commit = (files: Record<string, string>, message: string, remove: string[] = []) => {
  writeFiles(repo, files);
  for (const file of remove) git(repo, 'rm', '--quiet', file);
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
};
// good; docs; a commit whose build hangs (the first probe: the middle); the slowdown; docs (bad).
const shas = [
  commit({ 'bench.cjs': BENCH, 'build.cjs': BUILD, 'work.json': '{ "factor": 1 }\n' }, 'good'),
  commit({ 'README.md': 'one\n' }, 'docs'),
  commit({ 'hang.txt': 'yes\n' }, 'a build that never returns'),
  commit({ 'work.json': '{ "factor": 1.3 }\n' }, 'the slowdown', ['hang.txt']),
  commit({ 'README.md': 'four\n' }, 'docs again'),
];

/** Processes still running the probe's sleep. */
function leftSleeps(): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(SLEEP_SECONDS);
      } catch {
        return false;
      }
    });
}

describe('benchgate bisect with a probe whose build hangs', () => {
  it('ends within its budget, names the unfinished probe and the range narrowed so far, and leaves no build behind', async () => {
    let stdout = '';
    let stderr = '';
    const code = await bisectCommand(
      [
        '--good',
        shas[0],
        '--bad',
        shas[4],
        '--bench',
        'node bench.cjs',
        '--build',
        'node build.cjs',
        '--artifact',
        'out/*',
        '--binaries',
        '2',
        '--executions',
        '4',
        '--seed',
        '7',
        '--budget',
        '0.5',
        '--out',
        out,
      ],
      { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd: repo },
    );
    expect(code, `${stdout}\n${stderr}`).toBe(1);
    const outcome = JSON.parse(readFileSync(join(out, 'bisect.json'), 'utf8'));
    expect(outcome.benchmark).toBe('parse');
    expect(outcome.probes.map((p: { sha: string; side: string }) => [p.sha, p.side])).toEqual([
      [shas[4], 'step'],
      [shas[2], 'unfinished'],
    ]);
    expect(outcome.stop).toMatchObject({ kind: 'budget', budgetSeconds: 30, unfinished: shas[2] });
    expect(outcome.culprit).toBeNull();
    const short = (sha: string) => `\`${sha.slice(0, 12)}\``;
    expect(stdout).toContain(`**Not narrowed to one commit**: the step in parse lies after ${short(shas[0])}, at or before ${short(shas[4])}`);
    expect(stdout).toContain(`the bisect budget of 0.5 min ended during the comparison of ${short(shas[2])}, which was stopped`);
    expect(stdout).toMatch(
      new RegExp(`\\| ${short(shas[2])} \\| 2 of 4 \\| — \\| not measured \\| unfinished: the bisect budget ended during its comparison \\|`),
    );
    expect(existsSync(join(out, 'step', 'results.json'))).toBe(true);
    expect(leftSleeps()).toEqual([]);
  }, 300_000);
});
