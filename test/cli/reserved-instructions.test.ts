/**
 * Issue 43, reserved names: a benchmark that prints `process/instructions` beside a run with
 * `metrics: instructions`, through `benchgate run` and `benchgate history import` with real
 * processes under the real valgrind. On main the run's results held two benchmarks named
 * `process/instructions` (the printed one and the count), and `history import` refused the
 * run's whole entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { historyCommand } from '../../src/cli/history-command.js';
import { runCommand } from '../../src/cli/run-command.js';
import { validateResults } from '../../src/results/validate-results.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { runArgs } from '../support/run-args.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

// A small sh suite (cheap under valgrind): one benchmark, and a line under the count's name.
const SUITE = `
echo '{"name":"alpha","value":1.5,"unit":"ms"}'
echo '{"name":"process/instructions","value":123,"unit":"instructions"}'
`;

describe('process/instructions printed by the benchmark', () => {
  it('is recorded as harness/process/instructions beside the count, and history import takes the whole run', { timeout: 120_000 }, async () => {
    const repo = createRepo({ 'bench.sh': SUITE }, { 'README.md': 'head\n' });
    const out = tempDir();
    dirs.push(repo, out);
    let stderr = '';
    let report = '';
    const io = { stdout: (s: string) => (report += s), stderr: (s: string) => (stderr += s), cwd: repo };
    // A README change: measured, not proved unchanged (the proof is on by default).
    const args = runArgs({ base: 'base', head: 'head', bench: '/bin/sh bench.sh', binaries: 1, executions: 2, seed: 3, 'prove-unchanged': false });
    await runCommand([...args, '--metrics', 'instructions', '--out', out], io);
    const results = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
    const names = results.benchmarks.map((b) => b.name);
    expect(
      names.filter((name) => name === 'process/instructions'),
      stderr,
    ).toHaveLength(1);
    const count = results.benchmarks.find((b) => b.name === 'process/instructions')!;
    // benchgate's own record is valgrind's count of the whole sh process, never the printed 123.
    for (const side of ['base', 'head'] as const) for (const e of count[side].binaries[0].executions) expect(e.values[0]).toBeGreaterThan(10_000);
    const printed = results.benchmarks.find((b) => b.name === 'harness/process/instructions')!;
    expect(printed.head.binaries[0].executions.map((e) => e.values)).toEqual([[123], [123]]);
    expect(stderr).toContain(
      'the benchmark output reports "process/instructions", a name benchgate measures itself: its values are recorded as "harness/process/instructions"',
    );
    // The report says so too, naming what the printed values are recorded as.
    expect(report).toContain(
      '**Reserved names.** The benchmark printed values under names benchgate measures itself; they are recorded as harness/process/instructions.',
    );

    let imported = '';
    let importErrors = '';
    const code = await historyCommand(
      ['import', '--history', 'h', join(out, 'results.json'), '--sha', 'a'.repeat(40), '--date', '2026-12-01T03:00:00Z', '--run-id', '1'],
      { stdout: (s) => (imported += s), stderr: (s) => (importErrors += s), cwd: out },
    );
    expect(code, importErrors).toBe(0);
    expect(imported).toMatch(/^added aaaaaaa \(run 1\) with \d+ benchmarks\n$/);
  });
});
