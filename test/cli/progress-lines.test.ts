/**
 * Progress lines: one per block on a terminal, where they replace a spinner; sparse in a log
 * read later (CI, a pipe, the demo's output captured), where 80 lines of "block n/80 done"
 * bury the lines that matter. Real processes through `benchgate run`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { ProgressLines } from '../../src/runner/progress.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

const BENCH = "const j = Number(process.env.BENCHGATE_EXECUTION); console.log(JSON.stringify({ name: 'work', value: 10 + (j % 3), unit: 'ms' }));";
const DESIGN = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--binaries', '2', '--executions', '20', '--seed', '1'];

async function progressLines(terminal: boolean): Promise<string[]> {
  const repo = createRepo({ 'bench.mjs': BENCH }, { 'bench.mjs': `${BENCH}\n` });
  const out = tempDir();
  dirs.push(repo, out);
  let stderr = '';
  await runCommand([...DESIGN, '--out', out], { stdout: () => {}, stderr: (s) => (stderr += s), cwd: repo, ...(terminal ? { stderrIsTerminal: true } : {}) });
  return stderr.split('\n').flatMap((line) => /^\s*block (\d+)\/40 done/.exec(line)?.[1] ?? []);
}

describe('progress lines of a run', () => {
  it('are sparse when stderr is not a terminal: the first block, then one in each tenth of the run, the last among them', async () => {
    expect(await progressLines(false)).toEqual(['1', '4', '8', '12', '16', '20', '24', '28', '32', '36', '40']);
  }, 180_000);

  it('come after every block on a terminal', async () => {
    expect(await progressLines(true)).toEqual(Array.from({ length: 40 }, (_, i) => String(i + 1)));
  }, 180_000);

  it('with a budget, follow the share of the budget spent', () => {
    const lines = new ProgressLines(false);
    // Blocks of 7 s against a 100 s budget: a line at block 1, then whenever another tenth is spent.
    const shown = Array.from({ length: 14 }, (_, i) => i + 1).filter((done) => lines.show(done, done * 7, 100));
    expect(shown).toEqual([1, 2, 3, 5, 6, 8, 9, 10, 12, 13]);
    const live = new ProgressLines(true);
    expect([1, 2, 3].map((done) => live.show(done, done, 100))).toEqual([true, true, true]);
  });
});
