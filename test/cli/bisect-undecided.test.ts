/**
 * `benchgate bisect` when the step comparison cannot tell: the benchmark's values scatter by
 * ±25 % from execution to execution (a fixed pattern, shifted differently at good and at bad),
 * so four executions leave bad against good inconclusive. Before, bisect printed "no benchmark
 * changed between good and bad: there is no step to bisect", kept no results and showed no
 * table. Inconclusive never means unchanged: the answer says the step is undecided, shows the
 * step's table, writes its results.json for `benchgate analyze`, and says what to do next.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import { bisectCommand } from '../../src/cli/bisect-command.js';
import { historyRepo } from '../support/history-repo.js';
import { removeDir, tempDir } from '../runner/git-fixture.js';
import { commandOutput } from '../support/command-output.js';

const BENCH = `
const { factor, shift } = JSON.parse(require('node:fs').readFileSync('work.json', 'utf8'));
const j = Number(process.env.BENCHGATE_EXECUTION);
const scatter = 0.25 * ((((j * 3 + shift) % 5) - 2) / 2);
for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'parse', value: 10 * factor * (1 + scatter + 0.001 * i), unit: 'ms' }));
`;

const { repo, commit } = historyRepo('benchgate-bisect-undecided-');
const out = tempDir('benchgate-bisect-undecided-out-');
afterAll(() => [repo, out].forEach(removeDir));
const shas = [
  commit({ 'bench.cjs': BENCH, 'work.json': '{ "factor": 1, "shift": 0 }\n' }, 'good'),
  commit({ 'README.md': 'one\n' }, 'docs'),
  commit({ 'work.json': '{ "factor": 1.05, "shift": 2 }\n' }, 'maybe slower'),
];

const cli = (command: typeof bisectCommand, args: string[]) => commandOutput(command, args, repo);

describe('benchgate bisect with an inconclusive step', () => {
  it('reports the step as undecided with its table and results.json, and suggests measuring longer', async () => {
    const design = ['--bench', 'node bench.cjs', '--binaries', '1', '--executions', '4', '--seed', '7', '--out', out];
    const { code, stdout, stderr } = await cli(bisectCommand, ['--good', shas[0], '--bad', shas[2], ...design]);
    expect(code, `${stdout}\n${stderr}`).toBe(1);
    expect(stdout).not.toContain('no benchmark changed');
    expect(stdout).not.toContain('there is no step to bisect');
    expect(stdout).toContain('**the step is undecided**: the comparison of bad against good could not tell whether parse changed (inconclusive)');
    expect(stdout).toContain('a larger budget (`--budget`');
    const outcome = JSON.parse(readFileSync(join(out, 'bisect.json'), 'utf8'));
    expect(outcome.stop).toEqual({ kind: 'step-undecided', benchmarks: ['parse'] });
    expect(outcome.benchmark).toBeNull();
    // The step's table, and its results for analyze.
    expect(stdout).toContain('#### The step: bad against good');
    expect(stdout).toMatch(/\| parse \|/);
    const results = join(out, 'step', 'results.json');
    expect(stdout).toContain(`\`benchgate analyze ${relative(repo, results)}\``);
    const analysed = await cli(analyzeCommand, [results]);
    expect(analysed.stdout).toMatch(/\| parse \|.*inconclusive/);
    expect(readFileSync(join(out, 'bisect.md'), 'utf8')).toBe(stdout);
  }, 120_000);
});
