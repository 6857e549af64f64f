import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calibrateCommand } from '../../src/cli/calibrate-command.js';
import { parsePrior } from '../../src/planning/prior.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { commandOutput } from '../support/command-output.js';

const bench = `
const j = Number(process.env.BENCHGATE_EXECUTION);
for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: 10 * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
`;
const repo = createRepo({ 'bench.mjs': bench });
const out = tempDir();
afterAll(() => [repo, out].forEach(removeDir));

const cli = (args: string[]) => commandOutput(calibrateCommand, args, repo);

describe('benchgate calibrate', () => {
  it('runs HEAD against itself for the budget and writes a prior with the noise profile', async () => {
    const { code, stdout, stderr } = await cli([
      '--bench',
      'node bench.mjs',
      '--binaries',
      '1',
      '--budget',
      '0.05',
      '--min-effect',
      '0.5',
      '--seed',
      '2',
      '--out',
      out,
    ]);
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/this is an A\/A comparison/);
    const calibration = JSON.parse(readFileSync(join(out, 'calibration.json'), 'utf8'));
    const prior = parsePrior(readFileSync(join(out, 'calibration.json'), 'utf8'), 'calibration.json');
    expect(prior.benchmarks.map((b) => b.name)).toEqual(['work']);
    expect(prior.benchmarks[0].noise.rounds).toBeGreaterThanOrEqual(3);
    expect(prior.costs.executionSeconds).toBeGreaterThan(0);
    expect(calibration.budgetSeconds).toBe(3);
    expect(calibration.measured.seconds).toBeLessThan(3 + 1);
    expect(calibration.benchmarks[0].confirm.rounds).toBeGreaterThanOrEqual(2);
    expect(stdout).toBe(readFileSync(join(out, 'calibration.md'), 'utf8'));
    expect(stdout).toMatch(/^\| work \| /m);
    expect(stdout).toMatch(/Plan for a run with this budget:/);
    // Through the gate both front ends call: the results record the settings the calibration analysed with (issue 45).
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.meta.analysis).toMatchObject({ minEffect: 0.5, seed: 2, confidence: 0.95, correction: 'holm', estimator: 'winsorized' });
  });

  it('rejects a bad budget with exit code 2', async () => {
    const { code, stderr } = await cli(['--bench', 'node bench.mjs', '--budget', 'soon']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/benchgate calibrate: --budget: expected minutes, a number above 0 and at most 1440, got "soon"/);
  });
});
