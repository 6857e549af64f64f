import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import { validateResults } from '../../src/results/validate-results.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { runInProcess as cli } from '../support/run-in-process.js';

// A real git repository and real processes under the real strace, through `benchgate run` with
// no design named (adaptive, as the action's defaults run a pull request).
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

const BENCH = `for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'calc', value: 20 + (i % 2), unit: 'ms' }));\n`;

describe('an adaptive run that the proof of no change ended', () => {
  it('records that the proof ended it, not that the measuring was interrupted, and a re-gate reads it back', async () => {
    const repo = createRepo({ 'bench.mjs': BENCH, 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    const out = tempDir();
    dirs.push(repo, out);
    const { code, stdout, stderr } = await cli(['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--prove-unchanged', '--out', out], repo);
    expect(code, stderr).toBe(0);
    const text = readFileSync(join(out, 'results.json'), 'utf8');
    const raw = JSON.parse(text).meta;
    expect(raw.proof).toMatchObject({ proved: true });
    expect(raw.executionsPerVersion).toBe(0);
    expect(raw.plan).toBeDefined();
    expect(raw.sequential.looks).toEqual([]);
    expect(raw.sequential.stop).toMatchObject({ reason: 'proved', round: 0, blocks: 0 });
    expect(raw.sequential.stop.detail).toMatch(/proof of no change/);
    expect(validateResults(JSON.parse(text)).meta?.sequential?.stop.reason).toBe('proved');
    expect(stdout).not.toMatch(/interrupted|the measuring ended before/);
    let again = '';
    const regate = await analyzeCommand([join(out, 'results.json'), '--json'], { stdout: (t) => (again += t), stderr: () => {}, cwd: repo });
    expect(regate).toBe(0);
    const report = JSON.parse(again);
    expect(report.benchmarks.map((b: { verdict: string; verdictSource?: { kind: string } }) => [b.verdict, b.verdictSource?.kind])).toEqual([
      ['unchanged', 'identical-inputs'],
    ]);
  });
});
