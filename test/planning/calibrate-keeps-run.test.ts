import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calibrateCommand } from '../../src/cli/calibrate-command.js';
import { parseResults } from '../../src/results/validate-results.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

// A benchmark whose process never faults a page in: `process/major-faults` is 0 in every execution.
const bench = `
const j = Number(process.env.BENCHGATE_EXECUTION);
for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: 10 * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
`;
const repo = createRepo({ 'bench.mjs': bench });
const dirs: string[] = [repo];
afterAll(() => dirs.forEach(removeDir));

async function calibrate(extra: string[]) {
  const out = tempDir();
  dirs.push(out);
  let stdout = '';
  let stderr = '';
  const args = ['--bench', 'node bench.mjs', '--budget', '0.1', '--min-effect', '0.5', '--seed', '5', '--out', out, ...extra];
  const code = await calibrateCommand(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd: repo });
  return { code, stdout, stderr, out };
}

describe('benchgate calibrate keeps its run', () => {
  it('fits what it can when the builds differ (a build that writes a timestamp), and says what it could not fit', async () => {
    const { code, stdout, stderr, out } = await calibrate(['--build', "sh -c 'date +%s%N > stamp'"]);
    expect(code, stderr).toBe(0);
    const results = parseResults(readFileSync(join(out, 'results.json'), 'utf8'), 'results.json');
    expect(results.benchmarks.map((b) => b.name)).toContain('process/major-faults');
    const calibration = JSON.parse(readFileSync(join(out, 'calibration.json'), 'utf8'));
    const names = calibration.benchmarks.map((b: { name: string }) => b.name);
    expect(names).toContain('work');
    expect(names).not.toContain('process/major-faults');
    expect(calibration.plan.reasons[0]).toMatch(/^planned for work,/);
    expect(calibration.unfitted).toContainEqual({ name: 'process/major-faults', notes: [expect.stringMatching(/every value is 0/)] });
    expect(stdout).toMatch(/process\/major-faults: .*every value is 0/);
  });

  it('plans only for benchmarks that gate, never from a report-only metric with identical values', async () => {
    const { code, stdout, stderr, out } = await calibrate(['--binaries', '1']);
    expect(code, stderr).toBe(0);
    expect(existsSync(join(out, 'results.json'))).toBe(true);
    const calibration = JSON.parse(readFileSync(join(out, 'calibration.json'), 'utf8'));
    expect(calibration.plan.binding).toBe('work');
    expect(calibration.plan.benchmarks.map((b: { name: string }) => b.name)).toEqual(['work']);
    expect(stdout).not.toMatch(/process\/major-faults, the benchmark with the largest/);
    expect(calibration.plan.reasons[0]).toMatch(/^planned for work,/);
    expect(stdout).toMatch(/not planned for process\/cpu \(gate: ignore\)/);
  });

  it('measures the A/A even when the config file turns the proof of no change on (head against itself would prove unchanged and measure nothing)', async () => {
    const proving = createRepo({ 'bench.mjs': bench, '.github/benchgate.yml': 'prove-unchanged: true\n' });
    dirs.push(proving);
    const out = tempDir();
    dirs.push(out);
    let stderr = '';
    const args = ['--bench', 'node bench.mjs', '--budget', '0.1', '--min-effect', '0.5', '--seed', '5', '--out', out];
    const code = await calibrateCommand(args, { stdout: () => undefined, stderr: (s) => (stderr += s), cwd: proving });
    expect(code, stderr).toBe(0);
    const results = parseResults(readFileSync(join(out, 'results.json'), 'utf8'), 'results.json');
    expect(results.meta?.proof?.proved ?? false).toBe(false);
    const work = results.benchmarks.find((b) => b.name === 'work');
    expect(work?.head.binaries.flatMap((b) => b.executions).some((e) => e.values.length > 0)).toBe(true);
  });
});
