/**
 * Node's instruction counts without the user's flags (issue 46, item 4): the counted execution
 * runs Node with V8's `--predictable --single-threaded` (NODE_OPTIONS refuses both), whether the
 * command starts `node` itself or a script starts it by name. Real processes: each prints the
 * V8 flags it got (`process.execArgv`). The counts this gives are measured in docs/instructions.md.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { predictableNodeCommand, PREDICTABLE_NODE_FLAGS } from '../../src/runner/node-counted.js';

const PRINT_FLAGS = 'process.execArgv.filter((a) => a.startsWith("--")).join(" ")';
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

function run(bench: string[], commandEnv: Record<string, string>): string {
  return execFileSync(bench[0], bench.slice(1), { env: commandEnv, encoding: 'utf8' }).trim();
}

describe('the counted execution makes Node predictable', () => {
  it('NODE_OPTIONS cannot carry the flags (node refuses them there)', () => {
    expect(() => execFileSync('node', ['-e', '0'], { env: { ...env, NODE_OPTIONS: '--predictable' }, stdio: 'pipe' })).toThrow(/not allowed in NODE_OPTIONS/);
  });

  it.each([
    ['node started as the command', ['node', '-p', PRINT_FLAGS]],
    ['node started by its path', [process.execPath, '-p', PRINT_FLAGS]],
    ['node started by name from a shell script', ['/bin/sh', '-c', `node -p '${PRINT_FLAGS}'`]],
    [
      'node started by name from a node script',
      ['node', '-e', `require("child_process").execFileSync("node", ["-p", '${PRINT_FLAGS}'], { stdio: "inherit" })`],
    ],
  ])('%s gets the predictable flags', async (_, bench) => {
    const counted = await predictableNodeCommand(bench, env);
    expect(run(counted.bench, counted.env)).toBe(PREDICTABLE_NODE_FLAGS.join(' '));
    // The command as the timed executions run it: no flags.
    expect(run(bench, env)).toBe('');
  });

  it('a command that does not start node is left as it is (the shim on PATH only answers to node)', async () => {
    const counted = await predictableNodeCommand(['/bin/sh', 'bench.sh'], env);
    expect(counted.bench).toEqual(['/bin/sh', 'bench.sh']);
    expect(counted.env.PATH.split(':').slice(1).join(':')).toBe(env.PATH);
  });

  it('a program the measured code planted in the shim directory is gone before the next counted execution', async () => {
    // The directory is first on the counted execution's PATH and its path is known; a benchmark
    // that leaves a `cat` there would run in the other version's counted execution and burn its
    // count. Each counted execution gets the directory afresh, holding node and nodejs only.
    const first = await predictableNodeCommand(['/bin/sh', 'bench.sh'], env);
    const dir = first.env.PATH.split(':')[0];
    writeFileSync(join(dir, 'cat'), '#!/bin/sh\nwhile :; do :; done\n', { mode: 0o755 });
    const next = await predictableNodeCommand(['/bin/sh', 'bench.sh'], env);
    expect(next.env.PATH.split(':')[0]).toBe(dir);
    expect(readdirSync(dir).sort()).toEqual(['node', 'nodejs']);
  });
});
