import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bisectCommand } from '../../src/cli/bisect-command.js';
import { historyRepo } from '../support/history-repo.js';
import { removeDir, tempDir } from '../runner/git-fixture.js';
import { commandOutput } from '../support/command-output.js';

// A benchmark whose values follow work.json's factor with a small fixed spread per execution and
// measurement: real processes, real git history, and verdicts that cannot depend on the machine's load.
const BENCH = `
const { factor } = JSON.parse(require('node:fs').readFileSync('work.json', 'utf8'));
const j = Number(process.env.BENCHGATE_EXECUTION);
for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'parse', value: 10 * factor * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
`;

/** good, then six commits; the third makes parse 30 % slower. */
function history(): { repo: string; shas: string[] } {
  const { repo, commit } = historyRepo('benchgate-bisect-');
  const shas = [
    commit({ 'bench.cjs': BENCH, 'work.json': '{ "factor": 1 }\n', 'README.md': 'v0\n' }, 'good'),
    commit({ 'README.md': 'v1\n' }, 'docs'),
    commit({ 'notes.txt': 'unrelated\n' }, 'notes'),
    commit({ 'work.json': '{ "factor": 1.3 }\n' }, 'the slowdown'),
    commit({ 'README.md': 'v2\n' }, 'docs again'),
    commit({ 'notes.txt': 'more\n' }, 'notes again'),
    commit({ 'README.md': 'v3\n' }, 'bad'),
  ];
  return { repo, shas };
}

const cli = (args: string[], cwd: string) => commandOutput(bisectCommand, args, cwd);

const { repo, shas } = history();
const out = tempDir();
afterAll(() => [repo, out].forEach(removeDir));
const design = ['--bench', 'node bench.cjs', '--binaries', '1', '--executions', '4', '--seed', '7', '--out', out];

describe('benchgate bisect', () => {
  it('names the commit that made the step, with each probe as evidence', async () => {
    const { code, stdout, stderr } = await cli(['--good', shas[0], '--bad', shas[6], ...design], repo);
    expect(stderr).toContain('bisecting parse: +30.0 %');
    expect(code).toBe(0);
    // The answer names the commit by its SHA and its subject.
    expect(stdout).toContain(`**\`${shas[3].slice(0, 12)}\` made the step** in parse (6 commits after \`${shas[0].slice(0, 12)}\`): “the slowdown”.`);
    const outcome = JSON.parse(readFileSync(join(out, 'bisect.json'), 'utf8'));
    expect(outcome.culprit).toBe(shas[3]);
    // The step, then the middle (the slowdown itself), then the two commits before it.
    expect(outcome.probes.map((p: { sha: string; side: string }) => [p.sha, p.side])).toEqual([
      [shas[6], 'step'],
      [shas[3], 'like-bad'],
      [shas[1], 'like-good'],
      [shas[2], 'like-good'],
    ]);
    expect(readFileSync(join(out, 'bisect.md'), 'utf8')).toBe(stdout);
  });

  it('without a design, each comparison is adaptive with a share of the budget, and names the commit', async () => {
    const adaptiveOut = tempDir();
    try {
      const { code, stdout, stderr } = await cli(
        ['--good', shas[0], '--bad', shas[6], '--bench', 'node bench.cjs', '--seed', '7', '--budget', '10', '--out', adaptiveOut],
        repo,
      );
      expect(code, `${stdout}\n${stderr}`).toBe(0);
      expect(stdout).toContain(`**\`${shas[3].slice(0, 12)}\` made the step** in parse`);
      const step = JSON.parse(readFileSync(join(adaptiveOut, 'step', 'results.json'), 'utf8'));
      // The step's share: the 10 minutes over the step and ⌈log₂ 6⌉ = 3 probes.
      expect(step.meta.plan.budgetSeconds).toBeGreaterThan(100);
      expect(step.meta.plan.budgetSeconds).toBeLessThanOrEqual(150);
    } finally {
      removeDir(adaptiveOut);
    }
  }, 300_000);

  it('says there is nothing to bisect when the range holds no step, and exits 1', async () => {
    const { code, stdout } = await cli(['--good', shas[0], '--bad', shas[2], ...design], repo);
    expect(code).toBe(1);
    expect(stdout).toContain('Nothing to bisect');
    expect(stdout).toContain('every benchmark compared was decided unchanged between good and bad: there is no step to bisect');
  });

  it('refuses a range that is not one, and missing ends', async () => {
    const backwards = await cli(['--good', shas[6], '--bad', shas[0], ...design], repo);
    expect(backwards.code).toBe(3);
    expect(backwards.stderr).toMatch(/is not a descendant of .* along first parents: nothing to bisect/);
    const missing = await cli(['--good', shas[0], ...design], repo);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--good and --bad are both needed/);
  });
});
