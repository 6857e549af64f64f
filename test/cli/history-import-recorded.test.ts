/**
 * `benchgate history import` of a results.json analyses with the settings the file recorded
 * (meta.analysis), as every re-gate does: the entry stores the head mean the run's own report
 * shows, not one re-analysed with the importer's defaults (issue 45).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { historyCommand } from '../../src/cli/history-command.js';
import { runCommand } from '../../src/cli/run-command.js';
import type { CliIo } from '../../src/cli/cli-io.js';
import type { HistoryFile } from '../../src/results/history-format.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

// Every tenth value of a process is 50 × the rest: the plain or winsorized mean moves with
// them, a Huber mean (--robust) does not.
const bench = (center: number) => `
for (let i = 0; i < 10; i++) console.log(JSON.stringify({ name: 'work', value: (i === 9 ? 50 : 1) * ${center} * (1 + 0.01 * Math.random()), unit: 'ms' }));
`;

const io = (cwd: string, out: string[], err: string[]): CliIo => ({ stdout: (s) => out.push(s), stderr: (s) => err.push(s), cwd });

describe('benchgate history import of a run analysed with --robust', () => {
  it('stores the head mean the run reported, analysed with the recorded estimator', async () => {
    const repo = createRepo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(10.1) });
    const out = tempDir('benchgate-out-');
    const historyDir = tempDir('benchgate-history-');
    dirs.push(repo, out, historyDir);
    const stdout: string[] = [];
    const stderr: string[] = [];
    const args = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--seed', '3', '--binaries', '1', '--executions', '3'];
    const code = await runCommand([...args, '--robust', '--out', out, '--json'], io(repo, stdout, stderr));
    expect([0, 1], stderr.join('')).toContain(code);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { meta: { analysis: { estimator: string } } };
    expect(results.meta.analysis.estimator).toBe('huber');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { benchmarks: { name: string; head: { mean: number } }[] };
    const reported = report.benchmarks[0].head.mean;

    const imported = await historyCommand(['import', '--history', historyDir, join(out, 'results.json'), '--sha', 'a'.repeat(40)], io(repo, [], []));
    expect(imported).toBe(0);
    const history = JSON.parse(readFileSync(join(historyDir, 'history.json'), 'utf8')) as HistoryFile;
    const stored = history.entries[0].benchmarks.find((b) => b.name === 'work')!;
    // The history keeps 6 significant digits.
    expect(Math.abs(stored.mean / reported - 1)).toBeLessThan(1e-5);
  }, 120_000);
});
