/**
 * A failed build shows the first lines of its output as well as the last. The real case: `npm ci`
 * in a project without a lockfile prints the cause first and then about 90 lines of its usage
 * text, so its last 40 lines alone never say what went wrong.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { BuildFailedError, buildFailureOutput } from '../../src/runner/build.js';
import { createRepo, removeDir } from './git-fixture.js';
import { runArgs } from '../support/run-args.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

const PACKAGE = JSON.stringify({ name: 'newcomer', version: '1.0.0', private: true, dependencies: { 'left-pad': '1.3.0' } });
const BENCH = "console.log(JSON.stringify({ name: 'work', value: 1, unit: 'ms' }));";

describe('a failed build in the log', () => {
  it('a real failing `npm ci` (no lockfile) shows its first lines, where npm names the cause, and its last', async () => {
    const repo = createRepo({ 'package.json': PACKAGE, 'bench.mjs': BENCH }, { 'bench.mjs': `${BENCH}\n` });
    dirs.push(repo);
    let stderr = '';
    const code = await runCommand(
      runArgs({ base: 'base', head: 'head', build: 'npm ci --offline --no-audit --no-fund', bench: 'node bench.mjs', binaries: 2, executions: 2 }),
      { stdout: () => {}, stderr: (s) => (stderr += s), cwd: repo },
    );
    expect(code, stderr).toBe(3);
    expect(stderr).toMatch(/^benchgate run: base build 1 failed: `npm ci --offline --no-audit --no-fund` exited with code 1; first lines of its output:\n/m);
    // The cause, which npm prints first.
    expect(stderr).toContain('can only install with an existing package-lock.json');
    // And the end, after a mark where lines were left out.
    expect(stderr).toMatch(/\n…\n[^]*last lines:\n/);
    expect(stderr).toMatch(/npm error A complete log of this run can be found in: .*\n$/);
  }, 120_000);

  it('shows short output once, and cuts long output into its first 20 and last 40 lines', () => {
    const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `line ${from + i}`).join('\n');
    expect(buildFailureOutput(lines(1, 40), lines(1, 40))).toBe(`; last lines of its output:\n${lines(1, 40)}`);
    expect(buildFailureOutput(lines(1, 45), lines(1, 45))).toBe(`; first lines of its output:\n${lines(1, 5)}\nlast lines:\n${lines(6, 45)}`);
    expect(buildFailureOutput(lines(1, 100), lines(1, 100))).toBe(`; first lines of its output:\n${lines(1, 20)}\n…\nlast lines:\n${lines(61, 100)}`);
    // More output than the tail keeps: the head comes from its own buffer.
    expect(buildFailureOutput(lines(1, 30), lines(5000, 5100))).toBe(`; first lines of its output:\n${lines(1, 20)}\n…\nlast lines:\n${lines(5061, 5100)}`);
    expect(buildFailureOutput('', '')).toBe(' (no output)');
    expect(new BuildFailedError('head', 0, 'make', 2, 'exited with code 2', 'a\nb', '').message).toBe(
      'head build 1 failed: `make` exited with code 2; last lines of its output:\na\nb',
    );
  });
});
